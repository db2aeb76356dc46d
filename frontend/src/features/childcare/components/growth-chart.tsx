/** One WHO growth chart (uPlot, loaded with the growth page only): the z-score or percentile lines drawn
 * on uPlot's canvas, and, in an SVG layer over its plotting area, the child's points joined in time
 * order and each line's label. uPlot draws the whole chart in a few milliseconds where an SVG chart
 * library rendered hundreds of React elements (the growth route's main-thread budget, issue #16). */
import { memo, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNumber } from '@/clinical';
import { layerFor, type ChartLayer } from '../lib/chart-layer';
import { LINES, type LineMode, type LinePoint } from '../lib/growth-chart';

const HEIGHT = 320;
const PRINT_WIDTH = 680;

export interface GrowthChartProps {
  title: string; lines: LinePoint[]; points: Array<{ x: number; y: number }>; mode: LineMode; domain: [number, number];
  xLabel: string; yLabel: string; caption: string;
}

/** The child's points and the line labels, in CSS pixels of uPlot's plotting area. */
function Overlay({ layer, mode }: { layer: ChartLayer; mode: LineMode }) {
  return (
    <svg className="pointer-events-none absolute inset-0 overflow-visible" width={layer.width} height={layer.height} aria-hidden>
      {layer.labels.map((l) => (
        <text key={`${mode}-${l.text}`} x={l.x + 4} y={l.y + 4} fontSize={11} fill={l.color} data-testid="line-label">{l.text}</text>
      ))}
      {layer.path ? <path d={layer.path} fill="none" stroke="#2563eb" strokeWidth={2} /> : null}
      {layer.points.map((p, i) => (
        <circle key={i} data-testid="growth-point" cx={p.cx} cy={p.cy} r={5} fill="#2563eb" stroke="#fff" strokeWidth={2} />
      ))}
    </svg>
  );
}

export const GrowthChart = memo(function GrowthChart({ title, lines, points, mode, domain, xLabel, yLabel, caption }: GrowthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [layer, setLayer] = useState<{ over: HTMLElement; layer: ChartLayer } | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const defs = LINES[mode];
    const ys = [...lines.flatMap((p) => defs.map((d) => p[d.key] ?? 0)), ...points.map((p) => p.y)];
    const yRange: [number, number] = [Math.floor(Math.min(...ys)), Math.ceil(Math.max(...ys))];
    const ink = getComputedStyle(el).color;
    const grid = { stroke: 'rgba(128,128,128,0.35)', width: 1, dash: [3, 3] };
    // tick labels in the app's pt-BR notation ("2,5"), whatever the browser's language (and no Intl
    // object to build: build/uplot-lazy-intl.ts)
    const axis = { stroke: ink, grid, ticks: { stroke: 'rgba(128,128,128,0.5)', width: 1, size: 4 }, font: '11px system-ui, sans-serif', labelFont: '12px system-ui, sans-serif',
      values: (_u: uPlot, splits: number[]) => splits.map((v) => formatNumber(v)) };
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: HEIGHT,
      padding: [8, 36, 0, 0],
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: false, range: domain }, y: { range: yRange } },
      axes: [
        { ...axis, label: xLabel, labelSize: 20, size: 30 },
        { ...axis, label: yLabel, labelSize: 18, size: 40 },
      ],
      series: [{}, ...defs.map((d) => ({ label: d.label, stroke: d.color, width: d.z === 0 ? 2 : 1, points: { show: false } }))],
      hooks: {
        draw: [(u: uPlot) => setLayer({
          over: u.over,
          layer: layerFor({ valToPos: (v, scale) => u.valToPos(v, scale), width: u.bbox.width / uPlot.pxRatio, height: u.bbox.height / uPlot.pxRatio }, lines, points, defs, domain),
        })],
      },
    };
    const data: uPlot.AlignedData = [lines.map((p) => p.x), ...defs.map((d) => lines.map((p) => p[d.key] ?? null))];
    const plot = new uPlot(opts, data, el);
    const resize = new ResizeObserver(() => {
      const width = Math.max(200, el.clientWidth);
      if (width !== plot.width) plot.setSize({ width, height: HEIGHT });
    });
    resize.observe(el);
    // the canvas has a pixel size: on paper it takes the printable width of an A4 page (~680 CSS px)
    const toPaper = () => plot.setSize({ width: Math.min(PRINT_WIDTH, plot.width), height: HEIGHT });
    const toScreen = () => plot.setSize({ width: Math.max(200, el.clientWidth), height: HEIGHT });
    window.addEventListener('beforeprint', toPaper);
    window.addEventListener('afterprint', toScreen);
    return () => {
      window.removeEventListener('beforeprint', toPaper);
      window.removeEventListener('afterprint', toScreen);
      resize.disconnect();
      plot.destroy();
      setLayer(null);
    };
  }, [lines, points, mode, domain, xLabel, yLabel]);

  return (
    <figure className="rounded-lg border border-border bg-card p-2 print:break-inside-avoid" aria-label={`Curva: ${title}`}>
      <div ref={box} className="h-80 w-full overflow-hidden" data-testid="growth-chart" data-mode={mode} />
      {layer ? createPortal(<Overlay layer={layer.layer} mode={mode} />, layer.over) : null}
      <figcaption className="px-2 text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
});

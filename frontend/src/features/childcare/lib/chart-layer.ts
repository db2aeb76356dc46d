/** What the SVG layer over a growth chart's plotting area shows, in CSS pixels of that area: the
 * child's points inside the chart's window, joined in time order, and each WHO line's label at its
 * last point. Pure: the chart passes uPlot's value-to-pixel mapping. */
import type { LinePoint } from './growth-chart';

export interface PlotArea {
  /** CSS pixels from the plotting area's left (scale 'x') or top (scale 'y'). */
  valToPos(value: number, scale: 'x' | 'y'): number;
  /** The plotting area's size in CSS pixels. */
  width: number;
  height: number;
}

export interface ChartLayer {
  width: number;
  height: number;
  points: Array<{ cx: number; cy: number }>;
  /** The polyline joining the points in time order ('' for fewer than two). */
  path: string;
  labels: Array<{ x: number; y: number; text: string; color: string }>;
}

const px = (n: number) => Math.round(n * 10) / 10;

export function layerFor(area: PlotArea, lines: readonly LinePoint[], points: ReadonlyArray<{ x: number; y: number }>, defs: ReadonlyArray<{ key: string; label: string; color: string }>, domain: readonly [number, number]): ChartLayer {
  const inside = points.filter((p) => p.x >= domain[0] && p.x <= domain[1]);
  const at = inside.map((p) => ({ cx: px(area.valToPos(p.x, 'x')), cy: px(area.valToPos(p.y, 'y')) }));
  const last = lines[lines.length - 1];
  return {
    width: area.width,
    height: area.height,
    points: at,
    path: at.length > 1 ? at.map((p, i) => `${i ? 'L' : 'M'}${p.cx},${p.cy}`).join('') : '',
    labels: last ? defs.flatMap((d) => (last[d.key] === undefined ? [] : [{ x: px(area.valToPos(last.x, 'x')), y: px(area.valToPos(last[d.key]!, 'y')), text: d.label, color: d.color }])) : [],
  };
}

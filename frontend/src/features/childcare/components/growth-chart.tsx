/** One WHO growth chart (recharts, loaded with the growth page only): the z-score or percentile lines
 * and the child's points joined in time order. */
import { memo } from 'react';
import { CartesianGrid, ComposedChart, Line, ReferenceDot, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { LINES, type LineMode, type LinePoint } from '../lib/growth-chart';

interface DotProps { cx?: number; cy?: number; index?: number }

function ChildPoint({ cx, cy, index }: DotProps) {
  if (cx === undefined || cy === undefined) return null;
  return <circle key={index} data-testid="growth-point" cx={cx} cy={cy} r={5} fill="#2563eb" stroke="#fff" strokeWidth={2} />;
}

export const GrowthChart = memo(function GrowthChart({ title, lines, points, mode, domain, xLabel, yLabel, caption }: {
  title: string; lines: LinePoint[]; points: Array<{ x: number; y: number }>; mode: LineMode; domain: [number, number];
  xLabel: string; yLabel: string; caption: string;
}) {
  const defs = LINES[mode];
  const ys = [...lines.flatMap((p) => defs.map((d) => p[d.key] ?? 0)), ...points.map((p) => p.y)];
  const yMin = Math.floor(Math.min(...ys));
  const yMax = Math.ceil(Math.max(...ys));
  const last = lines[lines.length - 1];
  return (
    <figure className="rounded-lg border border-border bg-card p-2 print:break-inside-avoid" aria-label={`Curva: ${title}`}>
      <div className="h-80 w-full" data-testid="growth-chart" data-mode={mode}>
        <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 340, height: 320 }}>
          <ComposedChart margin={{ top: 8, right: 36, bottom: 20, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="x" type="number" domain={domain} allowDataOverflow label={{ value: xLabel, position: 'insideBottom', offset: -10 }} />
            <YAxis type="number" domain={[yMin, yMax]} allowDataOverflow label={{ value: yLabel, angle: -90, position: 'insideLeft', offset: 12 }} />
            {defs.map((d) => (
              <Line key={`${mode}-${d.key}`} data={lines} dataKey={d.key} name={d.label} stroke={d.color} strokeWidth={d.z === 0 ? 2 : 1}
                dot={false} activeDot={false} isAnimationActive={false} />
            ))}
            {last ? defs.map((d) => (
              // one label at the end of each line (a label per point would render every point's label slot)
              <ReferenceDot key={`label-${mode}-${d.key}`} x={last.x} y={last[d.key]} r={0} ifOverflow="visible"
                label={({ viewBox }: { viewBox?: { x?: number; y?: number } }) => (
                  <text x={(viewBox?.x ?? 0) + 4} y={(viewBox?.y ?? 0) + 4} fontSize={11} fill={d.color} data-testid="line-label">{d.label}</text>
                )} />
            )) : null}
            <Line data={points} dataKey="y" name="Criança" stroke="#2563eb" strokeWidth={2} dot={ChildPoint} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="px-2 text-xs text-muted-foreground">{caption}</figcaption>
    </figure>
  );
});

/** The Bhutani nomogram (recharts, loaded with this page only): the P40/P75/P95 curves of the package
 * and the newborn's point. */
import { CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Scatter, Tooltip, XAxis, YAxis } from 'recharts';
import { BHUTANI_1999_CURVES } from '@/clinical';
import { routeEntry } from '@/config/paths';

interface PointShapeProps { cx?: number; cy?: number }

function PatientPoint({ cx, cy }: PointShapeProps) {
  if (cx === undefined || cy === undefined) return null;
  return <circle data-testid="bhutani-point" cx={cx} cy={cy} r={7} fill="#dc2626" stroke="#fff" strokeWidth={2} />;
}

export function BhutaniChart({ hours, tsbMgDl }: { hours: number | null; tsbMgDl: number | null }) {
  const curves = BHUTANI_1999_CURVES.map((c) => ({ ...c }));
  const point = hours !== null && tsbMgDl !== null ? [{ hour: hours, tsb: tsbMgDl }] : [];
  return (
    <figure className="rounded-lg border border-border bg-card p-2" aria-label={routeEntry('/calculadoras/bhutani').title}>
      <div className="h-72 w-full" data-testid="bhutani-chart">
        <ResponsiveContainer width="100%" height="100%" minWidth={0} initialDimension={{ width: 340, height: 288 }}>
          <ComposedChart margin={{ top: 8, right: 8, bottom: 16, left: -8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="hour" type="number" domain={[0, 156]} ticks={[0, 24, 48, 72, 96, 120, 144]} label={{ value: 'Horas de vida', position: 'insideBottom', offset: -8 }} />
            <YAxis type="number" domain={[0, 25]} label={{ value: 'BT (mg/dL)', angle: -90, position: 'insideLeft', offset: 16 }} />
            <Tooltip />
            <Legend verticalAlign="top" height={24} />
            <Line data={curves} dataKey="p95" name="P95" stroke="#dc2626" dot={false} isAnimationActive={false} />
            <Line data={curves} dataKey="p75" name="P75" stroke="#f59e0b" dot={false} isAnimationActive={false} />
            <Line data={curves} dataKey="p40" name="P40" stroke="#16a34a" dot={false} isAnimationActive={false} />
            <Scatter data={point} dataKey="tsb" name="Paciente" fill="#dc2626" shape={PatientPoint} isAnimationActive={false} />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="px-2 text-xs text-muted-foreground">Curvas P40, P75 e P95 (Bhutani 1999) e o ponto do recém-nascido.</figcaption>
    </figure>
  );
}

/** Page views and searches per day (recharts): loaded only when the dashboard shows it. */
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface DailyPoint {
  day: string;
  page_views: number;
  searches: number;
}

export function AnalyticsChart({ data }: { data: DailyPoint[] }) {
  const rows = data.map((d) => ({ ...d, label: d.day.slice(8, 10) + '/' + d.day.slice(5, 7) }));
  return (
    <div className="h-72 w-full" role="img" aria-label="Gráfico de visualizações de página e buscas por dia">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" fontSize={12} />
          <YAxis allowDecimals={false} fontSize={12} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="page_views" name="Visualizações" stroke="#2563eb" dot={false} />
          <Line type="monotone" dataKey="searches" name="Buscas" stroke="#16a34a" dot={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

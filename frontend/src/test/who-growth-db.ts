/** A stand-in for `@/lib/supabase` in component tests: `db()` answers the growth-table query of
 * `growthLmsQuery` (eq reference, in indicator, in sex, gte/lte x, limit) from the real WHO rows of the
 * seeded tables (src/clinical/__fixtures__/who-plausibility-rows.json: weight-for-age and WHO 2007
 * BMI-for-age), so the tenfold-slip guard runs in the test as it does against the server. Use:
 * `vi.mock('@/lib/supabase', async () => (await import('@/test/who-growth-db')).whoGrowthDbModule);` */
import fixture from '@/clinical/__fixtures__/who-plausibility-rows.json';

type Row = [reference: string, indicator: string, sex: number, x: number, l: number, m: number, s: number];
const rows = fixture.rows as Row[];

function query() {
  const filters: Array<(r: Row) => boolean> = [];
  const chain = {
    select: () => chain,
    eq: (col: string, v: unknown) => { if (col === 'reference') filters.push((r) => r[0] === v); return chain; },
    in: (col: string, vs: unknown[]) => {
      if (col === 'indicator') filters.push((r) => vs.includes(r[1]));
      if (col === 'sex') filters.push((r) => vs.includes(r[2]));
      return chain;
    },
    gte: (_col: string, v: number) => { filters.push((r) => r[3] >= v); return chain; },
    lte: (_col: string, v: number) => { filters.push((r) => r[3] <= v); return chain; },
    limit: (n: number) => Promise.resolve({
      data: rows.filter((r) => filters.every((f) => f(r))).slice(0, n)
        .map(([reference, indicator, sex, x, l, m, s]) => ({ reference, indicator, sex, x, l, m, s, measure_position: null })),
      error: null,
    }),
  };
  return chain;
}

export const whoGrowthDbModule = { db: () => Promise.resolve({ from: () => query() }) };

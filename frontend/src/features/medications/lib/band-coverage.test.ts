/** Issue #14: for every seeded medication, every weight 0,5–150 kg in 0,01 kg steps and every age 0–216
 * months (plus both sides of every band edge), each dose tag has exactly one band — a dose or an explicit
 * "não indicado nesta faixa" — never none, never two. And every dose row carries what a prescriber needs. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { computeDose, matchingDoseRows, rsiDoses, type DoseTag } from '../../../clinical';

interface SeedMed { slug: string; tags: DoseTag[]; presentations: Array<{ form: string; amount_unit: string; is_default: boolean; routes: string[] }> }
const seed = JSON.parse(readFileSync(resolve(__dirname, '../../../../../seeds/clinical/medications.json'), 'utf8')) as { medications: SeedMed[] };
const UNITS = ['mg', 'mcg', 'g', 'UI', 'mEq', 'mmol', 'mL', 'jato', 'gota', 'comprimido'];
// The forms the database accepts (schema/0014_medication_dose_model.sql, pedbook_medication_presentations.form).
const FORMS = ['suspensão oral', 'solução oral', 'gotas', 'xarope', 'comprimido', 'comprimido mastigável', 'cápsula', 'sachê',
  'ampola', 'frasco-ampola', 'aerossol', 'solução para nebulização', 'supositório', 'spray nasal'];

const weights: number[] = [];
for (let i = 50; i <= 15000; i++) weights.push(i / 100);
const ages: number[] = [];
for (let m = 0; m <= 216; m++) ages.push(m);

function edges(rows: DoseTag[], lo: 'start_weight' | 'start_month', hi: 'end_weight' | 'end_month'): number[] {
  return rows.flatMap((r) => [r[lo], r[hi]]).filter((x): x is number => x !== null && x !== undefined)
    .flatMap((x) => [x - 0.001, x, x + 0.001]).filter((x) => x >= 0);
}

const groups = seed.medications.flatMap((m) => [...new Set(m.tags.map((t) => t.name))].map((name) => ({ slug: m.slug, name, rows: m.tags.filter((t) => t.name === name) })));

describe('seeded dose bands cover every weight and age exactly once', () => {
  it('the seed has the medications and tags it should', () => {
    expect(seed.medications.length).toBeGreaterThanOrEqual(62);
    expect(groups.length).toBeGreaterThanOrEqual(50);
  });
  it.each(groups.map((g) => [`${g.slug} {{${g.name}}}`, g] as const))('%s', (_label, g) => {
    const usesAge = g.rows.some((r) => r.start_month !== null || r.end_month !== null);
    const usesWeight = g.rows.some((r) => r.start_weight !== null || r.end_weight !== null);
    const ws = usesWeight ? [...weights, ...edges(g.rows, 'start_weight', 'end_weight').filter((w) => w >= 0.5 && w <= 150)] : [0.5, 26.995, 150];
    const as = usesAge ? [...ages, ...edges(g.rows, 'start_month', 'end_month').filter((a) => a <= 216)] : [undefined];
    const problems: string[] = [];
    for (const a of as) {
      for (const w of ws) {
        const n = matchingDoseRows(g.rows, g.name, w, a).length;
        if (n !== 1 && problems.length < 5) problems.push(`${w} kg, ${a ?? '-'} meses: ${n} faixas`);
      }
    }
    expect(problems).toEqual([]);
  }, 120_000); // millions of look-ups per tag: a ceiling for a loaded machine, not a speed assertion
});

describe('every dose row is complete', () => {
  const rows = seed.medications.flatMap((m) => m.tags.map((t) => ({ slug: m.slug, t })));
  it('has a source and a status; doses have unit, a maximum, an interval and a route; not-indicated rows a reason', () => {
    const bad = rows.filter(({ t }) => {
      if (!t.source || !['verificado', 'pendente'].includes(t.status ?? '')) return true;
      if (t.not_indicated) return !t.not_indicated_reason;
      return !UNITS.includes(t.unit ?? '') || (t.max_value === null && !t.daily_max_value && !t.daily_max_per_kg)
        || (!t.interval_hours && !t.doses_per_day && !t.duration) || !t.route;
    }).map(({ slug, t }) => `${slug}:${t.name}`);
    expect(bad).toEqual([]);
  });
  it('a verified row names who checked it and when', () => {
    const bad = rows.filter(({ t }) => t.status === 'verificado' && (!t.reviewed_at || !t.reviewed_by)).map(({ slug, t }) => `${slug}:${t.name}`);
    expect(bad).toEqual([]);
  });
  it('every presentation has a form the database accepts', () => {
    const bad = seed.medications.flatMap((m) => m.presentations.filter((p) => !FORMS.includes(p.form)).map((p) => `${m.slug}:${p.form}`));
    expect(bad).toEqual([]);
  });
  it('every medication with presentations has exactly one default', () => {
    const bad = seed.medications.filter((m) => m.presentations.length > 0 && m.presentations.filter((p) => p.is_default).length !== 1).map((m) => m.slug);
    expect(bad).toEqual([]);
  });
  it('a 26,995 kg child gets a dose (or an explicit not-indicated) from every weight-banded tag at 8 years', () => {
    for (const g of groups) {
      const r = computeDose(g.rows, g.name, { weightKg: 26.995, ageMonths: 96 });
      expect(['dose', 'not_indicated']).toContain(r.kind);
    }
  });
});

describe('seeded SRI rows agree with the clinical core (reference.md §10, rsiDoses)', () => {
  const pairs = [['succinilcolina', 'succinilcolina_mg', 'succinylcholine'], ['etomidato', 'etomidato_mg', 'etomidate'], ['atropina', 'atropina_sri_mg', 'atropine'],
    ['rocuronio', 'rocuronio_sri_mg', 'rocuronium'], ['cetamina', 'cetamina_sri_mg', 'ketamine'], ['fentanil', 'fentanil_iv_mcg', 'fentanyl']] as const;
  it.each(pairs)('%s', (slug, tag, drug) => {
    const rows = seed.medications.find((m) => m.slug === slug)!.tags;
    for (const ageMonths of [0, 6, 11.9, 12, 30, 120, 200]) {
      for (const weightKg of [2.5, 5, 9.99, 10, 20, 45, 80, 120]) {
        const r = computeDose(rows, tag, { weightKg, ageMonths });
        const core = rsiDoses({ weightKg, ageMonths }).find((d) => d.drug === drug)!;
        expect(r.kind).toBe('dose');
        if (r.kind !== 'dose') continue;
        expect(r.value, `${slug} ${weightKg} kg ${ageMonths} meses`).toBeGreaterThanOrEqual(core.min - 1e-9);
        expect(r.value, `${slug} ${weightKg} kg ${ageMonths} meses`).toBeLessThanOrEqual(core.max + 1e-9);
      }
    }
  });
});

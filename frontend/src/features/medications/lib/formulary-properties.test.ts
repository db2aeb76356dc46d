/**
 * Issue #34: a property check over the whole seeded formulary — every dose row × a weight grid 0,5–150 kg ×
 * ages 0–216 months, through the same core the screens call (computeDose, presentationAmount, infusionLimit):
 * - doses per day never reduced (the card prints the row's doses per day; the dose fits the daily maximum);
 *   never a 0 dose;
 * - per-dose ≤ the row's maximum; dose × doses per day ≤ the daily maximum (computed here from the row);
 *   a row's own daily maximum per kg is not below its own dose per kg × doses per day (a wrong cap);
 * - mL (and drops, tablets) consistent with each usable presentation;
 * - an IV row of a drug with a rate limit always has one, and always yields a computed minimum infusion time;
 * - no dose for an age the source excludes (AGE_EXCLUSIONS, frozen from the seed's not-indicated bands), and the
 *   row used always holds the patient in its half-open band.
 * Then the check is shown able to fail: mutations of a copy of the data (a wrong cap, a removed neonatal band, a
 * missing rate field, a broken presentation) and the old engine (rounded dose compared with no tolerance, doses
 * not lowered) must each be reported.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  ClinicalInputError, computeDose, computeTag, presentationAmount, usablePresentations, type DoseResult, type DoseTag, type Patient, type Presentation,
} from '../../../clinical';

interface SeedMed { slug: string; tags: DoseTag[]; presentations?: Array<Presentation & { is_default?: boolean }> }
type Compute = (tags: DoseTag[], name: string, patient: Patient) => DoseResult;

const seed = JSON.parse(readFileSync(resolve(__dirname, '../../../../../seeds/clinical/medications.json'), 'utf8')) as { medications: SeedMed[] };

/** Drugs whose every IV dose row must name a rate limit (issue #34 finding 4; the limit's source is in
 * INFUSION_RATE_LIMITS, clinical/infusion.ts). */
const REQUIRED_RATE_LIMITS: Record<string, string> = {
  fosfenitoina: 'fosphenytoin', fenitoina: 'phenytoin', fenobarbital: 'phenobarbital', vancomicina: 'vancomycin',
  'sulfato-de-magnesio': 'magnesium_sulfate', 'cloreto-de-potassio:kcl_meq': 'potassium_chloride',
  levetiracetam: 'levetiracetam', 'acido-valproico': 'valproate',
};

/** [slug, tag, months]: no dose below this age (the seed's "não indicado nesta faixa" bands from birth, each with
 * its source's reason in the row; frozen here so that losing one is caught). */
const AGE_EXCLUSIONS: ReadonlyArray<readonly [string, string, number]> = [
  ['amoxicilina', 'amox_pac_mg', 3], ['azitromicina', 'azitro_d1_mg', 3], ['azitromicina', 'azitro_d2_mg', 3],
  ['claritromicina', 'claritro_mg', 3], ['ceftriaxona', 'ceftriaxona_men_mg', 1],
  ['ceftriaxona', 'ceftriaxona_pnm_mg', 1], ['ceftriaxona', 'ceftriaxona_oma_mg', 1],
  ['ampicilina', 'ampicilina_mg', 3], ['sulfametoxazol-trimetoprima', 'tmp_mg', 2],
  ['albendazol', 'albendazol_mg', 12], ['paracetamol', 'paracetamol_mg', 1], ['ibuprofeno', 'ibuprofeno_mg', 6],
  ['dipirona', 'dipirona_mg', 3], ['dexclorfeniramina', 'dexclor_mg', 24], ['loratadina', 'loratadina_mg', 24],
  ['cetirizina', 'cetirizina_mg', 24], ['desloratadina', 'desloratadina_mg', 6],
  ['ondansetrona', 'ondansetrona_mg', 6], ['diazepam', 'diazepam_retal_mg', 24],
  ['levetiracetam', 'levetiracetam_mg', 1], ['fosfenitoina', 'fosfenitoina_mg_ef', 1],
  ['acido-valproico', 'valproato_mg', 24], ['omeprazol', 'omeprazol_mg', 12], ['gentamicina', 'gentamicina_mg', 1],
  ['amicacina', 'amicacina_mg', 1], ['vancomicina', 'vancomicina_mg', 1], ['cefazolina', 'cefazolina_mg', 1],
  ['cefazolina', 'cefazolina_grave_mg', 1], ['cefadroxila', 'cefadroxila_mg', 1],
  ['cefadroxila', 'cefadroxila_faringite_mg', 1], ['ceftazidima', 'ceftazidima_grave_mg', 2],
  ['ciprofloxacino', 'ciprofloxacino_fc_mg', 60], ['ciprofloxacino', 'ciprofloxacino_antraz_mg', 1],
  ['hidroxizina', 'hidroxizina_mg', 6], ['sulfato-ferroso', 'ferro_tratamento_min_mg', 1],
  ['sulfato-ferroso', 'ferro_tratamento_max_mg', 1], ['miconazol-gel-oral', 'miconazol_gel_ml', 6],
  ['fluconazol', 'fluconazol_ataque_mg', 1], ['fluconazol', 'fluconazol_mg', 1],
  ['nitrofurantoina', 'nitrofurantoina_mg', 1], ['nitrofurantoina', 'nitrofurantoina_profilaxia_mg', 1],
  ['cefalotina', 'cefalotina_mg', 1], ['cefalotina', 'cefalotina_profilaxia_mg', 1],
  ['eritromicina', 'eritromicina_mg', 1], ['eritromicina', 'eritromicina_coqueluche_mg', 1],
  ['piperacilina-tazobactam', 'piptazo_neutropenia_mg', 24], ['piperacilina-tazobactam', 'piptazo_abdominal_mg', 24],
  ['cefuroxima', 'cefuroxima_mg', 3], ['meropenem', 'meropenem_iia_mg', 3], ['meropenem', 'meropenem_men_mg', 3],
  ['nitazoxanida', 'nitazoxanida_mg', 12], ['mebendazol', 'mebendazol_mg', 12],
  ['tinidazol', 'tinidazol_giardia_mg', 37], ['montelucaste', 'montelucaste_mg', 12],
  ['fexofenadina', 'fexofenadina_mg', 6], ['racecadotrila', 'racecadotrila_mg', 3],
  ['vitamina-a', 'vitamina_a_ui', 6], ['flumazenil', 'flumazenil_mg', 12],
  ['dexametasona', 'dexametasona_men_mg', 1], ['cefepima', 'cefepima_mg', 2], ['morfina', 'morfina_iv_mg', 1],
  ['morfina', 'morfina_vo_mg', 6], ['fentanil', 'fentanil_in_mcg', 12], ['metoclopramida', 'metoclopramida_mg', 12],
  ['bromoprida', 'bromoprida_mg', 12], ['furosemida', 'furosemida_vo_mg', 1],
  ['dimenidrinato', 'dimenidrinato_mg', 24], ['budesonida-nebulizada', 'budesonida_neb_mg', 6],
  ['propranolol', 'propranolol_inicio_mg', 1], ['propranolol', 'propranolol_manut_mg', 1],
  ['secnidazol', 'secnidazol_dose_unica_mg', 1], ['secnidazol', 'secnidazol_hepatica_mg', 1],
  ['espironolactona', 'espironolactona_mg', 1], ['tramadol', 'tramadol_mg', 144],
  ['anfotericina-b', 'anfotericina_inicial_mg', 1], ['anfotericina-b', 'anfotericina_max_mg', 1],
  ['manitol', 'manitol_g', 1],
];

const EPS = 1e-9;

function inBand(t: DoseTag, w: number, a: number | undefined): boolean {
  const win = (x: number, s: number | null | undefined, e: number | null | undefined) => (s == null || x >= s) && (e == null || x < e);
  const usesAge = t.start_month != null || t.end_month != null;
  return win(w, t.start_weight, t.end_weight) && (!usesAge || (a !== undefined && win(a, t.start_month, t.end_month)));
}

function edges(rows: DoseTag[], lo: 'start_weight' | 'start_month', hi: 'end_weight' | 'end_month'): number[] {
  return rows.flatMap((r) => [r[lo], r[hi]]).filter((x): x is number => x !== null && x !== undefined)
    .flatMap((x) => [x - 0.001, x, x + 0.001]);
}

function range(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let i = Math.round(from / step); i * step <= to + EPS; i++) out.push(Math.round(i * step * 1000) / 1000);
  return out;
}

/** Every patient of the grid for one tag: all whole months × weights every 1 kg, and every 0,05 kg at one age
 * per age band (rounding depends on the exact weight), plus both sides of every band edge. */
function grid(rows: DoseTag[]): Array<[number, number | undefined]> {
  const usesAge = rows.some((r) => r.start_month != null || r.end_month != null);
  const wEdges = edges(rows, 'start_weight', 'end_weight').filter((w) => w >= 0.5 && w <= 150);
  const aEdges = edges(rows, 'start_month', 'end_month').filter((a) => a >= 0 && a <= 216);
  const coarseW = [0.5, ...range(1, 150, 1), ...wEdges];
  const fineW = [...range(0.5, 150, 0.05), ...wEdges];
  if (!usesAge) return fineW.map((w) => [w, undefined]);
  const ages = [...range(0, 216, 1), ...aEdges];
  const cuts = [...new Set([0, 216, ...rows.flatMap((r) => [r.start_month, r.end_month]).filter((x): x is number => x != null && x >= 0 && x <= 216)])].sort((x, y) => x - y);
  const reps = cuts.slice(0, -1).map((c, i) => (c + cuts[i + 1]!) / 2);
  const out: Array<[number, number | undefined]> = [];
  for (const a of ages) for (const w of coarseW) out.push([w, a]);
  for (const a of reps) for (const w of fineW) out.push([w, a]);
  return out;
}

/** Every property violation of the formulary (deduplicated: the first patient per slug, tag and kind). */
function formularyProblems(meds: readonly SeedMed[], compute: Compute = computeDose): string[] {
  const problems = new Map<string, string>();
  const report = (key: string, text: string) => { if (!problems.has(key)) problems.set(key, text); };
  for (const m of meds) {
    for (const t of m.tags) {
      if (t.not_indicated) continue;
      const id = `${m.slug}:${t.name}`;
      const required = REQUIRED_RATE_LIMITS[id] ?? REQUIRED_RATE_LIMITS[m.slug];
      if (t.route === 'IV' && required && t.rate_limit !== required) report(`${id}:rate_field`, `${id}: linha IV sem o limite de velocidade "${required}" (tem ${String(t.rate_limit ?? 'nenhum')})`);
      const perKg = t.type === 'multiplier' || t.type === 'multiplier_by_fixed_age';
      if (perKg && t.multiplier && t.doses_per_day && t.daily_max_per_kg && t.daily_max_per_kg < t.multiplier * t.doses_per_day - EPS) {
        report(`${id}:wrong_cap`, `${id}: máximo diário ${t.daily_max_per_kg}/kg/dia abaixo da própria dose (${t.multiplier}/kg × ${t.doses_per_day})`);
      }
      if (t.max_value != null && t.daily_max_value != null && t.max_value > t.daily_max_value + EPS) {
        report(`${id}:wrong_cap`, `${id}: máximo por dose ${t.max_value} acima do máximo diário ${t.daily_max_value}`);
      }
    }
    for (const name of new Set(m.tags.map((t) => t.name))) {
      const rows = m.tags.filter((t) => t.name === name);
      const id = `${m.slug}:${name}`;
      const exclusion = AGE_EXCLUSIONS.find(([s, n]) => s === m.slug && n === name);
      for (const [w, a] of grid(rows)) {
        const at = `${w} kg${a === undefined ? '' : `, ${a} meses`}`;
        let r: DoseResult;
        try {
          r = compute(m.tags, name, a === undefined ? { weightKg: w } : { weightKg: w, ageMonths: a });
        } catch (e) {
          if (!(e instanceof ClinicalInputError)) throw e;
          report(`${id}:error`, `${id} (${at}): ${e.message}`);
          continue;
        }
        if (!inBand(r.row, w, a)) report(`${id}:band`, `${id} (${at}): linha usada fora da sua faixa`);
        if (r.kind !== 'dose') continue;
        const row = r.row;
        if (exclusion && a !== undefined && a < exclusion[2]) report(`${id}:excluded_age`, `${id} (${at}): dose numa idade excluída pela fonte (< ${exclusion[2]} meses)`);
        if (!(r.value > 0) || !Number.isFinite(r.value)) report(`${id}:zero`, `${id} (${at}): dose ${r.value}`);
        const n = row.doses_per_day ?? null;
        if (n !== null && r.dosesPerDay !== n) report(`${id}:doses`, `${id} (${at}): ${String(r.dosesPerDay)} doses/dia em vez de ${n}`);
        if (row.max_value != null && r.value > row.max_value + EPS) report(`${id}:max`, `${id} (${at}): ${r.value} acima do máximo por dose ${row.max_value}`);
        const caps = [row.daily_max_per_kg ? row.daily_max_per_kg * w : null, row.daily_max_value ?? null].filter((x): x is number => typeof x === 'number');
        if (n !== null && caps.length && r.value * n > Math.min(...caps) * (1 + 1e-12) + EPS) {
          report(`${id}:daily`, `${id} (${at}): ${r.value} × ${n} = ${r.value * n} acima do máximo diário ${Math.min(...caps)}`);
        }
        for (const p of usablePresentations(row, m.presentations ?? [])) {
          const got = presentationAmount(r.value, r.unit, p);
          const ok = got !== null && ('ml' in got
            ? Number.isFinite(got.ml) && got.ml > 0 && Math.abs((got.ml * p.amount) / p.volume_ml! - r.value) <= EPS * Math.max(1, r.value)
              && (got.drops === null || Math.abs(got.drops - got.ml * (p.drops_per_ml ?? 0)) <= EPS * Math.max(1, got.drops))
            : Number.isFinite(got.units) && got.units > 0 && Math.abs(got.units * p.amount - r.value) <= EPS * Math.max(1, r.value));
          if (!ok) report(`${id}:presentation:${p.label}`, `${id} (${at}): volume/unidades inconsistentes com "${p.label}"`);
        }
        if (row.route === 'IV' && row.rate_limit) {
          if (!r.infusion || !Number.isFinite(r.infusion.minMinutes) || !(r.infusion.minMinutes > 0)) report(`${id}:infusion`, `${id} (${at}): sem tempo mínimo de infusão`);
        }
      }
    }
  }
  return [...problems.values()];
}

const clone = <T,>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const only = (...slugs: string[]) => clone(seed.medications.filter((m) => slugs.includes(m.slug)));
const row = (meds: SeedMed[], slug: string, name: string, i = 0) => meds.find((m) => m.slug === slug)!.tags.filter((t) => t.name === name)[i]!;

describe('the whole seeded formulary satisfies the dose properties', () => {
  it('has the medications it should', () => {
    expect(seed.medications.length).toBeGreaterThanOrEqual(100);
    for (const [slug, name] of AGE_EXCLUSIONS) expect(seed.medications.find((m) => m.slug === slug)?.tags.some((t) => t.name === name)).toBe(true);
  });
  it('no violation at any grid point', () => {
    expect(formularyProblems(seed.medications)).toEqual([]);
  }, 600_000); // millions of doses: a ceiling for a loaded shared machine, not a speed assertion
});

describe('the property check can fail', () => {
  it('a wrong cap: a daily maximum below the row’s own dose, a per-dose maximum above the daily one', () => {
    const meds = only('amoxicilina');
    row(meds, 'amoxicilina', 'amox_oma_mg').daily_max_per_kg = 60;
    row(meds, 'amoxicilina', 'amox_faringite_mg').max_value = 5000;
    const p = formularyProblems(meds);
    expect(p).toEqual(expect.arrayContaining([
      expect.stringMatching(/^amoxicilina:amox_oma_mg: máximo diário 60\/kg\/dia abaixo da própria dose/),
      expect.stringMatching(/^amoxicilina:amox_faringite_mg: máximo por dose 5000 acima do máximo diário 1000/),
    ]));
  });
  it('a removed neonatal band: dropped (no band) or merged into the next band (a dose the source excludes)', () => {
    const dropped = only('fosfenitoina');
    dropped[0]!.tags = dropped[0]!.tags.filter((t) => !t.not_indicated);
    expect(formularyProblems(dropped)).toEqual(expect.arrayContaining([expect.stringMatching(/^fosfenitoina:fosfenitoina_mg_ef \(.* kg, 0 meses\): .*nenhuma faixa/)]));
    const merged = clone(dropped);
    merged[0]!.tags[0]!.start_month = 0;
    expect(formularyProblems(merged)).toEqual([expect.stringMatching(/^fosfenitoina:fosfenitoina_mg_ef \(.*\): dose numa idade excluída pela fonte \(< 1 meses\)/)]);
  });
  it('a missing rate field', () => {
    const meds = only('fosfenitoina', 'cloreto-de-potassio');
    delete row(meds, 'fosfenitoina', 'fosfenitoina_mg_ef', 1).rate_limit;
    row(meds, 'cloreto-de-potassio', 'kcl_meq').rate_limit = null;
    expect(formularyProblems(meds)).toEqual([
      'fosfenitoina:fosfenitoina_mg_ef: linha IV sem o limite de velocidade "fosphenytoin" (tem nenhum)',
      'cloreto-de-potassio:kcl_meq: linha IV sem o limite de velocidade "potassium_chloride" (tem nenhum)',
    ]);
  });
  it('a rate field naming no limit the core knows is refused at every dose', () => {
    const meds = only('vancomicina');
    row(meds, 'vancomicina', 'vancomicina_mg', 1).rate_limit = 'vancomycine';
    expect(formularyProblems(meds)).toEqual(expect.arrayContaining([expect.stringMatching(/Limite de velocidade de infusão desconhecido: "vancomycine"/)]));
  });
  it('a presentation that cannot hold the dose', () => {
    const meds = only('fenobarbital');
    meds[0]!.presentations![0]!.amount = 0;
    expect(formularyProblems(meds)).toEqual([expect.stringMatching(/^fenobarbital:fenobarbital_mg \(.*\): volume\/unidades inconsistentes/)]);
  });
  it('the old engine (rounded dose × doses per day, nothing lowered) breaks the daily maximum', () => {
    const legacy: Compute = (tags, name, patient) => {
      const r = computeDose(tags, name, patient);
      return r.kind === 'dose' && (r.dailyCapped || r.roundedDown) ? { ...r, value: computeTag(tags, name, patient).value } : r;
    };
    const p = formularyProblems(only('fenobarbital', 'gentamicina', 'amoxicilina'), legacy);
    expect(p).toEqual(expect.arrayContaining([
      expect.stringMatching(/^fenobarbital:fenobarbital_mg \(.*\): .* acima do máximo diário/),
      expect.stringMatching(/^gentamicina:gentamicina_mg \(.*\): .* acima do máximo diário/),
      expect.stringMatching(/^amoxicilina:amox_oma_mg \(.*\): .* acima do máximo diário/),
    ]));
  });
});

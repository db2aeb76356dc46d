/** Issue #34 "Could mislead": each finding proven on the seeded formulary (seeds/clinical/medications.json), at its
 * band edges, against the one rule of the clinical core it must agree with. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  choosePresentation, computeDose, dehydrationPlanA, doseTotalLabel, emergencyDose, GLUCOSE_BOLUS, PLAN_A_EDGES,
  presentationAmount, presentationProblems, RSI_RULES, SUCCINYLCHOLINE_PRESENTATION, VITAMIN_D_SOURCE, vitaminDProphylaxis,
  type DoseTag, type FittablePresentation, type Patient,
} from '../../../clinical';

interface SeedMed { slug: string; tags: DoseTag[]; presentations: FittablePresentation[] }
const seed = JSON.parse(readFileSync(resolve(__dirname, '../../../../../seeds/clinical/medications.json'), 'utf8')) as { medications: SeedMed[] };
const med = (slug: string) => seed.medications.find((m) => m.slug === slug)!;
const dose = (slug: string, tag: string, p: Patient) => computeDose(med(slug).tags, tag, p);
function value(slug: string, tag: string, p: Patient): number {
  const r = dose(slug, tag, p);
  if (r.kind !== 'dose') throw new Error(`${slug} ${tag} ${JSON.stringify(p)}: ${r.kind}`);
  return r.value;
}
const kind = (slug: string, tag: string, p: Patient) => dose(slug, tag, p).kind;
function chosen(slug: string, tag: string, p: Patient) {
  const r = dose(slug, tag, p);
  if (r.kind !== 'dose') throw new Error('no dose');
  return choosePresentation(r.row, r.value, med(slug).presentations, p);
}
const WEIGHTS = [0.5, 1, 2.5, 3, 4, 5.5, 7, 9.99, 10, 15, 25, 40, 60, 90, 150];

describe('neonates and young infants (amoxicilina, amoxicilina-clavulanato: bula < 12 semanas ≤ 30 mg/kg/dia de 12/12 h)', () => {
  it.each([['amoxicilina', 'amox_oma_mg'], ['amoxicilina-clavulanato', 'amoxclav_mg']])('%s {{%s}}: 15 mg/kg q12h under 3 months, 90 mg/kg/dia from 3', (slug, tag) => {
    const r = dose(slug, tag, { weightKg: 3, ageMonths: 0.5 }); // the 15-day-old of the audit
    expect(r.kind).toBe('dose');
    if (r.kind !== 'dose') return;
    expect(r.value).toBe(45);
    expect(r.intervalHours).toBe(12);
    expect(r.dailyMax).toBe(90);
    for (const w of WEIGHTS) {
      for (const a of [0, 0.5, 1, 2, 2.999]) {
        const d = dose(slug, tag, { weightKg: w, ageMonths: a });
        expect(d.kind).toBe('dose');
        if (d.kind === 'dose') expect(d.value * d.dosesPerDay! / w, `${w} kg ${a} m`).toBeLessThanOrEqual(30 + 1e-9);
      }
    }
    expect(value(slug, tag, { weightKg: 5, ageMonths: 2.999 })).toBe(75);
    expect(value(slug, tag, { weightKg: 5, ageMonths: 3 })).toBe(225);
  });
  it('the pharyngitis once-daily regimen is refused under 3 months, given from 3', () => {
    expect(kind('amoxicilina', 'amox_faringite_mg', { weightKg: 3, ageMonths: 0.5 })).toBe('not_indicated');
    expect(kind('amoxicilina', 'amox_faringite_mg', { weightKg: 5, ageMonths: 2.999 })).toBe('not_indicated');
    expect(value('amoxicilina', 'amox_faringite_mg', { weightKg: 6, ageMonths: 3 })).toBe(300);
  });
  it('benzathine penicillin: never the 600.000 UI pharyngitis dose to a neonate; 50.000 UI/kg for congenital syphilis', () => {
    for (const w of [0.5, 2.5, 3, 4.5]) {
      expect(kind('penicilina-g-benzatina', 'benzatina_ui', { weightKg: w, ageMonths: 0 })).toBe('not_indicated');
      expect(kind('penicilina-g-benzatina', 'benzatina_ui', { weightKg: w, ageMonths: 0.999 })).toBe('not_indicated');
    }
    expect(value('penicilina-g-benzatina', 'benzatina_sc_ui', { weightKg: 3, ageMonths: 0.5 })).toBe(150000);
    expect(kind('penicilina-g-benzatina', 'benzatina_sc_ui', { weightKg: 4, ageMonths: 1 })).toBe('not_indicated');
    expect(value('penicilina-g-benzatina', 'benzatina_ui', { weightKg: 4, ageMonths: 1 })).toBe(600000);
    expect(value('penicilina-g-benzatina', 'benzatina_ui', { weightKg: 26.99, ageMonths: 96 })).toBe(600000);
    expect(value('penicilina-g-benzatina', 'benzatina_ui', { weightKg: 27, ageMonths: 96 })).toBe(1200000);
  });
});

describe('IV glucose: one rule for the medication page and the seizure flowchart (GLUCOSE_BOLUS)', () => {
  const rows = med('glicose-hipertonica').tags.filter((t) => t.name === 'glicose_g');
  it('the seeded rows are the core constants (neonate 0,2 g/kg below 1 month, 0,5 g/kg after, max 25 g)', () => {
    const neo = rows.find((t) => t.end_month === GLUCOSE_BOLUS.neonatalBelowMonths)!;
    const rest = rows.find((t) => t.start_month === GLUCOSE_BOLUS.neonatalBelowMonths)!;
    expect([neo.multiplier, neo.max_value, rest.multiplier, rest.max_value]).toEqual([GLUCOSE_BOLUS.neonatalGPerKg, GLUCOSE_BOLUS.maxG, GLUCOSE_BOLUS.gPerKg, GLUCOSE_BOLUS.maxG]);
  });
  it('every weight and age: the page and the flowchart give the same grams and the same cap', () => {
    for (const w of [...WEIGHTS, 49.99, 50, 50.01]) {
      for (const a of [0, 0.5, 0.999, 1, 12, 120, 216]) {
        const page = dose('glicose-hipertonica', 'glicose_g', { weightKg: w, ageMonths: a });
        const flow = emergencyDose('glucose_seizure', { weightKg: w, ageMonths: a });
        expect(page.kind).toBe('dose');
        if (page.kind !== 'dose') continue;
        expect(flow.dose!.min, `${w} kg ${a} m`).toBeCloseTo(page.value, 9);
        expect(flow.capped).toBe(page.capped);
      }
    }
    expect(emergencyDose('glucose_seizure', { weightKg: 90, ageMonths: 192 }).dose).toEqual({ min: 25, max: 25 });
    expect(emergencyDose('glucose_seizure', { weightKg: 3, ageMonths: 0.5 }).volumeMl).toEqual({ min: 6, max: 6 }); // 2 mL/kg D10
  });
});

describe('vancomicina, domperidona, propranolol, atropina', () => {
  it('vancomicina: 15 mg/kg q6h (IDSA 2011), no 500 mg cap; 2 g/dose ceiling', () => {
    expect(value('vancomicina', 'vancomicina_mg', { weightKg: 20, ageMonths: 24 })).toBe(300);
    expect(value('vancomicina', 'vancomicina_mg', { weightKg: 40, ageMonths: 144 })).toBe(600);
    const big = dose('vancomicina', 'vancomicina_mg', { weightKg: 150, ageMonths: 200 });
    expect(big.kind === 'dose' && [big.value, big.capped, big.intervalHours]).toEqual([2000, true, 6]);
    expect(kind('vancomicina', 'vancomicina_mg', { weightKg: 3, ageMonths: 0.5 })).toBe('not_indicated');
  });
  it('domperidona: only ≥ 12 years AND ≥ 35 kg, 10 mg up to 3×/day, ≤ 30 mg/day', () => {
    expect(kind('domperidona', 'domperidona_mg', { weightKg: 50, ageMonths: 143.99 })).toBe('not_indicated');
    expect(kind('domperidona', 'domperidona_mg', { weightKg: 10, ageMonths: 24 })).toBe('not_indicated');
    expect(kind('domperidona', 'domperidona_mg', { weightKg: 34.99, ageMonths: 144 })).toBe('not_indicated');
    const r = dose('domperidona', 'domperidona_mg', { weightKg: 35, ageMonths: 144 });
    expect(r.kind === 'dose' && [r.value, r.dosesPerDay, r.dailyMax]).toEqual([10, 3, 30]);
  });
  it('propranolol (hemangioma): start only below 5 months, maintenance only below 11 months', () => {
    expect(value('propranolol', 'propranolol_inicio_mg', { weightKg: 5, ageMonths: 4.99 })).toBe(2.5);
    expect(kind('propranolol', 'propranolol_inicio_mg', { weightKg: 5, ageMonths: 5 })).toBe('not_indicated');
    expect(kind('propranolol', 'propranolol_inicio_mg', { weightKg: 20, ageMonths: 60 })).toBe('not_indicated');
    expect(value('propranolol', 'propranolol_manut_mg', { weightKg: 8, ageMonths: 10.99 })).toBe(12);
    expect(kind('propranolol', 'propranolol_manut_mg', { weightKg: 8, ageMonths: 11 })).toBe('not_indicated');
    expect(kind('propranolol', 'propranolol_inicio_mg', { weightKg: 1.99, ageMonths: 2 })).toBe('not_indicated');
  });
  it('atropina: bradycardia with the 0,1 mg minimum, RSI premedication without it — separate rows', () => {
    const b = dose('atropina', 'atropina_mg', { weightKg: 2, ageMonths: 1 });
    expect(b.kind === 'dose' && [b.value, b.raised]).toEqual([0.1, true]);
    expect(value('atropina', 'atropina_mg', { weightKg: 5, ageMonths: 1 })).toBe(0.1);
    expect(value('atropina', 'atropina_mg', { weightKg: 10, ageMonths: 12 })).toBeCloseTo(0.2, 9);
    expect(value('atropina', 'atropina_mg', { weightKg: 30, ageMonths: 96 })).toBe(0.5);
    expect(value('atropina', 'atropina_sri_mg', { weightKg: 2, ageMonths: 1 })).toBeCloseTo(0.04, 9);
    expect(value('atropina', 'atropina_sri_mg', { weightKg: 30, ageMonths: 96 })).toBe(0.5);
  });
});

describe('presentations: which one fits the dose and the age (choosePresentation)', () => {
  it('succinilcolina: the medication page default is the SRI calculator presentation (one fact)', () => {
    const p = med('succinilcolina').presentations.find((x) => x.is_default)!;
    expect([p.amount, p.volume_ml, p.label]).toEqual([SUCCINYLCHOLINE_PRESENTATION.amountMg, SUCCINYLCHOLINE_PRESENTATION.volumeMl, SUCCINYLCHOLINE_PRESENTATION.label]);
    expect(RSI_RULES.succinylcholine.concentrationMgPerMl).toBe(p.amount / p.volume_ml!);
    expect(RSI_RULES.succinylcholine.concentrationLabel).toContain(p.label);
  });
  it('montelucaste: granules at 12–23 months, 4 mg chewable at 2–5 y, 5 mg at 6–14 y, the 10 mg tablet from 15 y — always one whole unit', () => {
    const cases: Array<[number, string]> = [[12, 'sachê'], [18, 'sachê'], [23.99, 'sachê'], [24, '4 mg comprimido mastigável'], [71.99, '4 mg comprimido mastigável'],
      [72, '5 mg comprimido mastigável'], [179.99, '5 mg comprimido mastigável'], [180, '10 mg comprimido'], [216, '10 mg comprimido']];
    for (const [a, label] of cases) {
      const c = chosen('montelucaste', 'montelucaste_mg', { weightKg: 20, ageMonths: a });
      expect(c.chosen!.label, `${a} meses`).toContain(label);
      expect(c.fits).toBe(true);
      const r = dose('montelucaste', 'montelucaste_mg', { weightKg: 20, ageMonths: a });
      if (r.kind === 'dose') expect(presentationAmount(r.value, r.unit, c.chosen!)).toEqual({ units: 1 });
    }
    const teen = dose('montelucaste', 'montelucaste_mg', { weightKg: 60, ageMonths: 180 });
    const chew4 = med('montelucaste').presentations.find((p) => p.label.includes('4 mg comprimido mastigável'))!;
    if (teen.kind === 'dose') expect(presentationProblems(teen.row, teen.value, chew4, { weightKg: 60, ageMonths: 180 }).join(' ')).toMatch(/2,5 unidade/);
  });
  it('racecadotrila: the sachets by the weight band (10 mg ×1, 10 mg ×2, 30 mg ×1, 30 mg ×2)', () => {
    const cases: Array<[number, string, number]> = [[8.99, '10 mg', 1], [9, '10 mg', 2], [12.99, '10 mg', 2], [13, '30 mg', 1], [26.99, '30 mg', 1], [27, '30 mg', 2]];
    for (const [w, label, units] of cases) {
      const c = chosen('racecadotrila', 'racecadotrila_mg', { weightKg: w, ageMonths: 24 });
      const r = dose('racecadotrila', 'racecadotrila_mg', { weightKg: w, ageMonths: 24 });
      expect(c.chosen!.label, `${w} kg`).toContain(label);
      if (r.kind === 'dose') expect(presentationAmount(r.value, r.unit, c.chosen!)).toEqual({ units });
    }
  });
  it('amoxicilina-clavulanato: ES 14:1 by default at 90 mg/kg/dia; 4:1/7:1 warned above 45 mg/kg/dia; under 3 months the 4:1', () => {
    const p = { weightKg: 12, ageMonths: 18 };
    const c = chosen('amoxicilina-clavulanato', 'amoxclav_mg', p);
    expect(c.chosen!.label).toContain('ES 14:1');
    const r = dose('amoxicilina-clavulanato', 'amoxclav_mg', p);
    if (r.kind !== 'dose') throw new Error('dose');
    for (const ratio of ['(7:1)', '(4:1)']) {
      const bottle = med('amoxicilina-clavulanato').presentations.find((x) => x.label.includes(ratio))!;
      expect(presentationProblems(r.row, r.value, bottle, p).join(' ')).toMatch(/até 45 mg\/kg\/dia/);
    }
    const young = chosen('amoxicilina-clavulanato', 'amoxclav_mg', { weightKg: 4, ageMonths: 1 });
    expect(young.chosen!.label).toContain('(4:1)');
    expect(young.fits).toBe(true);
  });
});

describe('labels and rules that must agree between screens', () => {
  it('salbutamol / ipratrópio: the first-hour doses are a "Total na 1ª hora", never a daily total', () => {
    for (const [slug, tag] of [['salbutamol', 'salbutamol_neb_mg'], ['salbutamol', 'salbutamol_jatos'], ['brometo-de-ipratropio', 'ipratropio_mg']] as const) {
      const r = dose(slug, tag, { weightKg: 20, ageMonths: 84 });
      if (r.kind === 'dose') expect(doseTotalLabel(r.row)).toBe('Total na 1ª hora');
    }
    const amox = dose('amoxicilina', 'amox_oma_mg', { weightKg: 20, ageMonths: 84 });
    if (amox.kind === 'dose') expect(doseTotalLabel(amox.row)).toBe('Total diário');
  });
  it('vitamina D on the medication page is childcare\'s SBP 2024 rule at every month (and its source)', () => {
    for (let m = 0; m <= 216; m += 0.5) {
      const page = value('vitamina-d', 'vitd_ui', { weightKg: 10, ageMonths: m });
      expect(page, `${m} meses`).toBe(vitaminDProphylaxis({ ageDays: m * 30.4375 }).amount);
    }
    expect(value('vitamina-d', 'vitd_ui', { weightKg: 10, ageMonths: 11.999 })).toBe(400);
    expect(value('vitamina-d', 'vitd_ui', { weightKg: 10, ageMonths: 12 })).toBe(600);
    for (const t of med('vitamina-d').tags) expect(t.source).toBe(VITAMIN_D_SOURCE);
  });
  it('zinco and SRO plano A: the band edges are PLAN_A_EDGES and the doses dehydrationPlanA\'s', () => {
    const ages = [0, 6, 6.99, 7, 11.99, 12, 119.99, 120, 131.99, 132, 180, 216];
    for (const a of ages) {
      const plan = dehydrationPlanA({ ageMonths: a });
      expect(value('zinco', 'zinco_mg', { weightKg: 10, ageMonths: a }), `${a} meses`).toBe(plan.zincMgPerDay);
      const ors = dose('sais-de-reidratacao-oral', 'sro_planoa_ml', { weightKg: 10, ageMonths: a });
      if (plan.orsPerStool === 'as_accepted') expect(ors.kind, `${a} meses`).toBe('not_indicated');
      else expect(ors.kind === 'dose' && [ors.value, ors.row.max_value], `${a} meses`).toEqual([plan.orsPerStool.minMl, plan.orsPerStool.maxMl]);
    }
    const zinc = med('zinco').tags;
    expect(zinc.map((t) => [t.start_month, t.end_month])).toEqual([[0, PLAN_A_EDGES.zincLowBelowMonths], [PLAN_A_EDGES.zincLowBelowMonths, null]]);
    const ors = med('sais-de-reidratacao-oral').tags.filter((t) => t.name === 'sro_planoa_ml');
    expect(ors.map((t) => [t.start_month, t.end_month])).toEqual([[0, PLAN_A_EDGES.orsSmallBelowMonths], [PLAN_A_EDGES.orsSmallBelowMonths, PLAN_A_EDGES.orsAsAcceptedFromMonths], [PLAN_A_EDGES.orsAsAcceptedFromMonths, null]]);
  });
});

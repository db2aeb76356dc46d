/**
 * Rapid sequence intubation (SRI) — paediatric IV/IO doses.
 * Sources: AHA PALS 2020 (Topjian AA et al. *Circulation* 2020;142(16 Suppl 2):S469-S523) for atropine;
 * the other doses are the standard ranges of paediatric emergency references (*Residência Pediátrica*
 * 2023;13(1) "Sequência rápida de intubação em pediatria"; drug labels) — reference.md §10 and §0
 * (midazolam maximum 5 mg) [K: cross-check with the institutional protocol].
 */
import { requireAgeMonths, requireWeightKg } from './errors';

export type RsiDrug = 'atropine' | 'fentanyl' | 'ketamine' | 'etomidate' | 'midazolam' | 'propofol' | 'rocuronium' | 'succinylcholine';
export interface RsiDose { drug: RsiDrug; unit: 'mg' | 'mcg'; min: number; max: number; capped: boolean }

export const RSI_DRUG_LABELS: Record<RsiDrug, string> = {
  atropine: 'Atropina', fentanyl: 'Fentanil', ketamine: 'Cetamina', etomidate: 'Etomidato',
  midazolam: 'Midazolam', propofol: 'Propofol', rocuronium: 'Rocurônio', succinylcholine: 'Succinilcolina',
};

/**
 * The succinylcholine presentation — ONE fact for the SRI calculator and the medication page (its seeded default
 * presentation, checked equal by presentation-choice.test.ts): a 100 mg powder vial (Succinil Colin / Succitrat,
 * bulas: pó para solução injetável 100 mg e 500 mg) reconstituted in 10 mL → 10 mg/mL. The reconstitution volume
 * was not read in the bula text [U]: the label tells the screen to check the vial.
 */
export const SUCCINYLCHOLINE_PRESENTATION = {
  amountMg: 100, volumeMl: 10, mgPerMl: 10,
  label: 'Succinilcolina 100 mg + 10 mL diluente (10 mg/mL)',
  reconstitution: 'Reconstituir o frasco de 100 mg em 10 mL (10 mg/mL) — conferir o volume na bula do frasco em uso.',
} as const;

/** Per-kg rule, maximum and notes of each drug, as data for the screen (reference.md §10, §0). */
export interface RsiRule {
  perKg: string;
  maxDose: string | null;
  /** the maximum per dose in the dose's unit (mg, or mcg for fentanyl): the value `maxDose` says */
  maxValue: number | null;
  notes: string;
  concentrationMgPerMl: number;
  concentrationLabel: string;
}

export const RSI_RULES: Record<RsiDrug, RsiRule> = {
  atropine: { perKg: '0,02 mg/kg', maxDose: '0,5 mg (dose única)', maxValue: 0.5, notes: 'Não rotineira; considerar se risco de bradicardia (lactentes, succinilcolina). PALS 2020 retirou a dose mínima de 0,1 mg.', concentrationMgPerMl: 0.25, concentrationLabel: 'Atropina 0,25 mg/mL' },
  fentanyl: { perKg: '1–3 mcg/kg, lento (30–60 s)', maxDose: '100 mcg', maxValue: 100, notes: 'Rigidez torácica com infusão rápida ou doses altas.', concentrationMgPerMl: 0.05, concentrationLabel: 'Fentanil 50 mcg/mL' },
  ketamine: { perKg: '1–2 mg/kg IV (IM 4–5 mg/kg)', maxDose: null, maxValue: null, notes: 'Preferida no choque e no broncoespasmo. Escetamina (dextrocetamina): metade da dose (0,5–1 mg/kg).', concentrationMgPerMl: 50, concentrationLabel: 'Cetamina 50 mg/mL' },
  etomidate: { perKg: '0,3 mg/kg (0,2–0,4)', maxDose: '20 mg', maxValue: 20, notes: 'Supressão adrenal; evitar uso rotineiro no choque séptico.', concentrationMgPerMl: 2, concentrationLabel: 'Etomidato 2 mg/mL' },
  midazolam: { perKg: '0,1–0,3 mg/kg', maxDose: '5 mg', maxValue: 5, notes: 'Hipotensão; início lento como indutor isolado.', concentrationMgPerMl: 5, concentrationLabel: 'Midazolam 5 mg/mL' },
  propofol: { perKg: '1–3 mg/kg (menos se instável)', maxDose: null, maxValue: null, notes: 'Hipotensão; evitar no choque.', concentrationMgPerMl: 10, concentrationLabel: 'Propofol 1% (10 mg/mL)' },
  rocuronium: { perKg: '1 mg/kg (0,6–1,2)', maxDose: null, maxValue: null, notes: 'Início em 45–60 s. Reversão com sugamadex 16 mg/kg é off-label e não estudada em crianças (aprovado 2–17 anos para 2–4 mg/kg).', concentrationMgPerMl: 10, concentrationLabel: 'Rocurônio 10 mg/mL' },
  succinylcholine: { perKg: '< 12 meses ou < 10 kg: 2 mg/kg; demais: 1–1,5 mg/kg (IM 4 mg/kg)', maxDose: '150 mg', maxValue: 150, notes: 'Contraindicada: risco de hipercalemia, doença neuromuscular, queimadura/esmagamento > 48–72 h, história de hipertermia maligna.', concentrationMgPerMl: SUCCINYLCHOLINE_PRESENTATION.mgPerMl, concentrationLabel: `${SUCCINYLCHOLINE_PRESENTATION.label} — ${SUCCINYLCHOLINE_PRESENTATION.reconstitution}` },
};

function capped(value: number, max: number | null): { v: number; c: boolean } {
  if (max !== null && value > max) return { v: max, c: true };
  return { v: value, c: false };
}

function line(drug: RsiDrug, unit: 'mg' | 'mcg', w: number, minPerKg: number, maxPerKg: number): RsiDose {
  const max = RSI_RULES[drug].maxValue;
  const lo = capped(w * minPerKg, max);
  const hi = capped(w * maxPerKg, max);
  return { drug, unit, min: lo.v, max: hi.v, capped: lo.c || hi.c };
}

/**
 * Doses of the eight SRI drugs (min = max for a single dose), in the order of the contract's drug list:
 * atropine 0.02 mg/kg ≤ 0.5 mg; fentanyl 1–3 mcg/kg ≤ 100 mcg; ketamine 1–2 mg/kg; etomidate 0.3 mg/kg
 * ≤ 20 mg; midazolam 0.1–0.3 mg/kg ≤ 5 mg; propofol 1–3 mg/kg; rocuronium 1 mg/kg; succinylcholine 2 mg/kg
 * when < 12 months or < 10 kg, else 1–1.5 mg/kg, ≤ 150 mg. `capped` when a maximum changed min or max.
 */
export function rsiDoses(p: { weightKg: number; ageMonths: number }): RsiDose[] {
  const w = requireWeightKg(p?.weightKg);
  const age = requireAgeMonths(p?.ageMonths);
  const infant = age < 12 || w < 10;
  return [
    line('atropine', 'mg', w, 0.02, 0.02),
    line('fentanyl', 'mcg', w, 1, 3),
    line('ketamine', 'mg', w, 1, 2),
    line('etomidate', 'mg', w, 0.3, 0.3),
    line('midazolam', 'mg', w, 0.1, 0.3),
    line('propofol', 'mg', w, 1, 3),
    line('rocuronium', 'mg', w, 1, 1),
    infant ? line('succinylcholine', 'mg', w, 2, 2) : line('succinylcholine', 'mg', w, 1, 1.5),
  ];
}

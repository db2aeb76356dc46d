/**
 * The emergency sheet (issue #35): everything a resuscitation needs for one child's weight — drug doses in
 * mg and mL of the stated presentation, shock energies in J, equipment sizes, fluids and the normal vital
 * signs for the age. Pure: it reuses the core's rules (EMERGENCY_DOSE_RULES/emergencyDose, rsiDoses/RSI_RULES,
 * poisoningDoses/POISONING_AGENTS for naloxone, maintenanceFluids) — one presentation per drug across the
 * screens, never a second copy of a dose; what is new here (weight estimate, energies, equipment, vital
 * signs) is below, each table citing its source and verification tag ([V]/[S]/[K]/[U], caveats.ts).
 *
 * Bands are half-open (from ≤ x < to) on the exact weight (kg) and the exact age in months; age formulas
 * use completed years (⌊months ÷ 12⌋) as their sources do. Out-of-range input is refused
 * (ClinicalInputError, Portuguese message), never clamped.
 */
import type { Verification } from './caveats';
import { emergencyDose, EMERGENCY_DOSE_RULES, type EmergencyDoseId, type EmergencyDoseLine } from './emergency-doses';
import { ClinicalInputError, clean, ptNumber, requireAgeMonths, requireInRange, requireWeightKg } from './errors';
import { maintenanceFluids, maintenanceFluidsCapped } from './fluids';
import { POISONING_AGENTS, poisoningDoses } from './poisonings';
import { RSI_DRUG_LABELS, RSI_RULES, rsiDoses, type RsiDose } from './rsi';

// ─────────────────────────────────────────────── sources

/** Sources of the sheet's own tables (the drug lines carry their rule's source). */
export const EMERGENCY_SHEET_SOURCES = {
  pals: 'AHA 2020 — Topjian AA et al. Part 4: Pediatric Basic and Advanced Life Support. Circulation 2020;142(16 Suppl 2):S469-S523 (algoritmos de PCR e taquicardia; tabela de drogas do PALS 2020 Provider Manual).',
  erc: 'ERC 2021 — Van de Voorde P et al. European Resuscitation Council Guidelines 2021: Paediatric Life Support. Resuscitation 2021;161:327-87.',
  sbp: 'SBP 2022 — Almeida MFB, Guinsburg R et al. Reanimação do recém-nascido ≥ 34 semanas em sala de parto: Diretrizes 2022 da SBP (doi:10.25060/PRN-SBP-2022-2); < 34 semanas (doi:10.25060/PRN-SBP-2022-1).',
  apls: 'APLS — Advanced Paediatric Life Support: A Practical Approach to Emergencies, 6ª ed. (ALSG/Wiley, 2016): fórmulas de peso por idade (0–12 meses 0,5 × meses + 4; 1–5 anos 2 × anos + 8; 6–12 anos 3 × anos + 7).',
  vitals: 'AHA PALS 2020 Provider Manual, tabelas de frequência cardíaca, respiratória e pressão arterial normais (Fleming S et al. Lancet 2011;377:1011-8; Haque IU, Zaritsky AL. Pediatr Crit Care Med 2007;8:138-44) e definição de hipotensão do PALS.',
  lma: 'Teleflex/LMA: instruções de uso da máscara laríngea (LMA Classic/Unique), tamanho por peso: 1 < 5 kg; 1,5 5–10; 2 10–20; 2,5 20–30; 3 30–50; 4 50–70; 5 70–100; 6 > 100 kg.',
  io: 'Teleflex EZ-IO: instruções de uso — agulha 15 mm (rosa) 3–39 kg; 25 mm (azul) ≥ 40 kg; 45 mm (amarela) ≥ 40 kg com tecido excessivo.',
  equipment: 'AHA PALS 2020 Provider Manual, tabela de equipamentos por faixa de peso da fita de reanimação (sondas de aspiração, nasogástrica, vesical e dreno torácico); APLS 6ª ed. (lâmina de laringoscópio).',
  holliday: 'Holliday MA, Segar WE. Pediatrics 1957;19:823-32 (regra 4-2-1); Feld LG et al. Pediatrics 2018;142(6):e20183083 (solução isotônica; 28 dias a 18 anos).',
} as const;

// ─────────────────────────────────────────────── patient

export type SheetMode = 'weight' | 'age' | 'neonate';

export interface SheetInput {
  /** weight: measured weight + age; age: weight estimated by APLS from the age; neonate: weight (+ gestational age) */
  mode: SheetMode;
  weightKg?: number | null;
  ageMonths?: number | null;
  /** neonates only, completed weeks (22–44) */
  gestationalWeeks?: number | null;
}

export interface WeightEstimate {
  weightKg: number;
  /** the formula with the numbers, e.g. "2 × 5 anos + 8 = 18 kg" */
  formula: string;
  source: string;
  verification: Verification;
}

/** APLS bands, months [from, to): 0–12 months, 1–5 years, 6–12 years. */
export const APLS_WEIGHT_BANDS = [
  { fromMonths: 0, toMonths: 12, text: '0,5 × idade (meses) + 4' },
  { fromMonths: 12, toMonths: 72, text: '2 × idade (anos) + 8' },
  { fromMonths: 72, toMonths: 156, text: '3 × idade (anos) + 7' },
] as const;

/**
 * Weight estimated from the age (APLS 6th ed.): 0–12 months 0,5 × completed months + 4; 1–5 years
 * 2 × completed years + 8; 6–12 years 3 × completed years + 7. From 13 years there is no formula:
 * ClinicalInputError (weigh the patient). Source: EMERGENCY_SHEET_SOURCES.apls [K].
 */
export function estimateWeightApls(ageMonths: number): WeightEstimate {
  const age = requireAgeMonths(ageMonths);
  const base = { source: EMERGENCY_SHEET_SOURCES.apls, verification: 'K' as const };
  if (age < 12) {
    const m = Math.floor(age);
    const w = clean(0.5 * m + 4);
    return { ...base, weightKg: w, formula: `0,5 × ${m} ${m === 1 ? 'mês' : 'meses'} + 4 = ${ptNumber(w)} kg` };
  }
  const y = Math.floor(age / 12);
  if (age < 72) {
    const w = 2 * y + 8;
    return { ...base, weightKg: w, formula: `2 × ${y} ${y === 1 ? 'ano' : 'anos'} + 8 = ${ptNumber(w)} kg` };
  }
  if (age < 156) {
    const w = 3 * y + 7;
    return { ...base, weightKg: w, formula: `3 × ${y} anos + 7 = ${ptNumber(w)} kg` };
  }
  throw new ClinicalInputError('Idade: o peso estimado (APLS) só vale de 0 a 12 anos; a partir de 13 anos, pese o paciente e informe o peso.', 'ageMonths');
}

/** Neonatal weights the sheet accepts (neonatal tables): 0,3–6 kg. */
export const NEONATE_WEIGHT_KG = { min: 0.3, max: 6 } as const;
export const GESTATIONAL_WEEKS = { min: 22, max: 44 } as const;

export interface SheetPatient {
  mode: SheetMode;
  weightKg: number;
  weightEstimated: boolean;
  estimate: WeightEstimate | null;
  /** null only for a neonate (treated as < 1 month) */
  ageMonths: number;
  neonate: boolean;
  gestationalWeeks: number | null;
}

/** The patient of the sheet, validated (weight or age as the mode says); refuses what it cannot use. */
export function sheetPatient(input: SheetInput): SheetPatient {
  const mode = input?.mode;
  if (mode === 'neonate') {
    if (input.weightKg === undefined || input.weightKg === null) {
      throw new ClinicalInputError('Peso (kg): informe o peso do recém-nascido (as tabelas neonatais são por peso).', 'weightKg');
    }
    const w = requireInRange(input.weightKg, 'weightKg', 'Peso do recém-nascido (kg)', NEONATE_WEIGHT_KG.min, NEONATE_WEIGHT_KG.max, 'kg (tabelas neonatais)');
    const ga = input.gestationalWeeks === undefined || input.gestationalWeeks === null
      ? null
      : requireInRange(input.gestationalWeeks, 'gestationalWeeks', 'Idade gestacional (semanas)', GESTATIONAL_WEEKS.min, GESTATIONAL_WEEKS.max, 'semanas');
    return { mode, weightKg: w, weightEstimated: false, estimate: null, ageMonths: 0, neonate: true, gestationalWeeks: ga };
  }
  if (mode !== 'weight' && mode !== 'age') throw new ClinicalInputError('Modo da ficha inválido: peso, idade ou recém-nascido.', 'mode');
  if (input.ageMonths === undefined || input.ageMonths === null) {
    throw new ClinicalInputError('Idade: informe a idade (anos e meses) — cânulas, sinais vitais e SRI dependem dela.', 'ageMonths');
  }
  const age = requireAgeMonths(input.ageMonths);
  if (mode === 'age') {
    const estimate = estimateWeightApls(age);
    return { mode, weightKg: estimate.weightKg, weightEstimated: true, estimate, ageMonths: age, neonate: false, gestationalWeeks: null };
  }
  if (input.weightKg === undefined || input.weightKg === null) {
    throw new ClinicalInputError('Peso (kg): informe o peso, ou escolha "peso estimado pela idade".', 'weightKg');
  }
  return { mode, weightKg: requireWeightKg(input.weightKg), weightEstimated: false, estimate: null, ageMonths: age, neonate: false, gestationalWeeks: null };
}

// ─────────────────────────────────────────────── drug lines

export type SheetGroup = 'resuscitation' | 'neonatal' | 'rsi' | 'anticonvulsant' | 'fluids';

/** One dose line of the sheet: an emergencyDose line (or an SRI/antidote line in the same shape) with the
 * concentration it is drawn from as a number, so mL = dose ÷ perMl can be checked. */
export interface SheetDose extends EmergencyDoseLine {
  group: SheetGroup;
  /** amount (in `unit`) per mL of the presentation, null when the line has no volume */
  perMl: number | null;
}

function ruleLine(id: EmergencyDoseId, group: SheetGroup, p: SheetPatient): SheetDose {
  const r = EMERGENCY_DOSE_RULES[id] as { concentration?: { perMl: number } };
  return { ...emergencyDose(id, { weightKg: p.weightKg, ageMonths: p.ageMonths }), group, perMl: r.concentration?.perMl ?? null };
}

const RSI_ADMIN: Record<RsiDose['drug'], string> = {
  atropine: 'IV/IO; na bradicardia (tônus vagal, BAV) pode repetir 1 vez após 3–5 min.',
  fentanyl: 'IV lento em 30–60 s; analgesia: repetir conforme resposta (sem bolus rápido).',
  ketamine: 'IV/IO em 30–60 s; sedação para procedimento: repetir metade da dose se necessário.',
  etomidate: 'IV/IO, dose única de indução.',
  midazolam: 'IV/IO lento; sedação: repetir com cautela após 3–5 min.',
  propofol: 'IV lento; dose única de indução.',
  rocuronium: 'IV/IO, dose única de intubação.',
  succinylcholine: 'IV/IO, dose única de intubação.',
};

/** The SRI line in the sheet's shape: dose from rsiDoses, presentation and maximum from RSI_RULES. */
function rsiLine(d: RsiDose): SheetDose {
  const rule = RSI_RULES[d.drug];
  const perMl = d.unit === 'mcg' ? rule.concentrationMgPerMl * 1000 : rule.concentrationMgPerMl;
  return {
    id: `rsi_${d.drug}`, label: `${RSI_DRUG_LABELS[d.drug]} (${rule.perKg})`, route: 'IV/IO', unit: d.unit,
    dose: { min: clean(d.min), max: clean(d.max) }, capped: d.capped, raisedToMin: false, appliedMax: rule.maxValue,
    volumeMl: { min: clean(d.min / perMl), max: clean(d.max / perMl) }, concentrationLabel: rule.concentrationLabel,
    minMinutes: null, rateText: null, rateGoverning: null, administration: `${RSI_ADMIN[d.drug]} ${rule.notes}`,
    maxText: rule.maxDose ? `Máx. ${rule.maxDose}.` : 'Sem máximo definido na fonte.',
    notIndicated: null, source: 'Calculadora de SRI (reference.md §10): AHA PALS 2020; Residência Pediátrica 2023;13(1); bulas.',
    verification: 'K', localCheck: 'Conferir com o protocolo institucional de SRI.', group: 'rsi', perMl,
  };
}

/** Naloxone for an opioid overdose: the poisonings' IV line (0,1 mg/kg ≤ 2 mg, contract §3) at its presentation. */
function naloxoneLine(p: SheetPatient): SheetDose {
  const line = poisoningDoses('opioids', { weightKg: p.weightKg, ageYears: p.ageMonths / 12 }).find((l) => l.agent === 'naloxone' && l.route === 'IV')!;
  const info = POISONING_AGENTS.naloxone;
  const conc = info.concentrations.find((c) => c.default)!;
  const amount = clean(line.amount);
  return {
    id: 'naloxone_iv', label: 'Naloxona (intoxicação por opioide com depressão respiratória)', route: 'IV/IO', unit: 'mg',
    dose: { min: amount, max: amount }, capped: line.capped, raisedToMin: false, appliedMax: 2,
    volumeMl: { min: clean(amount / conc.perMl), max: clean(amount / conc.perMl) }, concentrationLabel: conc.label, minMinutes: null,
    rateText: null, rateGoverning: null,
    administration: `${info.administration} ${info.repeatRule}`, maxText: 'Máx. 2 mg por dose.', notIndicated: null,
    source: info.source, verification: info.verification, localCheck: null, group: 'resuscitation', perMl: conc.perMl,
  };
}

const RESUSCITATION: readonly EmergencyDoseId[] = [
  'adrenaline_arrest_iv', 'adrenaline_arrest_et', 'amiodarone_arrest', 'lidocaine_arrest', 'adenosine_first', 'adenosine_second',
];
const RESUSCITATION_AFTER_ATROPINE: readonly EmergencyDoseId[] = ['calcium_chloride', 'calcium_gluconate', 'bicarbonate_arrest', 'magnesium_torsades'];
const NEONATAL: readonly EmergencyDoseId[] = ['adrenaline_neonatal_iv', 'adrenaline_neonatal_et'];
/** The AES 2016 first line is for children (reference.md §16); neonatal seizures follow their own protocol. */
export const NEONATAL_SEIZURE_NOTE = 'Não indicado nesta faixa: a 1ª linha da AES 2016 (benzodiazepínicos) não se aplica à crise neonatal — seguir o protocolo neonatal (fenobarbital é a 1ª linha; ILAE 2023).';
const ANTICONVULSANTS: readonly EmergencyDoseId[] = ['midazolam_im', 'midazolam_in', 'midazolam_buccal', 'diazepam_iv', 'diazepam_rectal'];

// ─────────────────────────────────────────────── electrical therapy

/** Adult biphasic dose used as the ceiling (the lower of 10 J/kg and this) [K: check the device's maximum]. */
export const ADULT_DEFIBRILLATION_J = 200;

export interface EnergyLine {
  id: 'defib_first' | 'defib_second' | 'defib_subsequent' | 'cardioversion_first' | 'cardioversion_next';
  label: string;
  perKgText: string;
  joules: { min: number; max: number };
  capped: boolean;
  note: string;
}

/**
 * Shock energies for the weight (PALS 2020): defibrillation (VF/pulseless VT) 2 J/kg, then 4 J/kg, then
 * ≥ 4 J/kg up to 10 J/kg or the adult dose (200 J biphasic), whichever is lower; synchronized cardioversion
 * 0,5–1 J/kg, then 2 J/kg — all capped at the adult dose. ERC 2021 uses 4 J/kg for every shock. The sources
 * give no rounding: the exact J are shown and the user selects the nearest setting the device offers.
 */
export function electricalTherapy(weightKg: number): EnergyLine[] {
  const w = requireWeightKg(weightKg);
  const cap = (perKgMin: number, perKgMax: number) => {
    const hi = w * perKgMax;
    return {
      joules: { min: clean(Math.min(w * perKgMin, ADULT_DEFIBRILLATION_J)), max: clean(Math.min(hi, ADULT_DEFIBRILLATION_J)) },
      capped: hi > ADULT_DEFIBRILLATION_J,
    };
  };
  const device = 'Selecionar o nível do aparelho mais próximo (a fonte não define arredondamento).';
  return [
    { id: 'defib_first', label: 'Desfibrilação — 1º choque (FV/TV sem pulso)', perKgText: '2 J/kg', ...cap(2, 2), note: `ERC 2021: 4 J/kg em todos os choques. ${device}` },
    { id: 'defib_second', label: 'Desfibrilação — 2º choque', perKgText: '4 J/kg', ...cap(4, 4), note: device },
    { id: 'defib_subsequent', label: 'Desfibrilação — choques seguintes', perKgText: '≥ 4 J/kg, até 10 J/kg ou a dose do adulto', ...cap(4, 10), note: `Máx. 10 J/kg ou ${ADULT_DEFIBRILLATION_J} J (dose do adulto, bifásico), o que for menor.` },
    { id: 'cardioversion_first', label: 'Cardioversão sincronizada — 1ª (TSV/TV com pulso instável)', perKgText: '0,5–1 J/kg', ...cap(0.5, 1), note: 'Modo SINCRONIZADO; sedação/analgesia se possível.' },
    { id: 'cardioversion_next', label: 'Cardioversão sincronizada — seguintes', perKgText: '2 J/kg', ...cap(2, 2), note: 'Se a 1ª não reverter.' },
  ];
}

// ─────────────────────────────────────────────── equipment

export interface TubeSizes {
  /** internal diameter (mm), [min, max]; null when not indicated (the text says why) */
  uncuffedMm: { min: number; max: number } | null;
  cuffedMm: { min: number; max: number } | null;
  /** insertion depth at the lip (cm) */
  depthCm: { min: number; max: number };
  method: string;
  notIndicated: string | null;
  source: string;
  verification: Verification;
}

/** Neonatal tube by weight (SBP 2022): < 1 kg 2,5; 1–2 kg 3,0; ≥ 2 kg 3,5 mm (uncuffed). */
export const NEONATAL_TUBE_BANDS = [
  { fromKg: 0, toKg: 1, mm: 2.5, gaText: '< 28 semanas' },
  { fromKg: 1, toKg: 2, mm: 3.0, gaText: '28–34 semanas' },
  { fromKg: 2, toKg: null, mm: 3.5, gaText: '≥ 34 semanas' },
] as const;

/** Depth at the upper lip by gestational age (SBP 2022, table of the "VPP por cânula" section), weeks [from, to). */
export const NEONATAL_DEPTH_BY_GA = [
  { fromWeeks: 22, toWeeks: 25, cm: 5.5 },
  { fromWeeks: 25, toWeeks: 27, cm: 6.0 },
  { fromWeeks: 27, toWeeks: 30, cm: 6.5 },
  { fromWeeks: 30, toWeeks: 33, cm: 7.0 },
  { fromWeeks: 33, toWeeks: 35, cm: 7.5 },
  { fromWeeks: 35, toWeeks: 38, cm: 8.0 },
  { fromWeeks: 38, toWeeks: 41, cm: 8.5 },
  { fromWeeks: 41, toWeeks: 45, cm: 9.0 },
] as const;

/** Rounds an internal diameter down to the 0,5 mm sizes tubes come in. */
function halfMmDown(x: number): number {
  return Math.floor(x * 2 + 1e-9) / 2;
}

/**
 * Tracheal tube: neonates by weight (SBP 2022; depth by gestational age when given, else weight + 6 cm);
 * < 1 year cuffed 3,0–3,5 / uncuffed 3,5–4,0 mm (PALS 2020), depth 3 × ID; 1–< 12 years uncuffed
 * years/4 + 4, cuffed years/4 + 3,5 (rounded down to 0,5 mm), depth years/2 + 12 cm (PALS 2020, APLS);
 * ≥ 12 years cuffed years/4 + 3,5 (up to 8,0 mm), uncuffed not indicated, depth 3 × ID [K].
 */
export function trachealTube(p: SheetPatient): TubeSizes {
  const pals = EMERGENCY_SHEET_SOURCES.pals;
  if (p.neonate) {
    const band = NEONATAL_TUBE_BANDS.find((b) => p.weightKg >= b.fromKg && (b.toKg === null || p.weightKg < b.toKg))!;
    const ga = p.gestationalWeeks;
    const byGa = ga === null ? undefined : NEONATAL_DEPTH_BY_GA.find((d) => ga >= d.fromWeeks && ga < d.toWeeks);
    const depth = byGa ? byGa.cm : clean(p.weightKg + 6);
    return {
      uncuffedMm: { min: band.mm, max: band.mm }, cuffedMm: null, depthCm: { min: depth, max: depth },
      method: byGa
        ? `Recém-nascido: cânula pelo peso (${band.gaText}); profundidade pela idade gestacional (${ga} semanas).`
        : `Recém-nascido: cânula pelo peso (${band.gaText}); profundidade = peso (kg) + 6 cm (sem idade gestacional).`,
      notIndicated: null, source: EMERGENCY_SHEET_SOURCES.sbp, verification: 'K',
    };
  }
  const age = p.ageMonths;
  if (age < 12) {
    return {
      uncuffedMm: { min: 3.5, max: 4.0 }, cuffedMm: { min: 3.0, max: 3.5 }, depthCm: { min: 10.5, max: 12 },
      method: 'Lactente (< 1 ano): tamanhos do PALS; profundidade ≈ 3 × diâmetro interno.', notIndicated: null, source: pals, verification: 'S',
    };
  }
  const y = Math.floor(age / 12);
  const cuffed = Math.min(halfMmDown(y / 4 + 3.5), 8);
  if (age < 144) {
    const uncuffed = halfMmDown(y / 4 + 4);
    const depth = clean(y / 2 + 12);
    return {
      uncuffedMm: { min: uncuffed, max: uncuffed }, cuffedMm: { min: cuffed, max: cuffed }, depthCm: { min: depth, max: depth },
      method: `${y} ${y === 1 ? 'ano' : 'anos'}: sem cuff = idade/4 + 4; com cuff = idade/4 + 3,5 (arredondado para baixo a 0,5 mm); profundidade = idade/2 + 12 cm.`,
      notIndicated: null, source: `${pals} ${EMERGENCY_SHEET_SOURCES.apls}`, verification: 'S',
    };
  }
  const depth = clean(3 * cuffed);
  return {
    uncuffedMm: null, cuffedMm: { min: cuffed, max: cuffed }, depthCm: { min: depth, max: depth },
    method: `${y} anos: com cuff = idade/4 + 3,5 (máx. 8,0 mm); profundidade ≈ 3 × diâmetro interno.`,
    notIndicated: 'A partir de 12 anos: usar cânula com cuff.', source: pals, verification: 'K',
  };
}

export interface EquipmentItem {
  id: 'blade' | 'lma' | 'suction' | 'nasogastric' | 'urinary' | 'io' | 'chest_drain';
  label: string;
  /** the size as shown ("2", "10 F", "15 mm (rosa)") or null with notIndicated */
  size: string | null;
  notIndicated: string | null;
  source: string;
  verification: Verification;
}

/** LMA size by weight (manufacturer), kg [from, to). */
export const LMA_BANDS = [
  { fromKg: 0, toKg: 5, size: '1' },
  { fromKg: 5, toKg: 10, size: '1,5' },
  { fromKg: 10, toKg: 20, size: '2' },
  { fromKg: 20, toKg: 30, size: '2,5' },
  { fromKg: 30, toKg: 50, size: '3' },
  { fromKg: 50, toKg: 70, size: '4' },
  { fromKg: 70, toKg: 100, size: '5' },
  { fromKg: 100, toKg: null, size: '6' },
] as const;

/** Catheters and drains by weight band (PALS 2020 resuscitation-tape table), kg [from, to). */
export const CATHETER_BANDS = [
  { fromKg: 0, toKg: 3, suction: '6–8 F', nasogastric: '5–8 F', urinary: '5 F', chest: '8–12 F' },
  { fromKg: 3, toKg: 6, suction: '8 F', nasogastric: '5–8 F', urinary: '5–8 F', chest: '10–12 F' },
  { fromKg: 6, toKg: 8, suction: '8 F', nasogastric: '5–8 F', urinary: '5–8 F', chest: '12–18 F' },
  { fromKg: 8, toKg: 10, suction: '8 F', nasogastric: '8–10 F', urinary: '8–10 F', chest: '14–20 F' },
  { fromKg: 10, toKg: 12, suction: '10 F', nasogastric: '10 F', urinary: '8–10 F', chest: '14–24 F' },
  { fromKg: 12, toKg: 15, suction: '10 F', nasogastric: '10 F', urinary: '10 F', chest: '20–24 F' },
  { fromKg: 15, toKg: 19, suction: '10 F', nasogastric: '12–14 F', urinary: '10–12 F', chest: '20–28 F' },
  { fromKg: 19, toKg: 24, suction: '10 F', nasogastric: '12–14 F', urinary: '10–12 F', chest: '24–32 F' },
  { fromKg: 24, toKg: 30, suction: '10 F', nasogastric: '14–18 F', urinary: '12 F', chest: '28–32 F' },
  { fromKg: 30, toKg: 37, suction: '10–12 F', nasogastric: '16–18 F', urinary: '12 F', chest: '32–40 F' },
  { fromKg: 37, toKg: null, suction: '12–14 F', nasogastric: '16–18 F', urinary: '12–14 F', chest: '32–40 F' },
] as const;

function inKgBand<T extends { fromKg: number; toKg: number | null }>(bands: readonly T[], w: number): T {
  return bands.find((b) => w >= b.fromKg && (b.toKg === null || w < b.toKg))!;
}

/** Laryngoscope blade: neonates by gestational age (or weight when unknown), children by age (APLS/SBP) [K]. */
function blade(p: SheetPatient): string {
  if (p.neonate) {
    const ga = p.gestationalWeeks;
    if (ga !== null) return ga < 28 ? 'reta nº 00' : ga < 37 ? 'reta nº 0' : 'reta nº 1';
    return p.weightKg < 1 ? 'reta nº 00' : p.weightKg < 2.5 ? 'reta nº 0' : 'reta nº 1';
  }
  const a = p.ageMonths;
  if (a < 12) return 'reta nº 1';
  if (a < 24) return 'reta nº 1–2';
  if (a < 96) return 'reta ou curva nº 2';
  if (a < 144) return 'curva nº 2–3';
  return 'curva nº 3';
}

/** Blade, LMA, catheters, IO needle and chest drain for the patient (sources in EMERGENCY_SHEET_SOURCES). */
export function equipment(p: SheetPatient): EquipmentItem[] {
  const w = p.weightKg;
  const c = inKgBand(CATHETER_BANDS, w);
  const s = EMERGENCY_SHEET_SOURCES;
  const lmaNeonate = p.neonate && (w < 2 || (p.gestationalWeeks !== null && p.gestationalWeeks < 34));
  return [
    { id: 'blade', label: 'Lâmina do laringoscópio', size: blade(p), notIndicated: null, source: p.neonate ? s.sbp : s.equipment, verification: 'K' },
    {
      id: 'lma', label: 'Máscara laríngea', size: lmaNeonate ? null : inKgBand(LMA_BANDS, w).size,
      notIndicated: lmaNeonate ? 'Não indicada nesta faixa: RN < 2 kg ou < 34 semanas (SBP 2022) — usar máscara facial ou cânula.' : null,
      source: p.neonate ? `${s.lma} ${s.sbp}` : s.lma, verification: 'S',
    },
    { id: 'suction', label: 'Sonda de aspiração', size: c.suction, notIndicated: null, source: s.equipment, verification: 'K' },
    { id: 'nasogastric', label: 'Sonda nasogástrica', size: c.nasogastric, notIndicated: null, source: s.equipment, verification: 'K' },
    { id: 'urinary', label: 'Sonda vesical', size: c.urinary, notIndicated: null, source: s.equipment, verification: 'K' },
    {
      id: 'io', label: 'Agulha intraóssea (EZ-IO)', size: w < 3 ? null : w < 40 ? '15 mm (rosa)' : '25 mm (azul); 45 mm (amarela) se tecido excessivo',
      notIndicated: w < 3 ? 'Não indicada nesta faixa (< 3 kg, fabricante): preferir cateter venoso umbilical.' : null, source: s.io, verification: 'S',
    },
    { id: 'chest_drain', label: 'Dreno torácico', size: c.chest, notIndicated: null, source: s.equipment, verification: 'K' },
  ];
}

// ─────────────────────────────────────────────── vital signs

export interface VitalSigns {
  band: string;
  heartRateAwake: { min: number; max: number };
  heartRateAsleep: { min: number; max: number };
  respiratoryRate: { min: number; max: number };
  systolic: { min: number; max: number };
  /** hypotension: systolic below this (mmHg) */
  hypotensionBelow: number;
  hypotensionText: string;
  source: string;
  verification: Verification;
}

/** Normal vital signs by age (PALS 2020), months [from, to). */
export const VITAL_SIGN_BANDS = [
  { fromMonths: 0, toMonths: 1, band: 'Recém-nascido (0–28 dias)', hrAwake: [100, 205], hrAsleep: [90, 160], rr: [30, 53], sbp: [67, 84] },
  { fromMonths: 1, toMonths: 12, band: 'Lactente (1–12 meses)', hrAwake: [100, 180], hrAsleep: [90, 160], rr: [30, 53], sbp: [72, 104] },
  { fromMonths: 12, toMonths: 36, band: 'Criança pequena (1–2 anos)', hrAwake: [98, 140], hrAsleep: [80, 120], rr: [22, 37], sbp: [86, 106] },
  { fromMonths: 36, toMonths: 72, band: 'Pré-escolar (3–5 anos)', hrAwake: [80, 120], hrAsleep: [65, 100], rr: [20, 28], sbp: [89, 112] },
  { fromMonths: 72, toMonths: 120, band: 'Escolar (6–9 anos)', hrAwake: [75, 118], hrAsleep: [58, 90], rr: [18, 25], sbp: [97, 115] },
  { fromMonths: 120, toMonths: 144, band: 'Pré-adolescente (10–11 anos)', hrAwake: [75, 118], hrAsleep: [58, 90], rr: [18, 25], sbp: [102, 120] },
  { fromMonths: 144, toMonths: 217, band: 'Adolescente (≥ 12 anos)', hrAwake: [60, 100], hrAsleep: [50, 90], rr: [12, 20], sbp: [110, 131] },
] as const;

/**
 * Normal heart rate (awake/asleep), respiratory rate and systolic pressure for the age, and the PALS
 * hypotension threshold: < 60 mmHg (0–28 days), < 70 (1–12 months), < 70 + 2 × years (1–10 years),
 * < 90 (≥ 10 years). Source: EMERGENCY_SHEET_SOURCES.vitals [K].
 */
export function vitalSigns(ageMonths: number): VitalSigns {
  const a = requireAgeMonths(ageMonths);
  const b = VITAL_SIGN_BANDS.find((v) => a >= v.fromMonths && a < v.toMonths)!;
  const y = Math.floor(a / 12);
  const [below, text] = a < 1 ? [60, '< 60 mmHg (0–28 dias)'] : a < 12 ? [70, '< 70 mmHg (1–12 meses)'] : a < 120
    ? [70 + 2 * y, `< 70 + 2 × ${y} = ${70 + 2 * y} mmHg (1–10 anos)`] : [90, '< 90 mmHg (≥ 10 anos)'];
  const r = (x: readonly [number, number]) => ({ min: x[0], max: x[1] });
  return {
    band: b.band, heartRateAwake: r(b.hrAwake), heartRateAsleep: r(b.hrAsleep), respiratoryRate: r(b.rr), systolic: r(b.sbp),
    hypotensionBelow: below, hypotensionText: text, source: EMERGENCY_SHEET_SOURCES.vitals, verification: 'K',
  };
}

// ─────────────────────────────────────────────── fluids

export interface MaintenanceLine {
  mlPerHour: number;
  mlPerDay: number;
  capped: boolean;
  notIndicated: string | null;
  text: string;
  source: string;
}

function maintenance(p: SheetPatient): MaintenanceLine {
  if (p.neonate || p.ageMonths < 1) {
    return {
      mlPerHour: 0, mlPerDay: 0, capped: false, source: EMERGENCY_SHEET_SOURCES.holliday, text: '',
      notIndicated: 'Não indicado nesta faixa: recém-nascido (< 1 mês) — usar a oferta hídrica neonatal por dia de vida.',
    };
  }
  const m = maintenanceFluids(p.weightKg);
  const c = maintenanceFluidsCapped(p.weightKg);
  return {
    mlPerHour: m.mlPerHour, mlPerDay: m.mlPerDay, capped: c.hour || c.day, notIndicated: null, source: EMERGENCY_SHEET_SOURCES.holliday,
    text: 'Holliday–Segar: mL/h pela regra 4-2-1 (máx. 100 mL/h), mL/dia pela regra 100/50/20 (máx. 2.400 mL/dia); solução isotônica com glicose e KCl.',
  };
}

// ─────────────────────────────────────────────── the sheet

export interface EmergencySheet {
  patient: SheetPatient;
  /** PALS drugs (children) or the SBP neonatal drugs, in the order of the sheet */
  resuscitation: SheetDose[];
  rsi: SheetDose[];
  anticonvulsants: SheetDose[];
  /** why there are no anticonvulsant lines (neonates: the AES 2016 doses are not for the neonatal period) */
  anticonvulsantsNotIndicated: string | null;
  fluids: SheetDose[];
  maintenance: MaintenanceLine;
  electrical: EnergyLine[];
  tube: TubeSizes;
  equipment: EquipmentItem[];
  vitals: VitalSigns;
  /** every source the sheet cites, once */
  sources: string[];
}

/** The whole sheet for a patient (see the module comment); ClinicalInputError when the input cannot be used. */
export function emergencySheet(input: SheetInput): EmergencySheet {
  const p = sheetPatient(input);
  const line = (id: EmergencyDoseId, g: SheetGroup) => ruleLine(id, g, p);
  const rsi = rsiDoses({ weightKg: p.weightKg, ageMonths: p.ageMonths }).map(rsiLine);
  const atropine = { ...rsi.find((l) => l.id === 'rsi_atropine')!, id: 'atropine', label: 'Atropina (bradicardia por tônus vagal ou BAV; pré-SRI)', group: 'resuscitation' as const };
  const resuscitation = p.neonate
    ? NEONATAL.map((id) => line(id, 'neonatal'))
    : [...RESUSCITATION.map((id) => line(id, 'resuscitation')), atropine, ...RESUSCITATION_AFTER_ATROPINE.map((id) => line(id, 'resuscitation')), naloxoneLine(p)];
  const fluids = p.neonate
    ? [line('saline_neonatal', 'fluids'), line('glucose_neonatal', 'fluids')]
    : [line('crystalloid_bolus', 'fluids'), line('glucose_seizure', 'fluids')];
  const sheet = {
    patient: p, resuscitation, rsi, fluids,
    anticonvulsants: p.neonate ? [] : ANTICONVULSANTS.map((id) => line(id, 'anticonvulsant')),
    anticonvulsantsNotIndicated: p.neonate ? NEONATAL_SEIZURE_NOTE : null,
    maintenance: maintenance(p), electrical: electricalTherapy(p.weightKg), tube: trachealTube(p), equipment: equipment(p),
    vitals: vitalSigns(p.ageMonths),
  };
  const all = [
    ...(p.estimate ? [p.estimate.source] : []),
    ...[...resuscitation, ...rsi, ...sheet.anticonvulsants, ...fluids].map((l) => l.source),
    EMERGENCY_SHEET_SOURCES.pals, EMERGENCY_SHEET_SOURCES.erc, sheet.tube.source, ...sheet.equipment.map((e) => e.source),
    sheet.vitals.source, sheet.maintenance.source,
  ];
  return { ...sheet, sources: [...new Set(all)] };
}

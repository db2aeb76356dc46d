/**
 * Emergency doses of the flowcharts (reference.md §11–17, §9): every dose a flowchart shows is one rule
 * here — per kg (a single value or a range), with its unit, maximum, route, administration/interval, the
 * concentration it is drawn from (→ mL) and the source with its verification tag. `emergencyDose(id, p)`
 * computes the line for a patient; weights and ages outside the contract's ranges are refused
 * (ClinicalInputError), never clamped.
 *
 * Weight bands are half-open (from ≤ w < to) unless a band says `toInclusive` because its source words
 * it so ("13–40 kg" / "> 40 kg"); every rule's bands cover 0,3–250 kg or say "não indicado nesta faixa".
 */
import { ClinicalInputError, clean, ptNumber, requireAgeMonths, requireWeightKg } from './errors';
import type { Verification } from './caveats';
import { maintenanceFluids, maintenanceFluidsCapped } from './fluids';
import { INFUSION_RATE_LIMITS, infusionLimit, limitFitsUnit, rateLimitText, roundUpMinutes, type InfusionGoverning, type InfusionRateLimitId } from './infusion';

export type EmergencyUnit = 'mg' | 'mg EF' | 'g' | 'mcg' | 'mL' | 'mL/h' | 'mL/dia' | 'UI/h' | 'mmol' | 'mmol/h' | 'mEq' | 'ampolas' | 'jatos';

interface WeightBand {
  fromKg: number;
  /** null: no upper end */
  toKg: number | null;
  toInclusive?: boolean;
  perKg?: readonly [number, number];
  amount?: readonly [number, number];
  /** this band has no dose: the text says why and what to do */
  notIndicated?: string;
}

interface AgeBand { belowMonths: number | null; amount: readonly [number, number] }

export interface EmergencyDoseRule {
  label: string;
  route: string;
  unit: EmergencyUnit;
  /** mg (or the unit) per kg: [min, max]; equal for a single dose */
  perKg?: readonly [number, number];
  /** a fixed amount (vials), not by weight */
  fixed?: readonly [number, number];
  bands?: readonly WeightBand[];
  /** fixed amounts by age (completed months), first band whose belowMonths > age; null = the rest */
  ageBands?: readonly AgeBand[];
  /** a per-kg dose that replaces `perKg` below an age (first entry with age < belowMonths), e.g. neonatal glucose */
  perKgByAge?: ReadonlyArray<{ belowMonths: number; perKg: readonly [number, number] }>;
  /** absolute maximum per dose; `maxByAge` first when it matches (age < belowMonths) */
  max?: number;
  maxByAge?: ReadonlyArray<{ belowMonths: number; max: number }>;
  /** a minimum dose (raised to it, e.g. nebulised salbutamol 2,5 mg) */
  minDose?: number;
  /** ages (months) where the drug is not given: [from, to) with the reason */
  notForAge?: ReadonlyArray<{ fromMonths: number; toMonths: number; message: string }>;
  /** the presentation the volume is drawn from */
  concentration?: { perMl: number; label: string };
  /** infusion-rate limit (its id in INFUSION_RATE_LIMITS, infusion.ts — the same cited limit the medication
   * page uses) → the shortest infusion time, computed by infusionLimit */
  rate?: InfusionRateLimitId;
  administration: string;
  /** the maximum as the source states it (or that the source gives none) */
  maxText: string;
  source: string;
  verification: Verification;
  /** shown as "conferir protocolo local" when set */
  localCheck?: string;
}

export interface EmergencyDoseLine {
  id: string;
  label: string;
  route: string;
  unit: EmergencyUnit;
  /** null when the rule says "não indicado" for this patient (see notIndicated) */
  dose: { min: number; max: number } | null;
  /** a maximum lowered the dose (equal to the maximum is not capped) */
  capped: boolean;
  /** raised to the minimum dose */
  raisedToMin: boolean;
  /** the maximum that applied to this patient, in the unit */
  appliedMax: number | null;
  volumeMl: { min: number; max: number } | null;
  concentrationLabel: string | null;
  /** shortest infusion time (minutes, rounded UP to 0,1 min) under the rate limit, for the lower and the upper dose */
  minMinutes: { min: number; max: number } | null;
  /** the rate limit in words ("máx. 2 mg EF/kg/min e 150 mg EF/min"), from INFUSION_RATE_LIMITS */
  rateText: string | null;
  /** which ceiling sets the shortest time of the upper dose (per kg, absolute per minute, minimum time) */
  rateGoverning: InfusionGoverning | null;
  administration: string;
  maxText: string;
  notIndicated: string | null;
  source: string;
  verification: Verification;
  localCheck: string | null;
}

const WAO = 'Cardona V et al. WAO anaphylaxis guidance 2020 (World Allergy Organ J 2020;13:100472); Muraro A et al. EAACI 2021 (Allergy 2022;77:357-77) — reference.md §15';
const AES = 'Glauser T et al. AES guideline, Epilepsy Curr 2016;16(1):48-61 — reference.md §16';
const ISPAD = 'Glaser N et al. ISPAD 2022, Pediatr Diabetes 2022;23(7):835-56 — reference.md §14';
const DENGUE = 'Brasil MS/SVSA. Dengue: diagnóstico e manejo clínico — adulto e criança, 6ª ed., 2024 (valores das ed. 2013/2016) — reference.md §13';
const GINA = 'GINA 2024 (Global Strategy for Asthma Management and Prevention), quadro de exacerbação ≤ 5 e 6–11 anos; NAEPP EPR-3 2007 — reference.md §9 (doses fora do reference.md)';
const VENOM = 'Brasil FUNASA/MS. Manual de diagnóstico e tratamento de acidentes por animais peçonhentos, 2ª ed., 2001; Guia de Vigilância em Saúde — reference.md §17';
const ADAMKIN = 'Adamkin DH; AAP Committee on Fetus and Newborn. Postnatal glucose homeostasis in late-preterm and term infants. Pediatrics 2011;127(3):575-9 (glicose IV 200 mg/kg = glicose 10% 2 mL/kg)';

/**
 * IV glucose for symptomatic hypoglycaemia — ONE rule for the seizure flowchart and the medication page
 * (seeds/clinical/medications.json `glicose_g`, checked equal by emergency-glucose.test.ts): under 1 month
 * 0,2 g/kg (2 mL/kg of D10, Adamkin/AAP 2011); from 1 month 0,5 g/kg (5 mL/kg of D10; reference.md §0/§16,
 * AES 2016); at most 25 g per bolus (the adult 50 mL of D50, AES 2016).
 */
export const GLUCOSE_BOLUS = { neonatalBelowMonths: 1, neonatalGPerKg: 0.2, gPerKg: 0.5, maxG: 25 } as const;

/** Issue #34: the Ministry published the first PCDT dos Acidentes Escorpiônicos (Portaria de 05/08/2025, Conitec);
 * its antivenom table was not found by the search of 2026-12-01 (gov.br/conitec news, NATS Unifesp, MedCof summaries
 * name the severity classes but no vial numbers), so the 2001 manual's vials stay [U]. */
const SCORPION_PCDT_CHECK = 'Número de ampolas do Manual de 2001: o PCDT dos Acidentes Escorpiônicos (MS, agosto de 2025) foi publicado, mas sua tabela de soroterapia não foi encontrada — conferir no PCDT antes de usar.';
/** AHA PALS 2020 and ERC 2021 paediatric life support (the emergency sheet, issue #35). */
const PALS = 'Topjian AA et al. Part 4: Pediatric Basic and Advanced Life Support — AHA 2020 Guidelines (Circulation 2020;142(16 Suppl 2):S469-S523), algoritmos de PCR/taquicardia/bradicardia e tabela de drogas do PALS; Van de Voorde P et al. ERC Guidelines 2021: Paediatric Life Support (Resuscitation 2021;161:327-87), seção de drogas';
/** SBP neonatal resuscitation 2022 (≥ 34 weeks; < 34 weeks has the same drug doses). */
const SBP_NEO = 'Almeida MFB, Guinsburg R et al. Reanimação do recém-nascido ≥ 34 semanas em sala de parto: Diretrizes 2022 da SBP (doi:10.25060/PRN-SBP-2022-2), seção Medicações; Guinsburg R et al. Diretrizes 2022 < 34 semanas (doi:10.25060/PRN-SBP-2022-1)';
const ASTHMA_CHECK = 'Dose não consta do reference.md (GINA 2024/NAEPP, [K]) — conferir protocolo local.';

/** Every emergency dose of the flowcharts, by id (see the module comment). */
export const EMERGENCY_DOSE_RULES = {
  // ── Anaphylaxis (§15, §0)
  adrenaline_im: {
    label: 'Adrenalina IM (coxa, vasto lateral)', route: 'IM', unit: 'mg', perKg: [0.01, 0.01],
    maxByAge: [{ belowMonths: 144, max: 0.3 }], max: 0.5,
    concentration: { perMl: 1, label: 'adrenalina 1 mg/mL (1:1000)' },
    administration: 'Repetir a cada 5–15 min se não houver melhora.',
    maxText: 'Máx. 0,3 mg por dose na criança pré-púbere; 0,5 mg no adolescente (critério adotado: ≥ 12 anos, Resuscitation Council UK 2021).',
    source: WAO, verification: 'K',
    localCheck: 'Puberdade não é idade: adolescente ≥ 12 anos ainda pré-púbere — usar máx. 0,3 mg.',
  },
  adrenaline_autoinjector: {
    label: 'Adrenalina autoinjetor (alternativa)', route: 'IM', unit: 'mg',
    bands: [
      { fromKg: 0, toKg: 7.5, notIndicated: 'Abaixo de 7,5 kg: autoinjetor não indicado nesta faixa — usar adrenalina 1 mg/mL em seringa (0,01 mg/kg).' },
      { fromKg: 7.5, toKg: 25, amount: [0.15, 0.15] },
      { fromKg: 25, toKg: null, amount: [0.3, 0.3] },
    ],
    administration: 'Dose fixa do dispositivo; repetir após 5–15 min se necessário.',
    maxText: 'Dose fixa por dispositivo (0,15 mg de 7,5 a < 25 kg; 0,3 mg a partir de 25 kg — EAACI 2021).',
    source: 'Muraro A et al. EAACI guidelines: Anaphylaxis (2021 update). Allergy 2022;77:357-77 — reference.md §0/§15', verification: 'K',
  },
  crystalloid_anaphylaxis: {
    label: 'SF 0,9% (hipotensão)', route: 'IV/IO', unit: 'mL', perKg: [10, 20],
    administration: 'Em bolus rápido; reavaliar e repetir se a hipotensão persistir.',
    maxText: 'Sem máximo definido na fonte; reavaliar a cada bolus.', source: WAO, verification: 'K',
  },
  // ── Status epilepticus (§16, §0)
  glucose_seizure: {
    label: 'Glicose (se glicemia < 60 mg/dL)', route: 'IV/IO', unit: 'g', perKg: [GLUCOSE_BOLUS.gPerKg, GLUCOSE_BOLUS.gPerKg],
    perKgByAge: [{ belowMonths: GLUCOSE_BOLUS.neonatalBelowMonths, perKg: [GLUCOSE_BOLUS.neonatalGPerKg, GLUCOSE_BOLUS.neonatalGPerKg] }],
    max: GLUCOSE_BOLUS.maxG,
    concentration: { perMl: 0.1, label: 'SG 10% (0,1 g/mL)' },
    administration: 'Em bolus (< 1 mês: 0,2 g/kg = 2 mL/kg de SG 10%; a partir de 1 mês: 0,5 g/kg = 5 mL/kg); reconferir a glicemia.',
    maxText: 'Máx. 25 g por bolus (dose do adulto: 50 mL de glicose 50%, AES 2016).', source: `${AES}; correção §0 (0,5 g/kg); ${ADAMKIN}`, verification: 'S',
  },
  midazolam_im: {
    label: 'Midazolam IM', route: 'IM', unit: 'mg',
    bands: [
      { fromKg: 0, toKg: 13, perKg: [0.2, 0.2] },
      { fromKg: 13, toKg: 40, toInclusive: true, amount: [5, 5] },
      { fromKg: 40, toKg: null, amount: [10, 10] },
    ],
    max: 10, concentration: { perMl: 5, label: 'midazolam 5 mg/mL' },
    administration: 'Dose única (AES: 5 mg de 13 a 40 kg; 10 mg acima de 40 kg).',
    maxText: 'Máx. 10 mg.', source: AES, verification: 'K',
    localCheck: 'Abaixo de 13 kg a AES 2016 não dá dose IM: 0,2 mg/kg é a regra usual por kg (reference.md §0).',
  },
  lorazepam_iv: {
    label: 'Lorazepam IV', route: 'IV', unit: 'mg', perKg: [0.1, 0.1], max: 4,
    administration: 'Pode repetir 1 vez após 5 min.', maxText: 'Máx. 4 mg por dose.', source: AES, verification: 'K',
  },
  diazepam_iv: {
    label: 'Diazepam IV', route: 'IV', unit: 'mg', perKg: [0.15, 0.2], max: 10,
    concentration: { perMl: 5, label: 'diazepam 5 mg/mL' },
    administration: 'Pode repetir 1 vez após 5 min.', maxText: 'Máx. 10 mg por dose.', source: AES, verification: 'K',
    localCheck: 'Prática brasileira usa 0,3 mg/kg (máx. 10 mg) — conferir protocolo local.',
  },
  diazepam_rectal: {
    label: 'Diazepam retal', route: 'retal', unit: 'mg', perKg: [0.2, 0.5], max: 20,
    concentration: { perMl: 5, label: 'diazepam 5 mg/mL' },
    administration: 'Sem acesso venoso; dose única.', maxText: 'Máx. 20 mg.', source: AES, verification: 'K',
  },
  midazolam_in: {
    label: 'Midazolam intranasal', route: 'IN', unit: 'mg', perKg: [0.2, 0.2], max: 10,
    concentration: { perMl: 5, label: 'midazolam 5 mg/mL' },
    administration: 'Metade em cada narina; dose única.', maxText: 'Máx. 10 mg.', source: AES, verification: 'K',
  },
  midazolam_buccal: {
    label: 'Midazolam bucal', route: 'bucal', unit: 'mg', perKg: [0.3, 0.5], max: 10,
    concentration: { perMl: 5, label: 'midazolam 5 mg/mL' },
    administration: 'Entre a gengiva e a bochecha; dose única.', maxText: 'Máx. 10 mg.', source: AES, verification: 'K',
  },
  phenobarbital_iv: {
    label: 'Fenobarbital IV', route: 'IV', unit: 'mg', perKg: [15, 15],
    concentration: { perMl: 100, label: 'fenobarbital 100 mg/mL' },
    rate: 'phenobarbital',
    administration: 'Dose única, IV lenta.', maxText: 'Sem máximo definido na fonte (AES 2016).', source: AES, verification: 'K',
    localCheck: 'Prática brasileira usa 20 mg/kg — conferir protocolo local.',
  },
  fosphenytoin_iv: {
    label: 'Fosfenitoína IV', route: 'IV', unit: 'mg EF', perKg: [20, 20], max: 1500,
    concentration: { perMl: 50, label: 'fosfenitoína 50 mg EF/mL' },
    rate: 'fosphenytoin',
    administration: 'Dose única, com monitorização cardíaca.',
    maxText: 'Máx. 1.500 mg EF.', source: `${AES}; correção §0 (velocidade)`, verification: 'K',
  },
  valproate_iv: {
    label: 'Ácido valproico IV', route: 'IV', unit: 'mg', perKg: [40, 40], max: 3000,
    notForAge: [{ fromMonths: 0, toMonths: 24, message: 'Não indicado abaixo de 2 anos (hepatotoxicidade).' }],
    concentration: { perMl: 100, label: 'valproato 100 mg/mL' },
    rate: 'valproate',
    administration: 'Dose única; não usar com suspeita de doença hepática ou mitocondrial.',
    maxText: 'Máx. 3.000 mg.', source: `${AES}; correção §0`, verification: 'K',
  },
  levetiracetam_iv: {
    label: 'Levetiracetam IV', route: 'IV', unit: 'mg', perKg: [60, 60], max: 4500,
    concentration: { perMl: 100, label: 'levetiracetam 100 mg/mL' },
    rate: 'levetiracetam',
    administration: 'Dose única.', maxText: 'Máx. 4.500 mg.', source: AES, verification: 'K',
  },
  phenytoin_iv: {
    label: 'Fenitoína IV (se não houver fosfenitoína)', route: 'IV', unit: 'mg', perKg: [20, 20],
    concentration: { perMl: 50, label: 'fenitoína 50 mg/mL' },
    rate: 'phenytoin',
    administration: 'Dose única, com monitorização de ECG.',
    maxText: 'Máximo por dose não informado no reference.md.', source: AES, verification: 'K',
    localCheck: 'Máximo por dose não consta da referência — conferir protocolo local.',
  },
  // ── DKA (§14, §0)
  saline_shock_dka: {
    label: 'SF 0,9% (choque)', route: 'IV/IO', unit: 'mL', perKg: [20, 20],
    administration: 'O mais rápido possível; repetir se necessário.', maxText: 'Sem máximo definido na fonte; reavaliar a cada bolus.', source: ISPAD, verification: 'K',
  },
  saline_expansion_dka: {
    label: 'SF 0,9% (expansão inicial, sem choque)', route: 'IV', unit: 'mL', perKg: [10, 20],
    administration: 'Em 20–30 min.', maxText: 'Sem máximo definido na fonte.', source: ISPAD, verification: 'K',
  },
  insulin_dka: {
    label: 'Insulina regular IV contínua', route: 'IV', unit: 'UI/h', perKg: [0.05, 0.1],
    administration: 'Iniciar ≥ 1 h após o início dos fluidos; sem bolus; manter até resolver a CAD (pH > 7,30, HCO₃ > 15–18, β-OHB < 1).',
    maxText: 'Sem máximo fixo: 0,05–0,1 UI/kg/h.', source: ISPAD, verification: 'K',
  },
  bicarbonate_dka: {
    label: 'Bicarbonato de sódio (exceção)', route: 'IV', unit: 'mmol', perKg: [1, 2],
    concentration: { perMl: 1, label: 'bicarbonato de sódio 8,4% (1 mmol/mL)' },
    administration: 'Em 60 min; só com pH < 6,9 e contratilidade reduzida, ou hipercalemia com risco de vida.',
    maxText: 'Sem máximo definido na fonte.', source: ISPAD, verification: 'K',
  },
  mannitol_dka: {
    label: 'Manitol (edema cerebral)', route: 'IV', unit: 'g', perKg: [0.5, 1],
    concentration: { perMl: 0.2, label: 'manitol 20% (0,2 g/mL)' },
    administration: 'Em 10–15 min; reduzir a taxa de fluidos; cabeceira elevada.', maxText: 'Sem máximo definido na fonte.', source: ISPAD, verification: 'K',
  },
  hypertonic_saline_dka: {
    label: 'NaCl 3% (edema cerebral, alternativa)', route: 'IV', unit: 'mL', perKg: [2.5, 5],
    administration: 'Em 10–15 min.', maxText: 'Sem máximo definido na fonte.', source: ISPAD, verification: 'K',
  },
  // ── Dengue (§13, §0)
  dengue_oral_child: {
    label: 'Hidratação oral (criança < 13 anos)', route: 'VO', unit: 'mL/dia',
    bands: [
      { fromKg: 0, toKg: 10, toInclusive: true, perKg: [130, 130] },
      { fromKg: 10, toKg: 20, toInclusive: true, perKg: [100, 100] },
      { fromKg: 20, toKg: null, perKg: [80, 80] },
    ],
    notForAge: [{ fromMonths: 156, toMonths: 217, message: 'A partir de 13 anos: usar 60 mL/kg/dia.' }],
    administration: '1/3 como SRO, o restante em líquidos caseiros, ao longo do dia.',
    maxText: 'Volume diário por faixa de peso (≤ 10 kg 130; > 10–20 kg 100; > 20 kg 80 mL/kg/dia).', source: DENGUE, verification: 'U',
    localCheck: 'Volumes pediátricos a reconferir na 6ª ed. (2024).',
  },
  dengue_oral_adolescent: {
    label: 'Hidratação oral (≥ 13 anos)', route: 'VO', unit: 'mL/dia', perKg: [60, 60],
    notForAge: [{ fromMonths: 0, toMonths: 156, message: 'Abaixo de 13 anos: usar o volume da criança.' }],
    administration: '1/3 como SRO, 2/3 em outros líquidos.', maxText: 'Sem máximo definido na fonte.', source: DENGUE, verification: 'S',
  },
  dengue_b_oral: {
    label: 'SRO supervisionada (grupo B, Ht elevado)', route: 'VO', unit: 'mL', perKg: [50, 100],
    administration: 'Em 4 h; reavaliar em 4 h.', maxText: 'Sem máximo definido na fonte.', source: DENGUE, verification: 'U',
    localCheck: 'Regra das edições 2013/2016 — reconferir na 6ª ed. (2024).',
  },
  dengue_b_iv: {
    label: 'SF 0,9% ou Ringer lactato (grupo B, se não aceitar VO)', route: 'IV', unit: 'mL', perKg: [40, 40],
    administration: 'Em 4 h; reavaliar em 4 h.', maxText: 'Sem máximo definido na fonte.', source: DENGUE, verification: 'U',
    localCheck: 'Regra das edições 2013/2016 — reconferir na 6ª ed. (2024).',
  },
  dengue_c_expansion: {
    label: 'Cristaloide (SF 0,9% ou RL) — grupo C', route: 'IV', unit: 'mL', perKg: [10, 10],
    administration: 'Na 1ª hora; reavaliar; repetir até 3 vezes.', maxText: 'Até 3 etapas.', source: DENGUE, verification: 'S',
  },
  dengue_d_expansion: {
    label: 'Cristaloide isotônico — grupo D', route: 'IV/IO', unit: 'mL', perKg: [20, 20],
    administration: 'Em até 20 min; repetir até 3 vezes; reavaliar a cada 15–30 min; Ht após 2 h.', maxText: 'Até 3 etapas.', source: DENGUE, verification: 'S',
  },
  dengue_albumin: {
    label: 'Albumina (Ht em ascensão apesar do volume)', route: 'IV', unit: 'g', perKg: [0.5, 1],
    concentration: { perMl: 0.05, label: 'solução a 5% (25 mL de albumina 20% + 75 mL de SF 0,9%)' },
    administration: 'Infundir e reavaliar.', maxText: 'Sem máximo definido na fonte.', source: `${DENGUE}; correção §0`, verification: 'K',
  },
  dengue_colloid: {
    label: 'Coloide sintético (na falta de albumina)', route: 'IV', unit: 'mL/h', perKg: [10, 10],
    administration: 'Reavaliar a cada hora.', maxText: 'Sem máximo definido na fonte.', source: `${DENGUE}; correção §0`, verification: 'K',
  },
  dengue_rbc: {
    label: 'Concentrado de hemácias (Ht em queda com choque)', route: 'IV', unit: 'mL', perKg: [10, 15],
    administration: 'Procurar sangramento; transfundir e reavaliar.', maxText: 'Sem máximo definido na fonte.', source: DENGUE, verification: 'K',
  },
  // ── Asthma exacerbation (§9; doses GINA 2024 / NAEPP, not in reference.md)
  salbutamol_mdi_under6: {
    label: 'Salbutamol spray 100 mcg/jato com espaçador', route: 'inalatória', unit: 'jatos', fixed: [2, 6],
    administration: 'A cada 20 min na 1ª hora.', maxText: 'Até 6 jatos por vez.', source: GINA, verification: 'U', localCheck: ASTHMA_CHECK,
  },
  salbutamol_mdi_from6: {
    label: 'Salbutamol spray 100 mcg/jato com espaçador', route: 'inalatória', unit: 'jatos', fixed: [4, 10],
    administration: 'A cada 20 min na 1ª hora.', maxText: 'Até 10 jatos por vez.', source: GINA, verification: 'U', localCheck: ASTHMA_CHECK,
  },
  salbutamol_neb: {
    label: 'Salbutamol nebulizado (alternativa)', route: 'inalatória', unit: 'mg', perKg: [0.15, 0.15], minDose: 2.5, max: 5,
    concentration: { perMl: 5, label: 'salbutamol solução 5 mg/mL' },
    administration: 'A cada 20 min na 1ª hora, com O₂ 6–8 L/min.', maxText: 'Mín. 2,5 mg; máx. 5 mg por nebulização.', source: GINA, verification: 'U', localCheck: ASTHMA_CHECK,
  },
  ipratropium_neb: {
    label: 'Brometo de ipratrópio nebulizado', route: 'inalatória', unit: 'mcg',
    ageBands: [{ belowMonths: 144, amount: [250, 250] }, { belowMonths: null, amount: [500, 500] }],
    concentration: { perMl: 250, label: 'ipratrópio 0,25 mg/mL (250 mcg/mL)' },
    administration: 'Junto ao salbutamol, a cada 20 min na 1ª hora (3 doses).', maxText: '250 mcg (< 12 anos); 500 mcg (≥ 12 anos) por dose.', source: GINA, verification: 'U', localCheck: ASTHMA_CHECK,
  },
  prednisolone_asthma: {
    label: 'Prednisolona VO', route: 'VO', unit: 'mg', perKg: [1, 2],
    maxByAge: [{ belowMonths: 24, max: 20 }, { belowMonths: 72, max: 30 }], max: 40,
    administration: '1 vez ao dia por 3–5 dias (IV se não tolerar VO).', maxText: 'Máx. 20 mg (< 2 anos), 30 mg (2–5 anos), 40 mg (≥ 6 anos) por dia.', source: GINA, verification: 'U', localCheck: ASTHMA_CHECK,
  },
  magnesium_asthma: {
    label: 'Sulfato de magnésio IV (crise grave)', route: 'IV', unit: 'mg', perKg: [40, 50], max: 2000,
    notForAge: [{ fromMonths: 0, toMonths: 24, message: 'Não indicado abaixo de 2 anos nesta via (GINA).' }],
    rate: 'magnesium_sulfate',
    administration: 'Diluído, dose única.', maxText: 'Máx. 2.000 mg (2 g).', source: GINA, verification: 'U', localCheck: ASTHMA_CHECK,
  },
  // ── Resuscitation (emergency sheet, issue #35): PALS 2020 / ERC 2021; neonates SBP 2022
  adrenaline_arrest_iv: {
    label: 'Adrenalina IV/IO (PCR, bradicardia com má perfusão)', route: 'IV/IO', unit: 'mg', perKg: [0.01, 0.01], max: 1,
    concentration: { perMl: 0.1, label: 'adrenalina 0,1 mg/mL — diluir: 1 mL da ampola de 1 mg/mL + 9 mL de SF 0,9%' },
    administration: 'A cada 3–5 min durante a PCR, seguida de flush de SF 0,9%.',
    maxText: 'Máx. 1 mg por dose.', source: PALS, verification: 'S',
  },
  adrenaline_arrest_et: {
    label: 'Adrenalina endotraqueal (sem acesso IV/IO)', route: 'ET', unit: 'mg', perKg: [0.1, 0.1], max: 2.5,
    concentration: { perMl: 1, label: 'adrenalina 1 mg/mL (1:1000), sem diluir; seguir com 5 mL de SF 0,9% e 5 ventilações' },
    administration: 'A cada 3–5 min até obter acesso IV/IO.',
    maxText: 'Máx. 2,5 mg por dose.', source: PALS, verification: 'K',
    localCheck: 'Máximo de 2,5 mg da tabela de drogas do PALS (dose do adulto) — via menos confiável que IV/IO.',
  },
  amiodarone_arrest: {
    label: 'Amiodarona (FV/TV sem pulso refratária)', route: 'IV/IO', unit: 'mg', perKg: [5, 5], max: 300,
    concentration: { perMl: 50, label: 'amiodarona 50 mg/mL (ampola 150 mg/3 mL)' },
    administration: 'Em bolus na PCR (após o 3º choque, ERC 2021); pode repetir até 2 vezes (total 15 mg/kg); com pulso, em 20–60 min.',
    maxText: 'Máx. 300 mg por dose; 15 mg/kg no total.', source: PALS, verification: 'S',
  },
  lidocaine_arrest: {
    label: 'Lidocaína (alternativa à amiodarona)', route: 'IV/IO', unit: 'mg', perKg: [1, 1], max: 100,
    concentration: { perMl: 20, label: 'lidocaína 2% sem vasoconstritor (20 mg/mL)' },
    administration: 'Bolus; manutenção 20–50 mcg/kg/min; repetir o bolus se a infusão começar > 15 min depois.',
    maxText: 'Máx. 100 mg por bolus.', source: PALS, verification: 'K',
    localCheck: 'O PALS não fixa máximo para o bolus: 100 mg é a dose usual do adulto.',
  },
  adenosine_first: {
    label: 'Adenosina — 1ª dose (TSV)', route: 'IV/IO', unit: 'mg', perKg: [0.1, 0.1], max: 6,
    concentration: { perMl: 3, label: 'adenosina 3 mg/mL (ampola 6 mg/2 mL)' },
    administration: 'Bolus rápido com flush imediato de 5–10 mL de SF 0,9% (duas seringas, torneira de 3 vias), sob ECG.',
    maxText: 'Máx. 6 mg.', source: PALS, verification: 'S',
  },
  adenosine_second: {
    label: 'Adenosina — 2ª dose (TSV)', route: 'IV/IO', unit: 'mg', perKg: [0.2, 0.2], max: 12,
    concentration: { perMl: 3, label: 'adenosina 3 mg/mL (ampola 6 mg/2 mL)' },
    administration: 'Se a 1ª dose não reverter, após 1–2 min; bolus rápido com flush.',
    maxText: 'Máx. 12 mg.', source: PALS, verification: 'S',
  },
  calcium_chloride: {
    label: 'Cloreto de cálcio 10% (hipocalcemia, hipercalemia, hipermagnesemia, intoxicação por bloqueador de canal de cálcio)', route: 'IV/IO', unit: 'mg', perKg: [20, 20], max: 2000,
    concentration: { perMl: 100, label: 'cloreto de cálcio 10% (100 mg/mL)' },
    administration: 'Lento na PCR (de preferência em veia central); repetir conforme o cálcio.',
    maxText: 'Máx. 2.000 mg (2 g) por dose.', source: PALS, verification: 'S',
  },
  calcium_gluconate: {
    label: 'Gluconato de cálcio 10% (alternativa ao cloreto)', route: 'IV/IO', unit: 'mg', perKg: [60, 100], max: 3000,
    concentration: { perMl: 100, label: 'gluconato de cálcio 10% (100 mg/mL)' },
    administration: 'Lento (em PCR, em bolus lento); repetir conforme o cálcio.',
    maxText: 'Máx. 3.000 mg (3 g) por dose.', source: PALS, verification: 'S',
  },
  bicarbonate_arrest: {
    label: 'Bicarbonato de sódio (hipercalemia, intoxicação por tricíclico; não rotineiro na PCR)', route: 'IV/IO', unit: 'mEq', perKg: [1, 1], max: 50,
    concentration: { perMl: 1, label: 'bicarbonato de sódio 8,4% (1 mEq/mL); lactente < 3 meses: diluir 1:1 em água destilada (4,2%, 0,5 mEq/mL — o dobro do volume)' },
    administration: 'Lento; lavar a via antes e depois (inativa catecolaminas, precipita com cálcio).',
    maxText: 'Máx. 50 mEq por dose (dose do adulto).', source: PALS, verification: 'K',
    localCheck: 'Máximo de 50 mEq é a dose do adulto (conferir protocolo local).',
  },
  magnesium_torsades: {
    label: 'Sulfato de magnésio (torsades de pointes, hipomagnesemia)', route: 'IV/IO', unit: 'mg', perKg: [25, 50], max: 2000,
    concentration: { perMl: 100, label: 'sulfato de magnésio 10% (100 mg/mL) — a ampola de 50% (500 mg/mL) diluída: 1 mL + 4 mL de SF 0,9%' },
    administration: 'Em bolus na PCR por torsades; com pulso, em 10–20 min.',
    maxText: 'Máx. 2.000 mg (2 g) por dose.', source: PALS, verification: 'S',
  },
  crystalloid_bolus: {
    label: 'Cristaloide isotônico em bolus (SF 0,9% ou Ringer lactato)', route: 'IV/IO', unit: 'mL', perKg: [10, 20],
    administration: 'Em 5–20 min; reavaliar após cada bolus (ERC 2021: 10 mL/kg; PALS 2020: 10–20 mL/kg); parar se sinais de sobrecarga.',
    maxText: 'Sem máximo por bolus na fonte; reavaliar após cada bolus (adulto: 500–1.000 mL).', source: PALS, verification: 'K',
  },
  adrenaline_neonatal_iv: {
    label: 'Adrenalina IV (veia umbilical) — reanimação neonatal', route: 'IV', unit: 'mg', perKg: [0.01, 0.03],
    concentration: { perMl: 0.1, label: 'adrenalina 0,1 mg/mL — diluir: 1 mL da ampola de 1 mg/mL + 9 mL de SF 0,9%' },
    administration: 'Se FC < 60 bpm após 60 s de massagem e VPP com O₂ 100%; repetir a cada 3–5 min; flush de 3 mL de SF 0,9%.',
    maxText: 'Faixa 0,01–0,03 mg/kg por dose (SBP 2022); sem máximo absoluto além da faixa.', source: SBP_NEO, verification: 'K',
  },
  adrenaline_neonatal_et: {
    label: 'Adrenalina endotraqueal — reanimação neonatal (uma vez, até o acesso IV)', route: 'ET', unit: 'mg', perKg: [0.05, 0.1],
    concentration: { perMl: 0.1, label: 'adrenalina 0,1 mg/mL — diluir: 1 mL da ampola de 1 mg/mL + 9 mL de SF 0,9%' },
    administration: 'Dose única pela cânula enquanto se obtém o cateter umbilical; não repetir por via traqueal.',
    maxText: 'Faixa 0,05–0,1 mg/kg (SBP 2022).', source: SBP_NEO, verification: 'K',
  },
  saline_neonatal: {
    label: 'SF 0,9% (expansor de volume, RN com suspeita de hipovolemia)', route: 'IV', unit: 'mL', perKg: [10, 10],
    administration: 'Em 5–10 min; pode repetir uma vez conforme a resposta.',
    maxText: '10 mL/kg por etapa (SBP 2022).', source: SBP_NEO, verification: 'K',
  },
  glucose_neonatal: {
    label: 'Glicose (hipoglicemia do RN)', route: 'IV', unit: 'g', perKg: [GLUCOSE_BOLUS.neonatalGPerKg, GLUCOSE_BOLUS.neonatalGPerKg],
    concentration: { perMl: 0.1, label: 'SG 10% (0,1 g/mL)' },
    administration: 'Em 1 min (2 mL/kg de SG 10%), seguido de infusão de glicose (VIG 4–6 mg/kg/min); reconferir a glicemia em 30 min.',
    maxText: '0,2 g/kg por bolus (2 mL/kg de SG 10%); nunca SG 25–50% no RN.', source: `${ADAMKIN}; SBP Departamento de Neonatologia`, verification: 'K',
  },
  // ── Venomous accidents (§17, §0): antivenom vials are not by weight (same for children and adults)
  bothropic_mild: { label: 'Soro antibotrópico (SAB) — leve', route: 'IV', unit: 'ampolas', fixed: [2, 4], administration: 'IV, sem diluir ou diluído; sem teste cutâneo.', maxText: '2–4 ampolas (em período de desabastecimento: 3).', source: VENOM, verification: 'K' },
  bothropic_moderate: { label: 'Soro antibotrópico (SAB) — moderado', route: 'IV', unit: 'ampolas', fixed: [4, 8], administration: 'IV, sem diluir ou diluído; sem teste cutâneo.', maxText: '4–8 ampolas (em período de desabastecimento: 6).', source: VENOM, verification: 'K' },
  bothropic_severe: { label: 'Soro antibotrópico (SAB) — grave', route: 'IV', unit: 'ampolas', fixed: [12, 12], administration: 'IV, sem diluir ou diluído; sem teste cutâneo.', maxText: '12 ampolas (em período de desabastecimento: 8–12).', source: VENOM, verification: 'K' },
  crotalic_mild: { label: 'Soro anticrotálico (SAC) — leve', route: 'IV', unit: 'ampolas', fixed: [5, 5], administration: 'IV; sem teste cutâneo.', maxText: '5 ampolas.', source: VENOM, verification: 'K' },
  crotalic_moderate: { label: 'Soro anticrotálico (SAC) — moderado', route: 'IV', unit: 'ampolas', fixed: [10, 10], administration: 'IV; sem teste cutâneo.', maxText: '10 ampolas.', source: VENOM, verification: 'K' },
  crotalic_severe: { label: 'Soro anticrotálico (SAC) — grave', route: 'IV', unit: 'ampolas', fixed: [20, 20], administration: 'IV; sem teste cutâneo.', maxText: '20 ampolas.', source: VENOM, verification: 'K' },
  elapidic: { label: 'Soro antielapídico (SAE)', route: 'IV', unit: 'ampolas', fixed: [10, 10], administration: 'IV; sem teste cutâneo.', maxText: '10 ampolas (em desabastecimento: moderado 5, grave 10 [S]).', source: VENOM, verification: 'K' },
  scorpion_moderate: { label: 'Soro antiescorpiônico (SAEEs) ou antiaracnídico (SAAr) — moderado', route: 'IV', unit: 'ampolas', fixed: [2, 3], administration: 'IV; sem teste cutâneo.', maxText: '2–3 ampolas.', source: VENOM, verification: 'U', localCheck: SCORPION_PCDT_CHECK },
  scorpion_severe: { label: 'Soro antiescorpiônico (SAEEs) ou antiaracnídico (SAAr) — grave', route: 'IV', unit: 'ampolas', fixed: [4, 6], administration: 'IV; sem teste cutâneo.', maxText: '4–6 ampolas.', source: VENOM, verification: 'U', localCheck: SCORPION_PCDT_CHECK },
  phoneutria_moderate: { label: 'Soro antiaracnídico (SAAr) — moderado', route: 'IV', unit: 'ampolas', fixed: [2, 4], administration: 'IV; sem teste cutâneo.', maxText: '2–4 ampolas.', source: VENOM, verification: 'K' },
  phoneutria_severe: { label: 'Soro antiaracnídico (SAAr) — grave', route: 'IV', unit: 'ampolas', fixed: [5, 10], administration: 'IV; sem teste cutâneo.', maxText: '5–10 ampolas.', source: VENOM, verification: 'K' },
  loxoscelic_moderate: { label: 'Soro antiaracnídico (SAAr) ou antiloxoscélico (SALox) — moderado', route: 'IV', unit: 'ampolas', fixed: [5, 5], administration: 'IV; sem teste cutâneo.', maxText: '5 ampolas.', source: VENOM, verification: 'K' },
  loxoscelic_severe: { label: 'Soro antiaracnídico (SAAr) ou antiloxoscélico (SALox) — grave', route: 'IV', unit: 'ampolas', fixed: [10, 10], administration: 'IV; sem teste cutâneo.', maxText: '10 ampolas.', source: VENOM, verification: 'K' },
  prednisone_loxoscelic: {
    label: 'Prednisona VO (forma cutânea)', route: 'VO', unit: 'mg', perKg: [1, 1], max: 40,
    administration: '1 vez ao dia por 5 dias.', maxText: 'Máx. 40 mg/dia.', source: VENOM, verification: 'K',
  },
} as const satisfies Record<string, EmergencyDoseRule>;

export type EmergencyDoseId = keyof typeof EMERGENCY_DOSE_RULES;

export interface EmergencyPatient { weightKg?: number | null; ageMonths?: number | null }

function needWeight(p: EmergencyPatient, label: string): number {
  if (p.weightKg === undefined || p.weightKg === null) {
    throw new ClinicalInputError(`Peso (kg): informe o peso do paciente para calcular ${label}.`, 'weightKg');
  }
  return requireWeightKg(p.weightKg);
}
function needAge(p: EmergencyPatient, label: string): number {
  if (p.ageMonths === undefined || p.ageMonths === null) {
    throw new ClinicalInputError(`Idade: informe a idade do paciente para calcular ${label}.`, 'ageMonths');
  }
  return requireAgeMonths(p.ageMonths);
}

function inBand(w: number, b: WeightBand): boolean {
  return w >= b.fromKg && (b.toKg === null || (b.toInclusive ? w <= b.toKg : w < b.toKg));
}
/** The bands are tested in order: a weight on a `toInclusive` edge belongs to the band that ends there. */
function findBand(w: number, bands: readonly WeightBand[]): WeightBand | undefined {
  return bands.find((b) => inBand(w, b));
}

function usesWeight(r: EmergencyDoseRule): boolean {
  return Boolean(r.perKg || r.bands);
}
function usesAge(r: EmergencyDoseRule): boolean {
  return Boolean(r.maxByAge || r.notForAge || r.ageBands || r.perKgByAge);
}

/**
 * One emergency dose for a patient (rules: EMERGENCY_DOSE_RULES). Weight is required by per-kg and
 * weight-band rules, age by age-dependent maximums, bands or exclusions; out of range → ClinicalInputError.
 * Amounts unrounded (`clean`), `capped` when a maximum lowered min or max, volume = amount ÷ concentration.
 */
export function emergencyDose(id: EmergencyDoseId, p: EmergencyPatient): EmergencyDoseLine {
  const r: EmergencyDoseRule = EMERGENCY_DOSE_RULES[id];
  if (!r) throw new ClinicalInputError(`Dose desconhecida: ${String(id)}.`, 'id');
  const w = usesWeight(r) ? needWeight(p, r.label) : null;
  const age = usesAge(r) ? needAge(p, r.label) : null;
  const base: EmergencyDoseLine = {
    id, label: r.label, route: r.route, unit: r.unit, dose: null, capped: false, raisedToMin: false, appliedMax: null,
    volumeMl: null, concentrationLabel: r.concentration?.label ?? null, minMinutes: null, rateGoverning: null, rateText: null,
    administration: r.administration, maxText: r.maxText, notIndicated: null, source: r.source,
    verification: r.verification, localCheck: r.localCheck ?? null,
  };
  const excluded = age === null ? undefined : r.notForAge?.find((x) => age >= x.fromMonths && age < x.toMonths);
  if (excluded) return { ...base, notIndicated: excluded.message };

  let raw: [number, number];
  if (r.fixed) raw = [r.fixed[0], r.fixed[1]];
  else if (r.ageBands) {
    const band = r.ageBands.find((b) => b.belowMonths === null || age! < b.belowMonths)!;
    raw = [band.amount[0], band.amount[1]];
  } else if (r.bands) {
    const band = findBand(w!, r.bands);
    if (!band) throw new ClinicalInputError(`${r.label}: peso de ${ptNumber(w!)} kg fora das faixas da regra.`, 'weightKg');
    if (band.notIndicated) return { ...base, notIndicated: band.notIndicated };
    raw = band.amount ? [band.amount[0], band.amount[1]] : [w! * band.perKg![0], w! * band.perKg![1]];
  } else {
    const perKg = (age !== null ? r.perKgByAge?.find((b) => age < b.belowMonths)?.perKg : undefined) ?? r.perKg!;
    raw = [w! * perKg[0], w! * perKg[1]];
  }

  const appliedMax = (age !== null ? r.maxByAge?.find((m) => age < m.belowMonths)?.max : undefined) ?? r.max ?? null;
  let capped = false;
  let raisedToMin = false;
  const limit = (v: number): number => {
    let x = v;
    if (r.minDose !== undefined && x < r.minDose) { x = r.minDose; raisedToMin = true; }
    if (appliedMax !== null && x > appliedMax) { x = appliedMax; capped = true; }
    return clean(x);
  };
  const dose = { min: limit(raw[0]), max: limit(raw[1]) };
  const volumeMl = r.concentration ? { min: clean(dose.min / r.concentration.perMl), max: clean(dose.max / r.concentration.perMl) } : null;
  let minMinutes: EmergencyDoseLine['minMinutes'] = null;
  let rateGoverning: EmergencyDoseLine['rateGoverning'] = null;
  if (r.rate) {
    const limit = INFUSION_RATE_LIMITS[r.rate];
    if (w === null || !limitFitsUnit(limit, r.unit)) throw new ClinicalInputError(`${r.label}: limite de velocidade incompatível com a regra.`, 'rate');
    const lo = infusionLimit(dose.min, w, limit);
    const hi = infusionLimit(dose.max, w, limit);
    minMinutes = { min: roundUpMinutes(lo.minMinutes), max: roundUpMinutes(hi.minMinutes) };
    rateGoverning = hi.governing;
  }
  return { ...base, dose, capped, raisedToMin, appliedMax, volumeMl, minMinutes, rateGoverning, rateText: r.rate ? rateLimitText(INFUSION_RATE_LIMITS[r.rate]) : null };
}

// ─────────────────────────────────────────────── DKA fluid plan and potassium (§14, §0)

export const DKA_POTASSIUM_EXPANSION_MMOL_L = 20;
export const DKA_POTASSIUM_REPLACEMENT_MMOL_L = 40;
export const DKA_POTASSIUM_CEILING_MMOL_KG_H = 0.5;

export interface DkaFluidPlan {
  deficitPercent: number; hours: number;
  deficitMl: number;
  /** Holliday–Segar 4-2-1, mL/h (≤ 100) */
  maintenanceMlPerHour: number;
  /** deficit ÷ hours + maintenance */
  rateMlPerHour: number;
  /** potassium delivered at 40 mmol/L at that rate */
  potassiumMmolPerHour: number;
  /** 0,5 mmol/kg/h for this child */
  potassiumCeilingMmolPerHour: number;
  exceedsCeiling: boolean;
  /** the highest infusate concentration that keeps the ceiling at this rate */
  maxPotassiumMmolPerL: number;
}

/**
 * ISPAD 2022 fluid plan after the initial expansion: deficit (5–10 % of body weight) replaced evenly over
 * 24–48 h plus maintenance (Holliday–Segar 4-2-1, ≤ 100 mL/h); potassium 40 mmol/L in this fluid
 * (20 mmol/L in a rapid expansion), never above 0,5 mmol/kg/h — computed for the child (reference.md §14, §0) [K].
 */
export function dkaFluidPlan(p: { weightKg: number; deficitPercent: number; hours: number }): DkaFluidPlan {
  const w = requireWeightKg(p?.weightKg);
  const d = p?.deficitPercent;
  if (typeof d !== 'number' || !Number.isFinite(d) || d < 5 || d > 10) {
    throw new ClinicalInputError('Déficit estimado: informe um valor entre 5 e 10% do peso (ISPAD 2022).', 'deficitPercent');
  }
  const h = p?.hours;
  if (typeof h !== 'number' || !Number.isFinite(h) || h < 24 || h > 48) {
    throw new ClinicalInputError('Tempo de reposição: informe um valor entre 24 e 48 h (ISPAD 2022).', 'hours');
  }
  const deficitMl = clean(w * d * 10);
  const maintenanceMlPerHour = maintenanceFluids(w).mlPerHour;
  const rate = clean(deficitMl / h + maintenanceMlPerHour);
  const k = clean((rate / 1000) * DKA_POTASSIUM_REPLACEMENT_MMOL_L);
  const ceiling = clean(DKA_POTASSIUM_CEILING_MMOL_KG_H * w);
  return {
    deficitPercent: d, hours: h, deficitMl, maintenanceMlPerHour, rateMlPerHour: rate,
    potassiumMmolPerHour: k, potassiumCeilingMmolPerHour: ceiling, exceedsCeiling: k > ceiling,
    maxPotassiumMmolPerL: clean((ceiling / rate) * 1000),
  };
}

/** Potassium in the rapid initial expansion (20 mmol/L, ISPAD 2022 via reference.md §0): mmol in the bolus volume. */
export function dkaExpansionPotassiumMmol(bolusMl: number): number {
  if (typeof bolusMl !== 'number' || !Number.isFinite(bolusMl) || bolusMl < 0) {
    throw new ClinicalInputError('Volume da expansão: informe um número maior ou igual a 0 mL.', 'bolusMl');
  }
  return clean((bolusMl / 1000) * DKA_POTASSIUM_EXPANSION_MMOL_L);
}

/** Holliday–Segar maintenance as a flowchart line (mL/h, 4-2-1, ≤ 100 mL/h) — `maintenanceFluids` of the core. */
export function maintenanceLine(weightKg: number, source: string): EmergencyDoseLine {
  const m = maintenanceFluids(weightKg);
  return {
    id: 'maintenance', label: 'Manutenção (Holliday–Segar, regra 4-2-1)', route: 'IV', unit: 'mL/h',
    dose: { min: m.mlPerHour, max: m.mlPerHour }, capped: maintenanceFluidsCapped(weightKg).hour, raisedToMin: false,
    appliedMax: 100, volumeMl: null, concentrationLabel: null, minMinutes: null, rateGoverning: null, rateText: null,
    administration: `Equivale a ${ptNumber(m.mlPerDay)} mL/dia pela regra 100/50/20.`, maxText: 'Máx. 100 mL/h (2.400 mL/dia).',
    notIndicated: null, source, verification: 'K', localCheck: null,
  };
}

/**
 * Poisonings: antidote doses (`poisoningDoses`) and the nine entries' data.
 *
 * Values: spec part 2 §3 table, corrected by the independent clinical review (contract §3 and
 * shared/clinical/reference.md §0). Sources per agent in `POISONING_AGENTS[agent].source`.
 */
import { ClinicalInputError, clean, ptNumber, requireAgeYears, requireWeightKg } from './errors';

export type PoisoningId = 'benzodiazepines' | 'opioids' | 'anticholinergics' | 'sympathomimetics'
  | 'cholinergics' | 'methemoglobinemia' | 'paracetamol' | 'tricyclic_antidepressants' | 'beta_blockers';

export const POISONING_IDS: readonly PoisoningId[] = ['benzodiazepines', 'opioids', 'anticholinergics', 'sympathomimetics',
  'cholinergics', 'methemoglobinemia', 'paracetamol', 'tricyclic_antidepressants', 'beta_blockers'];

export type PoisoningAgent = 'flumazenil' | 'naloxone' | 'physostigmine' | 'atropine' | 'pralidoxime' | 'methylene_blue'
  | 'acetylcysteine' | 'sodium_bicarbonate' | 'glucagon' | 'midazolam';

export type PoisoningRoute = 'IV' | 'IM' | 'IN' | 'VO';
export type PoisoningDoseKind = 'initial' | 'cumulative_max' | 'loading' | 'maintenance' | 'step';

export interface PoisoningDoseLine {
  agent: string; route: PoisoningRoute; kind: PoisoningDoseKind;
  step?: number; minutes?: number; amount: number; unit: 'mg' | 'mEq'; capped: boolean;
}

export const POISONING_ROUTE_LABELS: Record<PoisoningRoute, string> = { IV: 'Intravenosa (IV)', IM: 'Intramuscular (IM)', IN: 'Intranasal (IN)', VO: 'Via oral (VO)' };
export const POISONING_KIND_LABELS: Record<PoisoningDoseKind, string> = {
  initial: 'Dose inicial', cumulative_max: 'Dose máxima cumulativa', loading: 'Dose de ataque', maintenance: 'Manutenção', step: 'Etapa',
};

export interface Concentration { label: string; perMl: number; unit: 'mg' | 'mEq'; default: boolean }

export interface PoisoningAgentInfo {
  label: string;
  concentrations: readonly Concentration[];
  /** how and when to repeat */
  repeatRule: string;
  /** key contraindication(s) shown with every line */
  contraindications: string;
  /** infusion rate / administration speed, where there is one */
  administration: string;
  source: string;
  /** reference.md verification tag of the values: V, S, K or U */
  verification: 'V' | 'S' | 'K' | 'U';
  /** units of maintenance lines when they are hourly (infusions) */
  maintenancePer?: 'hour' | 'dose';
}

export const POISONING_AGENTS: Record<PoisoningAgent, PoisoningAgentInfo> = {
  flumazenil: {
    label: 'Flumazenil',
    concentrations: [{ label: 'Flumazenil 0,1 mg/mL (ampola 0,5 mg/5 mL)', perMl: 0.1, unit: 'mg', default: true }],
    repeatRule: 'Pode repetir 0,01 mg/kg (máx. 0,2 mg) a cada 1 min até a dose cumulativa máxima (0,05 mg/kg ou 1 mg, o que for menor).',
    contraindications: 'Somente acima de 1 ano. Contraindicado na coingestão de tricíclicos ou de pró-convulsivantes, no uso crônico de benzodiazepínico e em epilepsia/convulsões (risco de convulsão refratária).',
    administration: 'IV em 15 s.',
    source: 'Bula do flumazenil (Romazicon/Lanexat, uso pediátrico ≥ 1 ano); spec parte 2 §3; reference.md §0.',
    verification: 'K',
  },
  naloxone: {
    label: 'Naloxona',
    concentrations: [
      { label: 'Naloxona 0,4 mg/mL (ampola 1 mL)', perMl: 0.4, unit: 'mg', default: true },
      { label: 'Naloxona spray nasal 4 mg/0,1 mL (dose fixa)', perMl: 40, unit: 'mg', default: false },
    ],
    repeatRule: 'Repetir a cada 2–3 min conforme resposta; considerar infusão contínua (2/3 da dose eficaz por hora) se a reintoxicação persistir. Regime de doses baixas (0,001–0,01 mg/kg, reversão parcial) apenas em dependentes crônicos ou analgesia — não no envenenamento com apneia.',
    contraindications: 'Pode precipitar abstinência aguda em usuários crônicos de opioides e em recém-nascidos de mães dependentes.',
    administration: 'IV/IO (também IM ou SC se sem acesso); spray nasal 4 mg em uma narina.',
    source: 'AAP/PALS; Lexicomp "opioid intoxication, full reversal": 0,1 mg/kg até 2 mg (contract §3, reference.md §0).',
    verification: 'K',
  },
  physostigmine: {
    label: 'Fisostigmina',
    concentrations: [{ label: 'Fisostigmina 1 mg/mL (importação; conferir disponibilidade)', perMl: 1, unit: 'mg', default: true }],
    repeatRule: 'Repetir a cada 5–10 min se necessário; dose total pediátrica (< 12 anos) até 2 mg.',
    contraindications: 'Contraindicada com QRS > 100 ms ou suspeita de tricíclicos; cautela em asma e obstrução intestinal/urinária. Ter atropina à mão.',
    administration: 'IV lenta: no máximo 0,5 mg/min em crianças, 1 mg/min em adolescentes, com monitorização cardíaca.',
    source: 'Spec parte 2 §3; revisão clínica (contract §3, reference.md §0).',
    verification: 'K',
  },
  atropine: {
    label: 'Atropina',
    concentrations: [
      { label: 'Atropina 0,25 mg/mL (ampola 1 mL)', perMl: 0.25, unit: 'mg', default: true },
      { label: 'Atropina 0,5 mg/mL', perMl: 0.5, unit: 'mg', default: false },
      { label: 'Atropina 1 mg/mL', perMl: 1, unit: 'mg', default: false },
    ],
    repeatRule: 'Dobrar a dose a cada 5 min até a atropinização (ausculta pulmonar limpa/secreções secas, FC > 80, PAS > 80 mmHg). Não há dose máxima cumulativa — o limite de 5 mg vale só para a primeira dose.',
    contraindications: 'Nenhuma absoluta no envenenamento colinérgico grave. Taquicardia não contraindica.',
    administration: 'IV em bolus; depois infusão contínua ajustada para manter a atropinização.',
    source: 'Spec parte 2 §3; revisão clínica (contract §3, reference.md §0); Eddleston M et al. Lancet 2008;371:597-607.',
    verification: 'K',
  },
  pralidoxime: {
    label: 'Pralidoxima',
    concentrations: [{ label: 'Pralidoxima — conferir apresentação disponível (ex.: 200 mg/10 mL = 20 mg/mL)', perMl: 20, unit: 'mg', default: true }],
    repeatRule: 'Ataque em 30 min, seguido de infusão contínua enquanto houver sinais de intoxicação por organofosforado.',
    contraindications: 'Não indicada em intoxicação por carbamato isolado sem gravidade. Infusão rápida: laringoespasmo, rigidez muscular.',
    administration: 'Ataque 30 mg/kg IV em 30 min (máx. 2 g); manutenção 8 mg/kg/h (conferir protocolo local; faixa pediátrica usual 10–20 mg/kg/h).',
    source: 'WHO/Eddleston M et al. Lancet 2008;371:597-607 (30 mg/kg, então 8 mg/kg/h); reference.md §0 pede ataque + infusão citados.',
    verification: 'U',
    maintenancePer: 'hour',
  },
  methylene_blue: {
    label: 'Azul de metileno',
    concentrations: [{ label: 'Azul de metileno 1% (10 mg/mL)', perMl: 10, unit: 'mg', default: true }],
    repeatRule: '1–2 mg/kg IV em 5 min; repetir após 30–60 min se a metemoglobina continuar elevada; dose total máxima 7 mg/kg.',
    contraindications: 'Não usar na deficiência de G6PD (hemólise, ineficaz) nem com fármacos serotoninérgicos (síndrome serotoninérgica).',
    administration: 'IV em 5 min.',
    source: 'BNF for Children (BNFc), methylthioninium chloride; reference.md §0.',
    verification: 'K',
  },
  acetylcysteine: {
    label: 'N-acetilcisteína',
    concentrations: [
      { label: 'Acetilcisteína injetável 100 mg/mL (ampola 300 mg/3 mL)', perMl: 100, unit: 'mg', default: true },
      { label: 'Acetilcisteína 200 mg/mL (20%)', perMl: 200, unit: 'mg', default: false },
    ],
    repeatRule: 'IV 21 h: 150 mg/kg em 1 h, 50 mg/kg em 4 h, 100 mg/kg em 16 h. VO 72 h: 140 mg/kg, depois 70 mg/kg a cada 4 h por 17 doses. Peso de cálculo no máximo 100 kg.',
    contraindications: 'Reação anafilactoide (principalmente na 1ª etapa): interromper, tratar e reiniciar em velocidade menor.',
    administration: 'Diluir em SG 5% (ou SF 0,45%/AD) com os volumes da bula por peso (≤ 40 kg) para evitar sobrecarga hídrica e hiponatremia.',
    source: 'Bula Acetadote (FDA): esquema de 3 bolsas e volumes de diluente por peso; spec parte 2 §3; contract §3.',
    verification: 'K',
    maintenancePer: 'dose',
  },
  sodium_bicarbonate: {
    label: 'Bicarbonato de sódio',
    concentrations: [
      { label: 'Bicarbonato de sódio 8,4% (1 mEq/mL)', perMl: 1, unit: 'mEq', default: true },
      { label: 'Bicarbonato de sódio 10% (1,19 mEq/mL)', perMl: 1.19, unit: 'mEq', default: false },
    ],
    repeatRule: '1–2 mEq/kg em bolus; repetir até QRS < 100 ms e pH arterial 7,45–7,55.',
    contraindications: 'Monitorar sódio, potássio e pH; evitar pH > 7,55. Em lactentes preferir a solução a 4,2% (diluir 1:1).',
    administration: 'IV em bolus (1–2 min) com monitorização do ECG.',
    source: 'Spec parte 2 §3 (1,5 mEq/kg); revisão clínica (reference.md §0: 1–2 mEq/kg, repetir até QRS < 100 ms / pH 7,45–7,55).',
    verification: 'K',
  },
  glucagon: {
    label: 'Glucagon',
    concentrations: [{ label: 'Glucagon 1 mg/mL (frasco 1 mg após reconstituição)', perMl: 1, unit: 'mg', default: true }],
    repeatRule: 'Bolus 0,07 mg/kg (máx. 10 mg) em 1–2 min; se houver resposta, infusão da dose eficaz por hora (0,07 mg/kg/h, máx. 10 mg/h).',
    contraindications: 'Vômitos frequentes (proteger via aérea); feocromocitoma; hiperglicemia e hipocalemia — monitorar.',
    administration: 'IV em 1–2 min; infusão contínua em SG 5%.',
    source: 'Spec parte 2 §3 (0,07 mg/kg); reference.md §0 (máx. 10 mg e infusão); Goldfrank\'s Toxicologic Emergencies, 11ª ed., antídoto glucagon.',
    verification: 'K',
    maintenancePer: 'hour',
  },
  midazolam: {
    label: 'Midazolam',
    concentrations: [
      { label: 'Midazolam 5 mg/mL', perMl: 5, unit: 'mg', default: true },
      { label: 'Midazolam 1 mg/mL', perMl: 1, unit: 'mg', default: false },
    ],
    repeatRule: 'Titular a cada 5–10 min até controle da agitação/convulsão; monitorar a respiração.',
    contraindications: 'Depressão respiratória, especialmente com outros depressores do SNC.',
    administration: 'IV lenta em 2–3 min; IM no vasto lateral quando não houver acesso.',
    source: 'Benzodiazepínico tituláveis na toxíndrome simpaticomimética (Goldfrank\'s Toxicologic Emergencies, 11ª ed.); IM 0,2 mg/kg (reference.md §0/§16) — conferir protocolo local.',
    verification: 'U',
  },
};

export const POISONING_AGENT_LABELS: Record<PoisoningAgent, string> = Object.fromEntries(
  Object.entries(POISONING_AGENTS).map(([k, v]) => [k, v.label]),
) as Record<PoisoningAgent, string>;

/** mL to draw for an amount at a concentration (amount ÷ per-mL), unrounded. */
export function doseVolumeMl(amount: number, perMl: number): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new ClinicalInputError('Dose: informe um número maior ou igual a 0.', 'amount');
  }
  if (typeof perMl !== 'number' || !Number.isFinite(perMl) || perMl <= 0) {
    throw new ClinicalInputError('Concentração: informe um número maior que 0 (por mL).', 'perMl');
  }
  return clean(amount / perMl);
}

/** A dose line with its volume at the agent's default concentration. */
export function poisoningLineVolumeMl(line: PoisoningDoseLine): { ml: number; concentration: Concentration } | null {
  const info = POISONING_AGENTS[line.agent as PoisoningAgent];
  const conc = info?.concentrations.find((c) => c.default);
  if (!conc || conc.unit !== line.unit) return null;
  return { ml: doseVolumeMl(line.amount, conc.perMl), concentration: conc };
}

/**
 * Acetylcysteine IV diluent volume per bag (mL) by weight — Acetadote label (FDA), three-bag regimen:
 * ≤ 20 kg 3/7/14 mL/kg; 21–40 kg 100/250/500 mL; > 40 kg 200/500/1000 mL. Contract §3: shown with each step.
 */
export function acetylcysteineDiluentMl(weightKg: number): [number, number, number] {
  const w = requireWeightKg(weightKg);
  if (w <= 20) return [clean(3 * w), clean(7 * w), clean(14 * w)];
  if (w <= 40) return [100, 250, 500];
  return [200, 500, 1000];
}

function perKg(agent: PoisoningAgent, route: PoisoningRoute, kind: PoisoningDoseKind, w: number, mgPerKg: number, max: number | null, unit: 'mg' | 'mEq' = 'mg'): PoisoningDoseLine {
  const raw = w * mgPerKg;
  const capped = max !== null && raw > max;
  return { agent, route, kind, amount: capped ? max : raw, unit, capped };
}

/** Minimum age (years) of an entry's antidote, when the source restricts it. */
export const POISONING_MIN_AGE_YEARS: Partial<Record<PoisoningId, number>> = { benzodiazepines: 1 };

/**
 * Antidote dose lines for a patient (contract §3): flumazenil IV initial 0.01 mg/kg ≤ 0.2 mg and
 * cumulative 0.05 mg/kg ≤ 1 mg (≥ 1 year only); naloxone IV 0.1 mg/kg ≤ 2 mg, IN 4 mg; physostigmine IV
 * 0.02 mg/kg ≤ 0.5 mg under 12 years (cumulative 2 mg) else ≤ 2 mg; atropine IV 0.05 mg/kg ≤ 5 mg (initial
 * only) + pralidoxime 30 mg/kg ≤ 2 g in 30 min then 8 mg/kg/h [U]; methylene blue 1 mg/kg in 5 min,
 * cumulative 7 mg/kg; acetylcysteine (dosing weight ≤ 100 kg) IV 150/50/100 mg/kg over 60/240/960 min and
 * VO 140 then 70 mg/kg; sodium bicarbonate 1.5 mEq/kg; glucagon 0.07 mg/kg ≤ 10 mg then 0.07 mg/kg/h ≤ 10 mg/h;
 * sympathomimetics: midazolam IV 0.1 mg/kg ≤ 5 mg, IM 0.2 mg/kg ≤ 10 mg [U]. Amounts unrounded.
 * Maintenance lines of infusions (pralidoxime, glucagon) are per hour (see POISONING_AGENTS.maintenancePer).
 */
export function poisoningDoses(entry: PoisoningId, p: { weightKg: number; ageYears: number }): PoisoningDoseLine[] {
  if (!POISONING_IDS.includes(entry)) {
    throw new ClinicalInputError(`Intoxicação desconhecida (${String(entry)}); aceitas: ${POISONING_IDS.join(', ')}.`, 'entry');
  }
  const w = requireWeightKg(p?.weightKg);
  const age = requireAgeYears(p?.ageYears);
  switch (entry) {
    case 'benzodiazepines': {
      if (age < 1) {
        throw new ClinicalInputError(`Idade (anos): flumazenil só é indicado a partir de 1 ano; aceito de 1 a 18 anos (recebido: ${ptNumber(age)}).`, 'ageYears');
      }
      return [
        perKg('flumazenil', 'IV', 'initial', w, 0.01, 0.2),
        perKg('flumazenil', 'IV', 'cumulative_max', w, 0.05, 1),
      ];
    }
    case 'opioids':
      return [
        perKg('naloxone', 'IV', 'initial', w, 0.1, 2),
        { agent: 'naloxone', route: 'IN', kind: 'initial', amount: 4, unit: 'mg', capped: false },
      ];
    case 'anticholinergics':
      if (age < 12) {
        return [
          perKg('physostigmine', 'IV', 'initial', w, 0.02, 0.5),
          { agent: 'physostigmine', route: 'IV', kind: 'cumulative_max', amount: 2, unit: 'mg', capped: false },
        ];
      }
      return [perKg('physostigmine', 'IV', 'initial', w, 0.02, 2)];
    case 'sympathomimetics':
      return [
        perKg('midazolam', 'IV', 'initial', w, 0.1, 5),
        perKg('midazolam', 'IM', 'initial', w, 0.2, 10),
      ];
    case 'cholinergics':
      return [
        perKg('atropine', 'IV', 'initial', w, 0.05, 5),
        { ...perKg('pralidoxime', 'IV', 'loading', w, 30, 2000), minutes: 30 },
        perKg('pralidoxime', 'IV', 'maintenance', w, 8, null),
      ];
    case 'methemoglobinemia':
      return [
        { ...perKg('methylene_blue', 'IV', 'initial', w, 1, null), minutes: 5 },
        perKg('methylene_blue', 'IV', 'cumulative_max', w, 7, null),
      ];
    case 'paracetamol': {
      const capped = w > 100;
      const dw = Math.min(w, 100);
      const mg = (perKgMg: number) => dw * perKgMg;
      return [
        { agent: 'acetylcysteine', route: 'IV', kind: 'step', step: 1, minutes: 60, amount: mg(150), unit: 'mg', capped },
        { agent: 'acetylcysteine', route: 'IV', kind: 'step', step: 2, minutes: 240, amount: mg(50), unit: 'mg', capped },
        { agent: 'acetylcysteine', route: 'IV', kind: 'step', step: 3, minutes: 960, amount: mg(100), unit: 'mg', capped },
        { agent: 'acetylcysteine', route: 'VO', kind: 'loading', amount: mg(140), unit: 'mg', capped },
        { agent: 'acetylcysteine', route: 'VO', kind: 'maintenance', amount: mg(70), unit: 'mg', capped },
      ];
    }
    case 'tricyclic_antidepressants':
      return [perKg('sodium_bicarbonate', 'IV', 'initial', w, 1.5, null, 'mEq')];
    case 'beta_blockers':
      return [
        perKg('glucagon', 'IV', 'initial', w, 0.07, 10),
        perKg('glucagon', 'IV', 'maintenance', w, 0.07, 10),
      ];
  }
}

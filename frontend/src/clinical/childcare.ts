/**
 * Childcare (puericultura): corrected age for preterms and the routine supplementation rules (iron,
 * vitamin D, vitamin A) for a child, each with its source. Pure: ages come in as days, no clock.
 *
 * Sources (each rule also carries its own `source` string shown on screen):
 * - Corrected age: SBP, Departamento de Neonatologia. *Seguimento ambulatorial do prematuro de risco*,
 *   1ª ed., 2012, cap. "Crescimento" (idade corrigida = idade cronológica − (40 − IG ao nascer) semanas,
 *   usada até 2 anos de idade cronológica para < 37 semanas); issue 16 (corrected age until 24 months).
 * - Iron: SBP, Departamentos Científicos de Nutrologia e Hematologia. *Consenso sobre anemia ferropriva —
 *   Atualização: destaques 2021* (Diretrizes nº 2, jun. 2018, atualizado 26/08/2021), prevenção [S — read
 *   in secondary transcriptions, not re-checked in the PDF].
 * - Vitamin D: SBP, update of November 2024 (< 1 year 400 UI/dia, 1–18 years 600 UI/dia) [S — from
 *   secondary reports]; maximum = tolerable upper intake level, Institute of Medicine, *Dietary Reference
 *   Intakes for Calcium and Vitamin D*, 2011, tabela S-1 [K].
 * - Vitamin A: Brasil, Ministério da Saúde. *Manual de condutas gerais do Programa Nacional de
 *   Suplementação de Vitamina A*, Brasília 2013, quadro 1 [K].
 * The project's reference (shared/clinical/reference.md, §0 corrections of 2026-11-25 and §18) has no
 * iron, vitamin D or vitamin A rule — §18 covers the vaccine calendars and the milestones only — so
 * nothing there confirms these numbers: the [S] tags stay until someone checks the PDFs above.
 */
import { ClinicalInputError, PATIENT_LIMITS, ptNumber, requireInRange } from './errors';
import type { Verification } from './caveats';

/** Days in 24 months (WHO 30.4375 days per month), the end of age correction. */
export const CORRECTION_END_DAYS = 730.5;
/** Term: 37 weeks (259 days) at birth; below it the child is preterm. */
export const TERM_DAYS = 37 * 7;
/** 40 weeks, the term the correction counts from. */
const FULL_TERM_DAYS = 40 * 7;

export interface CorrectedAge {
  chronologicalDays: number;
  /** Chronological minus (40 weeks − gestational age); null when no correction applies. */
  correctedDays: number | null;
  /** Why (or why not) the correction is used, in Portuguese. */
  note: string;
}

function requireGestation(weeks: number, extraDays: number): number {
  requireInRange(weeks, 'gestationalWeeks', 'Idade gestacional (semanas)', 22, 44, 'semanas');
  requireInRange(extraDays, 'gestationalDays', 'Idade gestacional (dias além das semanas)', 0, 6, 'dias');
  if (!Number.isInteger(weeks) || !Number.isInteger(extraDays)) {
    throw new ClinicalInputError('Idade gestacional: informe semanas e dias inteiros.', 'gestationalWeeks');
  }
  return weeks * 7 + extraDays;
}

/**
 * Corrected age (SBP 2012, seguimento do prematuro): for a child born before 37 weeks, age − (40 weeks −
 * gestational age), used until 24 months of chronological age; at term or after 24 months, none.
 * A negative corrected age means the child has not reached 40 weeks post-menstrual age yet.
 */
export function correctedAge(args: { ageDays: number; gestationalWeeks?: number; gestationalDays?: number }): CorrectedAge {
  const ageDays = requireInRange(args.ageDays, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias');
  if (args.gestationalWeeks === undefined) {
    return { chronologicalDays: ageDays, correctedDays: null, note: 'Idade gestacional não informada: usada a idade cronológica.' };
  }
  const ga = requireGestation(args.gestationalWeeks, args.gestationalDays ?? 0);
  if (ga >= TERM_DAYS) return { chronologicalDays: ageDays, correctedDays: null, note: 'Nascido a termo (≥ 37 semanas): idade cronológica.' };
  if (ageDays >= CORRECTION_END_DAYS) {
    return { chronologicalDays: ageDays, correctedDays: null, note: 'Prematuro com 24 meses ou mais de idade cronológica: idade cronológica (a correção vai até 2 anos).' };
  }
  const corrected = ageDays - (FULL_TERM_DAYS - ga);
  return {
    chronologicalDays: ageDays,
    correctedDays: corrected,
    note: corrected < 0
      ? `Prematuro (${ptNumber(Math.floor(ga / 7))} semanas e ${ga % 7} dias): ainda não atingiu 40 semanas de idade pós-menstrual; as curvas da OMS começam no termo.`
      : `Prematuro (${ptNumber(Math.floor(ga / 7))} semanas e ${ga % 7} dias): idade corrigida até 24 meses de idade cronológica.`,
  };
}

export interface SupplementDose {
  /** e.g. 'Ferro elementar' */
  nutrient: string;
  /** Amount per administration, in `unit`; null when the rule gives no dose for this child now. */
  amount: number | null;
  unit: 'mg/dia' | 'UI/dia' | 'UI';
  /** The per-kg rate when the dose is weight-based (mg/kg/dia). */
  perKg: number | null;
  /** Maximum, in `unit`, with what it means. */
  maximum: string;
  /** How often: "1 vez ao dia", "dose única", "a cada 6 meses". */
  interval: string;
  /** The band the child is in, as the rule states it. */
  band: string;
  /** 'indicado' now; 'ainda_nao' (starts later, `startsAtDays`); 'nao_indicado' in this band. */
  status: 'indicado' | 'ainda_nao' | 'nao_indicado';
  startsAtDays: number | null;
  endsAtDays: number | null;
  note: string | null;
  source: string;
  verification: Verification;
}

const IRON_SOURCE = 'SBP, Departamentos Científicos de Nutrologia e Hematologia. Consenso sobre anemia ferropriva — Atualização: destaques 2021 (Diretrizes nº 2, jun. 2018, atualizado em 26/08/2021), recomendação de prevenção.';
/** The vitamin D rule's source — also the source of the seeded `vitd_ui` medication rows (vitamin-d-rows.test.ts). */
export const VITAMIN_D_SOURCE = 'SBP, atualização das recomendações de vitamina D em crianças e adolescentes, novembro de 2024 (< 1 ano: 400 UI/dia; 1 a 18 anos: 600 UI/dia); antes: Guia Prático de Atualização nº 1, dez. 2016 (Endocrinologia). Máximo: limite superior tolerável, Institute of Medicine (IOM), Dietary Reference Intakes for Calcium and Vitamin D, 2011, tabela S-1.';
const VITA_SOURCE = 'Brasil, Ministério da Saúde. Manual de condutas gerais do Programa Nacional de Suplementação de Vitamina A. Brasília, 2013 — quadro 1 (doses por faixa etária).';

const DAYS_PER_MONTH = 30.4375;
const months = (m: number) => m * DAYS_PER_MONTH;

export interface SupplementChild {
  ageDays: number;
  /** Current weight, for weight-based doses. */
  weightKg?: number;
  birthWeightG?: number;
  gestationalWeeks?: number;
  gestationalDays?: number;
  /** Risk factors for iron deficiency (SBP 2021: low maternal stores, higher demand, blood loss,
   * malabsorption…); asked only for term infants of birth weight ≥ 2500 g. */
  ironRiskFactors?: boolean;
}

/**
 * Prophylactic iron (SBP, consenso sobre anemia ferropriva, atualização 2021), chronological age, bands
 * half-open [start, end):
 * - term (≥ 37 wk) and birth weight ≥ 2500 g: 1 mg/kg/dia to 24 months, from 180 days without risk
 *   factors (exclusive breastfeeding to 6 months) or from 90 days with risk factors;
 * - term < 2500 g or preterm ≥ 1500 g: 2 mg/kg/dia from day 30 to 12 months; 1000–1499 g: 3 mg/kg/dia;
 *   < 1000 g: 4 mg/kg/dia; then 1 mg/kg/dia from 12 to 24 months.
 * From 24 months, not indicated (routine prophylaxis over).
 */
export function ironProphylaxis(child: SupplementChild): SupplementDose {
  const ageDays = requireInRange(child.ageDays, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias');
  if (child.birthWeightG === undefined) throw new ClinicalInputError('Peso ao nascer: informe em gramas para calcular a profilaxia de ferro.', 'birthWeightG');
  const bw = requireInRange(child.birthWeightG, 'birthWeightG', 'Peso ao nascer (g)', 300, 6500, 'g');
  if (child.gestationalWeeks === undefined) throw new ClinicalInputError('Idade gestacional: informe para calcular a profilaxia de ferro.', 'gestationalWeeks');
  const ga = requireGestation(child.gestationalWeeks, child.gestationalDays ?? 0);
  const weight = child.weightKg === undefined ? undefined
    : requireInRange(child.weightKg, 'weightKg', 'Peso (kg)', PATIENT_LIMITS.weightKg.min, PATIENT_LIMITS.weightKg.max, 'kg');

  const end = months(24);
  let rate: number; let group: string; let start: number; let highEnd: number; let startText: string;
  if (ga >= TERM_DAYS && bw >= 2500) {
    if (child.ironRiskFactors === undefined) {
      throw new ClinicalInputError('Fatores de risco para deficiência de ferro: informe sim ou não (a termo com peso adequado, o início depende deles).', 'ironRiskFactors');
    }
    rate = 1; highEnd = end;
    start = child.ironRiskFactors ? 90 : 180;
    startText = child.ironRiskFactors ? '90 dias de vida' : '180 dias de vida';
    group = child.ironRiskFactors ? 'A termo, peso ≥ 2.500 g, com fatores de risco' : 'A termo, peso ≥ 2.500 g, sem fatores de risco (aleitamento exclusivo até 6 meses)';
  } else {
    start = 30; highEnd = months(12); startText = '30 dias de vida';
    if (bw < 1000) { rate = 4; group = 'Peso ao nascer < 1.000 g'; }
    else if (bw < 1500) { rate = 3; group = 'Peso ao nascer de 1.000 a 1.499 g'; }
    else { rate = 2; group = ga < TERM_DAYS ? 'Prematuro com peso ao nascer ≥ 1.500 g' : 'A termo com peso ao nascer < 2.500 g'; }
  }
  const base = { nutrient: 'Ferro elementar', unit: 'mg/dia' as const, interval: '1 vez ao dia', source: IRON_SOURCE, verification: 'S' as const, startsAtDays: start, endsAtDays: end };
  if (ageDays < start) {
    return { ...base, amount: null, perKg: rate, maximum: `${ptNumber(rate)} mg/kg/dia`, band: `${group}: ${ptNumber(rate)} mg/kg/dia a partir de ${startText}`, status: 'ainda_nao', note: `Iniciar com ${startText}.` };
  }
  if (ageDays >= end) {
    return { ...base, amount: null, perKg: null, maximum: '—', band: `${group}: profilaxia até 24 meses`, status: 'nao_indicado', note: 'Não indicado nesta faixa: a profilaxia de rotina termina aos 24 meses (anemia se trata com dose de tratamento).' };
  }
  const perKg = ageDays < highEnd ? rate : 1;
  const band = ageDays < highEnd
    ? `${group}: ${ptNumber(rate)} mg/kg/dia de ${startText} até ${rate === 1 ? '24 meses' : '12 meses'}`
    : `${group}: 1 mg/kg/dia dos 12 aos 24 meses (após ${ptNumber(rate)} mg/kg/dia até 12 meses)`;
  const pnsf = 'O Programa Nacional de Suplementação de Ferro do MS (2022) usa outro esquema na rede pública (6 a 24 meses, ciclos intermitentes).';
  return {
    ...base,
    amount: weight === undefined ? null : weight * perKg,
    perKg,
    maximum: `${ptNumber(perKg)} mg/kg/dia (a fonte não dá teto absoluto em mg/dia para a profilaxia)`,
    band,
    status: 'indicado',
    note: weight === undefined ? `Informe o peso atual para a dose em mg/dia. ${pnsf}` : pnsf,
  };
}

/**
 * Vitamin D prophylaxis (SBP, November 2024): 400 UI/dia under 1 year (from the first week of life,
 * whatever the feeding), 600 UI/dia from 1 to 18 years. Maximum = IOM 2011 upper level for the age
 * (1000 UI < 6 months, 1500 UI 6–12 months, 2500 UI 1–3 years, 3000 UI 4–8 years, 4000 UI 9–18 years).
 */
export function vitaminDProphylaxis(child: { ageDays: number }): SupplementDose {
  const ageDays = requireInRange(child.ageDays, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias');
  const base = { nutrient: 'Vitamina D (colecalciferol)', unit: 'UI/dia' as const, perKg: null, interval: '1 vez ao dia', source: VITAMIN_D_SOURCE, verification: 'S' as const, startsAtDays: 0, endsAtDays: null, status: 'indicado' as const };
  const preterm = 'Prematuros: iniciar quando peso > 1.500 g e dieta enteral plena.';
  if (ageDays < months(6)) return { ...base, amount: 400, maximum: '1.000 UI/dia (limite superior tolerável, 0–6 meses)', band: 'Menores de 1 ano: 400 UI/dia', note: `Iniciar na primeira semana de vida, independentemente do tipo de aleitamento. ${preterm}` };
  if (ageDays < months(12)) return { ...base, amount: 400, maximum: '1.500 UI/dia (limite superior tolerável, 6–12 meses)', band: 'Menores de 1 ano: 400 UI/dia', note: 'Independe do tipo de aleitamento.' };
  const years = ageDays / 365.25; // whole years for the IOM bands
  const maximum = years < 4 ? '2.500 UI/dia (limite superior tolerável, 1–3 anos)' : years < 9 ? '3.000 UI/dia (limite superior tolerável, 4–8 anos)' : '4.000 UI/dia (limite superior tolerável, 9–18 anos)';
  return { ...base, amount: 600, maximum, band: '1 a 18 anos: 600 UI/dia', note: 'Com fatores de risco (obesidade, má absorção, dieta vegetariana, hepatopatia, pouca exposição solar) a SBP admite doses maiores, individualizadas.' };
}

/**
 * Vitamin A megadoses of the national programme (MS 2013): 100.000 UI once at 6–11 months, 200.000 UI
 * every 6 months at 12–59 months, in the programme's areas. Outside 6–59 months, not indicated.
 */
export function vitaminAProphylaxis(child: { ageDays: number }): SupplementDose {
  const ageDays = requireInRange(child.ageDays, 'ageDays', 'Idade (dias)', PATIENT_LIMITS.ageDays.min, PATIENT_LIMITS.ageDays.max, 'dias');
  const base = { nutrient: 'Vitamina A (megadose)', unit: 'UI' as const, perKg: null, source: VITA_SOURCE, verification: 'K' as const, startsAtDays: months(6), endsAtDays: months(60) };
  const where = 'Nas áreas do programa (Região Norte, Nordeste, DSEI e municípios incluídos pelo MS) — confira se o município participa.';
  if (ageDays < months(6)) return { ...base, amount: null, maximum: '—', interval: '—', band: 'Antes dos 6 meses', status: 'ainda_nao', note: `Primeira megadose aos 6 meses. ${where}` };
  if (ageDays < months(12)) return { ...base, amount: 100_000, maximum: '100.000 UI, uma única dose nesta faixa', interval: 'dose única (6 a 11 meses)', band: '6 a 11 meses: 100.000 UI', status: 'indicado', note: where };
  if (ageDays < months(60)) return { ...base, amount: 200_000, maximum: '200.000 UI por dose, uma dose a cada 6 meses', interval: 'a cada 6 meses', band: '12 a 59 meses: 200.000 UI', status: 'indicado', note: where };
  return { ...base, amount: null, maximum: '—', interval: '—', band: 'A partir de 5 anos', status: 'nao_indicado', note: 'Não indicado nesta faixa pelo programa nacional.' };
}

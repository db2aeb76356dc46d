/**
 * Bedside scores: Apgar, Glasgow, Capurro (somatic and somatic-neurological), Rodwell, GINA control,
 * Bhutani zone. Cut-offs and item points from shared/clinical/reference.md §2, §3, §6, §7.1, §8, §9 and
 * its §0 corrections; each function names its primary source.
 */
import { ClinicalInputError, ptNumber, requireBoolean, requireInRange, requireOneOf } from './errors';

export interface ScoreOption<V extends number = number> { value: V; label: string }
export interface ScoreItem<K extends string = string, V extends number = number> { id: K; label: string; options: ReadonlyArray<ScoreOption<V>> }

// ---------------------------------------------------------------------------------------------
// Apgar

export type ApgarBand = 'reassuring' | 'moderately_abnormal' | 'low';
export interface ApgarInput { heartRate: 0 | 1 | 2; respiration: 0 | 1 | 2; tone: 0 | 1 | 2; reflex: 0 | 1 | 2; color: 0 | 1 | 2 }

/** Item descriptors in Portuguese (Apgar 1953; reference.md §2). */
export const APGAR_ITEMS: ReadonlyArray<ScoreItem<keyof ApgarInput, 0 | 1 | 2>> = [
  { id: 'heartRate', label: 'Frequência cardíaca', options: [
    { value: 0, label: 'Ausente' }, { value: 1, label: '< 100 bpm' }, { value: 2, label: '≥ 100 bpm' }] },
  { id: 'respiration', label: 'Esforço respiratório', options: [
    { value: 0, label: 'Ausente' }, { value: 1, label: 'Lento, irregular (choro fraco)' }, { value: 2, label: 'Bom, choro forte' }] },
  { id: 'tone', label: 'Tônus muscular', options: [
    { value: 0, label: 'Flácido' }, { value: 1, label: 'Alguma flexão' }, { value: 2, label: 'Movimentos ativos' }] },
  { id: 'reflex', label: 'Irritabilidade reflexa (sonda/estímulo)', options: [
    { value: 0, label: 'Sem resposta' }, { value: 1, label: 'Careta' }, { value: 2, label: 'Choro, tosse, espirro ou retirada ativa' }] },
  { id: 'color', label: 'Cor', options: [
    { value: 0, label: 'Cianose ou palidez' }, { value: 1, label: 'Corpo róseo, extremidades cianóticas' }, { value: 2, label: 'Completamente róseo' }] },
];

export const APGAR_BAND_LABELS: Record<ApgarBand, string> = {
  reassuring: 'Tranquilizador (7–10)',
  moderately_abnormal: 'Moderadamente anormal (4–6)',
  low: 'Baixo (0–3)',
};

/**
 * Apgar score: 7–10 reassuring, 4–6 moderately abnormal, 0–3 low.
 * Source: Apgar V. *Curr Res Anesth Analg* 1953;32:260-7; AAP Committee on Fetus and Newborn & ACOG,
 * *The Apgar Score*, Pediatrics 2015;136:819-22 (bands; scored at 1 and 5 min, repeat every 5 min to
 * 20 min when < 7 at 5 min; not used to decide resuscitation) [K].
 */
export function apgar(a: ApgarInput): { score: number; band: ApgarBand } {
  let score = 0;
  for (const item of APGAR_ITEMS) score += requireOneOf(a?.[item.id], item.id, `Apgar — ${item.label}`, [0, 1, 2] as const);
  const band: ApgarBand = score >= 7 ? 'reassuring' : score >= 4 ? 'moderately_abnormal' : 'low';
  return { score, band };
}

// ---------------------------------------------------------------------------------------------
// Glasgow

export type GlasgowSeverity = 'mild' | 'moderate' | 'severe';
export const GLASGOW_SEVERITY_LABELS: Record<GlasgowSeverity, string> = {
  mild: 'TCE leve (13–15)', moderate: 'TCE moderado (9–12)', severe: 'TCE grave (≤ 8) — considerar proteção de via aérea',
};

/** Age version of the verbal/motor descriptors (reference.md §6). */
export type GlasgowVersion = 'infant' | 'preschool' | 'child_adult';
export const GLASGOW_VERSION_LABELS: Record<GlasgowVersion, string> = {
  infant: 'Lactente / pré-verbal (< 2 anos)', preschool: 'Criança de 2 a 5 anos', child_adult: 'Criança verbal (≥ 5 anos) e adulto',
};

export const GLASGOW_EYE: ReadonlyArray<ScoreOption<1 | 2 | 3 | 4>> = [
  { value: 4, label: 'Espontânea' }, { value: 3, label: 'Ao chamado (voz/som)' }, { value: 2, label: 'À dor' }, { value: 1, label: 'Nenhuma' },
];
/** Verbal ≥ 5 anos / criança verbal (Teasdale & Jennett 1974). */
export const GLASGOW_VERBAL_CHILD_ADULT: ReadonlyArray<ScoreOption<1 | 2 | 3 | 4 | 5>> = [
  { value: 5, label: 'Orientado' }, { value: 4, label: 'Confuso' }, { value: 3, label: 'Palavras inapropriadas' },
  { value: 2, label: 'Sons incompreensíveis' }, { value: 1, label: 'Nenhuma' },
];
/** Verbal 2–5 anos (forma usual, reference.md §6). */
export const GLASGOW_VERBAL_PRESCHOOL: ReadonlyArray<ScoreOption<1 | 2 | 3 | 4 | 5>> = [
  { value: 5, label: 'Palavras e frases apropriadas' }, { value: 4, label: 'Palavras inapropriadas' },
  { value: 3, label: 'Choro ou gritos persistentes' }, { value: 2, label: 'Gemidos' }, { value: 1, label: 'Nenhuma' },
];
/** Verbal lactente / pré-verbal < 2 anos (James 1986). */
export const GLASGOW_VERBAL_INFANT: ReadonlyArray<ScoreOption<1 | 2 | 3 | 4 | 5>> = [
  { value: 5, label: 'Balbucia, lalação (sorri, segue objetos, interage)' }, { value: 4, label: 'Choro irritado, consolável' },
  { value: 3, label: 'Chora à dor / choro inconsolável' }, { value: 2, label: 'Geme à dor' }, { value: 1, label: 'Nenhuma' },
];
export const GLASGOW_MOTOR_CHILD_ADULT: ReadonlyArray<ScoreOption<1 | 2 | 3 | 4 | 5 | 6>> = [
  { value: 6, label: 'Obedece a comandos' }, { value: 5, label: 'Localiza a dor' }, { value: 4, label: 'Retirada à dor' },
  { value: 3, label: 'Flexão anormal (decorticação)' }, { value: 2, label: 'Extensão (descerebração)' }, { value: 1, label: 'Nenhuma' },
];
/** Motor lactente < 2 anos (James 1986). */
export const GLASGOW_MOTOR_INFANT: ReadonlyArray<ScoreOption<1 | 2 | 3 | 4 | 5 | 6>> = [
  { value: 6, label: 'Movimentos espontâneos normais' }, { value: 5, label: 'Retirada ao toque' }, { value: 4, label: 'Retirada à dor' },
  { value: 3, label: 'Flexão anormal (decorticação)' }, { value: 2, label: 'Extensão (descerebração)' }, { value: 1, label: 'Nenhuma' },
];

/**
 * Descriptors for a child's age: < 24 months infant (verbal and motor adapted), 24–59 months preschool
 * verbal with the standard motor scale, ≥ 60 months the adult wording (reference.md §6).
 */
export function glasgowDescriptors(ageMonths: number): {
  version: GlasgowVersion; eye: typeof GLASGOW_EYE; verbal: typeof GLASGOW_VERBAL_INFANT; motor: typeof GLASGOW_MOTOR_INFANT;
} {
  const m = requireInRange(ageMonths, 'ageMonths', 'Idade (meses)', 0, 216, 'meses');
  if (m < 24) return { version: 'infant', eye: GLASGOW_EYE, verbal: GLASGOW_VERBAL_INFANT, motor: GLASGOW_MOTOR_INFANT };
  if (m < 60) return { version: 'preschool', eye: GLASGOW_EYE, verbal: GLASGOW_VERBAL_PRESCHOOL, motor: GLASGOW_MOTOR_CHILD_ADULT };
  return { version: 'child_adult', eye: GLASGOW_EYE, verbal: GLASGOW_VERBAL_CHILD_ADULT, motor: GLASGOW_MOTOR_CHILD_ADULT };
}

/**
 * Glasgow Coma Scale total 3–15; 13–15 mild, 9–12 moderate, ≤ 8 severe (TBI convention).
 * Source: Teasdale G, Jennett B. *Lancet* 1974;2:81-4 (15 points: *Acta Neurochir* 1976;34:45-55);
 * paediatric verbal/motor: James HE. *Pediatr Ann* 1986;15:16-22; Holmes JF et al. *Acad Emerg Med*
 * 2005;12:814-9 [K]. Record the components, not only the sum.
 */
export function glasgow(g: { eye: 1 | 2 | 3 | 4; verbal: 1 | 2 | 3 | 4 | 5; motor: 1 | 2 | 3 | 4 | 5 | 6 }): { score: number; severity: GlasgowSeverity } {
  const eye = requireOneOf(g?.eye, 'eye', 'Glasgow — abertura ocular', [1, 2, 3, 4] as const);
  const verbal = requireOneOf(g?.verbal, 'verbal', 'Glasgow — resposta verbal', [1, 2, 3, 4, 5] as const);
  const motor = requireOneOf(g?.motor, 'motor', 'Glasgow — resposta motora', [1, 2, 3, 4, 5, 6] as const);
  const score = eye + verbal + motor;
  const severity: GlasgowSeverity = score >= 13 ? 'mild' : score >= 9 ? 'moderate' : 'severe';
  return { score, severity };
}

// ---------------------------------------------------------------------------------------------
// Capurro

export interface GestationalAge { days: number; weeks: number; extraDays: number }

const SKIN = [0, 5, 10, 15, 20] as const;
const EAR = [0, 8, 16, 24] as const;
const BREAST = [0, 5, 10, 15] as const;
const PLANTAR = [0, 5, 10, 15, 20] as const;
const NIPPLE = [0, 5, 10, 15] as const;
const SCARF = [0, 6, 12, 18] as const;
const HEAD_DROP = [0, 4, 8, 12] as const;

/** Capurro items with Portuguese descriptors (Capurro 1978; MS, Atenção à saúde do RN vol. 1) [S]. */
export const CAPURRO_ITEMS = {
  skin: { id: 'skin', label: 'Textura da pele', options: [
    { value: 0, label: 'Muito fina, gelatinosa' }, { value: 5, label: 'Fina e lisa' },
    { value: 10, label: 'Algo mais grossa, discreta descamação superficial' },
    { value: 15, label: 'Grossa, rugas superficiais, descamação nas mãos e pés' },
    { value: 20, label: 'Grossa, apergaminhada, com gretas profundas' }] },
  ear: { id: 'ear', label: 'Forma da orelha (encurvamento do pavilhão)', options: [
    { value: 0, label: 'Chata, disforme, pavilhão não encurvado' }, { value: 8, label: 'Pavilhão parcialmente encurvado na borda' },
    { value: 16, label: 'Pavilhão parcialmente encurvado em toda a parte superior' }, { value: 24, label: 'Pavilhão totalmente encurvado' }] },
  breast: { id: 'breast', label: 'Glândula mamária (nódulo palpável)', options: [
    { value: 0, label: 'Não palpável' }, { value: 5, label: 'Palpável, menor que 5 mm' },
    { value: 10, label: 'Entre 5 e 10 mm' }, { value: 15, label: 'Maior que 10 mm' }] },
  plantar: { id: 'plantar', label: 'Pregas plantares', options: [
    { value: 0, label: 'Sem pregas' }, { value: 5, label: 'Marcas mal definidas na metade anterior' },
    { value: 10, label: 'Marcas bem definidas na metade anterior e sulcos no terço anterior' },
    { value: 15, label: 'Sulcos na metade anterior' }, { value: 20, label: 'Sulcos em mais da metade anterior' }] },
  nipple: { id: 'nipple', label: 'Formação do mamilo', options: [
    { value: 0, label: 'Apenas visível, sem aréola' }, { value: 5, label: 'Mamilo bem definido, aréola lisa e chata, < 7,5 mm' },
    { value: 10, label: 'Aréola pontilhada, borda não elevada, < 7,5 mm' }, { value: 15, label: 'Aréola pontilhada, borda elevada, > 7,5 mm' }] },
  scarf: { id: 'scarf', label: 'Sinal do xale', options: [
    { value: 0, label: 'Cotovelo alcança a linha axilar anterior do lado oposto' },
    { value: 6, label: 'Cotovelo entre a linha axilar anterior oposta e a linha média' },
    { value: 12, label: 'Cotovelo na linha média' },
    { value: 18, label: 'Cotovelo entre a linha média e a linha axilar anterior do mesmo lado' }] },
  headDrop: { id: 'headDrop', label: 'Posição da cabeça ao levantar o RN (ângulo cervicotorácico)', options: [
    { value: 0, label: 'Cabeça totalmente deflexionada, ângulo de 270°' }, { value: 4, label: 'Ângulo entre 180° e 270°' },
    { value: 8, label: 'Ângulo de 180°' }, { value: 12, label: 'Ângulo menor que 180°' }] },
} as const;

function gestationalAge(days: number): GestationalAge {
  return { days, weeks: Math.floor(days / 7), extraDays: days % 7 };
}

/**
 * Capurro somatic: GA (days) = 204 + total of 5 somatic items (204–298 d).
 * Source: Capurro H, Konichezky S, Fonseca D, Caldeyro-Barcia R. *J Pediatr* 1978;93(1):120-2; Brasil MS,
 * *Atenção à saúde do recém-nascido* vol. 1, 2011/2014. Item points [S], constant 204 [K]. Valid from ~29 weeks.
 */
export function capurroSomatic(c: { skin: 0 | 5 | 10 | 15 | 20; ear: 0 | 8 | 16 | 24; breast: 0 | 5 | 10 | 15;
  plantar: 0 | 5 | 10 | 15 | 20; nipple: 0 | 5 | 10 | 15 }): GestationalAge {
  const total = requireOneOf(c?.skin, 'skin', 'Capurro — textura da pele', SKIN)
    + requireOneOf(c?.ear, 'ear', 'Capurro — forma da orelha', EAR)
    + requireOneOf(c?.breast, 'breast', 'Capurro — glândula mamária', BREAST)
    + requireOneOf(c?.plantar, 'plantar', 'Capurro — pregas plantares', PLANTAR)
    + requireOneOf(c?.nipple, 'nipple', 'Capurro — formação do mamilo', NIPPLE);
  return gestationalAge(204 + total);
}

/**
 * Capurro somatic-neurological: GA (days) = 200 + total of 4 somatic items (no nipple) + scarf sign + head drop.
 * Source: Capurro et al. *J Pediatr* 1978;93(1):120-2 [S points; K constant 200].
 */
export function capurroNeuro(c: { skin: 0 | 5 | 10 | 15 | 20; ear: 0 | 8 | 16 | 24; breast: 0 | 5 | 10 | 15;
  plantar: 0 | 5 | 10 | 15 | 20; scarf: 0 | 6 | 12 | 18; headDrop: 0 | 4 | 8 | 12 }): GestationalAge {
  const total = requireOneOf(c?.skin, 'skin', 'Capurro — textura da pele', SKIN)
    + requireOneOf(c?.ear, 'ear', 'Capurro — forma da orelha', EAR)
    + requireOneOf(c?.breast, 'breast', 'Capurro — glândula mamária', BREAST)
    + requireOneOf(c?.plantar, 'plantar', 'Capurro — pregas plantares', PLANTAR)
    + requireOneOf(c?.scarf, 'scarf', 'Capurro — sinal do xale', SCARF)
    + requireOneOf(c?.headDrop, 'headDrop', 'Capurro — posição da cabeça', HEAD_DROP);
  return gestationalAge(200 + total);
}

// ---------------------------------------------------------------------------------------------
// Rodwell

export type RodwellInterpretation = 'unlikely' | 'possible' | 'very_likely';
export interface RodwellInput {
  abnormalWbc: boolean; abnormalPmn: boolean; noMaturePmn: boolean; elevatedImmaturePmn: boolean;
  elevatedItRatio: boolean; imRatioAtLeast03: boolean; degenerativeChanges: boolean; plateletsAtMost150k: boolean;
}
export const RODWELL_ITEMS: ReadonlyArray<{ id: keyof RodwellInput; label: string; points: number }> = [
  { id: 'abnormalWbc', label: 'Leucócitos totais alterados (≤ 5.000/mm³, ou ≥ 25.000 ao nascer, ≥ 30.000 com 12–24 h, ≥ 21.000 a partir do 2º dia)', points: 1 },
  { id: 'abnormalPmn', label: 'Neutrófilos (PMN) totais alterados (fora da faixa de Manroe)', points: 1 },
  { id: 'noMaturePmn', label: 'Nenhum neutrófilo maduro no esfregaço (o item de PMN totais vale 2)', points: 2 },
  { id: 'elevatedImmaturePmn', label: 'Neutrófilos imaturos aumentados (Manroe)', points: 1 },
  { id: 'elevatedItRatio', label: 'Relação imaturos/totais (I:T) aumentada', points: 1 },
  { id: 'imRatioAtLeast03', label: 'Relação imaturos/maduros (I:M) ≥ 0,3', points: 1 },
  { id: 'degenerativeChanges', label: 'Alterações degenerativas nos neutrófilos ≥ 3+ (vacuolização, granulação tóxica, corpúsculos de Döhle)', points: 1 },
  { id: 'plateletsAtMost150k', label: 'Plaquetas ≤ 150.000/mm³', points: 1 },
];
export const RODWELL_LABELS: Record<RodwellInterpretation, string> = {
  unlikely: 'Sepse improvável (≤ 2)', possible: 'Sepse possível (3–4)', very_likely: 'Sepse muito provável (≥ 5)',
};

/**
 * Rodwell hematologic scoring system, 0–8: ≤ 2 unlikely, 3–4 possible, ≥ 5 very likely. The total-PMN
 * item scores 2 whenever no mature PMNs are seen, else 1 when the PMN count is abnormal (reference.md §0).
 * Source: Rodwell RL, Leslie AL, Tudehope DI. *J Pediatr* 1988;112(5):761-7; ranges: Manroe BL et al.
 * *J Pediatr* 1979;95:89-98 [V abstract; S points].
 */
export function rodwell(r: RodwellInput): { score: number; interpretation: RodwellInterpretation } {
  const v = (k: keyof RodwellInput) => requireBoolean(r?.[k], k, `Rodwell — ${RODWELL_ITEMS.find((i) => i.id === k)?.label ?? k}`);
  const flags = {
    abnormalWbc: v('abnormalWbc'), abnormalPmn: v('abnormalPmn'), noMaturePmn: v('noMaturePmn'),
    elevatedImmaturePmn: v('elevatedImmaturePmn'), elevatedItRatio: v('elevatedItRatio'), imRatioAtLeast03: v('imRatioAtLeast03'),
    degenerativeChanges: v('degenerativeChanges'), plateletsAtMost150k: v('plateletsAtMost150k'),
  };
  const pmn = flags.noMaturePmn ? 2 : flags.abnormalPmn ? 1 : 0;
  const score = pmn + [flags.abnormalWbc, flags.elevatedImmaturePmn, flags.elevatedItRatio, flags.imRatioAtLeast03,
    flags.degenerativeChanges, flags.plateletsAtMost150k].filter(Boolean).length;
  const interpretation: RodwellInterpretation = score <= 2 ? 'unlikely' : score <= 4 ? 'possible' : 'very_likely';
  return { score, interpretation };
}

// ---------------------------------------------------------------------------------------------
// GINA

export type GinaControl = 'well_controlled' | 'partly_controlled' | 'uncontrolled';
export const GINA_CONTROL_LABELS: Record<GinaControl, string> = {
  well_controlled: 'Asma bem controlada', partly_controlled: 'Asma parcialmente controlada', uncontrolled: 'Asma não controlada',
};
type GinaKey = 'daytimeSymptoms' | 'nightWaking' | 'relieverUse' | 'activityLimitation';
/** The four questions (past 4 weeks) in Portuguese, by age group (GINA 2024, reference.md §9) [K]. */
export const GINA_ITEMS: Record<'up_to_5' | 'from_6', ReadonlyArray<{ id: GinaKey; label: string }>> = {
  up_to_5: [
    { id: 'daytimeSymptoms', label: 'Sintomas diurnos por mais de alguns minutos, mais de 1 vez por semana?' },
    { id: 'activityLimitation', label: 'Alguma limitação de atividade (corre/brinca menos, cansa facilmente)?' },
    { id: 'relieverUse', label: 'Necessidade de medicação de alívio mais de 1 vez por semana?' },
    { id: 'nightWaking', label: 'Algum despertar noturno ou tosse noturna por asma?' },
  ],
  from_6: [
    { id: 'daytimeSymptoms', label: 'Sintomas diurnos mais de 2 vezes por semana?' },
    { id: 'nightWaking', label: 'Algum despertar noturno por asma?' },
    { id: 'relieverUse', label: 'Medicação de alívio para sintomas mais de 2 vezes por semana (exceto antes de exercício)?' },
    { id: 'activityLimitation', label: 'Alguma limitação de atividade por asma?' },
  ],
};
/** Question set for an age: ≤ 5 anos (completed years) or ≥ 6 anos. */
export function ginaItemsFor(ageYears: number): ReadonlyArray<{ id: GinaKey; label: string }> {
  const y = requireInRange(ageYears, 'ageYears', 'Idade (anos)', 0, 18, 'anos');
  return Math.floor(y) <= 5 ? GINA_ITEMS.up_to_5 : GINA_ITEMS.from_6;
}

/**
 * GINA symptom control (past 4 weeks): number of "yes" among 4 items — 0 well controlled, 1–2 partly,
 * 3–4 uncontrolled, for both age groups (the item wording differs: ≤ 5 y vs ≥ 6 y, see GINA_ITEMS).
 * Source: Global Initiative for Asthma, *Global Strategy for Asthma Management and Prevention*, 2024
 * update (symptom-control boxes for ≥ 6 y and ≤ 5 y) [K]. Age accepted 0–18 years.
 */
export function ginaControl(g: { ageYears: number; daytimeSymptoms: boolean; nightWaking: boolean;
  relieverUse: boolean; activityLimitation: boolean }): GinaControl {
  requireInRange(g?.ageYears, 'ageYears', 'Idade (anos)', 0, 18, 'anos');
  const n = (['daytimeSymptoms', 'nightWaking', 'relieverUse', 'activityLimitation'] as const)
    .filter((k) => requireBoolean(g[k], k, `GINA — ${k}`)).length;
  return n === 0 ? 'well_controlled' : n <= 2 ? 'partly_controlled' : 'uncontrolled';
}

// ---------------------------------------------------------------------------------------------
// Bhutani

export type BhutaniZone = 'high' | 'high_intermediate' | 'low_intermediate' | 'low';
export const BHUTANI_ZONE_LABELS: Record<BhutaniZone, string> = {
  high: 'Zona de alto risco (≥ P95)',
  high_intermediate: 'Zona de risco intermediário alto (P75–P95)',
  low_intermediate: 'Zona de risco intermediário baixo (P40–P75)',
  low: 'Zona de baixo risco (< P40)',
};

/**
 * Bhutani 1999 percentile curves (mg/dL), every 4 h from 12 to 148 h — digitised from the published
 * figure by a third party (D. Rosenberg, *biligram*, GPL-3.0), not official values [S]
 * (shared/data/bilirubin/bhutani1999_percentile_curves_digitized.csv).
 */
export const BHUTANI_1999_CURVES: ReadonlyArray<{ hour: number; p40: number; p75: number; p95: number }> = [
  [12, 3.9, 5.1, 7.1], [16, 4.3, 5.5, 7.2], [20, 4.7, 5.9, 7.4], [24, 4.9, 6.1, 7.8], [28, 5.5, 7, 8.9],
  [32, 6.3, 8, 10], [36, 7, 8.9, 11.1], [40, 7.8, 9.9, 12.2], [44, 8.1, 10.3, 12.5], [48, 8.6, 10.8, 13.2],
  [52, 9, 11.3, 13.8], [56, 9.3, 12, 14.4], [60, 9.6, 12.6, 15.2], [64, 10.2, 12.9, 15.4], [68, 10.7, 13.1, 15.6],
  [72, 11.2, 13.4, 15.9], [76, 11.3, 13.8, 16.2], [80, 11.4, 14.3, 16.4], [84, 11.6, 14.7, 16.7], [88, 11.8, 14.7, 17],
  [92, 12.2, 15, 17.2], [96, 12.3, 15.2, 17.4], [100, 12.5, 15.3, 17.4], [104, 12.7, 15.4, 17.5], [108, 12.8, 15.5, 17.5],
  [112, 13, 15.6, 17.5], [116, 13.1, 15.7, 17.6], [120, 13.2, 15.8, 17.7], [124, 13.2, 15.7, 17.6], [128, 13.2, 15.6, 17.5],
  [132, 13.2, 15.5, 17.4], [136, 13.2, 15.4, 17.4], [140, 13.2, 15.3, 17.3], [144, 13.2, 15.2, 17.3], [148, 13, 15.3, 17.4],
].map(([hour, p40, p75, p95]) => ({ hour: hour!, p40: p40!, p75: p75!, p95: p95! }));

/** p40/p75/p95 at an hour, linearly interpolated between the curve's hours. */
export function bhutaniPercentilesAt(hours: number, curves: ReadonlyArray<{ hour: number; p40: number; p75: number; p95: number }>): { p40: number; p75: number; p95: number } {
  if (!Array.isArray(curves) || curves.length === 0) throw new ClinicalInputError('Bhutani: curvas de percentis indisponíveis.', 'curves');
  const sorted = [...curves].sort((a, b) => a.hour - b.hour);
  const first = sorted[0]!.hour;
  const last = sorted[sorted.length - 1]!.hour;
  requireInRange(hours, 'hours', 'Idade (horas de vida)', first, last, 'h');
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    if (a.hour === hours) return { p40: a.p40, p75: a.p75, p95: a.p95 };
    const b = sorted[i + 1];
    if (b && hours > a.hour && hours < b.hour) {
      const f = (hours - a.hour) / (b.hour - a.hour);
      return { p40: a.p40 + f * (b.p40 - a.p40), p75: a.p75 + f * (b.p75 - a.p75), p95: a.p95 + f * (b.p95 - a.p95) };
    }
  }
  throw new ClinicalInputError(`Idade (horas de vida): fora das curvas (${ptNumber(first)} a ${ptNumber(last)} h).`, 'hours');
}

/**
 * Bhutani risk zone: ≥ P95 high, > P75 high-intermediate, ≥ P40 low-intermediate, else low; percentiles
 * interpolated linearly between the curve's hours; hours outside the curve → ClinicalInputError.
 * Source: Bhutani VK, Johnson L, Sivieri EM. *Pediatrics* 1999;103(1):6-14 ("high-risk zone (≥95th
 * percentile)", reference.md §0, §7.1). Valid for ≥ 35 wk (BW ≥ 2000 g at ≥ 36 wk or ≥ 2500 g at ≥ 35 wk).
 * TSB accepted 0–50 mg/dL.
 */
export function bhutaniZone(b: { hours: number; tsbMgDl: number }, curves: Array<{ hour: number; p40: number; p75: number; p95: number }>): BhutaniZone {
  const tsb = requireInRange(b?.tsbMgDl, 'tsbMgDl', 'Bilirrubina total (mg/dL)', 0, 50, 'mg/dL');
  const p = bhutaniPercentilesAt(b?.hours, curves);
  const eps = 1e-9; // interpolated boundaries: a value equal to the curve (to 1e-9) belongs to the upper zone
  if (tsb >= p.p95 - eps) return 'high';
  if (tsb > p.p75 + eps) return 'high_intermediate';
  if (tsb >= p.p40 - eps) return 'low_intermediate';
  return 'low';
}

/**
 * Infusion-rate limits of IV drugs (issue #34, finding 4): one rule, used by the medication page (a dose row's
 * `rate_limit` names its limit here) and by the flowcharts' emergency doses (EMERGENCY_DOSE_RULES.rate). Each
 * drug's limit is written once, in INFUSION_RATE_LIMITS, with its source and verification tag.
 *
 * `infusionLimit(dose, weightKg, limit)` returns the shortest safe infusion time for that dose: the longest of
 * (a) dose ÷ (per-kg ceiling × weight), (b) dose ÷ absolute ceiling, (c) the source's minimum infusion time —
 * "whichever is slower" — and which of them governs. Unrounded; `minimumMinutesText` rounds UP (to 0,1 min),
 * never down, so a displayed time is never shorter than the safe one.
 */
import type { Verification } from './caveats';
import { ClinicalInputError, ptNumber, requireWeightKg } from './errors';

export type RateTimeUnit = 'min' | 'h';

export interface InfusionRateLimit {
  /** the dose unit the ceilings are in, as dose rows store it ('mg', 'mEq'…) */
  unit: string;
  /** how the source names that unit when it differs ('mg EF': phenytoin sodium equivalents) */
  unitLabel?: string;
  /** per-kg ceiling: unit/kg per `per` (null: the source gives none) */
  perKg: number | null;
  /** absolute ceiling: unit per `per` (null: the source gives none) */
  absolute: number | null;
  per: RateTimeUnit;
  /** shortest infusion time the source states, minutes (null: none) */
  minMinutes: number | null;
  source: string;
  verification: Verification;
}

const FDA_FOSPHENYTOIN = 'FDA, bula de fosfenitoína sódica injetável (Cerebyx® e genéricos; DailyMed/openFDA, rev. 4/2022), Boxed Warning "Cardiovascular risk associated with rapid infusion rates": em pediatria ≤ 2 mg EF/kg/min ou 150 mg EF/min, o que for mais lento';
const FDA_PHENYTOIN = 'FDA, bula de fenitoína sódica injetável (DailyMed/openFDA), Boxed Warning "Cardiovascular risk associated with rapid infusion": em pediatria 1–3 mg/kg/min ou 50 mg/min, o que for mais lento (adotado o limite inferior, 1 mg/kg/min, como na AES 2016 — reference.md §16)';

const ESETT = 'Kapur J et al. (ESETT) Randomized Trial of Three Anticonvulsant Medications for Status Epilepticus. N Engl J Med 2019;381:2103-13; ClinicalTrials.gov NCT01960075, descrição dos braços';

/** Every IV rate limit PedBook applies, by id (a dose row's `rate_limit`; an emergency rule's `rate`). */
export const INFUSION_RATE_LIMITS = {
  fosphenytoin: { unit: 'mg', unitLabel: 'mg EF', perKg: 2, absolute: 150, per: 'min', minMinutes: null, source: FDA_FOSPHENYTOIN, verification: 'V' },
  phenytoin: { unit: 'mg', perKg: 1, absolute: 50, per: 'min', minMinutes: null, source: FDA_PHENYTOIN, verification: 'V' },
  phenobarbital: {
    unit: 'mg', perKg: 1, absolute: 60, per: 'min', minMinutes: null,
    source: 'Segar JL, Tierney SB. Iowa Neonatology Handbook — Anticonvulsant dosage recommendation (University of Iowa Stead Family Children\'s Hospital, revisão 2012): fenobarbital IV < 1 mg/kg/min; bula de fenobarbital sódico injetável (EUA), Dosage and Administration: IV lenta, não exceder 60 mg/min (adulto) — texto lido em fonte secundária',
    verification: 'S',
  },
  levetiracetam: {
    unit: 'mg', perKg: null, absolute: null, per: 'min', minMinutes: 10,
    source: `${ESETT}: levetiracetam 60 mg/kg (máx. 4.500 mg) IV em 10 min; a bula (Keppra® injetável) usa 15 min fora do estado de mal`,
    verification: 'S',
  },
  valproate: {
    unit: 'mg', perKg: null, absolute: null, per: 'min', minMinutes: 10,
    source: `${ESETT}: valproato 40 mg/kg (máx. 3.000 mg) IV em 10 min; AES 2016/reference.md §0 dizem 5–10 min — adotado o limite mais lento, o do regime estudado nessa dose`,
    verification: 'S',
  },
  vancomycin: {
    unit: 'mg', perKg: null, absolute: 10, per: 'min', minMinutes: 60,
    source: 'Rotulagem do fabricante de cloridrato de vancomicina injetável (Celovan®, MIMS; Vancocina® CP, bula brasileira), Posologia/Administração: infusão intermitente em no mínimo 60 min e a no máximo 10 mg/min, o que for mais longo (concentração ≤ 5 mg/mL)',
    verification: 'S',
  },
  magnesium_sulfate: {
    unit: 'mg', perKg: null, absolute: 150, per: 'min', minMinutes: 20,
    source: 'Bula de sulfato de magnésio injetável, Dosage and Administration: a velocidade IV em geral não deve exceder 150 mg/min (exceto eclâmpsia) — texto lido em fonte secundária; BTS/SIGN 158 (2019), asma aguda grave na criança: 40 mg/kg (máx. 2 g) em 20 min',
    verification: 'S',
  },
  potassium_chloride: {
    unit: 'mEq', perKg: 1, absolute: 10, per: 'h', minMinutes: null,
    source: 'Bula Cloreto de Potássio 19,1% (Farmace), Bulário ANVISA, Posologia: crianças 0,3–0,5 mEq/kg/h, máximo 1 mEq/kg/h; bula de cloreto de potássio injetável (EUA, FDA), Dosage and Administration: em geral não exceder 10 mEq/h com potássio sérico > 2,5 mEq/L (até 40 mEq/h só em urgência, com ECG contínuo) — texto lido em fonte secundária',
    verification: 'S',
  },
} as const satisfies Record<string, InfusionRateLimit>;

export type InfusionRateLimitId = keyof typeof INFUSION_RATE_LIMITS;

/** Whether `id` names a limit of INFUSION_RATE_LIMITS. */
export function isInfusionRateLimitId(id: unknown): id is InfusionRateLimitId {
  return typeof id === 'string' && Object.prototype.hasOwnProperty.call(INFUSION_RATE_LIMITS, id);
}

/** The limit of an id; an unknown id is refused in Portuguese (a dose row naming a limit that does not exist). */
export function infusionRateLimit(id: string): InfusionRateLimit {
  if (!isInfusionRateLimitId(id)) throw new ClinicalInputError(`Limite de velocidade de infusão desconhecido: "${id}" — tempo de infusão não calculado.`, 'rate_limit');
  return INFUSION_RATE_LIMITS[id];
}

export type InfusionGoverning = 'per_kg' | 'absolute' | 'minimum_time';

export interface InfusionResult {
  /** shortest safe infusion time, minutes, unrounded */
  minMinutes: number;
  /** which ceiling sets that time */
  governing: InfusionGoverning;
  /** the fastest rate allowed for this child, in the dose unit per minute (null when only a minimum time applies) */
  maxRatePerMin: number | null;
  limit: InfusionRateLimit;
}

/**
 * The shortest safe infusion time of `dose` (in the limit's unit) for a child of `weightKg`, and the rule that
 * governs it (module comment). A dose ≤ 0 or not finite, or a limit with no ceiling at all → ClinicalInputError.
 */
export function infusionLimit(dose: number, weightKg: number, limit: InfusionRateLimit): InfusionResult {
  if (typeof dose !== 'number' || !Number.isFinite(dose) || dose <= 0) {
    throw new ClinicalInputError('Tempo de infusão: dose ausente ou não positiva.', 'dose');
  }
  const w = requireWeightKg(weightKg);
  const toMin = limit.per === 'h' ? 60 : 1;
  const candidates: Array<{ minutes: number; governing: InfusionGoverning; rate: number | null }> = [];
  if (limit.perKg !== null && limit.perKg > 0) {
    const rate = (limit.perKg * w) / toMin;
    candidates.push({ minutes: dose / rate, governing: 'per_kg', rate });
  }
  if (limit.absolute !== null && limit.absolute > 0) {
    const rate = limit.absolute / toMin;
    candidates.push({ minutes: dose / rate, governing: 'absolute', rate });
  }
  if (limit.minMinutes !== null && limit.minMinutes > 0) candidates.push({ minutes: limit.minMinutes, governing: 'minimum_time', rate: null });
  if (candidates.length === 0) throw new ClinicalInputError('Tempo de infusão: o limite não tem velocidade máxima nem tempo mínimo.', 'rate_limit');
  // the slowest wins; on a tie, the rate ceiling (it names a rate) before the minimum time
  const governing = candidates.reduce((a, b) => (b.minutes > a.minutes + 1e-9 ? b : a));
  const rates = candidates.map((c) => c.rate).filter((r): r is number => r !== null);
  return {
    minMinutes: governing.minutes,
    governing: governing.governing,
    maxRatePerMin: rates.length ? Math.min(...rates) : null,
    limit,
  };
}

/** Whether a dose unit ('mg', 'mg EF', 'mEq') is the unit a limit's ceilings are in. */
export function limitFitsUnit(limit: InfusionRateLimit, unit: string | null | undefined): boolean {
  return unit === limit.unit || (limit.unitLabel !== undefined && unit === limit.unitLabel);
}

/** `infusionLimit` by id, for a dose in `unit` (the medication page's dose rows); a unit the limit is not in
 * is refused (a rate in mg/min says nothing about a dose in mL). */
export function minimumInfusionMinutes(dose: number, unit: string | null, weightKg: number, id: string): InfusionResult {
  const limit = infusionRateLimit(id);
  if (!limitFitsUnit(limit, unit)) {
    throw new ClinicalInputError(`Limite de velocidade "${id}" está em ${limit.unitLabel ?? limit.unit}, a dose em ${unit ?? 'unidade ausente'} — tempo de infusão não calculado.`, 'rate_limit');
  }
  return infusionLimit(dose, weightKg, limit);
}

/** Minutes rounded UP to 0,1 min (never shorter than the safe time), binary noise absorbed. */
export function roundUpMinutes(minutes: number): number {
  return Math.ceil(minutes * 10 - 1e-9) / 10;
}

/** "máx. 2 mg EF/kg/min e 150 mg EF/min; no mínimo 60 min" — the limit in words. */
export function rateLimitText(limit: InfusionRateLimit): string {
  const parts: string[] = [];
  const u = limit.unitLabel ?? limit.unit;
  if (limit.perKg !== null) parts.push(`${ptNumber(limit.perKg)} ${u}/kg/${limit.per}`);
  if (limit.absolute !== null) parts.push(`${ptNumber(limit.absolute)} ${u}/${limit.per}`);
  const rate = parts.length ? `máx. ${parts.join(' e ')}` : null;
  const time = limit.minMinutes !== null ? `em no mínimo ${ptNumber(limit.minMinutes)} min` : null;
  return [rate, time].filter(Boolean).join('; ');
}

const GOVERNING_TEXT: Record<InfusionGoverning, string> = {
  per_kg: 'pelo limite por kg',
  absolute: 'pelo limite absoluto por minuto',
  minimum_time: 'pelo tempo mínimo de infusão',
};

/** "Infundir em no mínimo 10 min (máx. 2 mg EF/kg/min e 150 mg EF/min) — definido pelo limite absoluto por minuto". */
export function infusionText(r: InfusionResult): string {
  return `Infundir em no mínimo ${ptNumber(roundUpMinutes(r.minMinutes))} min (${rateLimitText(r.limit)}) — definido ${GOVERNING_TEXT[r.governing]}`;
}

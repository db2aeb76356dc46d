/**
 * Documentary verification of a dose row (issue #37 §1–2): how sure a row is, what its source states, and whether
 * the row agrees with the numbers the source gives. A documentary check is never a clinician's review: nothing here
 * signs a row off.
 *
 * Levels (shared/clinical/reference.md header): V the primary text was read and matches; S only secondary sources
 * quoting it; K established literature, not re-read in its original text; U not found / not verified.
 */
import type { Verification } from './caveats';
import { bandText, type DoseTag } from './dose-template';
import { ptNumber } from './errors';

/** What the source gives for one row, machine-checkable (seeds/clinical/verification/README.md). */
export interface SourceNumbers {
  dose_min?: number | null; dose_max?: number | null;
  /** per kg per dose, fixed per dose, per kg per day, fixed per day */
  dose_basis?: 'mg/kg/dose' | 'dose' | 'mg/kg/dia' | 'dia' | null;
  max_per_dose?: number | null; max_per_day?: number | null;
  /** the intervals the source allows, or the range it gives ("a cada 4 a 8 h") */
  interval_hours?: number[] | null; interval_range_hours?: [number, number] | null; route?: string | null;
  age_months?: [number | null, number | null] | null; weight_kg?: [number | null, number | null] | null;
}

/** What the view needs of a row's record (pedbook_dose_verifications; the screens read its other columns). */
export interface DoseVerificationRecord {
  level: Verification; checked_on: string | null; statement: string | null;
  /** an admin changed a dose field after the check */ stale: boolean;
}

export interface DoseVerificationView {
  /** the level the row counts at: U when there is no current record */
  level: Verification;
  /** the short text beside the dose */
  label: string;
  /** the row is shown with the "pendente" warning */
  pending: boolean;
  /** the date of the check (ISO), null without a current record */
  checkedOn: string | null;
  /** there is a source statement to open */
  hasStatement: boolean;
  /** the record describes an earlier version of the row */
  stale: boolean;
}

const LEVEL_TEXT: Record<Verification, string> = {
  V: 'conferido no texto da fonte primária',
  S: 'conferido apenas em fontes secundárias',
  K: 'literatura consagrada, não reconferida no texto original',
  U: 'pendente de revisão — conferir na bula/protocolo local',
};

/** What a dose card says about a row's documentary verification (never a clinical sign-off). */
export function doseVerificationView(record: DoseVerificationRecord | null | undefined): DoseVerificationView {
  if (!record || record.stale) {
    return {
      level: 'U', pending: true, checkedOn: null, hasStatement: false, stale: !!record?.stale,
      label: record?.stale ? `${LEVEL_TEXT.U} (a dose mudou depois da última conferência documental)` : LEVEL_TEXT.U,
    };
  }
  const sourced = record.level === 'V' || record.level === 'S';
  return {
    level: record.level, label: LEVEL_TEXT[record.level], pending: record.level === 'U',
    checkedOn: record.checked_on, hasStatement: sourced && !!record.statement, stale: false,
  };
}

const TOLERANCE = 0.005;
const within = (x: number, lo: number | null | undefined, hi: number | null | undefined) =>
  (lo === null || lo === undefined || x >= lo * (1 - TOLERANCE)) && (hi === null || hi === undefined || x <= hi * (1 + TOLERANCE));
const perKg = (t: DoseTag) => t.type === 'multiplier' || t.type === 'multiplier_by_fixed_age';

/**
 * Where a row disagrees with the numbers its source gives (empty when it agrees): the dose per administration (or per
 * day, as the source states it) within the source's range, the per-dose and daily maxima no higher than the source's,
 * the interval one the source allows, the same route. A row with no number the source gives is not checked on it;
 * a `not_indicated` row has no dose to compare.
 */
export function verificationMismatches(row: DoseTag, n: SourceNumbers | null | undefined): string[] {
  if (!n || row.not_indicated) return [];
  const out: string[] = [];
  const m = row.multiplier;
  const dpd = row.doses_per_day ?? (row.interval_hours ? 24 / row.interval_hours : null);
  if (typeof m === 'number' && (n.dose_min != null || n.dose_max != null) && n.dose_basis) {
    const basisPerKg = n.dose_basis === 'mg/kg/dose' || n.dose_basis === 'mg/kg/dia';
    const daily = n.dose_basis === 'mg/kg/dia' || n.dose_basis === 'dia';
    if (!basisPerKg && !daily && perKg(row)) {
      // a fixed range per weight band (the leaflet's table) against mg/kg with the band's min/max: the doses the row
      // gives at its band's edges must fall inside the source's range
      const clamp = (x: number) => Math.min(row.max_value ?? Infinity, Math.max(row.min_value ?? 0, x));
      const lo = row.start_weight;
      // an open-ended band reaches its per-dose maximum
      const hi = row.end_weight ?? (row.max_value != null ? Infinity : null);
      if (lo == null || hi == null) {
        out.push('a fonte dá a dose fixa e a linha, por kg, não tem faixa de peso fechada para comparar');
      } else if (!within(clamp(m * lo), n.dose_min, n.dose_max) || !within(clamp(m * hi), n.dose_min, n.dose_max)) {
        out.push(`a linha dá ${ptNumber(clamp(m * lo))}–${ptNumber(clamp(m * hi))} por dose nesta faixa, fora da faixa fixa da fonte (${ptNumber(n.dose_min ?? 0)}–${n.dose_max == null ? '…' : ptNumber(n.dose_max)})`);
      }
    } else if (basisPerKg !== perKg(row)) {
      out.push(`a fonte dá a dose ${basisPerKg ? 'por kg' : 'fixa'}, a linha ${perKg(row) ? 'por kg' : 'fixa'}`);
    } else if (daily && dpd === null) {
      out.push('a fonte dá a dose diária e a linha não diz quantas doses por dia');
    } else {
      const value = daily ? m * dpd! : m;
      if (!within(value, n.dose_min, n.dose_max)) {
        out.push(`dose ${ptNumber(value)} ${n.dose_basis} fora da faixa da fonte (${ptNumber(n.dose_min ?? 0)}–${n.dose_max == null ? '…' : ptNumber(n.dose_max)})`);
      }
    }
  }
  if (n.max_per_dose != null) {
    if (row.max_value == null) out.push(`a fonte limita a dose a ${ptNumber(n.max_per_dose)} e a linha não tem máximo por dose`);
    else if (row.max_value > n.max_per_dose * (1 + TOLERANCE)) out.push(`máximo por dose ${ptNumber(row.max_value)} acima do da fonte (${ptNumber(n.max_per_dose)})`);
  }
  if (n.max_per_day != null && row.daily_max_value != null && row.daily_max_value > n.max_per_day * (1 + TOLERANCE)) {
    out.push(`máximo diário ${ptNumber(row.daily_max_value)} acima do da fonte (${ptNumber(n.max_per_day)})`);
  }
  const ih = row.interval_hours;
  if (n.interval_hours?.length && ih != null && !n.interval_hours.some((h) => within(ih, h, h))) {
    out.push(`intervalo de ${ptNumber(ih)} h não previsto na fonte (${n.interval_hours.map((h) => `${ptNumber(h)} h`).join(', ')})`);
  }
  if (n.interval_range_hours && ih != null && !within(ih, n.interval_range_hours[0], n.interval_range_hours[1])) {
    out.push(`intervalo de ${ptNumber(ih)} h fora do da fonte (${ptNumber(n.interval_range_hours[0])} a ${ptNumber(n.interval_range_hours[1])} h)`);
  }
  if (n.route && row.route && !n.route.toLowerCase().split(/\s*[/,]\s*/).includes(String(row.route).toLowerCase())) {
    out.push(`via ${row.route} diferente da fonte (${n.route})`);
  }
  return out.map((s) => `${row.name} (${bandText(row)}): ${s}`);
}

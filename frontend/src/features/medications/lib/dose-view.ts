/** What a dose card shows, computed from the clinical core (computeDose, presentationAmount): plain
 * data and Portuguese text, no React. Display rounding is formatDose's (≥ 1: 2 decimals; < 1: 3
 * significant figures); the prescription line rounds the volume to what a syringe measures. */
import {
  ClinicalInputError, computeDose, doseTotalLabel, formatDose, formatNumber, intervalText, presentationAmount, roundUpMinutes,
  type DoseResult, type DoseTag, type Patient, type Presentation,
} from '@/clinical';

/** The tag names a template uses, in order, once each. */
export function templateTags(template: string): string[] {
  const names = [...template.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!.trim());
  return [...new Set(names)];
}

export type DoseOutcome = { kind: 'error'; message: string } | DoseResult;

/** computeDose, with the core's Portuguese refusal as a value (a screen shows it, never throws). */
export function doseFor(tags: DoseTag[], name: string, patient: Patient): DoseOutcome {
  try {
    return computeDose(tags, name, patient);
  } catch (e) {
    if (e instanceof ClinicalInputError) return { kind: 'error', message: e.message };
    throw e;
  }
}

/** "6,75 mL (= 135 gotas)" / "½ comprimido" — the amount of a presentation, or null when not convertible. */
export function amountText(value: number, unit: string | null, p: Presentation | null): string | null {
  if (!p) return null;
  const a = presentationAmount(value, unit, p);
  if (!a) return null;
  if ('ml' in a) return a.drops === null ? formatDose(a.ml, 'mL') : `${formatDose(a.ml, 'mL')} (${formatNumber(Math.round(a.drops))} gotas)`;
  const form = p.form === 'cápsula' ? 'cápsula' : p.form === 'aerossol' ? 'jato' : p.form === 'sachê' ? 'sachê' : 'comprimido';
  const u = a.units;
  const plural = u > 1 ? (form === 'cápsula' ? 'cápsulas' : `${form}s`) : form;
  return `${formatNumber(u)} ${plural}`;
}

/** Volume for a prescription: ≥ 1 mL to 0,1 mL, below to 0,01 mL (what oral/insulin syringes measure). */
export function syringeMl(ml: number): number {
  return ml >= 1 ? Math.round(ml * 10 + 1e-9) / 10 : Math.round(ml * 100 + 1e-9) / 100;
}

/** "Amoxicilina 400 mg/5 mL suspensão — 6,8 mL VO de 12/12 h por 10 dias" (issue #14's example). */
export function prescriptionLine(medicationName: string, r: Extract<DoseResult, { kind: 'dose' }>, p: Presentation | null): string {
  const a = p ? presentationAmount(r.value, r.unit, p) : null;
  const what = p && a ? p.label : medicationName;
  const amount = a && 'ml' in a ? formatDose(syringeMl(a.ml), 'mL') : a && 'units' in a ? amountText(r.value, r.unit, p) : formatDose(r.value, r.unit);
  const dose = a && 'ml' in a ? `${amount} (${formatDose(r.value, r.unit)})` : a && 'units' in a ? `${amount} (${formatDose(r.value, r.unit)})` : amount;
  const parts = [`${what} — ${dose}`];
  if (r.row.route) parts.push(r.row.route);
  const every = intervalText(r.intervalHours);
  if (every) parts.push(every);
  if (r.infusion) parts.push(`em no mínimo ${formatNumber(roundUpMinutes(r.infusion.minMinutes))} min`);
  let line = parts.join(' ');
  if (r.row.duration) line += ` — ${r.row.duration}`;
  return line;
}

/** The daily line: "Total diário: 1.080 mg (máx. 4.000 mg/dia)"; a first-hour series says "Total na 1ª hora"
 * (the core's doseTotalLabel), never a daily total. */
export function dailyText(r: Extract<DoseResult, { kind: 'dose' }>): string | null {
  if (r.dailyTotal === null && r.dailyMax === null) return null;
  const total = r.dailyTotal === null ? null : `${doseTotalLabel(r.row)}: ${formatDose(r.dailyTotal, r.unit)}${r.dosesPerDay ? ` (${formatNumber(r.dosesPerDay)} ${r.dosesPerDay === 1 ? 'dose' : 'doses'})` : ''}`;
  const max = r.dailyMax === null ? null : `máximo diário ${formatDose(r.dailyMax, r.unit)}/dia`;
  return [total, max].filter(Boolean).join(' · ');
}

/** When the daily maximum lowered the dose per administration — truly binding, or a whole-unit rounding that
 * had to go down to stay within it: what was lowered, to what, and that the number of doses stays. Null otherwise. */
export function dailyCapText(r: Extract<DoseResult, { kind: 'dose' }>): string | null {
  if ((!r.dailyCapped && !r.roundedDown) || r.dailyMax === null || r.perDoseBeforeDailyCap === null) return null;
  const n = r.dosesPerDay;
  const keep = n ? ` — manter ${formatNumber(n)} ${n === 1 ? 'dose' : 'doses'} em 24 h` : '';
  const how = r.dailyCapped ? 'Máximo diário atingido: dose por administração reduzida' : 'Dose arredondada para baixo';
  return `${how} de ${formatDose(r.perDoseBeforeDailyCap, r.unit)} para ${formatDose(r.value, r.unit)} para não passar do máximo diário de ${formatDose(r.dailyMax, r.unit)}/dia${keep}.`;
}

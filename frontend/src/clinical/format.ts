/**
 * pt-BR display of doses (contract §4 `formatDose`: "2,5 mg · 540 mg · 0,12 mL").
 *
 * pt-BR notation as the medication seed writes it ("máx. 4.500 mg", "1.200.000 UI"): decimal comma,
 * thousands grouped with ".", no trailing zeros. Rounding half-up (away from zero).
 * - `formatDose` / `formatNumber` (screens): values ≥ 1 with at most 2 decimals (553,5 · 12,35), values
 *   below 1 with 3 significant figures (0,125 · 0,0125 — a neonatal dose is never rounded to 0,01).
 * - `formatValue` (the dose-template text, contract: "its value"): the value itself, at most 4 decimals.
 */
import { ClinicalInputError } from './errors';

function displayDecimals(abs: number): number {
  if (abs >= 1 || abs === 0) return 2;
  const exponent = Math.floor(Math.log10(abs));
  return Math.min(12, Math.max(2, 2 - exponent));
}

function roundHalfUp(abs: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.floor(abs * f + 0.5 + 1e-9) / f;
}

function finite(value: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ClinicalInputError(`Valor da dose inválido (${String(value)}): informe um número finito.`, 'value');
  }
  return value;
}

function render(value: number, decimals: number): string {
  const abs = Math.abs(value);
  const rounded = roundHalfUp(abs, decimals);
  const fixed = rounded.toFixed(decimals);
  const [intPart = '0', fracPart = ''] = fixed.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = fracPart.replace(/0+$/, '');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${frac ? `,${frac}` : ''}`;
}

/** A number with the display rounding above ("2,5", "540", "0,12", "0,0125", "1.200.000"). */
export function formatNumber(value: number): string {
  const v = finite(value);
  let decimals = displayDecimals(Math.abs(v));
  if (decimals > 2 && roundHalfUp(Math.abs(v), decimals) >= 1) decimals = 2; // 0,9996 → 1
  return render(v, decimals);
}

/** A value in pt-BR notation without display rounding (at most 4 decimals): 0,123 · 20,55 · 1.200.000. */
export function formatValue(value: number): string {
  return render(finite(value), 4);
}

/** `formatDose(2.5, 'mg')` → "2,5 mg"; `formatDose(0.12, 'mL')` → "0,12 mL"; without unit just the number. */
export function formatDose(value: number, unit?: string | null): string {
  const n = formatNumber(value);
  return unit ? `${n} ${unit}` : n;
}

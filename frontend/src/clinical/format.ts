/**
 * pt-BR display of doses (contract §4 `formatDose`: "2,5 mg · 540 mg · 0,12 mL").
 *
 * Display rounding (screens only; computations stay unrounded): three significant figures without
 * ever rounding the integer part — ≥ 100 → whole units, ≥ 10 → 1 decimal, ≥ 1 → 2 decimals,
 * < 1 → 3 significant figures; rounded half-up (away from zero); decimal comma; no trailing zeros;
 * thousands grouped with "." (1.200.000 UI).
 */
import { ClinicalInputError } from './errors';

function decimalsFor(abs: number): number {
  if (abs >= 100) return 0;
  if (abs >= 10) return 1;
  if (abs >= 1) return 2;
  if (abs === 0) return 0;
  // < 1: three significant figures
  const exponent = Math.floor(Math.log10(abs));
  return Math.min(12, 2 - exponent);
}

function roundHalfUp(abs: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.floor(abs * f + 0.5 + 1e-9) / f;
}

/** A number in pt-BR notation with the display rounding above ("2,5", "540", "0,12", "1.200.000"). */
export function formatNumber(value: number): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new ClinicalInputError(`Valor da dose inválido (${String(value)}): informe um número finito.`, 'value');
  }
  const abs = Math.abs(value);
  let decimals = decimalsFor(abs);
  let rounded = roundHalfUp(abs, decimals);
  // 0.9996 → 1 (three significant figures of the new magnitude)
  const again = decimalsFor(rounded);
  if (again < decimals) {
    decimals = again;
    rounded = roundHalfUp(abs, decimals);
  }
  const fixed = rounded.toFixed(decimals);
  const [intPart = '0', fracPart = ''] = fixed.split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const frac = fracPart.replace(/0+$/, '');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${frac ? `,${frac}` : ''}`;
}

/** `formatDose(2.5, 'mg')` → "2,5 mg"; `formatDose(0.12, 'mL')` → "0,12 mL"; without unit just the number. */
export function formatDose(value: number, unit?: string | null): string {
  const n = formatNumber(value);
  return unit ? `${n} ${unit}` : n;
}

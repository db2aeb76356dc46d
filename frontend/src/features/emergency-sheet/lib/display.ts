/** Display text for the sheet's numbers (pt-BR, the core's formatDose rounding); no rule lives here. */
import { formatDose, formatNumber, type SheetDose, type SheetPatient } from '@/clinical';

export function range(r: { min: number; max: number }, unit: string): string {
  return r.min === r.max ? formatDose(r.min, unit) : `${formatNumber(r.min)}–${formatDose(r.max, unit)}`;
}

/** "20 kg" or "18 kg (peso estimado)". */
export function weightText(p: SheetPatient): string {
  return `${formatNumber(p.weightKg)} kg${p.weightEstimated ? ' (peso estimado)' : ''}`;
}

/** "0,2 mg", "2 mL" or the reason the band has no dose. */
export function doseText(l: SheetDose): { dose: string; volume: string | null } {
  if (!l.dose) return { dose: l.notIndicated ?? 'Não indicado nesta faixa.', volume: null };
  return { dose: range(l.dose, l.unit), volume: l.volumeMl ? range(l.volumeMl, 'mL') : null };
}

export function mm(r: { min: number; max: number } | null): string | null {
  return r ? range(r, 'mm') : null;
}

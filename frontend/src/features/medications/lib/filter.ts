/** The medication list filtered as the user types: every word must appear in the name, brands or
 * description, accents and case ignored; optionally within one category. */
import type { MedicationListItem } from '../api/medications';

export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function filterMedications(all: readonly MedicationListItem[], text: string, categoryId: string | null): MedicationListItem[] {
  const words = fold(text).split(/\s+/).filter(Boolean);
  return all.filter((m) => (categoryId === null || m.category_id === categoryId)
    && words.every((w) => fold(`${m.name} ${m.brands ?? ''} ${m.description ?? ''}`).includes(w)));
}

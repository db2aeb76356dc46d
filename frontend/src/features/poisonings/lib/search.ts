/** Accent- and case-insensitive matching for the poisonings list ("triciclicos" finds "Tricíclicos"). */
import type { PoisoningEntry } from '@/clinical';

export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
}

export function matches(entry: PoisoningEntry, agentLabels: readonly string[], query: string): boolean {
  const q = normalize(query);
  if (!q) return true;
  const hay = normalize([entry.name, entry.antidote, ...agentLabels, ...entry.examples].join(' '));
  return q.split(/\s+/).every((w) => hay.includes(w));
}

/** Spelling variants of a query (spec part 2 §5): accents dropped and the common Portuguese
 * spelling confusions (ss/ç/c, x/ch, z/s, y/i, ph/f, th/t, k/c, doubled letters). */
import { fold } from './normalize';

const SWAPS: Array<[RegExp, string]> = [
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/y/g, 'i'],
  [/k/g, 'c'],
  [/ç/g, 'c'],
  [/ss/g, 'c'],
  [/x/g, 'ch'],
  [/ch/g, 'x'],
  [/(?<=[aeiou])z(?=[aeiou])/g, 's'],
  [/(?<=[aeiou])s(?=[aeiou])/g, 'z'],
  [/([a-z])\1/g, '$1'],
  [/(?<=[aeiou])c(?=[ei])/g, 'ss'],
];

export const MAX_VARIANTS = 5;

export function spellingVariants(query: string): string[] {
  const base = query.trim().toLowerCase();
  const folded = fold(base);
  const out = new Set<string>();
  if (folded !== base) out.add(folded);
  for (const [re, to] of SWAPS) {
    const v = folded.replace(re, to);
    if (v !== folded && v !== base) out.add(v);
  }
  return [...out].slice(0, MAX_VARIANTS);
}

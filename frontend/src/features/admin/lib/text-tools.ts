/** Plain helpers of the admin's checking tools: name normalisation, edit distance, CAS numbers. */

/** Lower case, no accents, single spaces: the key two spellings of one name share. */
export function nameKey(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** An active ingredient as the DCB writes it: lower case, single spaces, combinations joined
 * with " + " (accents kept: "ácido acetilsalicílico"). */
export function formatIngredient(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s*(?:\+|\/| e (?=[a-zà-ú]))\s*/)
    .filter(Boolean)
    .join(' + ');
}

export function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The closest name of a list (by edit distance on nameKey), when it is close enough to be a typo. */
export function closest(name: string, list: readonly string[]): string | null {
  const k = nameKey(name);
  let best: string | null = null;
  let bestD = Infinity;
  for (const cand of list) {
    const d = editDistance(k, nameKey(cand));
    if (d < bestD) {
      bestD = d;
      best = cand;
    }
  }
  return best !== null && bestD <= Math.max(2, Math.floor(k.length / 5)) ? best : null;
}

/** A CAS Registry Number: 2–7 digits, 2 digits, check digit = Σ(digit × position from the right) mod 10. */
export function validCas(cas: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas.trim());
  if (!m) return false;
  const digits = (m[1]! + m[2]!).split('').reverse();
  const sum = digits.reduce((acc, d, i) => acc + Number(d) * (i + 1), 0);
  return sum % 10 === Number(m[3]);
}

/** Paths of search results (spec part 1 §2 and part 2 §2 path rules, with their fallbacks). */

export const FALLBACK_PATHS = {
  calculator: '/calculators',
  flowchart: '/flowcharts',
  childcare: '/childcare',
  toxidrome: '/poisonings',
  leaflet: '/bulas-profissionais',
  conduct: '/condutas-e-manejos',
  medication: '/medicamentos',
} as const;

const seg = (s: string) => encodeURIComponent(s);

export function medicationPath(slug: string | null | undefined): string {
  return slug ? `/medicamentos/${seg(slug)}` : FALLBACK_PATHS.medication;
}

export const CATEGORY_PATH = '/medicamentos/painel';

export function leafletPath(slug: string | null | undefined): string {
  return slug ? `/bulas-profissionais/${seg(slug)}` : FALLBACK_PATHS.leaflet;
}

/** CID-10 codes are lowercased in the path. */
export function icd10Path(code: string | null | undefined): string {
  return code ? `/codigos/cid-10/code/${seg(code.trim().toLowerCase())}` : '/codigos/cid-10';
}

export const VACCINE_PATH = '/puericultura/calendario-vacinal';

/** /condutas-e-manejos/{category}/{topic}/{slug}; the short form {category}/{slug} when the
 * topic slug equals the category slug. */
export function conductPath(categorySlug: string | null | undefined, topicSlug: string | null | undefined, slug: string | null | undefined): string {
  if (!categorySlug) return FALLBACK_PATHS.conduct;
  if (!slug) return topicSlug ? `/condutas-e-manejos/${seg(categorySlug)}/${seg(topicSlug)}` : `/condutas-e-manejos/${seg(categorySlug)}`;
  if (!topicSlug || topicSlug === categorySlug) return `/condutas-e-manejos/${seg(categorySlug)}/${seg(slug)}`;
  return `/condutas-e-manejos/${seg(categorySlug)}/${seg(topicSlug)}/${seg(slug)}`;
}

export function toxidromePath(id: string | null | undefined): string {
  return id ? `/poisonings/${seg(id)}` : FALLBACK_PATHS.toxidrome;
}

/** Brand lists show the first 3, then an ellipsis. */
export function formatBrands(brands: string | string[] | null | undefined): string | undefined {
  if (!brands) return undefined;
  const list = (Array.isArray(brands) ? brands : brands.split(/[,;]/)).map((b) => b.trim()).filter(Boolean);
  if (list.length === 0) return undefined;
  return list.length > 3 ? `${list.slice(0, 3).join(', ')}…` : list.join(', ');
}

/** Paths of search results built on the client (spec part 1 §2 and part 2 §2 path rules, with
 * their fallbacks), from the route registry's builders. Rows of unified_search_complete carry the
 * server's own `path`, which the client uses as is (lib/remote.ts); these builders serve the
 * supplement reads, whose rows have no path, and rows without one. */
import { pathTo, paths } from '@/config/paths';

export const FALLBACK_PATHS = {
  calculator: paths.fallback.calculator,
  flowchart: paths.fallback.flowchart,
  childcare: paths.fallback.childcare,
  toxidrome: paths.fallback.toxidrome,
  leaflet: paths.fallback.leaflet,
  conduct: paths.fallback.conduct,
  medication: paths.fallback.medication,
} as const;

export function medicationPath(slug: string | null | undefined): string {
  return slug ? pathTo('/medicamentos/:slug', { slug }) : FALLBACK_PATHS.medication;
}

export const CATEGORY_PATH = pathTo('/medicamentos/painel');

export function leafletPath(slug: string | null | undefined): string {
  return slug ? pathTo('/bulas-profissionais/:slug', { slug }) : FALLBACK_PATHS.leaflet;
}

/** CID-10 codes are lowercased in the path. */
export function icd10Path(code: string | null | undefined): string {
  return code ? paths.cid10Code(code) : pathTo('/codigos/cid-10');
}

export const VACCINE_PATH = pathTo('/puericultura/calendario-vacinal');

/** /condutas-e-manejos/{category}/{topic}/{slug}; the short form {category}/{slug} when the
 * topic slug equals the category slug (paths.conductResult). */
export function conductPath(categorySlug: string | null | undefined, topicSlug: string | null | undefined, slug: string | null | undefined): string {
  if (!categorySlug) return FALLBACK_PATHS.conduct;
  if (!slug) {
    return topicSlug
      ? pathTo('/condutas-e-manejos/:categorySlug/:subcategorySlug', { categorySlug, subcategorySlug: topicSlug })
      : pathTo('/condutas-e-manejos/:categorySlug', { categorySlug });
  }
  return paths.conductResult(categorySlug, topicSlug, slug);
}

export function toxidromePath(id: string | null | undefined): string {
  return id ? pathTo('/poisonings/:id', { id }) : FALLBACK_PATHS.toxidrome;
}

/** Brand lists show the first 3, then an ellipsis. */
export function formatBrands(brands: string | string[] | null | undefined): string | undefined {
  if (!brands) return undefined;
  const list = (Array.isArray(brands) ? brands : brands.split(/[,;]/)).map((b) => b.trim()).filter(Boolean);
  if (list.length === 0) return undefined;
  return list.length > 3 ? `${list.slice(0, 3).join(', ')}…` : list.join(', ');
}

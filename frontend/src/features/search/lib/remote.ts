/** Maps rows of unified_search_complete and of the supplement reads to typed results with
 * their paths. Rows are read defensively: only the fields the spec names are relied on. The
 * server's `path` (unified_search_complete builds one per row) is used as is: the path rules
 * live in one place; the client builds a path only for rows that carry none. */
import { CATEGORY_PATH, VACCINE_PATH, conductPath, formatBrands, icd10Path, leafletPath, medicationPath } from './paths';
import type { SearchResult } from './types';

type Row = Record<string, unknown>;

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : typeof v === 'number' ? String(v) : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v !== '' && Number.isFinite(Number(v)) ? Number(v) : undefined);
const obj = (v: unknown): Row | undefined => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : Array.isArray(v) && v[0] && typeof v[0] === 'object' ? (v[0] as Row) : undefined);
const rows = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((x): x is Row => !!x && typeof x === 'object') : []);

/** The row's own path, when the server gave one. */
const serverPath = (r: Row): string | undefined => {
  const p = str(r.path);
  return p?.startsWith('/') ? p : undefined;
};

function scoreOf(r: Row, fallback: number): { relevance: number; similarity_score?: number } {
  const similarity = num(r.similarity_score) ?? num(r.similarity);
  const relevance = num(r.relevance) ?? similarity ?? fallback;
  return similarity === undefined ? { relevance } : { relevance, similarity_score: similarity };
}

export function mapMedication(r: Row, fallback = 0.9): SearchResult | null {
  const id = str(r.id);
  const name = str(r.name);
  if (!id || !name) return null;
  const slug = str(r.slug);
  const category = str(r.category_name) ?? str(obj(r.category)?.name) ?? str(obj(r.pedbook_medication_categories)?.name);
  const brands = formatBrands(Array.isArray(r.brands) ? (r.brands as string[]) : str(r.brands));
  const description = [brands, category].filter(Boolean).join(' · ') || undefined;
  return { id, name, type: 'medication', path: serverPath(r) ?? medicationPath(slug), ...(slug ? { slug } : {}), ...(description ? { description } : {}), ...scoreOf(r, fallback) };
}

export function mapCategory(r: Row, fallback = 0.85): SearchResult | null {
  const id = str(r.id);
  const name = str(r.name);
  if (!id || !name) return null;
  return { id, name, type: 'category', path: serverPath(r) ?? CATEGORY_PATH, state: { selectedCategory: id }, description: 'Categoria de medicamentos', ...scoreOf(r, fallback) };
}

export function mapLeaflet(r: Row, fallback = 0.8): SearchResult | null {
  const med = obj(r.medication) ?? obj(r.pedbook_medications);
  const id = str(r.id) ?? str(r.medication_id);
  const name = str(r.medication_name) ?? str(med?.name) ?? str(r.name) ?? str(r.title);
  if (!id || !name) return null;
  const slug = str(r.medication_slug) ?? str(med?.slug) ?? str(r.slug);
  const brands = formatBrands(str(r.brands) ?? str(med?.brands));
  return { id, name: `Bula: ${name}`, type: 'leaflet', path: serverPath(r) ?? leafletPath(slug), ...(slug ? { slug } : {}), ...(brands ? { description: brands } : {}), ...scoreOf(r, fallback) };
}

export function mapIcd10(r: Row, fallback = 0.6): SearchResult | null {
  const code = str(r.codigo_cid) ?? str(r.code);
  const label = str(r.nome_doenca) ?? str(r.name);
  const id = str(r.id) ?? code;
  if (!id || !code || !label) return null;
  const category = str(r.categoria_nome);
  return { id, name: `${code} - ${label}`, type: 'icd10', path: serverPath(r) ?? icd10Path(code), slug: code.toLowerCase(), ...(category ? { description: category } : {}), ...scoreOf(r, fallback) };
}

export function mapVaccine(r: Row, fallback = 0.8): SearchResult | null {
  const id = str(r.id);
  const name = str(r.name);
  if (!id || !name) return null;
  return { id, name, type: 'vaccine', path: serverPath(r) ?? VACCINE_PATH, description: 'Calendário vacinal', ...scoreOf(r, fallback) };
}

export function mapConduct(r: Row, fallback: number): SearchResult | null {
  const id = str(r.id);
  const name = str(r.title) ?? str(r.name);
  if (!id || !name) return null;
  const topic = obj(r.topic) ?? obj(r.pedbook_conducts_topics);
  const category = obj(topic?.category) ?? obj(topic?.pedbook_conducts_categories) ?? obj(r.category);
  const categorySlug = str(r.category_slug) ?? str(category?.slug);
  const topicSlug = str(r.topic_slug) ?? str(topic?.slug);
  const slug = str(r.slug);
  const description = str(r.topic_name) ?? str(topic?.name) ?? str(r.category_name) ?? str(category?.name);
  return {
    id,
    name,
    type: 'conduct',
    path: serverPath(r) ?? conductPath(categorySlug, topicSlug, slug),
    ...(slug ? { slug } : {}),
    ...(description ? { description } : {}),
    ...scoreOf(r, fallback),
  };
}

const compact = (list: Array<SearchResult | null>): SearchResult[] => list.filter((x): x is SearchResult => x !== null);

/** The response of unified_search_complete: medications, categories, leaflets, icd10,
 * vaccines, conduct_summaries, conduct_optimized. */
export function mapUnifiedResponse(data: unknown): SearchResult[] {
  const d = (Array.isArray(data) ? data[0] : data) as Row | null | undefined;
  if (!d || typeof d !== 'object') return [];
  return [
    ...compact(rows(d.medications).map((r) => mapMedication(r))),
    ...compact(rows(d.categories).map((r) => mapCategory(r))),
    ...compact(rows(d.leaflets).map((r) => mapLeaflet(r))),
    ...compact(rows(d.icd10).map((r) => mapIcd10(r))),
    ...compact(rows(d.vaccines).map((r) => mapVaccine(r))),
    ...compact(rows(d.conduct_summaries).map((r) => mapConduct(r, 0.9))),
    ...compact(rows(d.conduct_optimized).map((r) => mapConduct(r, 0.95))),
  ];
}

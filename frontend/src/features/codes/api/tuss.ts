/** TUSS reads through the gateway: chapters → groups → procedures (paged, under their
 * subgroups) → one procedure with its chapter, group and subgroup. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { db } from '@/lib/supabase';
import { readPage, readMaybe, readRows } from '@/lib/read-response';
import { digitsOnly, likeFragment, looksLikeNumericCode, normalizeSearch, rangeOf } from '../lib/codes';

const childCount = z
  .array(z.object({ count: z.number() }))
  .nullish()
  .transform((a) => a?.[0]?.count ?? 0);

const capituloSchema = z.object({ code: z.string(), name: z.string(), version: z.string(), is_dated: z.boolean(), children: childCount });
const grupoSchema = z.object({ code: z.string(), full_code: z.string(), name: z.string().nullable(), children: childCount });
const subgrupoSchema = z.object({ code: z.string(), full_code: z.string(), name: z.string().nullable() });
const procListSchema = z.object({ code: z.string(), description: z.string(), subgrupo: subgrupoSchema.nullable() });
const procSchema = z.object({
  code: z.string(),
  description: z.string(),
  capitulo_code: z.string(),
  grupo_code: z.string(),
  subgrupo_code: z.string(),
  subgrupo_full_code: z.string(),
  source_note: z.string().nullable(),
  version: z.string(),
  is_dated: z.boolean(),
  subgrupo: subgrupoSchema.nullable(),
});
export type TussProcedureListItem = z.infer<typeof procListSchema>;

export const tussKeys = {
  all: ['codes', 'tuss'] as const,
  capitulos: () => [...tussKeys.all, 'capitulos'] as const,
  capitulo: (c: string) => [...tussKeys.all, 'capitulo', c] as const,
  grupo: (c: string, g: string, page: number) => [...tussKeys.all, 'grupo', c, g, page] as const,
  procedure: (code: string) => [...tussKeys.all, 'procedure', code] as const,
  search: (q: string) => [...tussKeys.all, 'search', q] as const,
};

const CAPITULO_COLUMNS = 'code, name, version, is_dated, children:pedbook_tuss_grupos(count)';
const GRUPO_COLUMNS = 'code, full_code, name, children:pedbook_tuss_subgrupos(count)';

export async function fetchTussCapitulos() {
  return readRows(capituloSchema, await (await db()).from('pedbook_tuss_capitulos').select(CAPITULO_COLUMNS).order('code'));
}

export async function fetchTussCapitulo(capitulo: string) {
  const client = await db();
  const [c, grupos] = await Promise.all([
    client.from('pedbook_tuss_capitulos').select(CAPITULO_COLUMNS).eq('code', capitulo).maybeSingle(),
    client.from('pedbook_tuss_grupos').select(GRUPO_COLUMNS).eq('capitulo_code', capitulo).order('full_code'),
  ]);
  return { capitulo: readMaybe(capituloSchema, c), grupos: readRows(grupoSchema, grupos) };
}

export async function fetchTussGrupo(capitulo: string, grupo: string, page: number) {
  const client = await db();
  const [from, to] = rangeOf(page);
  const [c, g, procs] = await Promise.all([
    client.from('pedbook_tuss_capitulos').select(CAPITULO_COLUMNS).eq('code', capitulo).maybeSingle(),
    client.from('pedbook_tuss_grupos').select(GRUPO_COLUMNS).eq('full_code', `${capitulo}.${grupo}`).maybeSingle(),
    client
      .from('pedbook_tuss_procedimentos')
      .select('code, description, subgrupo:pedbook_tuss_subgrupos(code, full_code, name)', { count: 'exact' })
      .eq('capitulo_code', capitulo)
      .eq('grupo_code', grupo)
      .order('code')
      .range(from, to),
  ]);
  return { capitulo: readMaybe(capituloSchema, c), grupo: readMaybe(grupoSchema, g), page: readPage(procListSchema, procs) };
}

export async function fetchTussProcedure(code: string) {
  const client = await db();
  const proc = readMaybe(
    procSchema,
    await client
      .from('pedbook_tuss_procedimentos')
      .select('code, description, capitulo_code, grupo_code, subgrupo_code, subgrupo_full_code, source_note, version, is_dated, subgrupo:pedbook_tuss_subgrupos(code, full_code, name)')
      .eq('code', digitsOnly(code))
      .maybeSingle(),
  );
  if (!proc) return null;
  const [c, g] = await Promise.all([
    client.from('pedbook_tuss_capitulos').select(CAPITULO_COLUMNS).eq('code', proc.capitulo_code).maybeSingle(),
    client.from('pedbook_tuss_grupos').select(GRUPO_COLUMNS).eq('full_code', `${proc.capitulo_code}.${proc.grupo_code}`).maybeSingle(),
  ]);
  return { procedure: proc, capitulo: readMaybe(capituloSchema, c), grupo: readMaybe(grupoSchema, g) };
}

/** Code prefix (any punctuation) or words of the description (any case, accents ignored). */
export async function searchTuss(q: string) {
  const base = (await db()).from('pedbook_tuss_procedimentos').select('code, description, subgrupo:pedbook_tuss_subgrupos(code, full_code, name)');
  const res = looksLikeNumericCode(q)
    ? await base.like('code', `${digitsOnly(q)}%`).order('code').limit(50)
    : await base.ilike('search_name', `%${likeFragment(normalizeSearch(q)).replace(/ /g, '%')}%`).order('description').limit(50);
  return readRows(procListSchema, res);
}

const STALE = 60 * 60 * 1000;
export const tussCapitulosQuery = () => queryOptions({ queryKey: tussKeys.capitulos(), queryFn: fetchTussCapitulos, staleTime: STALE });
export const tussCapituloQuery = (c: string) => queryOptions({ queryKey: tussKeys.capitulo(c), queryFn: () => fetchTussCapitulo(c), staleTime: STALE });
export const tussGrupoQuery = (c: string, g: string, page: number) =>
  queryOptions({ queryKey: tussKeys.grupo(c, g, page), queryFn: () => fetchTussGrupo(c, g, page), staleTime: STALE });
export const tussProcedureQuery = (code: string) =>
  queryOptions({ queryKey: tussKeys.procedure(digitsOnly(code)), queryFn: () => fetchTussProcedure(code), staleTime: STALE });
export const tussSearchQuery = (q: string) => queryOptions({ queryKey: tussKeys.search(q), queryFn: () => searchTuss(q), staleTime: STALE });

export const useTussCapitulos = () => useQuery(tussCapitulosQuery());
export const useTussCapitulo = (c: string) => useQuery(tussCapituloQuery(c));
export const useTussGrupo = (c: string, g: string, page: number) => useQuery(tussGrupoQuery(c, g, page));
export const useTussProcedure = (code: string) => useQuery(tussProcedureQuery(code));
export const useTussSearch = (q: string) => useQuery(tussSearchQuery(q));

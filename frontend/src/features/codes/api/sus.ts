/** SUS (SIGTAP) reads through the gateway: groups → subgroups → forms of organisation →
 * procedures (paged) → one procedure with its financing and its linked CIDs (paged). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { db } from '@/lib/supabase';
import { readPage, readMaybe, readRows } from '@/lib/read-response';
import { digitsOnly, likeFragment, looksLikeNumericCode, normalizeSearch, rangeOf } from '../lib/codes';

const childCount = z
  .array(z.object({ count: z.number() }))
  .nullish()
  .transform((a) => a?.[0]?.count ?? 0);

const grupoSchema = z.object({ code: z.string(), name: z.string(), competence: z.string(), children: childCount });
const subgrupoSchema = z.object({ code: z.string(), full_code: z.string(), name: z.string() });
const formaSchema = z.object({ code: z.string(), subgrupo_code: z.string(), full_code: z.string(), name: z.string() });
const procListSchema = z.object({ code: z.string(), name: z.string(), complexity_name: z.string().nullable() });
const money = z.union([z.number(), z.string()]).transform(Number);
const procSchema = z.object({
  code: z.string(),
  name: z.string(),
  grupo_code: z.string(),
  subgrupo_code: z.string(),
  forma_code: z.string(),
  complexity_name: z.string().nullable(),
  sex: z.enum(['I', 'M', 'F', 'N']).nullable(),
  max_executions: z.number().nullable(),
  days_of_stay: z.number().nullable(),
  points: z.number().nullable(),
  min_age_months: z.number().nullable(),
  max_age_months: z.number().nullable(),
  value_sh: money,
  value_sa: money,
  value_sp: money,
  value_total: money,
  financing_code: z.string().nullable(),
  competence: z.string(),
});
const financingSchema = z.object({ code: z.string(), name: z.string() });
const linkedCidSchema = z.object({
  cid_code: z.string(),
  is_principal: z.boolean(),
  cid: z.object({ code: z.string(), name: z.string() }).nullable(),
});

export type SusGrupo = z.infer<typeof grupoSchema>;
export type SusProcedure = z.infer<typeof procSchema>;
export type SusProcedureListItem = z.infer<typeof procListSchema>;

export const susKeys = {
  all: ['codes', 'sus'] as const,
  grupos: () => [...susKeys.all, 'grupos'] as const,
  grupo: (g: string) => [...susKeys.all, 'grupo', g] as const,
  subgrupo: (g: string, s: string) => [...susKeys.all, 'subgrupo', g, s] as const,
  procedures: (g: string, s: string, f: string, page: number) => [...susKeys.all, 'procedures', g, s, f, page] as const,
  procedure: (code: string) => [...susKeys.all, 'procedure', code] as const,
  cids: (code: string, page: number) => [...susKeys.all, 'cids', code, page] as const,
  financing: () => [...susKeys.all, 'financing'] as const,
  search: (q: string) => [...susKeys.all, 'search', q] as const,
};

export async function fetchSusGrupos() {
  const res = await (await db()).from('pedbook_sus_grupos').select('code, name, competence, children:pedbook_sus_subgrupos(count)').order('code');
  return readRows(grupoSchema, res);
}

/** A group: its subgroups, each with its number of forms of organisation. */
export async function fetchSusGrupo(grupo: string) {
  const client = await db();
  const [g, subs, formas] = await Promise.all([
    client.from('pedbook_sus_grupos').select('code, name, competence, children:pedbook_sus_subgrupos(count)').eq('code', grupo).maybeSingle(),
    client.from('pedbook_sus_subgrupos').select('code, full_code, name').eq('grupo_code', grupo).order('code'),
    client.from('pedbook_sus_formas_organizacao').select('code, subgrupo_code, full_code, name').eq('grupo_code', grupo).order('full_code').limit(1000),
  ]);
  const formaRows = readRows(formaSchema, formas);
  return {
    grupo: readMaybe(grupoSchema, g),
    subgrupos: readRows(subgrupoSchema, subs).map((s) => ({ ...s, formas: formaRows.filter((f) => f.subgrupo_code === s.code).length })),
    formas: formaRows,
  };
}

/** A subgroup: its forms of organisation, each with its number of procedures. */
export async function fetchSusSubgrupo(grupo: string, subgrupo: string) {
  const client = await db();
  const [g, s, formas, procs] = await Promise.all([
    client.from('pedbook_sus_grupos').select('code, name, competence, children:pedbook_sus_subgrupos(count)').eq('code', grupo).maybeSingle(),
    client.from('pedbook_sus_subgrupos').select('code, full_code, name').eq('full_code', `${grupo}${subgrupo}`).maybeSingle(),
    client.from('pedbook_sus_formas_organizacao').select('code, subgrupo_code, full_code, name').eq('grupo_code', grupo).eq('subgrupo_code', subgrupo).order('code'),
    // Only the form code of each procedure (a subgroup holds at most ~500), to count them.
    client.from('pedbook_sus_procedimentos').select('forma_code').eq('grupo_code', grupo).eq('subgrupo_code', subgrupo).limit(1000),
  ]);
  const procRows = readRows(z.object({ forma_code: z.string() }), procs);
  return {
    grupo: readMaybe(grupoSchema, g),
    subgrupo: readMaybe(subgrupoSchema, s),
    formas: readRows(formaSchema, formas).map((f) => ({ ...f, procedures: procRows.filter((p) => p.forma_code === f.code).length })),
  };
}

export async function fetchSusProcedures(grupo: string, subgrupo: string, forma: string, page: number) {
  const client = await db();
  const [from, to] = rangeOf(page);
  const [f, procs] = await Promise.all([
    client.from('pedbook_sus_formas_organizacao').select('code, subgrupo_code, full_code, name').eq('full_code', `${grupo}${subgrupo}${forma}`).maybeSingle(),
    client
      .from('pedbook_sus_procedimentos')
      .select('code, name, complexity_name', { count: 'exact' })
      .eq('grupo_code', grupo)
      .eq('subgrupo_code', subgrupo)
      .eq('forma_code', forma)
      .order('code')
      .range(from, to),
  ]);
  return { forma: readMaybe(formaSchema, f), page: readPage(procListSchema, procs) };
}

const PROC_COLUMNS =
  'code, name, grupo_code, subgrupo_code, forma_code, complexity_name, sex, max_executions, days_of_stay, points, min_age_months, max_age_months, value_sh, value_sa, value_sp, value_total, financing_code, competence';

/** A procedure with the names of its group, subgroup and form. */
export async function fetchSusProcedure(code: string) {
  const client = await db();
  const proc = readMaybe(procSchema, await client.from('pedbook_sus_procedimentos').select(PROC_COLUMNS).eq('code', digitsOnly(code)).maybeSingle());
  if (!proc) return null;
  const [g, s, f] = await Promise.all([
    client.from('pedbook_sus_grupos').select('code, name').eq('code', proc.grupo_code).maybeSingle(),
    client.from('pedbook_sus_subgrupos').select('code, full_code, name').eq('full_code', `${proc.grupo_code}${proc.subgrupo_code}`).maybeSingle(),
    client.from('pedbook_sus_formas_organizacao').select('code, subgrupo_code, full_code, name').eq('full_code', `${proc.grupo_code}${proc.subgrupo_code}${proc.forma_code}`).maybeSingle(),
  ]);
  return {
    procedure: proc,
    grupo: readMaybe(financingSchema, g),
    subgrupo: readMaybe(subgrupoSchema, s),
    forma: readMaybe(formaSchema, f),
  };
}

export async function fetchSusFinancing() {
  const res = await (await db()).from('pedbook_sus_financiamentos').select('code, name').order('code').limit(100);
  return readRows(financingSchema, res);
}

export async function fetchSusLinkedCids(code: string, page: number) {
  const [from, to] = rangeOf(page);
  const res = await (await db())
    .from('pedbook_sus_procedimento_cids')
    .select('cid_code, is_principal, cid:unified_cids(code, name)', { count: 'exact' })
    .eq('procedimento_code', digitsOnly(code))
    .order('cid_code')
    .range(from, to);
  return readPage(linkedCidSchema, res);
}

/** Code prefix (any punctuation) or words of the name (any case, accents ignored); 50 at most. */
export async function searchSus(q: string) {
  const base = (await db()).from('pedbook_sus_procedimentos').select('code, name, complexity_name');
  const res = looksLikeNumericCode(q)
    ? await base.like('code', `${digitsOnly(q)}%`).order('code').limit(50)
    : await base.ilike('search_name', `%${likeFragment(normalizeSearch(q)).replace(/ /g, '%')}%`).order('name').limit(50);
  return readRows(procListSchema, res);
}

const STALE = 60 * 60 * 1000;
export const susGruposQuery = () => queryOptions({ queryKey: susKeys.grupos(), queryFn: fetchSusGrupos, staleTime: STALE });
export const susGrupoQuery = (g: string) => queryOptions({ queryKey: susKeys.grupo(g), queryFn: () => fetchSusGrupo(g), staleTime: STALE });
export const susSubgrupoQuery = (g: string, s: string) =>
  queryOptions({ queryKey: susKeys.subgrupo(g, s), queryFn: () => fetchSusSubgrupo(g, s), staleTime: STALE });
export const susProceduresQuery = (g: string, s: string, f: string, page: number) =>
  queryOptions({ queryKey: susKeys.procedures(g, s, f, page), queryFn: () => fetchSusProcedures(g, s, f, page), staleTime: STALE });
export const susProcedureQuery = (code: string) =>
  queryOptions({ queryKey: susKeys.procedure(digitsOnly(code)), queryFn: () => fetchSusProcedure(code), staleTime: STALE });
export const susLinkedCidsQuery = (code: string, page: number) =>
  queryOptions({ queryKey: susKeys.cids(digitsOnly(code), page), queryFn: () => fetchSusLinkedCids(code, page), staleTime: STALE });
export const susFinancingQuery = () => queryOptions({ queryKey: susKeys.financing(), queryFn: fetchSusFinancing, staleTime: STALE });
export const susSearchQuery = (q: string) => queryOptions({ queryKey: susKeys.search(q), queryFn: () => searchSus(q), staleTime: STALE });

export const useSusGrupos = () => useQuery(susGruposQuery());
export const useSusGrupo = (g: string) => useQuery(susGrupoQuery(g));
export const useSusSubgrupo = (g: string, s: string) => useQuery(susSubgrupoQuery(g, s));
export const useSusProcedures = (g: string, s: string, f: string, page: number) => useQuery(susProceduresQuery(g, s, f, page));
export const useSusProcedure = (code: string) => useQuery(susProcedureQuery(code));
export const useSusLinkedCids = (code: string, page: number) => useQuery(susLinkedCidsQuery(code, page));
export const useSusFinancing = () => useQuery(susFinancingQuery());
export const useSusSearch = (q: string) => useQuery(susSearchQuery(q));

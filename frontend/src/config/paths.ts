/** The route registry: every path of the spec (parts 1 and 2 §2) with its access level and
 * title (its description sentence is in path-descriptions.ts, off the start-up path); `pathTo(pattern, params)` builds any of them, typed (`pathTo('/blog/post/:id', { id })`). The router, the home cards, the
 * search lists and result paths and the offline rules all read it; no other file spells a path.
 *
 * Adding a page: one entry here (if the path is new, with its sentence in path-descriptions.ts)
 * plus the page in its feature's `routes.ts`; a calculator, flowchart or venomous accident is a row
 * of the tool catalogue (tools.ts) instead, which gives its entry here.
 * A registered path without a page renders the placeholder (title and description). */

import { toolPath, toolsOf, type ToolKind } from './tools';

/** public: anyone; login: the login dialog opens without a session; admin: under /admin's layout. */
export type Access = 'public' | 'login' | 'admin';

/** Areas whose pages show the offline-blocked page while offline (spec part 1 §2). */
export type OfflineArea = 'dr-will' | 'notes' | 'prescriptions' | 'interactions' | 'questions' | 'generic';

export interface RouteEntry<P extends string = string> {
  /** react-router pattern, absolute ('/codigos/cid-10/code/:codigo'). */
  path: P;
  access: Access;
  title: string;
  /** A permanent redirect (the route renders <Navigate replace>). */
  redirect?: string;
}

const pub = <P extends string>(path: P, title: string): RouteEntry<P> => ({ path, title, access: 'public' });
const login = <P extends string>(path: P, title: string): RouteEntry<P> => ({ path, title, access: 'login' });
const redirect = <P extends string>(path: P, to: string): RouteEntry<P> => ({ path, title: '', access: 'public', redirect: to });

/** The registry entries of one kind of tool of the catalogue (tools.ts): its paths and titles. */
const toolRoutes = <K extends ToolKind>(kind: K) => toolsOf(kind).map((t) => pub(toolPath(t), t.title));

export type { CalculatorId, FlowchartId, VenomousId } from './tools';

const ADMIN_PAGES = [
  ['dashboard', 'Painel Administrativo'],
  ['blog', 'Blog'],
  ['categories', 'Categorias de Medicamentos'],
  ['medications', 'Medicamentos'],
  ['dosages', 'Dosagens'],
  ['revisions', 'Revisões de Doses'],
  ['instructions', 'Bulas'],
  ['condutas-e-manejos', 'Condutas e Manejos'],
  ['condutas-e-manejos/criar', 'Nova Conduta'],
  ['condutas-e-manejos/editar/:topicId', 'Editar Conduta'],
  ['prescription-categories', 'Categorias de Prescrição'],
  ['icd10', 'CID-10'],
  ['growth-curves', 'Curvas de Crescimento'],
  ['vaccines', 'Vacinas'],
  ['formulas', 'Fórmulas Infantis'],
  ['dnpm', 'Marcos do Desenvolvimento'],
  ['site-settings', 'Configurações do Site'],
  ['settings', 'Configurações'],
  ['question-import', 'Importação de Questões'],
  ['question-formatting', 'Formatação de Questões'],
  ['medication-import', 'Importação de Medicamentos'],
  ['format-themes', 'Formatação de Temas'],
  ['admin-users', 'Administradores'],
  ['maintenance', 'Modo de Manutenção'],
  ['drug-interaction-medications', 'Medicamentos de Interações'],
  ['breastfeeding-medications', 'Medicamentos na Amamentação'],
  ['breastfeeding-medications-enhancement', 'Aprimoramento — Amamentação'],
  ['medication-improvement', 'Aprimoramento de Medicamentos'],
  ['cas-dcb-validation', 'Validação CAS/DCB'],
  ['problems-debug', 'Diagnóstico de Problemas'],
  ['feedback-management', 'Gestão de Feedbacks'],
  ['active-ingredients-formatter', 'Formatação de Princípios Ativos'],
  ['dr-will-control', 'Controle do Dr. Will'],
  ['freemium-control', 'Controle Freemium'],
  ['premium-users', 'Usuários Premium'],
  ['test-subscriptions', 'Assinaturas de Teste'],
  ['rag-management', 'Base de Conhecimento (RAG)'],
  ['pedidrop', 'PediDrop'],
  ['cid', 'CID'],
  ['sus', 'SUS'],
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number][0];

/** Every route, in the spec's order. */
export const ROUTES = [
  pub('/', 'PedBook'),
  pub('/login', 'Entrar'),
  pub('/reset-password', 'Redefinir senha'),
  pub('/auth/callback', 'Entrando'),
  pub('/medicamentos', 'Medicamentos'),
  pub('/medicamentos/painel', 'Painel de Medicamentos'),
  pub('/medicamentos/:slug', 'Medicamento'),
  pub('/medicamentos/:medicationId/bula', 'Bula do Medicamento'),
  pub('/bulas-profissionais', 'Bulas Profissionais'),
  pub('/bulas-profissionais/:slug', 'Bula Profissional'),
  pub('/medicamentos-amamentacao', 'Medicamentos na Amamentação'),
  pub('/blog', 'Blog'),
  pub('/blog/post/:id', 'Artigo do Blog'),
  pub('/conselho', 'Conselho'),
  pub('/condutas-e-manejos', 'Condutas e Manejos'),
  pub('/condutas-e-manejos/:categorySlug', 'Condutas e Manejos'),
  pub('/condutas-e-manejos/:categorySlug/:subcategorySlug', 'Condutas e Manejos'),
  pub('/condutas-e-manejos/:categorySlug/:subcategorySlug/:topicSlug', 'Condutas e Manejos'),
  pub('/terms', 'Termos de Uso'),
  pub('/politica-privacidade', 'Política de Privacidade'),
  pub('/maintenance', 'Manutenção'),
  redirect('/icd', '/codigos/cid-10'),
  pub('/codigos', 'Códigos'),
  pub('/codigos/cid-10', 'CID-10'),
  pub('/codigos/cid-10/cap/:capitulo', 'CID-10 — Capítulo'),
  pub('/codigos/cid-10/cap/:capitulo/cat/:categoria', 'CID-10 — Categoria'),
  pub('/codigos/cid-10/code/:codigo', 'CID-10 — Código'),
  pub('/codigos/tuss', 'TUSS'),
  pub('/codigos/tuss/cap/:capitulo', 'TUSS — Capítulo'),
  pub('/codigos/tuss/cap/:capitulo/grupo/:grupo', 'TUSS — Grupo'),
  pub('/codigos/tuss/code/:codigo', 'TUSS — Código'),
  pub('/codigos/sus', 'SUS (SIGTAP)'),
  pub('/codigos/sus/grupo/:grupo', 'SUS — Grupo'),
  pub('/codigos/sus/grupo/:grupo/subgrupo/:subgrupo', 'SUS — Subgrupo'),
  pub('/codigos/sus/grupo/:grupo/subgrupo/:subgrupo/forma/:forma', 'SUS — Forma de Organização'),
  pub('/codigos/sus/code/:codigo', 'SUS — Procedimento'),
  pub('/puericultura', 'Puericultura'),
  pub('/puericultura/curva-de-crescimento', 'Curvas de Crescimento'),
  pub('/puericultura/calendario-vacinal', 'Calendário Vacinal'),
  pub('/puericultura/calendario-vacinal-simples', 'Calendário Vacinal Simplificado'),
  pub('/puericultura/formulas', 'Fórmulas Infantis'),
  pub('/puericultura/suplementacao-infantil', 'Suplementação Infantil'),
  pub('/puericultura/patient-overview', 'Visão Geral do Paciente'),
  pub('/dnpm', 'Marcos do Desenvolvimento (DNPM)'),
  pub('/ai-assistant', 'Assistente IA'),
  pub('/anamnese', 'Anamnese'),
  pub('/calculadoras', 'Calculadoras'),
  ...toolRoutes('calculator'),
  pub('/flowcharts', 'Fluxogramas'),
  ...toolRoutes('flowchart'),
  ...toolRoutes('venomous'),
  pub('/poisonings', 'Intoxicações'),
  pub('/poisonings/:id', 'Intoxicação'),
  ...toolRoutes('sheet'),
  pub('/whatsapp-bot', 'PedBook no WhatsApp'),
  pub('/feedback-suporte', 'Feedback e Suporte'),
  pub('/modo-offline', 'Modo Offline'),
  pub('/interacoes-medicamentosas', 'Interações Medicamentosas'),
  pub('/newsletters', 'Newsletters'),
  pub('/residencia-beta', 'Residência (beta)'),
  pub('/test-questions', 'Questões de Teste'),
  pub('/estudos', 'Estudos'),
  // search fallbacks (spec part 1 §2) that have a Portuguese route
  redirect('/calculators', '/calculadoras'),
  redirect('/childcare', '/puericultura'),
  login('/prescriptions', 'Prescrições'),
  login('/prescriptions/:id', 'Prescrição'),
  redirect('/prescricoes', '/prescriptions'),
  login('/shared-prescriptions', 'Prescrições Compartilhadas'),
  login('/settings', 'Configurações'),
  login('/notes', 'Anotações'),
  redirect('/anotacoes', '/notes'),
  login('/dr-will', 'Dr. Will'),
  login('/estudos/filtros', 'Filtros de Estudo'),
  login('/questions', 'Questões'),
  login('/questions/:sessionId', 'Sessão de Questões'),
  login('/results/:sessionId', 'Resultado da Sessão'),
  redirect('/admin', '/admin/dashboard'),
  ...ADMIN_PAGES.map(([p, title]): RouteEntry<`/admin/${AdminPage}`> => ({
    path: `/admin/${p}`,
    title,
    access: 'admin',
  })),
] as const;

/** Every registered pattern; a feature's `routes.ts` may only claim these. */
export type RoutePath = (typeof ROUTES)[number]['path'];

const BY_PATH = new Map<string, RouteEntry>(ROUTES.map((r) => [r.path, r]));

export function routeEntry(path: RoutePath): RouteEntry {
  return BY_PATH.get(path)!;
}

/** The admin pages shown in the admin layout's menu (not the create/edit sub-pages). */
export const ADMIN_MENU: RouteEntry[] = ROUTES.filter((r) => r.access === 'admin' && r.path.split('/').length === 3);

// ---------------------------------------------------------------- builders

/** The parameters of a pattern: '/blog/post/:id' → { id: string }. */
export type ParamsOf<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? { [k in K]: string } & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? { [k in K]: string }
    : Record<never, never>;

/** The builder of every registered path: `pathTo('/blog/post/:id', { id })`, `pathTo('/dnpm')`.
 * Only registered patterns compile, each with exactly its parameters; values are URI-encoded. */
export function pathTo<P extends RoutePath>(pattern: P, ...[params]: keyof ParamsOf<P> extends never ? [] : [params: ParamsOf<P>]): string {
  const values = (params ?? {}) as Record<string, string>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(values[name]!));
}

/** Builders that carry a rule of their own (spec part 1 §2), and the search fallbacks. */
export const paths = {
  /** The code is lowercased in the path. */
  cid10Code: (codigo: string) => pathTo('/codigos/cid-10/code/:codigo', { codigo: codigo.trim().toLowerCase() }),
  /** Search results: /condutas-e-manejos/{category}/{topic}/{slug}, or {category}/{slug} when the
   * topic slug equals the category slug (the rule rpc/unified_search_complete.sql applies too). */
  conductResult: (categorySlug: string, topicSlug: string | null | undefined, slug: string) =>
    !topicSlug || topicSlug === categorySlug
      ? pathTo('/condutas-e-manejos/:categorySlug/:subcategorySlug', { categorySlug, subcategorySlug: slug })
      : pathTo('/condutas-e-manejos/:categorySlug/:subcategorySlug/:topicSlug', { categorySlug, subcategorySlug: topicSlug, topicSlug: slug }),
  /** Fallbacks of search results without a slug. */
  fallback: {
    calculator: pathTo('/calculators'),
    flowchart: pathTo('/flowcharts'),
    childcare: pathTo('/childcare'),
    toxidrome: pathTo('/poisonings'),
    leaflet: pathTo('/bulas-profissionais'),
    conduct: pathTo('/condutas-e-manejos'),
    medication: pathTo('/medicamentos'),
  },
} as const;

// ---------------------------------------------------------------- rules over paths

/** Access level of a concrete pathname ('/questions/42' → login), by the registry's patterns. */
export function accessOf(pathname: string): Access {
  const parts = pathname.split('?')[0]!.split('/');
  for (const r of ROUTES) {
    const pattern = r.path.split('/');
    if (pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i])) return r.access;
  }
  return 'public';
}

/** Offline-blocked prefixes the spec names without a route of their own. */
type OfflineAlias = '/anotacoes' | '/prescricoes' | '/drug-interactions' | '/questoes' | '/banco-questoes' | '/pediatric-study' | '/estudo-pediatrico' | '/results';

/** Prefixes blocked while offline with their area (spec part 1 §2), registered routes first,
 * then the aliases the spec names that have no route of their own. */
export const OFFLINE_PREFIXES: ReadonlyArray<readonly [prefix: RoutePath | OfflineAlias, area: OfflineArea]> = [
  ['/dr-will', 'dr-will'],
  ['/ai-assistant', 'dr-will'],
  ['/notes', 'notes'],
  ['/anotacoes', 'notes'],
  ['/prescriptions', 'prescriptions'],
  ['/prescricoes', 'prescriptions'],
  ['/shared-prescriptions', 'prescriptions'],
  ['/drug-interactions', 'interactions'],
  ['/interacoes-medicamentosas', 'interactions'],
  ['/questions', 'questions'],
  ['/questoes', 'questions'],
  ['/banco-questoes', 'questions'],
  ['/pediatric-study', 'questions'],
  ['/estudo-pediatrico', 'questions'],
  ['/estudos', 'questions'],
  ['/results', 'questions'],
  ['/anamnese', 'generic'],
  ['/newsletters', 'generic'],
  ['/blog', 'generic'],
];

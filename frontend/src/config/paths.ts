/** The route registry: every path of the spec (parts 1 and 2 §2) with its access level, title and
 * description; `pathTo(pattern, params)` builds any of them, typed (`pathTo('/blog/post/:id', { id })`). The router, the home cards, the
 * search lists and result paths and the offline rules all read it; no other file spells a path.
 *
 * Adding a page: one entry here (if the path is new) plus the page in its feature's `routes.ts`.
 * A registered path without a page renders the placeholder (title and description). */

/** public: anyone; login: the login dialog opens without a session; admin: under /admin's layout. */
export type Access = 'public' | 'login' | 'admin';

/** Areas whose pages show the offline-blocked page while offline (spec part 1 §2). */
export type OfflineArea = 'dr-will' | 'notes' | 'prescriptions' | 'interactions' | 'questions' | 'generic';

export interface RouteEntry<P extends string = string> {
  /** react-router pattern, absolute ('/codigos/cid-10/code/:codigo'). */
  path: P;
  access: Access;
  title: string;
  /** What the placeholder page says while no feature renders the path ('' for pages built from
   * the start, to keep the start-up bundle small). */
  description: string;
  /** A permanent redirect (the route renders <Navigate replace>). */
  redirect?: string;
}

const pub = <P extends string>(path: P, title: string, description: string): RouteEntry<P> => ({ path, title, description, access: 'public' });
const login = <P extends string>(path: P, title: string, description: string): RouteEntry<P> => ({ path, title, description, access: 'login' });
const redirect = <P extends string>(path: P, to: string): RouteEntry<P> => ({ path, title: '', description: '', access: 'public', redirect: to });

const CALCULATORS = [
  ['apgar', 'Escore de Apgar', 'Avaliação da vitalidade do recém-nascido no 1º e 5º minutos de vida.'],
  ['rodwell', 'Escore de Rodwell', 'Escore hematológico para triagem de sepse neonatal.'],
  ['capurro', 'Método de Capurro', 'Estimativa da idade gestacional pelo exame somático do recém-nascido.'],
  ['capurro-neuro', 'Capurro Somático-Neurológico', 'Idade gestacional por critérios somáticos e neurológicos.'],
  ['finnegan', 'Escore de Finnegan', 'Avaliação da síndrome de abstinência neonatal.'],
  ['gina', 'Controle da Asma (GINA)', 'Classificação do controle dos sintomas de asma segundo a GINA.'],
  ['glasgow', 'Escala de Coma de Glasgow', 'Nível de consciência com a adaptação pediátrica da escala.'],
  ['imc', 'Índice de Massa Corporal', 'Cálculo do IMC e sua interpretação para a idade.'],
  ['bhutani', 'Nomograma de Bhutani', 'Risco de hiperbilirrubinemia pela bilirrubina e horas de vida.'],
  ['sri', 'Sequência Rápida de Intubação', 'Doses das medicações da intubação em sequência rápida por peso.'],
  ['hidratacao', 'Hidratação Venosa', 'Cálculo da hidratação venosa de manutenção (Holliday-Segar).'],
] as const;

const FLOWCHARTS = [
  ['seizure', 'Crise Convulsiva', 'Manejo da crise convulsiva e do estado de mal epiléptico.'],
  ['dengue', 'Dengue', 'Classificação de risco e manejo da dengue na criança.'],
  ['dka', 'Cetoacidose Diabética', 'Abordagem da cetoacidose diabética: hidratação, insulina e eletrólitos.'],
  ['anaphylaxis', 'Anafilaxia', 'Reconhecimento e tratamento imediato da anafilaxia.'],
  ['asthma', 'Crise de Asma', 'Avaliação da gravidade e tratamento da crise asmática.'],
  ['pecarn', 'Trauma Cranioencefálico (PECARN)', 'Regra PECARN para indicação de tomografia no TCE.'],
  ['venomous', 'Animais Peçonhentos', 'Acidentes por escorpiões, serpentes e aranhas.'],
  ['hidratacao', 'Hidratação na Desidratação', 'Planos de hidratação A, B e C para a criança desidratada.'],
] as const;

const VENOMOUS = [
  ['scorpion', 'Acidente Escorpiônico', 'Classificação e soroterapia no acidente por escorpião.'],
  ['bothropic', 'Acidente Botrópico', 'Acidente por jararaca: classificação e soroterapia.'],
  ['crotalic', 'Acidente Crotálico', 'Acidente por cascavel: classificação e soroterapia.'],
  ['elapidic', 'Acidente Elapídico', 'Acidente por coral verdadeira: conduta e soroterapia.'],
  ['phoneutria', 'Acidente por Phoneutria', 'Acidente por aranha-armadeira: analgesia e soroterapia.'],
  ['loxoscelic', 'Acidente Loxoscélico', 'Acidente por aranha-marrom: formas cutânea e cutâneo-visceral.'],
] as const;

export type CalculatorId = (typeof CALCULATORS)[number][0];
export type FlowchartId = (typeof FLOWCHARTS)[number][0];
export type VenomousId = (typeof VENOMOUS)[number][0];

const ADMIN_PAGES = [
  ['dashboard', 'Painel Administrativo'],
  ['blog', 'Blog'],
  ['categories', 'Categorias de Medicamentos'],
  ['medications', 'Medicamentos'],
  ['dosages', 'Dosagens'],
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
  pub('/', 'PedBook', ''),
  pub('/login', 'Entrar', ''),
  pub('/reset-password', 'Redefinir senha', ''),
  pub('/auth/callback', 'Entrando', ''),
  pub('/medicamentos', 'Medicamentos', 'Medicamentos pediátricos com doses calculadas por peso e idade.'),
  pub('/medicamentos/painel', 'Painel de Medicamentos', 'Medicamentos organizados por categoria terapêutica.'),
  pub('/medicamentos/:slug', 'Medicamento', 'Indicações, posologia por peso e apresentações do medicamento.'),
  pub('/medicamentos/:medicationId/bula', 'Bula do Medicamento', 'Bula profissional do medicamento.'),
  pub('/bulas-profissionais', 'Bulas Profissionais', 'Bulas profissionais dos medicamentos pediátricos.'),
  pub('/bulas-profissionais/:slug', 'Bula Profissional', 'Texto da bula profissional do medicamento.'),
  pub('/medicamentos-amamentacao', 'Medicamentos na Amamentação', 'Segurança de medicamentos durante a amamentação.'),
  pub('/blog', 'Blog', 'Artigos sobre pediatria clínica e atualizações.'),
  pub('/blog/post/:id', 'Artigo do Blog', 'Artigo do blog PedBook.'),
  pub('/conselho', 'Conselho', 'Orientações e recomendações para a prática pediátrica.'),
  pub('/condutas-e-manejos', 'Condutas e Manejos', 'Condutas clínicas atualizadas organizadas por especialidade.'),
  pub('/condutas-e-manejos/:categorySlug', 'Condutas e Manejos', 'Temas desta especialidade.'),
  pub('/condutas-e-manejos/:categorySlug/:subcategorySlug', 'Condutas e Manejos', 'Conduta clínica do tema selecionado.'),
  pub('/condutas-e-manejos/:categorySlug/:subcategorySlug/:topicSlug', 'Condutas e Manejos', 'Conduta clínica do tema selecionado.'),
  pub('/terms', 'Termos de Uso', ''),
  pub('/politica-privacidade', 'Política de Privacidade', ''),
  pub('/maintenance', 'Manutenção', ''),
  redirect('/icd', '/codigos/cid-10'),
  pub('/codigos', 'Códigos', 'Consulta de códigos CID-10, SUS (SIGTAP) e TUSS.'),
  pub('/codigos/cid-10', 'CID-10', 'Classificação Internacional de Doenças, 10ª revisão.'),
  pub('/codigos/cid-10/cap/:capitulo', 'CID-10 — Capítulo', 'Categorias do capítulo da CID-10.'),
  pub('/codigos/cid-10/cap/:capitulo/cat/:categoria', 'CID-10 — Categoria', 'Códigos da categoria da CID-10.'),
  pub('/codigos/cid-10/code/:codigo', 'CID-10 — Código', 'Descrição do código da CID-10.'),
  pub('/codigos/tuss', 'TUSS', 'Terminologia Unificada da Saúde Suplementar.'),
  pub('/codigos/tuss/cap/:capitulo', 'TUSS — Capítulo', 'Grupos do capítulo da TUSS.'),
  pub('/codigos/tuss/cap/:capitulo/grupo/:grupo', 'TUSS — Grupo', 'Procedimentos do grupo da TUSS.'),
  pub('/codigos/tuss/code/:codigo', 'TUSS — Código', 'Descrição do procedimento da TUSS.'),
  pub('/codigos/sus', 'SUS (SIGTAP)', 'Tabela de procedimentos do SUS.'),
  pub('/codigos/sus/grupo/:grupo', 'SUS — Grupo', 'Subgrupos do grupo da tabela SUS.'),
  pub('/codigos/sus/grupo/:grupo/subgrupo/:subgrupo', 'SUS — Subgrupo', 'Formas de organização do subgrupo.'),
  pub('/codigos/sus/grupo/:grupo/subgrupo/:subgrupo/forma/:forma', 'SUS — Forma de Organização', 'Procedimentos da forma de organização.'),
  pub('/codigos/sus/code/:codigo', 'SUS — Procedimento', 'Descrição do procedimento da tabela SUS.'),
  pub('/puericultura', 'Puericultura', 'Crescimento, vacinação, fórmulas, suplementação e desenvolvimento.'),
  pub('/puericultura/curva-de-crescimento', 'Curvas de Crescimento', 'Curvas de crescimento da OMS com escores z.'),
  pub('/puericultura/calendario-vacinal', 'Calendário Vacinal', 'Calendário nacional de vacinação da criança.'),
  pub('/puericultura/calendario-vacinal-simples', 'Calendário Vacinal Simplificado', 'Vacinas por idade em visão resumida.'),
  pub('/puericultura/formulas', 'Fórmulas Infantis', 'Fórmulas infantis por categoria e indicação.'),
  pub('/puericultura/suplementacao-infantil', 'Suplementação Infantil', 'Suplementação de vitaminas e ferro por idade.'),
  pub('/puericultura/patient-overview', 'Visão Geral do Paciente', 'Resumo de crescimento, vacinas e marcos por idade.'),
  pub('/dnpm', 'Marcos do Desenvolvimento (DNPM)', 'Desenvolvimento neuropsicomotor esperado por idade.'),
  pub('/ai-assistant', 'Assistente IA', 'Assistente de inteligência artificial para dúvidas clínicas.'),
  pub('/anamnese', 'Anamnese', 'Roteiro estruturado de anamnese pediátrica.'),
  pub('/calculadoras', 'Calculadoras', 'Calculadoras e escores pediátricos.'),
  ...CALCULATORS.map(([id, t, d]) => pub(`/calculadoras/${id}` as const, t, d)),
  pub('/flowcharts', 'Fluxogramas', 'Fluxogramas de atendimento das urgências pediátricas.'),
  ...FLOWCHARTS.map(([id, t, d]) => pub(`/flowcharts/${id}` as const, t, d)),
  ...VENOMOUS.map(([id, t, d]) => pub(`/flowcharts/venomous/${id}` as const, t, d)),
  pub('/poisonings', 'Intoxicações', 'Toxíndromes e antídotos com doses por peso.'),
  pub('/poisonings/:id', 'Intoxicação', 'Manejo e antídoto da toxíndrome.'),
  pub('/whatsapp-bot', 'PedBook no WhatsApp', 'Consulte doses e condutas pelo WhatsApp.'),
  pub('/feedback-suporte', 'Feedback e Suporte', ''),
  pub('/interacoes-medicamentosas', 'Interações Medicamentosas', 'Verificação de interações entre medicamentos.'),
  pub('/newsletters', 'Newsletters', 'Resumos periódicos das novidades em pediatria.'),
  pub('/residencia-beta', 'Residência (beta)', 'Preparação para provas de residência médica.'),
  pub('/test-questions', 'Questões de Teste', 'Questões de exemplo do banco de estudos.'),
  pub('/estudos', 'Estudos', 'Banco de questões para estudo em pediatria.'),
  // search fallbacks (spec part 1 §2) that have a Portuguese route
  redirect('/calculators', '/calculadoras'),
  redirect('/childcare', '/puericultura'),
  login('/prescriptions', 'Prescrições', 'Suas prescrições pediátricas salvas.'),
  login('/shared-prescriptions', 'Prescrições Compartilhadas', 'Prescrições compartilhadas pela comunidade.'),
  login('/settings', 'Configurações', ''),
  login('/notes', 'Anotações', 'Suas anotações clínicas organizadas em pastas.'),
  login('/dr-will', 'Dr. Will', 'Converse com o Dr. Will, o assistente de IA do PedBook.'),
  login('/estudos/filtros', 'Filtros de Estudo', 'Escolha temas e fontes para montar sua sessão de questões.'),
  login('/questions', 'Questões', 'Sua sessão de questões.'),
  login('/questions/:sessionId', 'Sessão de Questões', 'Responda as questões desta sessão.'),
  login('/results/:sessionId', 'Resultado da Sessão', 'Desempenho e gabarito da sessão de questões.'),
  redirect('/admin', '/admin/dashboard'),
  ...ADMIN_PAGES.map(([p, title]): RouteEntry<`/admin/${AdminPage}`> => ({
    path: `/admin/${p}`,
    title,
    description: `Área administrativa: ${title}.`,
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

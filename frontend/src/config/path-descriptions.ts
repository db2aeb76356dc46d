/** What the placeholder and the pages' headers say under each registered path's title (the
 * registry itself, config/paths.ts, is on the start-up path; these sentences load only with the
 * pages that show them). A tool's sentence is the catalogue's (tool-texts.ts). */
import { TOOL_CATALOGUE } from './tool-texts';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  "/medicamentos": "Medicamentos pediátricos com doses calculadas por peso e idade.",
  "/medicamentos/painel": "Medicamentos organizados por categoria terapêutica.",
  "/medicamentos/:slug": "Indicações, posologia por peso e apresentações do medicamento.",
  "/medicamentos/:medicationId/bula": "Bula profissional do medicamento.",
  "/bulas-profissionais": "Bulas profissionais dos medicamentos pediátricos.",
  "/bulas-profissionais/:slug": "Texto da bula profissional do medicamento.",
  "/medicamentos-amamentacao": "Segurança de medicamentos durante a amamentação.",
  "/blog": "Artigos sobre pediatria clínica e atualizações.",
  "/blog/post/:id": "Artigo do blog PedBook.",
  "/conselho": "Orientações e recomendações para a prática pediátrica.",
  "/condutas-e-manejos": "Condutas clínicas atualizadas organizadas por especialidade.",
  "/condutas-e-manejos/:categorySlug": "Temas desta especialidade.",
  "/condutas-e-manejos/:categorySlug/:subcategorySlug": "Conduta clínica do tema selecionado.",
  "/condutas-e-manejos/:categorySlug/:subcategorySlug/:topicSlug": "Conduta clínica do tema selecionado.",
  "/codigos": "Consulta de códigos CID-10, SUS (SIGTAP) e TUSS.",
  "/codigos/cid-10": "Classificação Internacional de Doenças, 10ª revisão.",
  "/codigos/cid-10/cap/:capitulo": "Categorias do capítulo da CID-10.",
  "/codigos/cid-10/cap/:capitulo/cat/:categoria": "Códigos da categoria da CID-10.",
  "/codigos/cid-10/code/:codigo": "Descrição do código da CID-10.",
  "/codigos/tuss": "Terminologia Unificada da Saúde Suplementar.",
  "/codigos/tuss/cap/:capitulo": "Grupos do capítulo da TUSS.",
  "/codigos/tuss/cap/:capitulo/grupo/:grupo": "Procedimentos do grupo da TUSS.",
  "/codigos/tuss/code/:codigo": "Descrição do procedimento da TUSS.",
  "/codigos/sus": "Tabela de procedimentos do SUS.",
  "/codigos/sus/grupo/:grupo": "Subgrupos do grupo da tabela SUS.",
  "/codigos/sus/grupo/:grupo/subgrupo/:subgrupo": "Formas de organização do subgrupo.",
  "/codigos/sus/grupo/:grupo/subgrupo/:subgrupo/forma/:forma": "Procedimentos da forma de organização.",
  "/codigos/sus/code/:codigo": "Descrição do procedimento da tabela SUS.",
  "/puericultura": "Crescimento, vacinação, fórmulas, suplementação e desenvolvimento.",
  "/puericultura/curva-de-crescimento": "Curvas de crescimento da OMS com escores z.",
  "/puericultura/calendario-vacinal": "Calendário nacional de vacinação da criança.",
  "/puericultura/calendario-vacinal-simples": "Vacinas por idade em visão resumida.",
  "/puericultura/formulas": "Fórmulas infantis por categoria e indicação.",
  "/puericultura/suplementacao-infantil": "Suplementação de vitaminas e ferro por idade.",
  "/puericultura/patient-overview": "Resumo de crescimento, vacinas e marcos por idade.",
  "/dnpm": "Desenvolvimento neuropsicomotor esperado por idade.",
  "/ai-assistant": "Assistente de inteligência artificial para dúvidas clínicas.",
  "/anamnese": "Roteiro estruturado de anamnese pediátrica.",
  "/calculadoras": "Calculadoras e escores pediátricos.",
  "/flowcharts": "Fluxogramas de atendimento das urgências pediátricas.",
  "/modo-offline": "Baixe medicamentos, doses, condutas e CID-10 para consultar sem internet.",
  "/poisonings": "Toxíndromes e antídotos com doses por peso.",
  "/poisonings/:id": "Manejo e antídoto da toxíndrome.",
  "/whatsapp-bot": "Consulte doses e condutas pelo WhatsApp.",
  "/interacoes-medicamentosas": "Verificação de interações entre medicamentos.",
  "/newsletters": "Resumos periódicos das novidades em pediatria.",
  "/residencia-beta": "Preparação para provas de residência médica.",
  "/test-questions": "Questões de exemplo do banco de estudos.",
  "/estudos": "Banco de questões para estudo em pediatria.",
  "/prescriptions": "Suas prescrições pediátricas salvas.",
  "/shared-prescriptions": "Prescrições compartilhadas pela comunidade.",
  "/notes": "Suas anotações clínicas organizadas em pastas.",
  "/dr-will": "Converse com o Dr. Will, o assistente de IA do PedBook.",
  "/estudos/filtros": "Escolha temas e fontes para montar sua sessão de questões.",
  "/questions": "Sua sessão de questões.",
  "/questions/:sessionId": "Responda as questões desta sessão.",
  "/results/:sessionId": "Desempenho e gabarito da sessão de questões.",
};

/** The description of a registered path ('' when it has none; admin pages name their area). */
const TOOL_DESCRIPTIONS: ReadonlyMap<string, string> = new Map(TOOL_CATALOGUE.map((t) => [t.path, t.description]));

export function describePath(path: string, title = ''): string {
  return DESCRIPTIONS[path] ?? TOOL_DESCRIPTIONS.get(path) ?? (path.startsWith('/admin/') && title ? `Área administrativa: ${title}.` : '');
}

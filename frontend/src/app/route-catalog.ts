/** Every route of the spec (parts 1 and 2 §2) whose content belongs to a later area, with the
 * real title and a short description its page shows. Pages built in this area (home, login,
 * reset, callback, feedback, maintenance, settings, terms, privacy) are routed in router.tsx. */

export type Access = 'public' | 'protected' | 'admin';

export interface CatalogRoute {
  path: string;
  title: string;
  description: string;
  access: Access;
}

const pub = (path: string, title: string, description: string): CatalogRoute => ({ path, title, description, access: 'public' });
const prot = (path: string, title: string, description: string): CatalogRoute => ({ path, title, description, access: 'protected' });

const calculators: Array<[string, string, string]> = [
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
];

const flowcharts: Array<[string, string, string]> = [
  ['seizure', 'Crise Convulsiva', 'Manejo da crise convulsiva e do estado de mal epiléptico.'],
  ['dengue', 'Dengue', 'Classificação de risco e manejo da dengue na criança.'],
  ['dka', 'Cetoacidose Diabética', 'Abordagem da cetoacidose diabética: hidratação, insulina e eletrólitos.'],
  ['anaphylaxis', 'Anafilaxia', 'Reconhecimento e tratamento imediato da anafilaxia.'],
  ['asthma', 'Crise de Asma', 'Avaliação da gravidade e tratamento da crise asmática.'],
  ['pecarn', 'Trauma Cranioencefálico (PECARN)', 'Regra PECARN para indicação de tomografia no TCE.'],
  ['venomous', 'Animais Peçonhentos', 'Acidentes por escorpiões, serpentes e aranhas.'],
  ['hidratacao', 'Hidratação na Desidratação', 'Planos de hidratação A, B e C para a criança desidratada.'],
];

const venomous: Array<[string, string, string]> = [
  ['scorpion', 'Acidente Escorpiônico', 'Classificação e soroterapia no acidente por escorpião.'],
  ['bothropic', 'Acidente Botrópico', 'Acidente por jararaca: classificação e soroterapia.'],
  ['crotalic', 'Acidente Crotálico', 'Acidente por cascavel: classificação e soroterapia.'],
  ['elapidic', 'Acidente Elapídico', 'Acidente por coral verdadeira: conduta e soroterapia.'],
  ['phoneutria', 'Acidente por Phoneutria', 'Acidente por aranha-armadeira: analgesia e soroterapia.'],
  ['loxoscelic', 'Acidente Loxoscélico', 'Acidente por aranha-marrom: formas cutânea e cutâneo-visceral.'],
];

export const PUBLIC_CATALOG: CatalogRoute[] = [
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
  ...calculators.map(([id, t, d]) => pub(`/calculadoras/${id}`, t, d)),
  pub('/flowcharts', 'Fluxogramas', 'Fluxogramas de atendimento das urgências pediátricas.'),
  ...flowcharts.map(([id, t, d]) => pub(`/flowcharts/${id}`, t, d)),
  ...venomous.map(([id, t, d]) => pub(`/flowcharts/venomous/${id}`, t, d)),
  pub('/poisonings', 'Intoxicações', 'Toxíndromes e antídotos com doses por peso.'),
  pub('/poisonings/:id', 'Intoxicação', 'Manejo e antídoto da toxíndrome.'),
  pub('/whatsapp-bot', 'PedBook no WhatsApp', 'Consulte doses e condutas pelo WhatsApp.'),
  pub('/interacoes-medicamentosas', 'Interações Medicamentosas', 'Verificação de interações entre medicamentos.'),
  pub('/newsletters', 'Newsletters', 'Resumos periódicos das novidades em pediatria.'),
  pub('/residencia-beta', 'Residência (beta)', 'Preparação para provas de residência médica.'),
  pub('/test-questions', 'Questões de Teste', 'Questões de exemplo do banco de estudos.'),
  pub('/estudos', 'Estudos', 'Banco de questões para estudo em pediatria.'),
];

export const PROTECTED_CATALOG: CatalogRoute[] = [
  prot('/prescriptions', 'Prescrições', 'Suas prescrições pediátricas salvas.'),
  prot('/shared-prescriptions', 'Prescrições Compartilhadas', 'Prescrições compartilhadas pela comunidade.'),
  prot('/notes', 'Anotações', 'Suas anotações clínicas organizadas em pastas.'),
  prot('/dr-will', 'Dr. Will', 'Converse com o Dr. Will, o assistente de IA do PedBook.'),
  prot('/estudos/filtros', 'Filtros de Estudo', 'Escolha temas e fontes para montar sua sessão de questões.'),
  prot('/questions', 'Questões', 'Sua sessão de questões.'),
  prot('/questions/:sessionId', 'Sessão de Questões', 'Responda as questões desta sessão.'),
  prot('/results/:sessionId', 'Resultado da Sessão', 'Desempenho e gabarito da sessão de questões.'),
];

const adminPages: Array<[string, string]> = [
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
];

export const ADMIN_CATALOG: CatalogRoute[] = adminPages.map(([path, title]) => ({
  path,
  title,
  description: `Área administrativa: ${title}.`,
  access: 'admin' as const,
}));

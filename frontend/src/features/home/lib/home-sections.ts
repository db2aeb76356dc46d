/** The home page: five quick-access buttons (the spec's four and the emergency sheet, issue #35) and four collapsible sections of feature cards
 * (spec part 1 §1). Cards needing login: Prescrições, Anotações, Assistente IA Dr. Will. */
import { accessOf, type RoutePath } from '@/config/paths';
import type { HomeSectionId } from '@/stores/preferences-store';

export type IconName =
  | 'pill'
  | 'book'
  | 'baby'
  | 'shuffle'
  | 'flask'
  | 'clipboard'
  | 'stethoscope'
  | 'workflow'
  | 'hash'
  | 'calculator'
  | 'chart'
  | 'syringe'
  | 'milk'
  | 'brain'
  | 'notebook'
  | 'bot'
  | 'message'
  | 'newspaper'
  | 'graduation'
  | 'instagram'
  | 'lifebuoy';

export interface HomeCard {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** A registered route (checked against the registry at compile time), or an external URL
   * opened in a new tab. */
  to: RoutePath | `https://${string}`;
  external?: boolean;
  /** Hidden in clinical mode (medication items). */
  medication?: boolean;
}

export interface HomeSection {
  id: HomeSectionId;
  title: string;
  cards: HomeCard[];
}

export const INSTAGRAM_URL = 'https://www.instagram.com/pedbook.med/' as const;

export const QUICK_ACCESS: HomeCard[] = [
  { id: 'qa-medicamentos', title: 'Medicamentos', description: 'Doses por peso', icon: 'pill', to: '/medicamentos', medication: true },
  { id: 'qa-calculadoras', title: 'Calculadoras', description: 'Escores e cálculos', icon: 'calculator', to: '/calculadoras' },
  { id: 'qa-condutas', title: 'Condutas', description: 'Manejo clínico', icon: 'stethoscope', to: '/condutas-e-manejos' },
  { id: 'qa-puericultura', title: 'Puericultura', description: 'Crescimento e vacinas', icon: 'baby', to: '/puericultura' },
  { id: 'qa-emergencia', title: 'Emergência', description: 'Ficha de reanimação', icon: 'syringe', to: '/emergencia' },
];

/** The sections in their order, with their titles (spec part 1 §1). */
const SECTION_TITLES: Record<HomeSectionId, string> = {
  medicamentos: 'Medicamentos',
  protocolos: 'Protocolos Clínicos',
  ferramentas: 'Ferramentas de Apoio',
  comunidade: 'Inteligência & Comunidade',
};

/** Every section's cards, in their order, each with the section it is in. */
const CARDS: ReadonlyArray<readonly [HomeSectionId, HomeCard]> = [
  ['medicamentos', { id: 'medicamentos', title: 'Medicamentos', description: 'Doses pediátricas calculadas por peso e idade.', icon: 'pill', to: '/medicamentos', medication: true }],
  ['medicamentos', { id: 'bulas', title: 'Bulas Profissionais', description: 'Bulas completas para consulta rápida.', icon: 'book', to: '/bulas-profissionais', medication: true }],
  ['medicamentos', { id: 'amamentacao', title: 'Medicamentos na Amamentação', description: 'Segurança de fármacos durante a lactação.', icon: 'baby', to: '/medicamentos-amamentacao', medication: true }],
  ['medicamentos', { id: 'interacoes', title: 'Interações Medicamentosas', description: 'Verifique interações entre medicamentos.', icon: 'shuffle', to: '/interacoes-medicamentosas', medication: true }],
  ['medicamentos', { id: 'intoxicacoes', title: 'Intoxicações', description: 'Toxíndromes e antídotos com doses.', icon: 'flask', to: '/poisonings' }],
  ['medicamentos', { id: 'prescricoes', title: 'Prescrições', description: 'Crie e organize suas prescrições.', icon: 'clipboard', to: '/prescriptions', medication: true }],
  ['protocolos', { id: 'condutas', title: 'Condutas e Manejos', description: 'Condutas atualizadas por especialidade.', icon: 'stethoscope', to: '/condutas-e-manejos' }],
  ['protocolos', { id: 'fluxogramas', title: 'Fluxogramas', description: 'Urgências pediátricas passo a passo.', icon: 'workflow', to: '/flowcharts' }],
  ['protocolos', { id: 'anamnese', title: 'Anamnese', description: 'Roteiro estruturado de anamnese.', icon: 'clipboard', to: '/anamnese' }],
  ['protocolos', { id: 'codigos', title: 'CID-10, SUS e TUSS', description: 'Consulta de códigos de doenças e procedimentos.', icon: 'hash', to: '/codigos' }],
  ['ferramentas', { id: 'calculadoras', title: 'Calculadoras', description: 'Apgar, Glasgow, Bhutani, IMC e outras.', icon: 'calculator', to: '/calculadoras' }],
  ['ferramentas', { id: 'crescimento', title: 'Curvas de Crescimento', description: 'Curvas da OMS com escores z.', icon: 'chart', to: '/puericultura/curva-de-crescimento' }],
  ['ferramentas', { id: 'vacinas', title: 'Calendário Vacinal', description: 'Vacinas recomendadas por idade.', icon: 'syringe', to: '/puericultura/calendario-vacinal' }],
  ['ferramentas', { id: 'formulas', title: 'Fórmulas Infantis', description: 'Fórmulas por categoria e indicação.', icon: 'milk', to: '/puericultura/formulas' }],
  ['ferramentas', { id: 'dnpm', title: 'Marcos do Desenvolvimento', description: 'DNPM esperado para cada idade.', icon: 'brain', to: '/dnpm' }],
  ['ferramentas', { id: 'anotacoes', title: 'Anotações', description: 'Suas anotações clínicas em pastas.', icon: 'notebook', to: '/notes' }],
  ['comunidade', { id: 'dr-will', title: 'Assistente IA Dr. Will', description: 'Tire dúvidas clínicas com a IA.', icon: 'bot', to: '/dr-will' }],
  ['comunidade', { id: 'whatsapp', title: 'PedBook no WhatsApp', description: 'Consulte pelo WhatsApp.', icon: 'message', to: '/whatsapp-bot' }],
  ['comunidade', { id: 'blog', title: 'Blog', description: 'Artigos e atualizações em pediatria.', icon: 'newspaper', to: '/blog' }],
  ['comunidade', { id: 'newsletters', title: 'Newsletters', description: 'Resumos das novidades.', icon: 'newspaper', to: '/newsletters' }],
  ['comunidade', { id: 'estudos', title: 'Estudos', description: 'Banco de questões de pediatria.', icon: 'graduation', to: '/estudos' }],
  ['comunidade', { id: 'feedback', title: 'Feedback e Suporte', description: 'Envie sugestões e acompanhe respostas.', icon: 'lifebuoy', to: '/feedback-suporte' }],
  ['comunidade', { id: 'instagram', title: 'Instagram', description: 'Siga o PedBook no Instagram.', icon: 'instagram', to: INSTAGRAM_URL, external: true }],
];

export const HOME_SECTIONS: HomeSection[] = (Object.keys(SECTION_TITLES) as HomeSectionId[]).map((id) => ({
  id,
  title: SECTION_TITLES[id],
  cards: CARDS.filter(([section]) => section === id).map(([, card]) => card),
}));

/** Cards whose route needs login (the registry's access level) open the login dialog first. */
export const requiresLogin = (card: HomeCard): boolean => !card.external && accessOf(card.to) === 'login';

export function visibleCards(cards: HomeCard[], clinicalMode: boolean): HomeCard[] {
  return clinicalMode ? cards.filter((c) => !c.medication) : cards;
}

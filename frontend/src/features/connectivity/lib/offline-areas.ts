/** Routes blocked while offline (spec part 1 §2) and the area-specific texts of the page. */
export const OFFLINE_BLOCKED_PREFIXES = [
  '/dr-will',
  '/ai-assistant',
  '/notes',
  '/anotacoes',
  '/prescriptions',
  '/prescricoes',
  '/shared-prescriptions',
  '/drug-interactions',
  '/interacoes-medicamentosas',
  '/questions',
  '/questoes',
  '/banco-questoes',
  '/pediatric-study',
  '/estudo-pediatrico',
  '/estudos',
  '/results',
  '/anamnese',
  '/newsletters',
  '/blog',
] as const;

export function isBlockedOffline(pathname: string): boolean {
  return OFFLINE_BLOCKED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export type OfflineArea = 'dr-will' | 'notes' | 'prescriptions' | 'interactions' | 'questions' | 'generic';

export function offlineArea(pathname: string): OfflineArea {
  const starts = (...ps: string[]) => ps.some((p) => pathname === p || pathname.startsWith(`${p}/`));
  if (starts('/dr-will', '/ai-assistant')) return 'dr-will';
  if (starts('/notes', '/anotacoes')) return 'notes';
  if (starts('/prescriptions', '/prescricoes', '/shared-prescriptions')) return 'prescriptions';
  if (starts('/drug-interactions', '/interacoes-medicamentosas')) return 'interactions';
  if (starts('/questions', '/questoes', '/banco-questoes', '/pediatric-study', '/estudo-pediatrico', '/estudos', '/results')) return 'questions';
  return 'generic';
}

export const OFFLINE_AREA_TEXT: Record<OfflineArea, { title: string; description: string }> = {
  'dr-will': {
    title: 'Dr. Will indisponível offline',
    description: 'O assistente de IA precisa de conexão com a internet para responder.',
  },
  notes: {
    title: 'Anotações indisponíveis offline',
    description: 'Suas anotações ficam salvas na nuvem e precisam de internet para abrir e sincronizar.',
  },
  prescriptions: {
    title: 'Prescrições indisponíveis offline',
    description: 'As prescrições são salvas na sua conta e precisam de internet.',
  },
  interactions: {
    title: 'Interações medicamentosas indisponíveis offline',
    description: 'A verificação de interações consulta a base atualizada e precisa de internet.',
  },
  questions: {
    title: 'Banco de questões indisponível offline',
    description: 'As questões e seu desempenho são carregados da sua conta e precisam de internet.',
  },
  generic: {
    title: 'Conteúdo indisponível offline',
    description: 'Esta área precisa de conexão com a internet.',
  },
};

export const OFFLINE_TOOLS = ['Calculadoras pediátricas', 'Fluxogramas de urgência', 'Intoxicações e antídotos', 'Páginas já abertas nesta sessão'];

/** Routes blocked while offline (spec part 1 §2), from the registry's offline rules, and the
 * area-specific texts of the page. */
import { OFFLINE_PREFIXES, type OfflineArea } from '@/config/paths';

export type { OfflineArea };

export const OFFLINE_BLOCKED_PREFIXES: readonly string[] = OFFLINE_PREFIXES.map(([prefix]) => prefix);

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

export function isBlockedOffline(pathname: string): boolean {
  return OFFLINE_PREFIXES.some(([prefix]) => under(pathname, prefix));
}

export function offlineArea(pathname: string): OfflineArea {
  return OFFLINE_PREFIXES.find(([prefix]) => under(pathname, prefix))?.[1] ?? 'generic';
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

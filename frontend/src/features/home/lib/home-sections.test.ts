import { DEFAULT_SECTION_OPEN } from '@/stores/preferences-store';
import { HOME_SECTIONS, QUICK_ACCESS, requiresLogin, visibleCards } from './home-sections';

describe('home sections', () => {
  it('has the four sections with their default open state', () => {
    expect(HOME_SECTIONS.map((s) => s.title)).toEqual(['Medicamentos', 'Protocolos Clínicos', 'Ferramentas de Apoio', 'Inteligência & Comunidade']);
    expect(HOME_SECTIONS.map((s) => DEFAULT_SECTION_OPEN[s.id])).toEqual([true, false, false, false]);
    expect(QUICK_ACCESS.map((c) => c.to)).toEqual(['/medicamentos', '/calculadoras', '/condutas-e-manejos', '/puericultura', '/emergencia']);
  });
  it('marks exactly Prescrições, Anotações and Dr. Will as needing login', () => {
    const needLogin = HOME_SECTIONS.flatMap((s) => s.cards).filter(requiresLogin).map((c) => c.title);
    expect(needLogin.sort()).toEqual(['Anotações', 'Assistente IA Dr. Will', 'Prescrições']);
  });
  it('opens Instagram externally and hides medication cards in clinical mode', () => {
    const insta = HOME_SECTIONS.flatMap((s) => s.cards).find((c) => c.id === 'instagram');
    expect(insta?.external).toBe(true);
    const meds = HOME_SECTIONS[0]!.cards;
    expect(visibleCards(meds, true).map((c) => c.id)).toEqual(['intoxicacoes']);
  });
});

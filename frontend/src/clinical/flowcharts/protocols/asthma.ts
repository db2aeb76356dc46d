/** Asthma exacerbation by age band (reference.md §9: GINA 2024 severity; doses GINA 2024/NAEPP, marked [U]). */
import { nodes, src } from '../build';
import type { Flowchart } from '../types';

const S = src('§9', 'K');
const DOSES = src('§9', 'U', 'As doses da crise não constam do reference.md (GINA 2024/NAEPP) — conferir protocolo local.');

export const ASTHMA: Flowchart = {
  id: 'asthma',
  title: 'Crise de Asma',
  guideline: 'Global Initiative for Asthma. Global Strategy for Asthma Management and Prevention, atualização 2024 (manejo da exacerbação ≤ 5 anos e 6–11 anos); NAEPP EPR-3, 2007.',
  verification: 'K',
  requires: { weight: true, age: true },
  start: 'age',
  nodes: nodes(
    {
      id: 'age', kind: 'age_route', title: 'Faixa etária', source: S,
      branches: [{ belowMonths: 72, label: '5 anos ou menos', next: 'u6_severity' }, { belowMonths: null, label: '6 anos ou mais', next: 'o6_life' }],
    },
    {
      id: 'u6_severity', kind: 'question', title: 'Algum sinal de crise grave?', source: S,
      items: [
        'Incapaz de falar ou beber; cianose central; confusão ou sonolência;',
        'SpO₂ < 92% em ar ambiente; tiragem importante; tórax silencioso;',
        'FC > 180/min (0–3 anos) ou > 150/min (4–5 anos); FR > 40/min.',
      ],
      options: [
        { id: 'yes', label: 'Sim — crise grave', next: 'u6_severe' },
        { id: 'no', label: 'Não — crise leve a moderada', next: 'u6_mild' },
      ],
    },
    {
      id: 'u6_mild', kind: 'action', title: 'Leve a moderada: broncodilatador e corticoide', source: DOSES,
      items: ['O₂ para SpO₂ 94–98%.', 'Reavaliar após 1 h.'],
      doses: [{ rule: 'salbutamol_mdi_under6' }, { rule: 'salbutamol_neb' }, { rule: 'prednisolone_asthma' }],
      options: [
        { id: 'good', label: 'Boa resposta em 1 h', next: 'discharge' },
        { id: 'poor', label: 'Resposta ruim ou piora', next: 'u6_severe' },
      ],
    },
    {
      id: 'u6_severe', kind: 'action', tone: 'urgent', title: 'Grave: O₂, salbutamol + ipratrópio, corticoide; transferir', source: DOSES,
      items: ['O₂ para SpO₂ 94–98%.', 'Salbutamol com ipratrópio a cada 20 min na 1ª hora.', 'Preparar transferência para unidade de maior complexidade.'],
      doses: [{ rule: 'salbutamol_mdi_under6' }, { rule: 'salbutamol_neb' }, { rule: 'ipratropium_neb' }, { rule: 'prednisolone_asthma' }],
      options: [
        { id: 'improved', label: 'Melhora', next: 'admit' },
        { id: 'not_improved', label: 'Sem melhora', next: 'icu' },
      ],
    },
    {
      id: 'o6_life', kind: 'question', title: 'Sinais de risco de vida?', items: ['Sonolência, confusão ou tórax silencioso.'], source: S,
      options: [
        { id: 'yes', label: 'Sim', next: 'icu' },
        { id: 'no', label: 'Não', next: 'o6_severity' },
      ],
    },
    {
      id: 'o6_severity', kind: 'question', title: 'Crise grave?', source: src('§9', 'K', 'Critérios GINA 6–11 anos; em adolescentes ≥ 12 anos conferir o quadro de adultos/adolescentes.'),
      items: ['Grave: fala palavras, agitado, FR > 30/min, musculatura acessória, FC > 120/min, SpO₂ < 90%, PFE ≤ 50%.', 'Leve a moderada: fala frases, FC 100–120/min, SpO₂ 90–95%, PFE > 50%.'],
      options: [
        { id: 'severe', label: 'Grave', next: 'o6_severe' },
        { id: 'mild', label: 'Leve a moderada', next: 'o6_mild' },
      ],
    },
    {
      id: 'o6_mild', kind: 'action', title: 'Leve a moderada: broncodilatador e corticoide', source: DOSES,
      items: ['O₂ para SpO₂ 94–98%.', 'Reavaliar após 1 h.'],
      doses: [{ rule: 'salbutamol_mdi_from6' }, { rule: 'salbutamol_neb' }, { rule: 'prednisolone_asthma' }],
      options: [
        { id: 'good', label: 'Boa resposta em 1 h', next: 'discharge' },
        { id: 'poor', label: 'Resposta ruim ou piora', next: 'o6_severe' },
      ],
    },
    {
      id: 'o6_severe', kind: 'action', tone: 'urgent', title: 'Grave: O₂, salbutamol + ipratrópio, corticoide', source: DOSES,
      items: ['O₂ para SpO₂ 94–98%.', 'Salbutamol com ipratrópio a cada 20 min na 1ª hora.'],
      doses: [{ rule: 'salbutamol_mdi_from6' }, { rule: 'salbutamol_neb' }, { rule: 'ipratropium_neb' }, { rule: 'prednisolone_asthma' }],
      options: [
        { id: 'improved', label: 'Melhora', next: 'admit' },
        { id: 'not_improved', label: 'Sem melhora', next: 'icu' },
      ],
    },
    {
      id: 'discharge', kind: 'outcome', tone: 'ok', title: 'Alta com plano de ação', source: DOSES,
      items: ['Salbutamol conforme necessidade; corticoide oral por 3–5 dias.', 'Revisar técnica inalatória e tratamento de manutenção; reavaliar em 2–7 dias.'],
      doses: [{ rule: 'prednisolone_asthma' }],
    },
    {
      id: 'admit', kind: 'outcome', tone: 'warning', title: 'Internação / observação prolongada', source: DOSES,
      items: ['Manter broncodilatador e corticoide; monitorizar SpO₂.'],
      doses: [{ rule: 'prednisolone_asthma' }],
    },
    {
      id: 'icu', kind: 'outcome', tone: 'urgent', title: 'Crise com risco de vida: UTI', source: DOSES,
      items: ['O₂, salbutamol + ipratrópio contínuos, corticoide sistêmico.', 'Considerar sulfato de magnésio IV; preparar via aérea.'],
      doses: [{ rule: 'salbutamol_neb' }, { rule: 'ipratropium_neb' }, { rule: 'prednisolone_asthma' }, { rule: 'magnesium_asthma' }],
    },
  ),
};

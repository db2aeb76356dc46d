/** Dehydration — Ministry of Health plans A, B and C (reference.md §11.2 and §0). */
import { PLAN_C_NOTES } from '../../fluids';
import { nodes, src } from '../build';
import type { Flowchart } from '../types';

const S = src('§11.2', 'K');

export const HIDRATACAO: Flowchart = {
  id: 'hidratacao',
  title: 'Hidratação na Desidratação',
  guideline: 'Brasil, Ministério da Saúde. Manejo do paciente com diarreia (cartaz SVS/MS, edições 2020/2023).',
  verification: 'K',
  requires: { weight: true, age: true },
  start: 'assess',
  nodes: nodes(
    {
      id: 'assess', kind: 'question', title: 'Estado de hidratação', source: S,
      items: [
        'Com desidratação (2 ou mais): irritado, olhos fundos, bebe avidamente, sinal da prega desaparece lentamente.',
        'Desidratação grave (2 ou mais): letárgico ou inconsciente, olhos muito fundos, bebe mal ou não é capaz, prega desaparece muito lentamente (≥ 2 s).',
      ],
      options: [
        { id: 'none', label: 'Sem desidratação', next: 'plan_a' },
        { id: 'some', label: 'Com desidratação', next: 'plan_b' },
        { id: 'severe', label: 'Desidratação grave', next: 'plan_c' },
      ],
    },
    {
      id: 'plan_a', kind: 'outcome', tone: 'ok', title: 'Plano A: domicílio', source: S,
      items: ['Oferecer mais líquido que o habitual e SRO após cada evacuação líquida.', 'Manter a alimentação; zinco por 10–14 dias.', 'Ensinar os sinais de perigo e quando retornar.'],
      doses: [{ dehydrationPlan: 'A' }],
    },
    {
      id: 'plan_b', kind: 'action', tone: 'warning', title: 'Plano B: SRO na unidade de saúde', source: src('§11.2', 'S'),
      items: ['Pequenos volumes frequentes; reavaliar continuamente.'],
      doses: [{ dehydrationPlan: 'B' }],
      options: [
        { id: 'hydrated', label: 'Hidratado', next: 'plan_a' },
        { id: 'worse', label: 'Piorou / desidratação grave', next: 'plan_c' },
      ],
    },
    {
      id: 'plan_c', kind: 'action', tone: 'urgent', title: 'Plano C: expansão venosa', source: S,
      items: [...PLAN_C_NOTES],
      doses: [{ dehydrationPlan: 'C' }],
      options: [
        { id: 'hydrated', label: 'Hidratado após a expansão', next: 'plan_c_maintenance' },
        { id: 'not_hydrated', label: 'Ainda desidratado', next: 'plan_c_repeat' },
      ],
    },
    {
      id: 'plan_c_repeat', kind: 'outcome', tone: 'urgent', title: 'Repetir a expansão e reavaliar após cada etapa', source: S,
      items: ['Menores de 5 anos: repetir 20 mL/kg em 30 min até hidratar (cartaz MS); a partir de 5 anos, repetir a expansão conforme a reavaliação.'],
      doses: [{ dehydrationPlan: 'C' }],
    },
    {
      id: 'plan_c_maintenance', kind: 'outcome', tone: 'warning', title: 'Fase de manutenção + reposição (todas as idades)', source: S,
      items: ['Iniciar SRO assim que puder beber; manter a via venosa até a ingestão oral ser suficiente; observar ≥ 6 h.'],
      doses: [{ dehydrationPlan: 'C_maintenance' }],
    },
  ),
};

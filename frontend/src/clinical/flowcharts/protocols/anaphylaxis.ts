/** Anaphylaxis — first line (reference.md §15 and §0: WAO 2020, EAACI 2021). */
import { nodes, src } from '../build';
import type { Flowchart } from '../types';

const S = src('§15', 'K');

export const ANAPHYLAXIS: Flowchart = {
  id: 'anaphylaxis',
  title: 'Anafilaxia',
  guideline: 'Cardona V et al. World Allergy Organization anaphylaxis guidance 2020. World Allergy Organ J 2020;13(10):100472; Muraro A et al. EAACI guidelines: Anaphylaxis (2021 update). Allergy 2022;77:357-77.',
  verification: 'K',
  requires: { weight: true, age: true },
  start: 'adrenaline',
  timer: { kind: 'repeat', label: 'Desde a última adrenalina', fromMinutes: 5, toMinutes: 15, actionLabel: 'Adrenalina aplicada agora' },
  nodes: nodes(
    {
      id: 'adrenaline', kind: 'action', tone: 'urgent', title: 'Adrenalina IM imediatamente', source: S,
      text: ['Primeira linha e sem contraindicação absoluta na anafilaxia: não atrasar por anti-histamínico ou corticoide.'],
      items: [
        'Chamar ajuda; remover o desencadeante se possível.',
        'Decúbito dorsal com pernas elevadas (sentado se desconforto respiratório).',
        'Oxigênio; monitorização; acesso venoso.',
      ],
      doses: [{ rule: 'adrenaline_im' }, { rule: 'adrenaline_autoinjector' }],
      options: [{ id: 'given', label: 'Adrenalina aplicada — reavaliar', next: 'response' }],
    },
    {
      id: 'response', kind: 'question', title: 'Resposta após 5–15 minutos?', source: S,
      options: [
        { id: 'improved', label: 'Melhora clínica', next: 'observe' },
        { id: 'hypotension', label: 'Hipotensão / choque persistente', next: 'hypotension' },
        { id: 'persistent', label: 'Sintomas respiratórios ou sistêmicos persistentes', next: 'repeat' },
      ],
    },
    {
      id: 'hypotension', kind: 'action', tone: 'urgent', title: 'Expansão volêmica e nova dose de adrenalina', source: S,
      items: ['Cristaloide IV em bolus, reavaliando após cada etapa.', 'Repetir a adrenalina IM a cada 5–15 min se necessário.'],
      doses: [{ rule: 'crystalloid_anaphylaxis' }, { rule: 'adrenaline_im' }],
      options: [
        { id: 'improved', label: 'Melhora', next: 'observe' },
        { id: 'refractory', label: 'Sem resposta (refratária)', next: 'refractory' },
      ],
    },
    {
      id: 'repeat', kind: 'action', tone: 'urgent', title: 'Repetir adrenalina IM', source: S,
      items: ['Repetir a cada 5–15 min enquanto persistirem os sinais.', 'Broncoespasmo persistente: associar broncodilatador inalatório (adjuvante).'],
      doses: [{ rule: 'adrenaline_im' }],
      options: [
        { id: 'improved', label: 'Melhora', next: 'observe' },
        { id: 'refractory', label: 'Sem resposta após 2 doses (refratária)', next: 'refractory' },
      ],
    },
    {
      id: 'refractory', kind: 'outcome', tone: 'urgent', title: 'Anafilaxia refratária: adrenalina IV contínua em ambiente monitorizado', source: src('§15', 'K', 'Dose da infusão de adrenalina não consta da referência — conferir protocolo local.'),
      items: ['Acionar a terapia intensiva.', 'Infusão IV de adrenalina somente com monitorização contínua.', 'Manter expansão volêmica conforme a resposta.'],
    },
    {
      id: 'observe', kind: 'outcome', tone: 'ok', title: 'Observação após a melhora', source: S,
      items: [
        'Observar por pelo menos 4–6 h (mais tempo se grave ou risco de reação bifásica).',
        'Anti-histamínicos e corticoides são apenas adjuvantes.',
        'Prescrever autoinjetor de adrenalina na alta e orientar plano de ação; encaminhar ao alergista.',
      ],
      doses: [{ rule: 'adrenaline_autoinjector' }],
    },
  ),
};

/** Dengue in children — groups A–D with volumes (reference.md §13 and §0: MS 2024, 6ª ed.). */
import { nodes, src, yesNo } from '../build';
import type { Flowchart } from '../types';

const S = src('§13', 'S');
const U = src('§13', 'U', 'Volumes pediátricos e regras do grupo B a reconferir na 6ª ed. (2024) — conferir protocolo local.');

export const DENGUE: Flowchart = {
  id: 'dengue',
  title: 'Dengue',
  guideline: 'Brasil, Ministério da Saúde/SVSA. Dengue: diagnóstico e manejo clínico — adulto e criança, 6ª ed., 2024 (valores conferidos nas edições de 2013/2016).',
  verification: 'S',
  requires: { weight: true, age: true },
  start: 'shock',
  nodes: nodes(
    {
      id: 'shock', kind: 'question', title: 'Choque, sangramento grave ou disfunção grave de órgãos?', source: S,
      items: ['Sinais de choque: taquicardia, extremidades frias, pulso fraco e filiforme, enchimento capilar > 2 s, pressão de pulso ≤ 20 mmHg, taquipneia, oligúria (< 1,5 mL/kg/h), hipotensão (tardia), cianose.'],
      options: yesNo('group_d', 'alarm'),
    },
    {
      id: 'alarm', kind: 'question', title: 'Algum sinal de alarme?', source: S,
      items: [
        'Dor abdominal intensa e contínua; vômitos persistentes;',
        'acúmulo de líquidos (ascite, derrame pleural ou pericárdico);',
        'hipotensão postural e/ou lipotimia; hepatomegalia > 2 cm do rebordo costal;',
        'sangramento de mucosa; letargia e/ou irritabilidade; aumento progressivo do hematócrito.',
      ],
      options: yesNo('group_c', 'special'),
    },
    {
      id: 'special', kind: 'question', title: 'Sangramento de pele, prova do laço positiva, condição especial ou risco social?', source: S,
      items: ['Prova do laço na criança: manguito na PA média por 3 min; positiva com ≥ 10 petéquias em 2,5 × 2,5 cm.', 'Condições especiais: lactente < 2 anos, gestante, comorbidades.'],
      options: yesNo('group_b', 'group_a'),
    },
    {
      id: 'group_a', kind: 'outcome', tone: 'ok', title: 'Grupo A: tratamento ambulatorial', source: U,
      items: ['Hidratação oral (1/3 como SRO).', 'Paracetamol ou dipirona; NÃO usar AAS nem anti-inflamatórios.', 'Retorno na defervescência ou a qualquer sinal de alarme.'],
      doses: [{ rule: 'dengue_oral_child' }, { rule: 'dengue_oral_adolescent' }],
    },
    {
      id: 'group_b', kind: 'action', tone: 'warning', title: 'Grupo B: hemograma obrigatório', source: U,
      items: ['Hidratação oral como no grupo A enquanto aguarda o hemograma.'],
      doses: [{ rule: 'dengue_oral_child' }, { rule: 'dengue_oral_adolescent' }],
      options: [
        { id: 'ht_normal', label: 'Hematócrito normal', next: 'group_b_outpatient' },
        { id: 'ht_high', label: 'Ht > 10% do basal ou > 42% na criança', next: 'group_b_supervised' },
        { id: 'alarm', label: 'Surgiu sinal de alarme', next: 'group_c' },
      ],
    },
    {
      id: 'group_b_supervised', kind: 'action', tone: 'warning', title: 'Grupo B com Ht elevado: hidratação supervisionada', source: U,
      doses: [{ rule: 'dengue_b_oral' }, { rule: 'dengue_b_iv' }],
      options: [
        { id: 'improved', label: 'Melhora após 4 h', next: 'group_b_outpatient' },
        { id: 'alarm', label: 'Sinal de alarme ou piora', next: 'group_c' },
      ],
    },
    {
      id: 'group_b_outpatient', kind: 'outcome', tone: 'ok', title: 'Grupo B: ambulatorial com reavaliação diária', source: U,
      items: ['Manter a hidratação oral; reavaliação clínica e laboratorial diária até 48 h após a defervescência.'],
      doses: [{ rule: 'dengue_oral_child' }, { rule: 'dengue_oral_adolescent' }],
    },
    {
      id: 'group_c', kind: 'action', tone: 'urgent', title: 'Grupo C: expansão venosa imediata', source: S,
      items: ['Iniciar em qualquer nível de atenção.', 'Exames: hemograma, albumina, transaminases; imagem para derrames.', 'Internação por pelo menos 48 h.'],
      doses: [{ rule: 'dengue_c_expansion' }],
      options: [
        { id: 'improved', label: 'Melhora clínica e do Ht', next: 'group_c_maintenance' },
        { id: 'no_improvement', label: 'Sem melhora após 3 etapas', next: 'group_d' },
      ],
    },
    {
      id: 'group_c_maintenance', kind: 'outcome', tone: 'warning', title: 'Grupo C com melhora: manutenção', source: U,
      items: ['Manutenção venosa pela regra de Holliday–Segar; reavaliação clínica e do Ht frequente; internação ≥ 48 h.'],
      doses: [{ maintenance: true }],
    },
    {
      id: 'group_d', kind: 'action', tone: 'urgent', title: 'Grupo D: choque — expansão rápida', source: S,
      items: ['Reavaliar a cada 15–30 min; Ht após 2 h.', 'UTI por pelo menos 48 h.'],
      doses: [{ rule: 'dengue_d_expansion' }],
      options: [
        { id: 'improved', label: 'Melhora', next: 'group_d_improved' },
        { id: 'ht_rising', label: 'Sem melhora e Ht em ascensão', next: 'group_d_albumin' },
        { id: 'ht_falling', label: 'Sem melhora e Ht em queda', next: 'group_d_bleeding' },
      ],
    },
    {
      id: 'group_d_improved', kind: 'outcome', tone: 'warning', title: 'Melhora: voltar à expansão do grupo C', source: S,
      doses: [{ rule: 'dengue_c_expansion' }],
    },
    {
      id: 'group_d_albumin', kind: 'outcome', tone: 'urgent', title: 'Ht em ascensão apesar do volume: albumina', source: src('§13', 'K'),
      items: ['Na falta de albumina: coloide sintético.'],
      doses: [{ rule: 'dengue_albumin' }, { rule: 'dengue_colloid' }],
    },
    {
      id: 'group_d_bleeding', kind: 'outcome', tone: 'urgent', title: 'Ht em queda com choque persistente: investigar sangramento', source: src('§13', 'K'),
      items: ['Procurar hemorragia; transfundir concentrado de hemácias.'],
      doses: [{ rule: 'dengue_rbc' }],
    },
  ),
};

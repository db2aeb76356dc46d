/** Convulsive status epilepticus in children (reference.md §16 and §0: AES 2016, Trinka 2015, ESETT 2019). */
import { nodes, src } from '../build';
import type { Flowchart } from '../types';

const S = src('§16', 'K');

export const SEIZURE: Flowchart = {
  id: 'seizure',
  title: 'Crise Convulsiva',
  guideline: 'Glauser T et al. Evidence-based guideline: treatment of convulsive status epilepticus in children and adults — American Epilepsy Society. Epilepsy Curr 2016;16(1):48-61; Trinka E et al. Epilepsia 2015;56:1515-23; Kapur J et al. (ESETT) N Engl J Med 2019;381:2103-13.',
  verification: 'K',
  requires: { weight: true, age: true },
  start: 'stabilize',
  timer: {
    kind: 'phases', label: 'Tempo desde o início da crise',
    phases: [
      { atMinutes: 0, label: 'Estabilização (0–5 min)' },
      { atMinutes: 5, label: 'Benzodiazepínico (5–20 min)' },
      { atMinutes: 20, label: 'Segunda linha (20–40 min)' },
      { atMinutes: 40, label: 'Terceira linha (40–60 min)' },
    ],
  },
  nodes: nodes(
    {
      id: 'stabilize', kind: 'action', tone: 'urgent', title: '0–5 min: estabilização', source: S,
      items: ['Vias aéreas, respiração, circulação; O₂; monitorização.', 'Glicemia capilar: tratar se < 60 mg/dL.', 'Acesso venoso; anotar a hora de início da crise.'],
      doses: [{ rule: 'glucose_seizure' }],
      options: [
        { id: 'continues', label: 'Crise persiste (≥ 5 min)', next: 'access' },
        { id: 'stopped', label: 'Crise cessou', next: 'stopped' },
      ],
    },
    {
      id: 'access', kind: 'question', title: 'Há acesso venoso?', source: S,
      options: [
        { id: 'iv', label: 'Sim, acesso IV/IO', next: 'benzo_iv' },
        { id: 'no_iv', label: 'Não', next: 'benzo_no_iv' },
      ],
    },
    {
      id: 'benzo_iv', kind: 'action', tone: 'urgent', title: '5–20 min: benzodiazepínico IV', source: src('§16', 'K', 'Prática brasileira: diazepam 0,3 mg/kg (máx. 10 mg) — conferir protocolo local.'),
      text: ['Uma das opções; pode repetir uma vez após 5 min.'],
      doses: [{ rule: 'diazepam_iv' }, { rule: 'lorazepam_iv' }, { rule: 'midazolam_im' }],
      options: [
        { id: 'stopped', label: 'Crise cessou', next: 'stopped' },
        { id: 'continues', label: 'Persiste após a 2ª dose', next: 'second_line' },
      ],
    },
    {
      id: 'benzo_no_iv', kind: 'action', tone: 'urgent', title: '5–20 min: benzodiazepínico sem acesso venoso', source: src('§16', 'K', 'Abaixo de 13 kg a AES não dá dose de midazolam IM: 0,2 mg/kg (reference.md §0).'),
      text: ['Uma das opções, dose única; obter acesso venoso.'],
      doses: [{ rule: 'midazolam_im' }, { rule: 'midazolam_in' }, { rule: 'midazolam_buccal' }, { rule: 'diazepam_rectal' }],
      options: [
        { id: 'stopped', label: 'Crise cessou', next: 'stopped' },
        { id: 'continues', label: 'Persiste', next: 'second_line' },
      ],
    },
    {
      id: 'second_line', kind: 'action', tone: 'urgent', title: '20–40 min: segunda linha (dose única, uma opção)', source: src('§16', 'K', 'Fenobarbital: prática brasileira 20 mg/kg — conferir protocolo local.'),
      text: ['Fosfenitoína, levetiracetam e valproato têm eficácia semelhante (ESETT). Sem nenhum deles: fenobarbital.'],
      doses: [{ rule: 'fosphenytoin_iv' }, { rule: 'levetiracetam_iv' }, { rule: 'valproate_iv' }, { rule: 'phenobarbital_iv' }, { rule: 'phenytoin_iv' }],
      options: [
        { id: 'stopped', label: 'Crise cessou', next: 'stopped' },
        { id: 'continues', label: 'Persiste (≥ 40 min)', next: 'third_line' },
      ],
    },
    {
      id: 'third_line', kind: 'outcome', tone: 'urgent', title: '40–60 min: estado de mal refratário', source: src('§16', 'K', 'Doses anestésicas não constam da referência — conferir protocolo local.'),
      items: [
        'Repetir um fármaco de segunda linha ou iniciar doses anestésicas (midazolam, tiopental, pentobarbital ou propofol em infusão).',
        'Monitorização por EEG; via aérea definitiva; UTI.',
      ],
    },
    {
      id: 'stopped', kind: 'outcome', tone: 'ok', title: 'Crise cessou', source: S,
      items: ['Manter vias aéreas e monitorização até recuperar a consciência.', 'Investigar e tratar a causa (glicemia, eletrólitos, infecção, trauma, intoxicação).'],
    },
  ),
};

/** PECARN head-trauma rule, both age groups (reference.md §12: Kuppermann 2009). Outcomes match `pecarn()` of the core. */
import { PECARN_LABELS, PECARN_OBSERVATION_FACTORS, PECARN_RISK, PECARN_SEVERE_MECHANISM } from '../../pecarn';
import { nodes, src, yesNo } from '../build';
import type { Flowchart } from '../types';

const S = src('§12', 'K');

export const PECARN: Flowchart = {
  id: 'pecarn',
  title: 'Trauma Cranioencefálico (PECARN)',
  guideline: 'Kuppermann N, Holmes JF, Dayan PS et al. Identification of children at very low risk of clinically-important brain injuries after head trauma: a prospective cohort study. Lancet 2009;374:1160-70.',
  verification: 'K',
  requires: { weight: false, age: true },
  start: 'age',
  nodes: nodes(
    {
      id: 'age', kind: 'age_route', title: 'Faixa etária', source: S, text: ['Regra para Glasgow 14–15 nas primeiras 24 h após o trauma.'],
      branches: [{ belowMonths: 24, label: 'Menor de 2 anos', next: 'u2_gcs' }, { belowMonths: null, label: '2 anos ou mais', next: 'o2_gcs' }],
    },
    {
      id: 'u2_gcs', kind: 'question', title: 'Glasgow', source: S,
      options: [{ id: '15', label: '15', next: 'u2_ams' }, { id: '14', label: '14', next: 'u2_ct' }, { id: 'le13', label: '13 ou menos', next: 'gcs_low' }],
    },
    { id: 'u2_ams', kind: 'question', title: 'Alteração do estado mental?', items: ['Agitação, sonolência, perguntas repetitivas ou resposta lenta.'], source: S, options: yesNo('u2_ct', 'u2_fracture') },
    { id: 'u2_fracture', kind: 'question', title: 'Fratura de crânio palpável?', source: S, options: yesNo('u2_ct', 'u2_hematoma') },
    { id: 'u2_hematoma', kind: 'question', title: 'Hematoma de couro cabeludo occipital, parietal ou temporal?', source: S, options: yesNo('u2_obs', 'u2_loc') },
    { id: 'u2_loc', kind: 'question', title: 'Perda de consciência ≥ 5 segundos?', source: S, options: yesNo('u2_obs', 'u2_mechanism') },
    { id: 'u2_mechanism', kind: 'question', title: 'Mecanismo grave?', items: [PECARN_SEVERE_MECHANISM], source: S, options: yesNo('u2_obs', 'u2_acting') },
    { id: 'u2_acting', kind: 'question', title: 'Não está agindo normalmente, segundo os pais?', source: S, options: yesNo('u2_obs', 'u2_no_ct') },
    { id: 'u2_ct', kind: 'outcome', tone: 'urgent', title: PECARN_LABELS.ct_recommended, text: [`Risco de lesão cerebral clinicamente importante ${PECARN_RISK.under_2.ct_recommended}.`], source: S },
    { id: 'u2_obs', kind: 'outcome', tone: 'warning', title: PECARN_LABELS.observation_or_ct, text: [`Risco ${PECARN_RISK.under_2.observation_or_ct}.`, PECARN_OBSERVATION_FACTORS], source: S },
    { id: 'u2_no_ct', kind: 'outcome', tone: 'ok', title: PECARN_LABELS.ct_not_recommended, text: [`Risco ${PECARN_RISK.under_2.ct_not_recommended}.`], source: S },
    {
      id: 'o2_gcs', kind: 'question', title: 'Glasgow', source: S,
      options: [{ id: '15', label: '15', next: 'o2_ams' }, { id: '14', label: '14', next: 'o2_ct' }, { id: 'le13', label: '13 ou menos', next: 'gcs_low' }],
    },
    { id: 'o2_ams', kind: 'question', title: 'Alteração do estado mental?', items: ['Agitação, sonolência, perguntas repetitivas ou resposta lenta.'], source: S, options: yesNo('o2_ct', 'o2_basilar') },
    { id: 'o2_basilar', kind: 'question', title: 'Sinais de fratura de base de crânio?', items: ['Hemotímpano, equimose periorbitária ("olhos de guaxinim") ou retroauricular (Battle), otorreia/rinorreia de líquor.'], source: S, options: yesNo('o2_ct', 'o2_loc') },
    { id: 'o2_loc', kind: 'question', title: 'História de perda de consciência?', source: S, options: yesNo('o2_obs', 'o2_vomiting') },
    { id: 'o2_vomiting', kind: 'question', title: 'História de vômitos?', source: S, options: yesNo('o2_obs', 'o2_mechanism') },
    { id: 'o2_mechanism', kind: 'question', title: 'Mecanismo grave?', items: [PECARN_SEVERE_MECHANISM], source: S, options: yesNo('o2_obs', 'o2_headache') },
    { id: 'o2_headache', kind: 'question', title: 'Cefaleia intensa?', source: S, options: yesNo('o2_obs', 'o2_no_ct') },
    { id: 'o2_ct', kind: 'outcome', tone: 'urgent', title: PECARN_LABELS.ct_recommended, text: [`Risco de lesão cerebral clinicamente importante ${PECARN_RISK.from_2.ct_recommended}.`], source: S },
    { id: 'o2_obs', kind: 'outcome', tone: 'warning', title: PECARN_LABELS.observation_or_ct, text: [`Risco ${PECARN_RISK.from_2.observation_or_ct}.`, PECARN_OBSERVATION_FACTORS], source: S },
    { id: 'o2_no_ct', kind: 'outcome', tone: 'ok', title: PECARN_LABELS.ct_not_recommended, text: [`Risco ${PECARN_RISK.from_2.ct_not_recommended}.`], source: S },
    { id: 'gcs_low', kind: 'outcome', tone: 'urgent', title: 'Fora da regra PECARN: TC indicada pela gravidade', text: ['A regra vale apenas para Glasgow 14 ou 15; com Glasgow ≤ 13 a TC de crânio está indicada.'], source: S },
  ),
};

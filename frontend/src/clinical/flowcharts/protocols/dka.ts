/** Paediatric diabetic ketoacidosis (reference.md §14 and §0: ISPAD 2022; PECARN FLUID 2018). */
import { nodes, src, yesNo } from '../build';
import type { Flowchart } from '../types';

const S = src('§14', 'K');
const DEFICIT_HOURS = 48;

export const DKA: Flowchart = {
  id: 'dka',
  title: 'Cetoacidose Diabética',
  guideline: 'Glaser N, Fritsch M, Priyambada L et al. ISPAD Clinical Practice Consensus Guidelines 2022: Diabetic ketoacidosis and hyperglycemic hyperosmolar state. Pediatr Diabetes 2022;23(7):835-56; Kuppermann N et al. (PECARN FLUID) N Engl J Med 2018;378:2275-87.',
  verification: 'K',
  requires: { weight: true, age: true },
  start: 'diagnosis',
  nodes: nodes(
    {
      id: 'diagnosis', kind: 'question', title: 'Critérios de CAD presentes?', source: S,
      items: ['Glicemia > 200 mg/dL (> 11 mmol/L);', 'pH venoso < 7,3 ou bicarbonato < 18 mmol/L;', 'cetonemia (β-OHB ≥ 3 mmol/L) ou cetonúria moderada/importante.'],
      options: yesNo('severity', 'not_dka'),
    },
    {
      id: 'severity', kind: 'question', title: 'Gravidade', source: S,
      options: [
        { id: 'mild', label: 'Leve: pH < 7,3 ou HCO₃ < 18', next: 'potassium' },
        { id: 'moderate', label: 'Moderada: pH < 7,2 ou HCO₃ < 10', next: 'potassium' },
        { id: 'severe', label: 'Grave: pH < 7,1 ou HCO₃ < 5', next: 'potassium' },
      ],
    },
    { id: 'shock', kind: 'question', title: 'Sinais de choque?', source: S, options: yesNo('bolus_shock', 'bolus') },
    {
      id: 'bolus_shock', kind: 'action', tone: 'urgent', title: 'Choque: SF 0,9% em bolus', source: S, doses: [{ rule: 'saline_shock_dka' }],
      options: [{ id: 'done', label: 'Choque revertido — seguir', next: 'deficit' }],
    },
    {
      id: 'bolus', kind: 'action', title: 'Expansão inicial', source: S, doses: [{ rule: 'saline_expansion_dka' }],
      options: [{ id: 'done', label: 'Expansão feita — seguir', next: 'deficit' }],
    },
    {
      id: 'deficit', kind: 'question', title: 'Déficit estimado', text: ['ISPAD 2022: tipicamente 5–10% do peso, reposto de forma homogênea em 24–48 h com a manutenção.'], source: S,
      options: [
        { id: '5', label: '5% do peso', next: 'plan_5' },
        { id: '7', label: '7% do peso', next: 'plan_7' },
        { id: '10', label: '10% do peso', next: 'plan_10' },
      ],
    },
    ...([5, 7, 10] as const).map((d) => ({
      id: `plan_${d}`, kind: 'action' as const, title: `Hidratação: déficit ${d}% + manutenção`, source: src('§14', 'K', 'Volumes de expansão já infundidos podem ser descontados do déficit conforme o protocolo local.'),
      text: ['SF 0,45–0,9% ou cristaloide balanceado; o sódio corrigido deve subir enquanto a glicemia cai. Potássio: teto de 0,5 mmol/kg/h calculado para este paciente.'],
      doses: [{ dkaPlan: { deficitPercent: d, hours: DEFICIT_HOURS } }, { dkaPlan: { deficitPercent: d, hours: 24 } }],
      options: [{ id: 'done', label: 'Plano iniciado — insulina', next: 'insulin' }],
    })),
    {
      // asked BEFORE the expansion (issue #34): with hypokalaemia potassium goes into the initial expansion itself
      id: 'potassium', kind: 'question', title: 'Potássio sérico (antes da expansão)', source: S,
      text: ['ISPAD 2022: o potássio sérico decide quando iniciar o potássio — na hipocalemia, já na expansão inicial, antes da insulina.'],
      options: [
        { id: 'low', label: 'Hipocalemia', next: 'k_low' },
        { id: 'normal', label: 'Normal', next: 'k_normal' },
        { id: 'high', label: 'Hipercalemia', next: 'k_high' },
      ],
    },
    {
      id: 'k_low', kind: 'action', tone: 'urgent', title: 'Hipocalemia → potássio antes da insulina', source: src('§14', 'S'),
      items: ['Iniciar o potássio já na expansão inicial, ANTES da insulina.', 'Fluido de expansão rápida: 20 mmol/L; reposição e manutenção: 40 mmol/L.', 'Nunca acima de 0,5 mmol/kg/h (o teto é calculado no plano de hidratação).'],
      options: [{ id: 'done', label: 'Potássio na expansão — seguir', next: 'shock' }],
    },
    {
      id: 'k_normal', kind: 'action', title: 'Normocalemia: potássio junto com a insulina', source: S,
      items: ['Iniciar o potássio após a expansão inicial, junto com a insulina: 40 mmol/L no fluido de reposição.', 'Nunca acima de 0,5 mmol/kg/h.'],
      options: [{ id: 'done', label: 'Seguir — expansão', next: 'shock' }],
    },
    {
      id: 'k_high', kind: 'action', title: 'Hipercalemia: adiar o potássio', source: S,
      items: ['Adiar o potássio até documentar diurese.'],
      options: [{ id: 'done', label: 'Seguir — expansão', next: 'shock' }],
    },
    {
      id: 'insulin', kind: 'action', title: 'Insulina regular IV contínua (após a 1ª hora)', source: S,
      items: [
        'Iniciar ≥ 1 h após o início dos fluidos; sem bolus.',
        'Glicose: acrescentar SG 5% quando a glicemia chegar a 250–300 mg/dL (ou antes, se cair rápido); até 10–12,5% para manter a insulina; queda-alvo 2–5 mmol/L/h.',
        'Manter até a resolução: pH > 7,30, HCO₃ > 15–18 mmol/L, β-OHB < 1 mmol/L.',
      ],
      doses: [{ rule: 'insulin_dka' }],
      options: [
        { id: 'resolving', label: 'Evolução favorável', next: 'resolved' },
        { id: 'edema', label: 'Sinais de edema cerebral', next: 'cerebral_edema' },
        { id: 'acidosis', label: 'pH < 6,9 com contratilidade reduzida ou hipercalemia com risco de vida', next: 'bicarbonate' },
      ],
    },
    {
      id: 'cerebral_edema', kind: 'outcome', tone: 'urgent', title: 'Edema cerebral', source: S,
      items: ['Tratar imediatamente (uma das opções); reduzir a taxa de fluidos; elevar a cabeceira; UTI.'],
      doses: [{ rule: 'mannitol_dka' }, { rule: 'hypertonic_saline_dka' }],
    },
    {
      id: 'bicarbonate', kind: 'outcome', tone: 'warning', title: 'Bicarbonato: só nesta exceção', source: S,
      items: ['Bicarbonato não é rotina na CAD; somente pH < 6,9 com contratilidade cardíaca reduzida ou hipercalemia com risco de vida.'],
      doses: [{ rule: 'bicarbonate_dka' }],
    },
    {
      id: 'resolved', kind: 'outcome', tone: 'ok', title: 'Manter até a resolução da CAD', source: S,
      items: ['Resolução: pH > 7,30, HCO₃ > 15–18 mmol/L, β-OHB < 1 mmol/L.', 'Monitorar glicemia de hora em hora, eletrólitos, sódio corrigido e estado neurológico.'],
    },
    {
      id: 'not_dka', kind: 'outcome', tone: 'info', title: 'Critérios de CAD ausentes', source: S,
      items: ['O diagnóstico de CAD exige hiperglicemia, acidose (pH < 7,3 ou HCO₃ < 18) e cetose (ISPAD 2022).'],
    },
  ),
};

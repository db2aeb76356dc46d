/**
 * Finnegan Neonatal Abstinence Score (modified Finnegan, 21-item sheet as reproduced in
 * shared/clinical/reference.md §5) and its treatment rule.
 * Source: Finnegan LP, Connaughton JF Jr, Kron RE, Emich JP. Neonatal abstinence syndrome: assessment and
 * management. *Addict Dis* 1975;2(1-2):141-58; thresholds: Hudak ML, Tan RC; AAP Committee on Drugs /
 * Committee on Fetus and Newborn. Neonatal drug withdrawal. *Pediatrics* 2012;129:e540-60 [K].
 * Treatment rule as corrected by the clinical review (reference.md §0).
 */
import { ClinicalInputError, requireInRange } from './errors';
import type { ScoreItem } from './scores';

/** Name of the scoring-sheet version used (reference.md §0 asks screens to show it). */
export const FINNEGAN_VERSION = 'Escore de Finnegan modificado (Finnegan et al. 1975; folha de 21 sinais, pontuação de reference.md §5)';

export type FinneganItemId =
  | 'cry' | 'sleep' | 'moro' | 'tremorsDisturbed' | 'tremorsUndisturbed' | 'muscleTone' | 'excoriation'
  | 'myoclonicJerks' | 'convulsions' | 'sweating' | 'fever' | 'yawning' | 'mottling' | 'nasalStuffiness'
  | 'sneezing' | 'nasalFlaring' | 'respiratoryRate' | 'excessiveSucking' | 'poorFeeding' | 'vomiting' | 'stools';

export type FinneganSystem = 'cns' | 'metabolic_vasomotor_respiratory' | 'gastrointestinal';
export const FINNEGAN_SYSTEM_LABELS: Record<FinneganSystem, string> = {
  cns: 'Distúrbios do sistema nervoso central',
  metabolic_vasomotor_respiratory: 'Distúrbios metabólicos, vasomotores e respiratórios',
  gastrointestinal: 'Distúrbios gastrointestinais',
};

/** Items, each with mutually exclusive options (0 = absent always allowed). */
export const FINNEGAN_ITEMS: ReadonlyArray<ScoreItem<FinneganItemId> & { system: FinneganSystem }> = [
  { id: 'cry', system: 'cns', label: 'Choro', options: [{ value: 2, label: 'Choro agudo excessivo' }, { value: 3, label: 'Choro agudo contínuo' }] },
  { id: 'sleep', system: 'cns', label: 'Sono após a mamada', options: [{ value: 3, label: 'Dorme < 1 h' }, { value: 2, label: 'Dorme < 2 h' }, { value: 1, label: 'Dorme < 3 h' }] },
  { id: 'moro', system: 'cns', label: 'Reflexo de Moro', options: [{ value: 2, label: 'Hiperativo' }, { value: 3, label: 'Marcadamente hiperativo' }] },
  { id: 'tremorsDisturbed', system: 'cns', label: 'Tremores ao ser manipulado', options: [{ value: 1, label: 'Leves' }, { value: 2, label: 'Moderados a graves' }] },
  { id: 'tremorsUndisturbed', system: 'cns', label: 'Tremores em repouso', options: [{ value: 3, label: 'Leves' }, { value: 4, label: 'Moderados a graves' }] },
  { id: 'muscleTone', system: 'cns', label: 'Aumento do tônus muscular', options: [{ value: 2, label: 'Presente' }] },
  { id: 'excoriation', system: 'cns', label: 'Escoriação (área específica)', options: [{ value: 1, label: 'Presente' }] },
  { id: 'myoclonicJerks', system: 'cns', label: 'Abalos mioclônicos', options: [{ value: 3, label: 'Presentes' }] },
  { id: 'convulsions', system: 'cns', label: 'Convulsões generalizadas', options: [{ value: 5, label: 'Presentes' }] },
  { id: 'sweating', system: 'metabolic_vasomotor_respiratory', label: 'Sudorese', options: [{ value: 1, label: 'Presente' }] },
  { id: 'fever', system: 'metabolic_vasomotor_respiratory', label: 'Febre', options: [{ value: 1, label: '37,2–38,2 °C' }, { value: 2, label: '> 38,2 °C' }] },
  { id: 'yawning', system: 'metabolic_vasomotor_respiratory', label: 'Bocejos frequentes (> 3–4 no intervalo)', options: [{ value: 1, label: 'Presentes' }] },
  { id: 'mottling', system: 'metabolic_vasomotor_respiratory', label: 'Pele marmórea', options: [{ value: 1, label: 'Presente' }] },
  { id: 'nasalStuffiness', system: 'metabolic_vasomotor_respiratory', label: 'Obstrução nasal', options: [{ value: 1, label: 'Presente' }] },
  { id: 'sneezing', system: 'metabolic_vasomotor_respiratory', label: 'Espirros (> 3–4 no intervalo)', options: [{ value: 1, label: 'Presentes' }] },
  { id: 'nasalFlaring', system: 'metabolic_vasomotor_respiratory', label: 'Batimento de asa nasal', options: [{ value: 2, label: 'Presente' }] },
  { id: 'respiratoryRate', system: 'metabolic_vasomotor_respiratory', label: 'Frequência respiratória', options: [{ value: 1, label: '> 60/min' }, { value: 2, label: '> 60/min com tiragem' }] },
  { id: 'excessiveSucking', system: 'gastrointestinal', label: 'Sucção excessiva', options: [{ value: 1, label: 'Presente' }] },
  { id: 'poorFeeding', system: 'gastrointestinal', label: 'Dificuldade de alimentação', options: [{ value: 2, label: 'Presente' }] },
  { id: 'vomiting', system: 'gastrointestinal', label: 'Regurgitação / vômitos', options: [{ value: 2, label: 'Regurgitação' }, { value: 3, label: 'Vômitos em jato' }] },
  { id: 'stools', system: 'gastrointestinal', label: 'Fezes', options: [{ value: 2, label: 'Amolecidas' }, { value: 3, label: 'Líquidas' }] },
];

/** Highest possible total of this sheet (every item at its highest option) = 46. */
export const FINNEGAN_MAX_SCORE: number = FINNEGAN_ITEMS.reduce((sum, i) => sum + Math.max(...i.options.map((o) => o.value)), 0);

/** Total of one scoring interval; absent items count 0; a value not among the item's options is refused. */
export function finnegan(answers: Partial<Record<FinneganItemId, number>>): { score: number } {
  if (answers === null || typeof answers !== 'object') throw new ClinicalInputError('Finnegan: informe as respostas dos itens.', 'answers');
  let score = 0;
  for (const [key, value] of Object.entries(answers)) {
    const item = FINNEGAN_ITEMS.find((i) => i.id === key);
    if (!item) throw new ClinicalInputError(`Finnegan: item desconhecido (${key}).`, key);
    if (value === undefined || value === 0) continue;
    if (!item.options.some((o) => o.value === value)) {
      throw new ClinicalInputError(`Finnegan — ${item.label}: valor inválido (${String(value)}); aceitos: 0, ${item.options.map((o) => o.value).join(', ')}.`, key);
    }
    score += value;
  }
  return { score };
}

export type FinneganTreatmentRule = 'two_consecutive_at_least_12' | 'three_consecutive_at_least_8';
export const FINNEGAN_RULE_LABELS: Record<FinneganTreatmentRule, string> = {
  two_consecutive_at_least_12: 'Dois escores consecutivos (ou sua média) ≥ 12',
  three_consecutive_at_least_8: 'Três escores consecutivos (ou sua média) ≥ 8',
};

/**
 * Pharmacological treatment indicated when two consecutive scores (or their average) are ≥ 12, or three
 * consecutive scores (or their average) are ≥ 8 (reference.md §0; Hudak & Tan, Pediatrics 2012).
 * `scores` in chronological order (every 3–4 h); each 0–FINNEGAN_MAX_SCORE (46).
 */
export function finneganTreatment(scores: number[]): { treat: boolean; rule: FinneganTreatmentRule | null } {
  if (!Array.isArray(scores)) throw new ClinicalInputError('Finnegan: informe a lista de escores.', 'scores');
  const s = scores.map((v) => requireInRange(v, 'scores', 'Escore de Finnegan', 0, FINNEGAN_MAX_SCORE));
  for (let i = 0; i + 1 < s.length; i++) {
    const a = s[i]!; const b = s[i + 1]!;
    if ((a >= 12 && b >= 12) || (a + b) / 2 >= 12) return { treat: true, rule: 'two_consecutive_at_least_12' };
  }
  for (let i = 0; i + 2 < s.length; i++) {
    const a = s[i]!; const b = s[i + 1]!; const c = s[i + 2]!;
    if ((a >= 8 && b >= 8 && c >= 8) || (a + b + c) / 3 >= 8) return { treat: true, rule: 'three_consecutive_at_least_8' };
  }
  return { treat: false, rule: null };
}

/**
 * PECARN paediatric head-trauma rule (GCS 14–15, within 24 h).
 * Source: Kuppermann N, Holmes JF, Dayan PS, et al. Identification of children at very low risk of
 * clinically-important brain injuries after head trauma: a prospective cohort study. *Lancet*
 * 2009;374:1160-70 (reference.md §12) [K].
 */
import { ClinicalInputError, requireBoolean, requireInRange } from './errors';

export type PecarnRecommendation = 'ct_recommended' | 'observation_or_ct' | 'ct_not_recommended';
export const PECARN_LABELS: Record<PecarnRecommendation, string> = {
  ct_recommended: 'TC de crânio recomendada',
  observation_or_ct: 'Observação ou TC (decisão clínica)',
  ct_not_recommended: 'TC de crânio não recomendada',
};
/** ciTBI risk text per group (Kuppermann 2009). */
export const PECARN_RISK: Record<'under_2' | 'from_2', Record<PecarnRecommendation, string>> = {
  under_2: { ct_recommended: '≈ 4,4%', observation_or_ct: '≈ 0,9%', ct_not_recommended: '< 0,02%' },
  from_2: { ct_recommended: '≈ 4,3%', observation_or_ct: '≈ 0,9%', ct_not_recommended: '< 0,05%' },
};
export const PECARN_SEVERE_MECHANISM = 'Mecanismo grave: colisão automobilística com ejeção, morte de outro passageiro ou capotamento; pedestre ou ciclista sem capacete atingido por veículo motorizado; queda > 0,9 m (< 2 anos) ou > 1,5 m (≥ 2 anos); cabeça atingida por objeto de alto impacto.';
/** Factors for observation vs CT in the middle group (Kuppermann 2009). */
export const PECARN_OBSERVATION_FACTORS = 'Considerar: experiência do médico, achados múltiplos versus isolados, piora dos sinais/sintomas após a observação, idade < 3 meses, preferência dos pais.';

export interface PecarnInput {
  ageMonths: number;
  gcs: 14 | 15;
  /** agitation, somnolence, repetitive questioning, slow response */
  alteredMentalStatus: boolean;
  /** < 2 y: palpable skull fracture; ≥ 2 y: signs of basilar skull fracture */
  skullFractureSigns: boolean;
  /** < 2 y: occipital, parietal or temporal scalp haematoma */
  scalpHematoma?: boolean;
  /** < 2 y: LOC ≥ 5 s; ≥ 2 y: any history of LOC */
  lossOfConsciousness: boolean;
  severeMechanism: boolean;
  /** < 2 y: not acting normally per parent */
  notActingNormally?: boolean;
  /** ≥ 2 y */
  vomiting?: boolean;
  /** ≥ 2 y */
  severeHeadache?: boolean;
}

/**
 * PECARN recommendation. < 24 months: GCS 14, altered mental status or palpable skull fracture → CT;
 * else scalp haematoma (non-frontal), LOC ≥ 5 s, severe mechanism or not acting normally → observation vs CT;
 * else no CT. ≥ 24 months: GCS 14, altered mental status or basilar skull-fracture signs → CT; else LOC,
 * vomiting, severe mechanism or severe headache → observation vs CT; else no CT. GCS ≤ 13 is outside the rule.
 */
export function pecarn(p: PecarnInput): { recommendation: PecarnRecommendation; risk: string; ageGroup: 'under_2' | 'from_2' } {
  const age = requireInRange(p?.ageMonths, 'ageMonths', 'Idade (meses)', 0, 216, 'meses');
  if (p.gcs !== 14 && p.gcs !== 15) {
    throw new ClinicalInputError('Glasgow: a regra PECARN vale apenas para Glasgow 14 ou 15 (≤ 13: TC indicada pela gravidade).', 'gcs');
  }
  const b = (v: boolean | undefined, k: string, label: string) => (v === undefined ? false : requireBoolean(v, k, label));
  const ams = requireBoolean(p.alteredMentalStatus, 'alteredMentalStatus', 'Alteração do estado mental');
  const fracture = requireBoolean(p.skullFractureSigns, 'skullFractureSigns', 'Sinais de fratura de crânio');
  const loc = requireBoolean(p.lossOfConsciousness, 'lossOfConsciousness', 'Perda de consciência');
  const mech = requireBoolean(p.severeMechanism, 'severeMechanism', 'Mecanismo grave');
  const ageGroup = age < 24 ? 'under_2' : 'from_2';
  let recommendation: PecarnRecommendation;
  if (p.gcs === 14 || ams || fracture) recommendation = 'ct_recommended';
  else if (ageGroup === 'under_2'
    ? b(p.scalpHematoma, 'scalpHematoma', 'Hematoma de couro cabeludo') || loc || mech || b(p.notActingNormally, 'notActingNormally', 'Comportamento anormal')
    : loc || b(p.vomiting, 'vomiting', 'Vômitos') || mech || b(p.severeHeadache, 'severeHeadache', 'Cefaleia intensa')) recommendation = 'observation_or_ct';
  else recommendation = 'ct_not_recommended';
  return { recommendation, risk: PECARN_RISK[ageGroup][recommendation], ageGroup };
}

import { POISONING_ENTRIES } from '@/clinical';
import { matches, normalize } from './search';

describe('poisonings search', () => {
  it('ignores accents and case', () => {
    expect(normalize('Antidepressivos TRICÍCLICOS')).toBe('antidepressivos triciclicos');
    expect(matches(POISONING_ENTRIES.tricyclic_antidepressants, [], 'triciclicos')).toBe(true);
    expect(matches(POISONING_ENTRIES.opioids, ['Naloxona'], 'naloxona')).toBe(true);
    expect(matches(POISONING_ENTRIES.opioids, ['Naloxona'], 'flumazenil')).toBe(false);
    expect(matches(POISONING_ENTRIES.paracetamol, [], '')).toBe(true);
  });
});

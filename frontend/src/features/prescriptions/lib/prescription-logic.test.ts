import type { DoseTag } from '@/clinical';
import { doseInstruction, draftProblem, formatAgeMonths, formatWeight } from './prescription-logic';

const amox: DoseTag = {
  name: 'amox_oma_mg', multiplier: 45, max_value: 2000, type: 'multiplier', unit: 'mg',
  start_month: null, end_month: null, start_weight: null, end_weight: null, round_result: true,
};
const template = 'Amoxicilina {{amox_oma_mg}} mg VO de 12/12 h';

describe('prescription logic', () => {
  it('computes the dose with the clinical core, capped at the maximum', () => {
    expect(doseInstruction(template, [amox], { weightKg: 12, ageMonths: 24, unconfirmed: false })).toEqual({ ok: true, text: 'Amoxicilina 540 mg VO de 12/12 h' });
    expect(doseInstruction(template, [amox], { weightKg: 60, ageMonths: 180, unconfirmed: false })).toEqual({ ok: true, text: 'Amoxicilina 2.000 mg VO de 12/12 h' });
  });
  it('refuses without a weight, with an unconfirmed implausible weight, and when a tag cannot be computed', () => {
    expect(doseInstruction(template, [amox], { weightKg: null, ageMonths: null, unconfirmed: false })).toEqual({ ok: false, message: 'Informe o peso do paciente para calcular a dose.' });
    expect(doseInstruction(template, [amox], { weightKg: 120, ageMonths: 12, unconfirmed: true })).toEqual({ ok: false, message: 'Confirme o peso do paciente antes de calcular a dose.' });
    const out = doseInstruction('{{outra_tag}} mg', [amox], { weightKg: 12, ageMonths: 24, unconfirmed: false });
    expect(out.ok).toBe(false);
  });
  it('formats age and weight for the header', () => {
    expect([formatAgeMonths(0), formatAgeMonths(1), formatAgeMonths(11), formatAgeMonths(12), formatAgeMonths(25), formatAgeMonths(null)]).toEqual(['0 meses', '1 mês', '11 meses', '1 ano', '2 anos e 1 mês', null]);
    expect(formatWeight(12.5)).toBe('12,5 kg');
  });
  it('checks a draft before saving', () => {
    const item = { medicationId: null, dosageId: null, name: 'Paracetamol', text: '12 gotas', duration: '' };
    const d = { name: 'OMA', categoryId: null, notes: '', patientName: '', weightKg: 12, ageMonths: 24, items: [item] };
    expect(draftProblem(d)).toBeNull();
    expect(draftProblem({ ...d, name: ' ' })).toBe('Dê um nome à prescrição.');
    expect(draftProblem({ ...d, items: [] })).toBe('Adicione pelo menos um item.');
    expect(draftProblem({ ...d, items: [item, { ...item, text: '' }] })).toBe('Item 2: informe a posologia.');
  });
});

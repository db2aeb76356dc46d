import { doseGate, type DoseTag, type WeightPlausibility } from '@/clinical';
import { doseInstruction, draftProblem, formatAgeMonths, formatWeight } from './prescription-logic';

const amox: DoseTag = {
  name: 'amox_oma_mg', multiplier: 45, max_value: 2000, type: 'multiplier', unit: 'mg',
  start_month: null, end_month: null, start_weight: null, end_weight: null, round_result: true,
};
const template = 'Amoxicilina {{amox_oma_mg}} mg VO de 12/12 h';
const ok: WeightPlausibility = { plausible: true, reason: 'ok', check: 'who_weight_for_age', message: null };
const slip: WeightPlausibility = { plausible: false, reason: 'weight_for_age', check: 'who_weight_for_age', message: '…' };
const patient = (weightKg: number | null, ageMonths: number | null, plausibility: WeightPlausibility | null = ok, confirmed = false) =>
  ({ weightKg, ageMonths, gate: doseGate({ weightKg, ageMonths, plausibility, confirmed }) });

describe('prescription logic', () => {
  it('computes the dose with the clinical core, capped at the maximum', () => {
    expect(doseInstruction(template, [amox], patient(12, 24))).toEqual({ ok: true, text: 'Amoxicilina 540 mg VO de 12/12 h' });
    expect(doseInstruction(template, [amox], patient(60, 180))).toEqual({ ok: true, text: 'Amoxicilina 2.000 mg VO de 12/12 h' });
  });
  it('refuses by the core\'s dose gate (no weight, no age, an unconfirmed implausible weight) and when a tag cannot be computed', () => {
    expect(doseInstruction(template, [amox], patient(null, null, null))).toEqual({ ok: false, message: 'Informe o peso e a idade (ou a data de nascimento) para ver as doses.' });
    expect(doseInstruction(template, [amox], patient(100, null))).toEqual({ ok: false, message: expect.stringMatching(/^Informe a idade ou a data de nascimento/) });
    expect(doseInstruction(template, [amox], patient(120, 12, slip))).toEqual({ ok: false, message: expect.stringMatching(/^Peso improvável para a idade/) });
    expect(doseInstruction(template, [amox], patient(120, 12, slip, true)).ok).toBe(true);
    const out = doseInstruction('{{outra_tag}} mg', [amox], patient(12, 24));
    expect(out).toEqual({ ok: false, message: expect.not.stringMatching(/\{\{|outra_tag/) });
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

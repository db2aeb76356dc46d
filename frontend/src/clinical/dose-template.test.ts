import { ClinicalInputError, computeDose, computeTag, formatDose, intervalText, presentationAmount, formatNumber, formatValue, renderDosage, type DoseTag } from './index';

const tag = (t: Partial<DoseTag> & Pick<DoseTag, 'name' | 'type'>): DoseTag => ({
  multiplier: null, max_value: null, unit: 'mg', start_month: null, end_month: null, start_weight: null, end_weight: null, round_result: false, ...t,
});
// rows as in seeds/clinical/medications.json (half-open bands: start ≤ x < end)
const amox = tag({ name: 'amox_oma_mg', type: 'multiplier', multiplier: 45, max_value: 2000, round_result: true });
const ipratropio = tag({ name: 'ipratropio_mg', type: 'fixed', multiplier: 0.25, max_value: 0.5 });
const albendazol = [
  tag({ name: 'albendazol_mg', type: 'age', multiplier: 200, max_value: 200, start_month: 12, end_month: 24 }),
  tag({ name: 'albendazol_mg', type: 'age', multiplier: 400, max_value: 400, start_month: 24 }),
];
const benzatina = [
  tag({ name: 'benzatina_ui', type: 'fixed_by_weight', multiplier: 600000, max_value: 600000, unit: 'UI', start_weight: 0, end_weight: 27 }),
  tag({ name: 'benzatina_ui', type: 'fixed_by_weight', multiplier: 1200000, max_value: 1200000, unit: 'UI', start_weight: 27 }),
];
const oseltamivir = [
  tag({ name: 'oseltamivir_mg', type: 'multiplier_by_fixed_age', multiplier: 3, start_month: 0, end_month: 12 }),
  tag({ name: 'oseltamivir_mg', type: 'fixed_by_weight', multiplier: 30, max_value: 30, start_month: 12, start_weight: 0, end_weight: 15.01 }),
  tag({ name: 'oseltamivir_mg', type: 'fixed_by_weight', multiplier: 45, max_value: 45, start_month: 12, start_weight: 15.01, end_weight: 23.01 }),
  tag({ name: 'oseltamivir_mg', type: 'fixed_by_weight', multiplier: 60, max_value: 60, start_month: 12, start_weight: 23.01, end_weight: 40.01 }),
  tag({ name: 'oseltamivir_mg', type: 'fixed_by_weight', multiplier: 75, max_value: 75, start_month: 12, start_weight: 40.01 }),
];
const adrenalina = [
  tag({ name: 'adrenalina_im_mg', type: 'multiplier_by_fixed_age', multiplier: 0.01, max_value: 0.3, start_month: 0, end_month: 144 }),
  tag({ name: 'adrenalina_im_mg', type: 'multiplier_by_fixed_age', multiplier: 0.01, max_value: 0.5, start_month: 144 }),
];
const tmp = tag({ name: 'tmp_mg', type: 'multiplier', multiplier: 4, max_value: 160, round_result: true, start_month: 2, unit: 'mg de trimetoprima' });

describe('computeTag — multiplier', () => {
  it('weight × multiplier, rounded half-up when round_result', () => {
    expect(computeTag([amox], 'amox_oma_mg', { weightKg: 12.3 })).toEqual({ value: 554, unit: 'mg', capped: false });
    expect(computeTag([amox], 'amox_oma_mg', { weightKg: 12.2 })).toEqual({ value: 549, unit: 'mg', capped: false });
  });
  it('max_value caps (capped true) and rounding happens after the cap', () => {
    expect(computeTag([amox], 'amox_oma_mg', { weightKg: 50 })).toEqual({ value: 2000, unit: 'mg', capped: true });
    expect(computeTag([tmp], 'tmp_mg', { weightKg: 40.2, ageMonths: 100 })).toEqual({ value: 160, unit: 'mg de trimetoprima', capped: true });
  });
  it('exactly at the maximum is not capped', () => {
    expect(computeTag([tmp], 'tmp_mg', { weightKg: 40, ageMonths: 100 })).toMatchObject({ value: 160, capped: false });
  });
  it('an age window on a multiplier row needs the age and refuses below it', () => {
    expect(computeTag([tmp], 'tmp_mg', { weightKg: 5, ageMonths: 2 })).toMatchObject({ value: 20 });
    expect(() => computeTag([tmp], 'tmp_mg', { weightKg: 5, ageMonths: 1.9 })).toThrow(/nenhuma faixa.*a partir de 2 meses/);
    expect(() => computeTag([tmp], 'tmp_mg', { weightKg: 5 })).toThrow(/^Informe a idade: a dose depende da faixa etária \(/);
  });
  it('unrounded value (weight × multiplier, no rounding without round_result)', () => {
    expect(computeTag(adrenalina, 'adrenalina_im_mg', { weightKg: 12.3, ageMonths: 30 })).toMatchObject({ unit: 'mg', capped: false });
    expect(computeTag(adrenalina, 'adrenalina_im_mg', { weightKg: 12.3, ageMonths: 30 }).value).toBeCloseTo(0.123, 12);
    expect(computeTag(adrenalina, 'adrenalina_im_mg', { weightKg: 3.37, ageMonths: 3 }).value).toBeCloseTo(0.0337, 12);
  });
});

describe('computeTag — fixed, age, fixed_by_weight, multiplier_by_fixed_age at every band edge', () => {
  it('fixed: the multiplier itself, max not binding', () => {
    expect(computeTag([ipratropio], 'ipratropio_mg', { weightKg: 18 })).toEqual({ value: 0.25, unit: 'mg', capped: false });
  });
  it('age bands, half-open: start ≤ age < end, exact months', () => {
    expect(computeTag(albendazol, 'albendazol_mg', { weightKg: 10, ageMonths: 12 }).value).toBe(200);
    expect(computeTag(albendazol, 'albendazol_mg', { weightKg: 10, ageMonths: 23 }).value).toBe(200);
    expect(computeTag(albendazol, 'albendazol_mg', { weightKg: 10, ageMonths: 23.9 }).value).toBe(200);
    expect(computeTag(albendazol, 'albendazol_mg', { weightKg: 10, ageMonths: 24 }).value).toBe(400);
    expect(() => computeTag(albendazol, 'albendazol_mg', { weightKg: 10, ageMonths: 11.9 })).toThrow(/faixas aceitas: 12 a < 24 meses; a partir de 24 meses/);
  });
  it('weight bands, half-open: 26,995 kg is in the lower band, 27 in the upper', () => {
    expect(computeTag(benzatina, 'benzatina_ui', { weightKg: 26.99 }).value).toBe(600000);
    expect(computeTag(benzatina, 'benzatina_ui', { weightKg: 26.994 }).value).toBe(600000);
    expect(computeTag(benzatina, 'benzatina_ui', { weightKg: 26.995 }).value).toBe(600000);
    expect(computeTag(benzatina, 'benzatina_ui', { weightKg: 26.99999 }).value).toBe(600000);
    expect(computeTag(benzatina, 'benzatina_ui', { weightKg: 27 })).toEqual({ value: 1200000, unit: 'UI', capped: false });
  });
  it('age then weight bands (oseltamivir)', () => {
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 7, ageMonths: 11 }).value).toBe(21);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 7, ageMonths: 11.99 }).value).toBe(21);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 15.005, ageMonths: 12 }).value).toBe(30);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 15, ageMonths: 12 }).value).toBe(30);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 15.01, ageMonths: 30 }).value).toBe(45);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 23, ageMonths: 30 }).value).toBe(45);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 23.01, ageMonths: 30 }).value).toBe(60);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 40, ageMonths: 100 }).value).toBe(60);
    expect(computeTag(oseltamivir, 'oseltamivir_mg', { weightKg: 40.01, ageMonths: 100 }).value).toBe(75);
  });
  it('multiplier_by_fixed_age caps by its band', () => {
    expect(computeTag(adrenalina, 'adrenalina_im_mg', { weightKg: 45, ageMonths: 143.9 })).toEqual({ value: 0.3, unit: 'mg', capped: true });
    expect(computeTag(adrenalina, 'adrenalina_im_mg', { weightKg: 45, ageMonths: 144 })).toEqual({ value: 0.45, unit: 'mg', capped: false });
  });
  it('refuses unknown tags and invalid patients', () => {
    expect(() => computeTag(albendazol, 'nope', { weightKg: 10 })).toThrow(/^Dose não calculada: .*não cadastrada/);
    expect(() => computeTag([amox], 'amox_oma_mg', { weightKg: 0 })).toThrow(/Peso \(kg\): informe um valor entre 0,3 e 250 kg/);
    expect(() => computeTag([amox], 'amox_oma_mg', { weightKg: 10, ageMonths: -1 })).toThrow(ClinicalInputError);
  });
});

describe('renderDosage', () => {
  const tags = [amox, ...adrenalina, ...albendazol];
  it('replaces every tag in pt-BR notation', () => {
    const r = renderDosage('Amoxicilina {{amox_oma_mg}} mg VO de 12/12 h', tags, { weightKg: 12.3 });
    expect(r).toEqual({ text: 'Amoxicilina 554 mg VO de 12/12 h', values: { amox_oma_mg: { value: 554, unit: 'mg', capped: false } }, errors: [] });
  });
  it('decimal comma and no trailing zeros', () => {
    expect(renderDosage('Adrenalina {{adrenalina_im_mg}} mg IM', tags, { weightKg: 12.3, ageMonths: 30 }).text).toBe('Adrenalina 0,123 mg IM');
    expect(renderDosage('{{adrenalina_im_mg}} mg', tags, { weightKg: 20, ageMonths: 30 }).text).toBe('0,2 mg');
  });
  it('the value itself, thousands grouped as the seed writes them (1.200.000 UI, 2.000 mg)', () => {
    const succ = [tag({ name: 'succinilcolina_mg', type: 'multiplier_by_fixed_age', multiplier: 1.5, max_value: 150, start_month: 12 })];
    expect(renderDosage('{{succinilcolina_mg}} mg', succ, { weightKg: 13.7, ageMonths: 40 }).text).toBe('20,55 mg');
    expect(renderDosage('{{benzatina_ui}} UI IM', benzatina, { weightKg: 30 }).text).toBe('1.200.000 UI IM');
    expect(renderDosage('{{amox_oma_mg}} mg', tags, { weightKg: 60 }).text).toBe('2.000 mg');
  });
  it('a tag that cannot be computed keeps its placeholder and reports its message once', () => {
    const r = renderDosage('{{albendazol_mg}} mg ou {{amox_oma_mg}} mg; repetir {{albendazol_mg}}', tags, { weightKg: 10, ageMonths: 6 });
    expect(r.text).toBe('{{albendazol_mg}} mg ou 450 mg; repetir {{albendazol_mg}}');
    expect(r.errors).toHaveLength(1);
    // the message says what is missing in plain Portuguese, never the tag's name (issue 34)
    expect(r.errors[0]).toBe('Dose não calculada: nenhuma faixa para peso 10 kg e idade 6 meses; faixas aceitas: 12 a < 24 meses; a partir de 24 meses.');
    expect(Object.keys(r.values)).toEqual(['amox_oma_mg']);
    const noAge = renderDosage('{{albendazol_mg}} mg', tags, { weightKg: 10 });
    expect(noAge.errors).toEqual(['Informe a idade: a dose depende da faixa etária (12 a < 24 meses; a partir de 24 meses).']);
  });
  it('unknown tags and spaces inside braces', () => {
    const r = renderDosage('{{ amox_oma_mg }} e {{desconhecida}}', tags, { weightKg: 10 });
    expect(r.text).toBe('450 e {{desconhecida}}');
    expect(r.errors[0]).toMatch(/não cadastrada/);
  });
  it('a template without tags is returned as is; an invalid weight fails every tag', () => {
    expect(renderDosage('Uso tópico', tags, { weightKg: 10 })).toEqual({ text: 'Uso tópico', values: {}, errors: [] });
    expect(renderDosage('{{amox_oma_mg}} mg', tags, { weightKg: 0 }).errors[0]).toMatch(/Peso \(kg\)/);
  });
});

describe('formatDose / formatNumber (pt-BR)', () => {
  it('the contract examples', () => {
    expect(formatDose(2.5, 'mg')).toBe('2,5 mg');
    expect(formatDose(540, 'mg')).toBe('540 mg');
    expect(formatDose(0.12, 'mL')).toBe('0,12 mL');
  });
  it('no trailing zeros; whole numbers plain', () => {
    expect(formatDose(2.5)).toBe('2,5');
    expect(formatDose(1, null)).toBe('1');
    expect(formatDose(0.2, 'mg')).toBe('0,2 mg');
    expect(formatDose(0, 'mg')).toBe('0 mg');
  });
  it('display rounding: ≥ 1 at most 2 decimals, < 1 three significant figures, half-up', () => {
    expect(formatNumber(553.5)).toBe('553,5');
    expect(formatNumber(12.345)).toBe('12,35');
    expect(formatNumber(1.005)).toBe('1,01');
    expect(formatNumber(0.0125)).toBe('0,0125');
    expect(formatNumber(0.12345)).toBe('0,123');
    expect(formatNumber(0.99951)).toBe('1');
    expect(formatNumber(0.1 + 0.2)).toBe('0,3');
  });
  it('formatValue keeps the value (at most 4 decimals)', () => {
    expect(formatValue(20.55)).toBe('20,55');
    expect(formatValue(2.0625)).toBe('2,0625');
    expect(formatValue(1234.5)).toBe('1.234,5');
    expect(formatValue(2.00004)).toBe('2');
  });
  it('thousands grouped with a dot', () => {
    expect(formatDose(1200000, 'UI')).toBe('1.200.000 UI');
    expect(formatDose(2400, 'mL')).toBe('2.400 mL');
    expect(formatDose(15000, 'mg')).toBe('15.000 mg');
  });
  it('refuses non-finite values', () => {
    expect(() => formatDose(Number.NaN, 'mg')).toThrow(ClinicalInputError);
    expect(() => formatDose(Number.POSITIVE_INFINITY)).toThrow(/Valor da dose inválido/);
  });
});

describe('computeDose — the richer dose model', () => {
  const para = [
    tag({ name: 'p', type: 'fixed', unit: null, start_month: 0, end_month: 1, not_indicated: true, not_indicated_reason: 'Recém-nascidos: protocolo neonatal.' }),
    tag({ name: 'p', type: 'multiplier', multiplier: 15, max_value: 1000, round_result: true, start_month: 1, interval_hours: 6, doses_per_day: 4,
      daily_max_per_kg: 75, daily_max_value: 4000 }),
  ];
  it('per dose, interval, daily total and the daily maximum (the lower of per-kg and absolute)', () => {
    expect(computeDose(para, 'p', { weightKg: 60, ageMonths: 180 })).toMatchObject({
      kind: 'dose', value: 900, capped: false, dailyTotal: 3600, dailyMax: 4000, dailyCapped: false, intervalHours: 6, perDoseMax: 1000 });
    expect(computeDose(para, 'p', { weightKg: 10, ageMonths: 12 })).toMatchObject({ value: 150, dailyTotal: 600, dailyMax: 750 });
  });
  it('the per-dose maximum and the daily maximum are reported when they bind', () => {
    const r = computeDose(para, 'p', { weightKg: 80, ageMonths: 200 });
    expect(r).toMatchObject({ kind: 'dose', value: 1000, capped: true, dailyTotal: 4000, dailyCapped: false });
    const tight = [tag({ name: 'q', type: 'multiplier', multiplier: 20, doses_per_day: 4, daily_max_per_kg: 60 })];
    // the daily maximum lowers the dose per administration, never the number of doses (issue #34)
    expect(computeDose(tight, 'q', { weightKg: 10 })).toMatchObject({
      value: 150, dosesPerDay: 4, dailyTotal: 600, dailyMax: 600, dailyCapped: true, perDoseBeforeDailyCap: 200, roundedDown: false });
  });
  it('the minimum raises a small dose (salbutamol 0,15 mg/kg, mín. 2,5 mg)', () => {
    const s = [tag({ name: 's', type: 'multiplier', multiplier: 0.15, min_value: 2.5, max_value: 5 })];
    expect(computeDose(s, 's', { weightKg: 5 })).toMatchObject({ value: 2.5, raised: true, capped: false });
    expect(computeTag(s, 's', { weightKg: 5 })).toEqual({ value: 2.5, unit: 'mg', capped: false });
    expect(computeDose(s, 's', { weightKg: 20 })).toMatchObject({ value: 3, raised: false, capped: false });
    expect(computeDose(s, 's', { weightKg: 40 })).toMatchObject({ value: 5, capped: true });
  });
  it('a not-indicated band is explicit: computeDose says why, computeTag refuses with the reason', () => {
    expect(computeDose(para, 'p', { weightKg: 3.5, ageMonths: 0.5 })).toMatchObject({ kind: 'not_indicated', reason: 'Recém-nascidos: protocolo neonatal.' });
    expect(() => computeTag(para, 'p', { weightKg: 3.5, ageMonths: 0.5 })).toThrow(/Não indicado nesta faixa \(0 a < 1 meses\): Recém-nascidos/);
  });
  it('overlapping rows are refused, never resolved by order', () => {
    const o = [tag({ name: 'o', type: 'fixed', multiplier: 1, start_weight: 0, end_weight: 10 }), tag({ name: 'o', type: 'fixed', multiplier: 2, start_weight: 9, end_weight: 20 })];
    expect(() => computeTag(o, 'o', { weightKg: 9.5 })).toThrow(/faixas sobrepostas/);
    expect(computeTag(o, 'o', { weightKg: 10 }).value).toBe(2);
  });
});

describe('presentationAmount / intervalText', () => {
  it('mg → mL of the bottle (amoxicilina 400 mg/5 mL: 540 mg = 6,75 mL), drops, tablets', () => {
    expect(presentationAmount(540, 'mg', { form: 'suspensão oral', label: '', amount: 400, amount_unit: 'mg', volume_ml: 5 })).toEqual({ ml: 6.75, drops: null });
    expect(presentationAmount(125, 'mg', { form: 'gotas', label: '', amount: 500, amount_unit: 'mg', volume_ml: 1, drops_per_ml: 20 })).toEqual({ ml: 0.25, drops: 5 });
    expect(presentationAmount(2, 'mg', { form: 'comprimido', label: '', amount: 4, amount_unit: 'mg', volume_ml: null })).toEqual({ units: 0.5 });
    expect(presentationAmount(2, 'jato', { form: 'comprimido', label: '', amount: 4, amount_unit: 'mg', volume_ml: null })).toBeNull();
  });
  it('intervals in words', () => {
    expect(intervalText(12)).toBe('de 12/12 h');
    expect(intervalText(24)).toBe('1 vez ao dia');
    expect(intervalText(1 / 3)).toBe('a cada 20 min');
    expect(intervalText(null)).toBeNull();
  });
});

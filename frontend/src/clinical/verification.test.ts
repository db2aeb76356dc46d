import { doseVerificationView, verificationMismatches, type DoseTag, type DoseVerificationRecord } from './index';

const row: DoseTag = {
  name: 'amox_oma_mg', multiplier: 45, max_value: 2000, type: 'multiplier', unit: 'mg', start_month: 3, end_month: null,
  start_weight: null, end_weight: null, round_result: true, interval_hours: 12, doses_per_day: 2, daily_max_value: 4000, route: 'VO',
};
const record: DoseVerificationRecord = {
  level: 'V', checked_on: '2026-12-01', statement: '45 mg/kg/dose', stale: false,
};

describe('doseVerificationView', () => {
  it.each([
    ['V', 'conferido no texto da fonte primária', false],
    ['S', 'conferido apenas em fontes secundárias', false],
    ['K', 'literatura consagrada, não reconferida no texto original', false],
    ['U', 'pendente de revisão — conferir na bula/protocolo local', true],
  ] as const)('%s → %s', (level, label, pending) => {
    const v = doseVerificationView({ ...record, level });
    expect(v).toMatchObject({ level, label, pending });
    expect(v.hasStatement).toBe(level === 'V' || level === 'S');
  });
  it('no record or a stale one counts as U, pending, with no date', () => {
    expect(doseVerificationView(null)).toMatchObject({ level: 'U', pending: true, checkedOn: null, stale: false });
    const stale = doseVerificationView({ ...record, stale: true });
    expect(stale).toMatchObject({ level: 'U', pending: true, checkedOn: null, hasStatement: false, stale: true });
    expect(stale.label).toContain('a dose mudou');
  });
});

describe('verificationMismatches', () => {
  it('agrees when the row is inside what the source states', () => {
    expect(verificationMismatches(row, { dose_min: 40, dose_max: 45, dose_basis: 'mg/kg/dose', max_per_dose: 2000, interval_hours: [12], route: 'VO' })).toEqual([]);
    expect(verificationMismatches(row, { dose_min: 80, dose_max: 90, dose_basis: 'mg/kg/dia' })).toEqual([]);
    expect(verificationMismatches(row, { route: 'VO/IV' })).toEqual([]);
    expect(verificationMismatches(row, { interval_range_hours: [8, 12] })).toEqual([]);
    expect(verificationMismatches({ ...row, interval_hours: 1 / 60 }, { interval_hours: [0.0167] })).toEqual([]);
  });
  it.each([
    [{ dose_min: 25, dose_max: 40, dose_basis: 'mg/kg/dose' as const }, 'fora da faixa'],
    [{ dose_min: 40, dose_max: 45, dose_basis: 'mg/kg/dia' as const }, 'fora da faixa'],
    [{ dose_min: 500, dose_max: 500, dose_basis: 'dose' as const }, 'faixa de peso fechada'],
    [{ max_per_dose: 1000 }, 'máximo por dose'],
    [{ max_per_day: 3000 }, 'máximo diário'],
    [{ interval_hours: [8] }, 'intervalo'],
    [{ route: 'IV' }, 'via'],
    [{ interval_range_hours: [4, 8] as [number, number] }, 'fora do da fonte'],
  ])('%j → %s', (n, text) => {
    const p = verificationMismatches(row, n);
    expect(p).toHaveLength(1);
    expect(p[0]).toContain(text);
  });
  it('a fixed range per weight band agrees with mg/kg clamped to it at both band edges', () => {
    const band = { ...row, multiplier: 15, start_weight: 5, end_weight: 9, min_value: 50, max_value: 125 };
    expect(verificationMismatches(band, { dose_min: 50, dose_max: 125, dose_basis: 'dose' })).toEqual([]);
    expect(verificationMismatches({ ...band, max_value: 150 }, { dose_min: 50, dose_max: 125, dose_basis: 'dose' })[0]).toContain('fora da faixa fixa');
  });
  it('a source maximum the row lacks is a mismatch; not-indicated rows are not compared', () => {
    expect(verificationMismatches({ ...row, max_value: null }, { max_per_dose: 2000 })[0]).toContain('não tem máximo');
    expect(verificationMismatches({ ...row, not_indicated: true }, { max_per_dose: 1 })).toEqual([]);
  });
});

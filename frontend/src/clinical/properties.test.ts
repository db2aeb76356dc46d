import fc from 'fast-check';
import fixture from './__fixtures__/who-growth-cases.json';
import {
  BHUTANI_1999_CURVES, POISONING_IDS, apgar, bhutaniZone, computeTag, glasgow, lmsZScore, maintenanceFluids, poisoningDoses, rsiDoses,
  type DoseTag, type LmsRow,
} from './index';

const weight = fc.double({ min: 0.3, max: 250, noNaN: true });
const ageMonths = fc.double({ min: 0, max: 216, noNaN: true });

describe('invariants (fast-check)', () => {
  it('maintenance fluids: never above 2400 mL/day or 100 mL/h, and monotone in weight', () => {
    fc.assert(fc.property(weight, weight, (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const x = maintenanceFluids(lo); const y = maintenanceFluids(hi);
      return x.mlPerDay <= 2400 && x.mlPerHour <= 100 && x.mlPerDay <= y.mlPerDay && x.mlPerHour <= y.mlPerHour;
    }));
  });

  it('SRI: min ≤ max, maxima never exceeded, capped exactly when a maximum binds', () => {
    const caps: Record<string, number> = { atropine: 0.5, fentanyl: 100, etomidate: 20, midazolam: 5, succinylcholine: 150 };
    fc.assert(fc.property(weight, ageMonths, (w, a) => rsiDoses({ weightKg: w, ageMonths: a }).every((d) => {
      const cap = caps[d.drug];
      return d.min <= d.max && d.min > 0 && (cap === undefined ? !d.capped : d.max <= cap && d.min <= cap);
    })));
  });

  it('poisonings: caps never exceeded and doses never decrease with weight', () => {
    const caps: Record<string, number> = { flumazenil: 1, naloxone: 4, physostigmine: 2, atropine: 5, glucagon: 10, midazolam: 10, pralidoxime: 2000 };
    fc.assert(fc.property(fc.constantFrom(...POISONING_IDS), weight, weight, fc.double({ min: 1, max: 18, noNaN: true }), (id, a, b, age) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const x = poisoningDoses(id, { weightKg: lo, ageYears: age });
      const y = poisoningDoses(id, { weightKg: hi, ageYears: age });
      return x.every((l, i) => (caps[l.agent] === undefined || l.amount <= caps[l.agent]!) && l.amount <= y[i]!.amount && l.amount > 0);
    }));
  });

  it('dose bands cover every weight from 0,3 kg (oseltamivir ≥ 12 months) and values are non-decreasing', () => {
    const t = (multiplier: number, start: number, end: number | null): DoseTag => ({ name: 'o', multiplier, max_value: multiplier, type: 'fixed_by_weight', unit: 'mg',
      start_month: 12, end_month: null, start_weight: start, end_weight: end, round_result: false });
    const tags = [t(30, 0, 15.01), t(45, 15.01, 23.01), t(60, 23.01, 40.01), t(75, 40.01, null)];
    fc.assert(fc.property(weight, weight, (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return computeTag(tags, 'o', { weightKg: lo, ageMonths: 24 }).value <= computeTag(tags, 'o', { weightKg: hi, ageMonths: 24 }).value;
    }));
  });

  it('z-score is non-decreasing in the measurement (restricted LMS included)', () => {
    const t = fixture.tables.find((x) => x.indicator === 'weight_for_age' && x.reference === 'WHO_2006_CGS' && x.sex === 1)!;
    const table: LmsRow[] = t.rows.map(([x, l, m, s]) => ({ x: x!, l: l!, m: m!, s: s! }));
    const day = table[0]!.x;
    fc.assert(fc.property(fc.double({ min: 0.05, max: 60, noNaN: true }), fc.double({ min: 0.05, max: 60, noNaN: true }), (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const za = lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: day, value: lo, table }).z;
      const zb = lmsZScore({ reference: 'WHO_2006_CGS', indicator: 'weight_for_age', x: day, value: hi, table }).z;
      return za <= zb;
    }));
  });

  it('Bhutani zone never goes down as bilirubin rises', () => {
    const order = { low: 0, low_intermediate: 1, high_intermediate: 2, high: 3 } as const;
    const curves = [...BHUTANI_1999_CURVES];
    fc.assert(fc.property(fc.double({ min: 12, max: 148, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 50, noNaN: true }), (h, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      return order[bhutaniZone({ hours: h, tsbMgDl: lo }, curves)] <= order[bhutaniZone({ hours: h, tsbMgDl: hi }, curves)];
    }));
  });

  it('Apgar and Glasgow totals stay in range and bands match the totals', () => {
    const s = fc.constantFrom(0 as const, 1 as const, 2 as const);
    fc.assert(fc.property(s, s, s, s, s, (a, b, c, d, e) => {
      const r = apgar({ heartRate: a, respiration: b, tone: c, reflex: d, color: e });
      return r.score === a + b + c + d + e && r.band === (r.score >= 7 ? 'reassuring' : r.score >= 4 ? 'moderately_abnormal' : 'low');
    }));
    fc.assert(fc.property(fc.constantFrom(1, 2, 3, 4), fc.constantFrom(1, 2, 3, 4, 5), fc.constantFrom(1, 2, 3, 4, 5, 6), (e, v, m) => {
      const r = glasgow({ eye: e as 1, verbal: v as 1, motor: m as 1 });
      return r.score >= 3 && r.score <= 15 && (r.score <= 8) === (r.severity === 'severe');
    }));
  });
});

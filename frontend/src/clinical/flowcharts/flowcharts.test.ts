/** The flowchart engine and the 13 protocols: structure, every edge and outcome reached, the doses at
 * 3, 12, 20 and 70 kg against reference.md §11–17 (maximums that bind included), and the refusals. */
import { ClinicalInputError } from '../errors';
import { emergencyDose, dkaFluidPlan, type EmergencyDoseId, type EmergencyDoseLine } from '../emergency-doses';
import { pecarn, type PecarnRecommendation } from '../pecarn';
import { FLOWCHARTS, flowchartEdges, flowchartProblems, walkFlowchart, type Flowchart, type FlowPatient, type FlowWalk } from './index';

/** 3 kg newborn, 12 kg at 2½ years, 20 kg at 7 years, 70 kg at 15 years, and 12 kg at 15 months (PECARN < 2 y). */
const PATIENTS: FlowPatient[] = [
  { weightKg: 3, ageMonths: 1 }, { weightKg: 12, ageMonths: 30 }, { weightKg: 20, ageMonths: 84 },
  { weightKg: 70, ageMonths: 180 }, { weightKg: 12, ageMonths: 15 },
];

/** Every complete walk of a protocol for a patient: answers of each path to its outcome. */
function allWalks(f: Flowchart, p: FlowPatient): Array<{ answers: Record<string, string>; walk: FlowWalk }> {
  const out: Array<{ answers: Record<string, string>; walk: FlowWalk }> = [];
  const explore = (answers: Record<string, string>) => {
    const walk = walkFlowchart(f, answers, p);
    if (walk.finished) { out.push({ answers, walk }); return; }
    const node = walk.current.node;
    if (node.kind !== 'question' && node.kind !== 'action') throw new Error(`stuck at ${node.id}`);
    for (const o of node.options) explore({ ...answers, [node.id]: o.id });
  };
  explore({});
  return out;
}

function taken(w: FlowWalk): string[] {
  return w.steps.slice(1).map((s, i) => `${w.steps[i]!.node.id}→${s.node.id}`);
}

const ids = Object.keys(FLOWCHARTS) as Array<keyof typeof FLOWCHARTS>;

describe('flowchart protocols', () => {
  it('has the 7 urgencies and the 6 venomous accidents', () => {
    expect(ids.sort()).toEqual(['anaphylaxis', 'asthma', 'bothropic', 'crotalic', 'dengue', 'dka', 'elapidic', 'hidratacao', 'loxoscelic', 'pecarn', 'phoneutria', 'scorpion', 'seizure']);
  });

  describe.each(ids)('%s', (id) => {
    const f = FLOWCHARTS[id];
    it('is sound: known targets, every node reachable, no cycles, every node sourced', () => {
      expect(flowchartProblems(f)).toEqual([]);
      for (const n of Object.values(f.nodes)) expect(n.source.section).toMatch(/^§(9|1[1-7])/);
      expect(f.guideline.length).toBeGreaterThan(20);
    });
    it('takes every edge and reaches every outcome for the sample patients, computing every dose', () => {
      const edges = new Set<string>();
      const outcomes = new Set<string>();
      for (const p of PATIENTS) {
        for (const { walk } of allWalks(f, p)) {
          taken(walk).forEach((e) => edges.add(e));
          outcomes.add(walk.current.node.id);
          for (const d of walk.steps.flatMap((s) => s.doses)) {
            if (d.dose) {
              expect(Number.isFinite(d.dose.min) && d.dose.min > 0 && d.dose.max >= d.dose.min).toBe(true);
            } else expect(d.notIndicated).toMatch(/\S/);
            expect(d.source).toMatch(/reference\.md|§/);
          }
        }
      }
      expect([...edges].sort()).toEqual([...new Set(flowchartEdges(f))].sort());
      expect([...outcomes].sort()).toEqual(Object.values(f.nodes).filter((n) => n.kind === 'outcome').map((n) => n.id).sort());
    });
  });
});

describe('walkFlowchart', () => {
  it('refuses an out-of-range or missing weight in Portuguese, never clamping', () => {
    const f = FLOWCHARTS.anaphylaxis;
    expect(() => walkFlowchart(f, {}, { weightKg: 0.2, ageMonths: 12 })).toThrow(ClinicalInputError);
    expect(() => walkFlowchart(f, {}, { weightKg: 0.2, ageMonths: 12 })).toThrow('Peso (kg): informe um valor entre 0,3 e 250 kg (recebido: 0,2).');
    expect(() => walkFlowchart(f, {}, { weightKg: 300, ageMonths: 12 })).toThrow('Peso (kg): informe um valor entre 0,3 e 250 kg (recebido: 300).');
    expect(() => walkFlowchart(f, {}, { ageMonths: 12 })).toThrow('Peso (kg): informe o peso do paciente para o fluxograma “Anafilaxia”.');
    expect(() => walkFlowchart(FLOWCHARTS.pecarn, {}, { weightKg: 10 })).toThrow('Idade: informe a idade do paciente para o fluxograma “Trauma Cranioencefálico (PECARN)”.');
    expect(() => walkFlowchart(FLOWCHARTS.pecarn, {}, { ageMonths: 217 })).toThrow('Idade (meses): informe um valor entre 0 e 216 meses (recebido: 217).');
    expect(() => walkFlowchart(f, { adrenaline: 'nope' }, { weightKg: 10, ageMonths: 12 })).toThrow('Resposta inválida para “Adrenalina IM imediatamente”: escolha uma das opções.');
  });

  it('PECARN needs no weight; a 15-month-old with only a scalp haematoma ends at observation vs CT', () => {
    const w = walkFlowchart(FLOWCHARTS.pecarn, { u2_gcs: '15', u2_ams: 'no', u2_fracture: 'no', u2_hematoma: 'yes' }, { ageMonths: 15 });
    expect(w.finished).toBe(true);
    expect(w.current.node.id).toBe('u2_obs');
    expect(w.current.node.title).toBe('Observação ou TC (decisão clínica)');
    expect(w.steps[0]!.auto).toBe('Menor de 2 anos');
  });

  it('changing an earlier answer recomputes the rest and ignores answers off the new path', () => {
    const f = FLOWCHARTS.pecarn;
    const p = { ageMonths: 15 };
    const answers = { u2_gcs: '15', u2_ams: 'no', u2_fracture: 'no', u2_hematoma: 'no', u2_loc: 'no', u2_mechanism: 'no', u2_acting: 'no' };
    expect(walkFlowchart(f, answers, p).current.node.id).toBe('u2_no_ct');
    expect(walkFlowchart(f, { ...answers, u2_ams: 'yes' }, p).current.node.id).toBe('u2_ct');
    expect(walkFlowchart(f, { ...answers, u2_ams: 'yes' }, p).steps.map((s) => s.node.id)).toEqual(['age', 'u2_gcs', 'u2_ams', 'u2_ct']);
    // the same answers for a 3-year-old take the other branch: its first question is now current
    const older = walkFlowchart(f, answers, { ageMonths: 36 });
    expect(older.finished).toBe(false);
    expect(older.current.node.id).toBe('o2_gcs');
  });

  it('PECARN outcomes agree with the core pecarn() rule on every path of both age groups', () => {
    const out: Record<string, PecarnRecommendation> = {
      u2_ct: 'ct_recommended', u2_obs: 'observation_or_ct', u2_no_ct: 'ct_not_recommended',
      o2_ct: 'ct_recommended', o2_obs: 'observation_or_ct', o2_no_ct: 'ct_not_recommended',
    };
    let checked = 0;
    for (const ageMonths of [15, 36]) {
      for (const { answers, walk } of allWalks(FLOWCHARTS.pecarn, { ageMonths })) {
        const end = walk.current.node.id;
        if (end === 'gcs_low') { expect(answers.u2_gcs ?? answers.o2_gcs).toBe('le13'); continue; }
        const a = (k: string) => answers[`u2_${k}`] === 'yes' || answers[`o2_${k}`] === 'yes';
        const r = pecarn({
          ageMonths, gcs: (answers.u2_gcs ?? answers.o2_gcs) === '14' ? 14 : 15, alteredMentalStatus: a('ams'),
          skullFractureSigns: a('fracture') || a('basilar'), scalpHematoma: a('hematoma'), lossOfConsciousness: a('loc'),
          severeMechanism: a('mechanism'), notActingNormally: a('acting'), vomiting: a('vomiting'), severeHeadache: a('headache'),
        });
        expect(r.recommendation).toBe(out[end]);
        checked++;
      }
    }
    expect(checked).toBe(16);
  });

  it('DKA: hypokalaemia → potassium before insulin; every path reaches insulin only after the potassium step', () => {
    const p = { weightKg: 20, ageMonths: 84 };
    const w = walkFlowchart(FLOWCHARTS.dka, { diagnosis: 'yes', severity: 'moderate', potassium: 'low' }, p);
    expect(w.current.node.title).toBe('Hipocalemia → potássio antes da insulina');
    expect(w.current.node.items?.join(' ')).toMatch(/ANTES da insulina/);
    for (const { walk } of allWalks(FLOWCHARTS.dka, p)) {
      const order = walk.steps.map((s) => s.node.id);
      if (order.includes('insulin')) expect(order.findIndex((x) => x.startsWith('k_'))).toBeLessThan(order.indexOf('insulin'));
      // issue #34: the potassium is asked before any expansion (shock bolus or initial expansion)
      const firstFluid = order.findIndex((x) => x === 'bolus' || x === 'bolus_shock');
      if (firstFluid >= 0) expect(order.indexOf('potassium'), order.join(' → ')).toBeGreaterThanOrEqual(0);
      if (firstFluid >= 0) expect(order.indexOf('potassium')).toBeLessThan(firstFluid);
    }
  });

  it('every dose on a path is the core rule for the patient (anaphylaxis 20 kg: 0,2 mg = 0,2 mL)', () => {
    const w = walkFlowchart(FLOWCHARTS.anaphylaxis, {}, { weightKg: 20, ageMonths: 60 });
    const adr = w.current.doses.find((d) => d.id === 'adrenaline_im')!;
    expect(adr).toEqual(emergencyDose('adrenaline_im', { weightKg: 20, ageMonths: 60 }));
    expect(adr.dose).toEqual({ min: 0.2, max: 0.2 });
    expect(adr.volumeMl).toEqual({ min: 0.2, max: 0.2 });
    expect(adr.capped).toBe(false);
  });
});

type Case = [EmergencyDoseId, FlowPatient, [number, number] | string, boolean?, ([number, number] | null)?];
const W3 = { weightKg: 3, ageMonths: 1 };
const W12 = { weightKg: 12, ageMonths: 30 };
const W20 = { weightKg: 20, ageMonths: 84 };
const W70 = { weightKg: 70, ageMonths: 180 };

/** [rule, patient, expected dose [min, max] or the "não indicado" text, capped, volume mL] — reference.md numbers. */
const CASES: Case[] = [
  // §15 adrenaline 0,01 mg/kg IM, 1 mg/mL; max 0,3 mg prepubertal, 0,5 mg adolescent
  ['adrenaline_im', W3, [0.03, 0.03], false, [0.03, 0.03]],
  ['adrenaline_im', W12, [0.12, 0.12], false, [0.12, 0.12]],
  ['adrenaline_im', W20, [0.2, 0.2], false, [0.2, 0.2]],
  ['adrenaline_im', W70, [0.5, 0.5], true, [0.5, 0.5]],
  ['adrenaline_im', { weightKg: 40, ageMonths: 108 }, [0.3, 0.3], true, [0.3, 0.3]],
  ['adrenaline_im', { weightKg: 30, ageMonths: 108 }, [0.3, 0.3], false, [0.3, 0.3]],
  ['adrenaline_im', { weightKg: 60, ageMonths: 180 }, [0.5, 0.5], true],
  ['adrenaline_im', { weightKg: 45, ageMonths: 150 }, [0.45, 0.45], false],
  ['adrenaline_im', { weightKg: 70, ageMonths: 143 }, [0.3, 0.3], true],
  // §0 auto-injector 0,15 mg from 7,5 kg to < 25 kg, 0,3 mg from 25 kg
  ['adrenaline_autoinjector', W3, 'Abaixo de 7,5 kg'],
  ['adrenaline_autoinjector', { weightKg: 7.49 }, 'Abaixo de 7,5 kg'],
  ['adrenaline_autoinjector', { weightKg: 7.5 }, [0.15, 0.15]],
  ['adrenaline_autoinjector', W12, [0.15, 0.15]],
  ['adrenaline_autoinjector', { weightKg: 24.99 }, [0.15, 0.15]],
  ['adrenaline_autoinjector', { weightKg: 25 }, [0.3, 0.3]],
  ['adrenaline_autoinjector', W70, [0.3, 0.3]],
  ['crystalloid_anaphylaxis', W20, [200, 400]],
  // §16 status epilepticus
  ['glucose_seizure', W3, [1.5, 1.5], false, [15, 15]],
  ['glucose_seizure', W70, [25, 25], true, [250, 250]],
  // issue #34: one glucose rule with the medication page — neonates 0,2 g/kg (Adamkin/AAP 2011), cap 25 g
  ['glucose_seizure', { weightKg: 3, ageMonths: 0.5 }, [0.6, 0.6], false, [6, 6]],
  ['glucose_seizure', { weightKg: 3, ageMonths: 0.999 }, [0.6, 0.6], false, [6, 6]],
  ['glucose_seizure', { weightKg: 50, ageMonths: 150 }, [25, 25], false, [250, 250]],
  ['glucose_seizure', { weightKg: 50.01, ageMonths: 150 }, [25, 25], true, [250, 250]],
  ['glucose_seizure', { weightKg: 90, ageMonths: 192 }, [25, 25], true, [250, 250]],
  ['midazolam_im', W3, [0.6, 0.6], false, [0.12, 0.12]],
  ['midazolam_im', W12, [2.4, 2.4]],
  ['midazolam_im', { weightKg: 12.99 }, [2.598, 2.598]],
  ['midazolam_im', { weightKg: 13 }, [5, 5], false, [1, 1]],
  ['midazolam_im', W20, [5, 5]],
  ['midazolam_im', { weightKg: 40 }, [5, 5]],
  ['midazolam_im', { weightKg: 40.01 }, [10, 10]],
  ['midazolam_im', W70, [10, 10], false, [2, 2]],
  ['diazepam_iv', W3, [0.45, 0.6], false, [0.09, 0.12]],
  ['diazepam_iv', W12, [1.8, 2.4]],
  ['diazepam_iv', W20, [3, 4]],
  ['diazepam_iv', W70, [10, 10], true, [2, 2]],
  ['lorazepam_iv', W20, [2, 2]],
  ['lorazepam_iv', W70, [4, 4], true],
  ['diazepam_rectal', W20, [4, 10]],
  ['diazepam_rectal', W70, [14, 20], true],
  ['midazolam_in', W12, [2.4, 2.4]],
  ['midazolam_in', W70, [10, 10], true],
  ['midazolam_buccal', W20, [6, 10]],
  ['midazolam_buccal', W70, [10, 10], true],
  ['phenobarbital_iv', W3, [45, 45], false, [0.45, 0.45]],
  ['phenobarbital_iv', W70, [1050, 1050]],
  ['fosphenytoin_iv', W3, [60, 60], false, [1.2, 1.2]],
  ['fosphenytoin_iv', W12, [240, 240]],
  ['fosphenytoin_iv', W20, [400, 400]],
  ['fosphenytoin_iv', W70, [1400, 1400], false, [28, 28]],
  ['fosphenytoin_iv', { weightKg: 80 }, [1500, 1500], true],
  ['levetiracetam_iv', W3, [180, 180]],
  ['levetiracetam_iv', W12, [720, 720]],
  ['levetiracetam_iv', W20, [1200, 1200], false, [12, 12]],
  ['levetiracetam_iv', W70, [4200, 4200]],
  ['levetiracetam_iv', { weightKg: 80 }, [4500, 4500], true],
  ['valproate_iv', W3, 'Não indicado abaixo de 2 anos'],
  ['valproate_iv', { weightKg: 12, ageMonths: 23 }, 'Não indicado abaixo de 2 anos'],
  ['valproate_iv', { weightKg: 12, ageMonths: 24 }, [480, 480]],
  ['valproate_iv', W20, [800, 800]],
  ['valproate_iv', W70, [2800, 2800]],
  ['valproate_iv', { weightKg: 80, ageMonths: 200 }, [3000, 3000], true],
  ['phenytoin_iv', W20, [400, 400], false, [8, 8]],
  // §14 DKA
  ['saline_shock_dka', W20, [400, 400]],
  ['saline_expansion_dka', W3, [30, 60]],
  ['saline_expansion_dka', W70, [700, 1400]],
  ['insulin_dka', W3, [0.15, 0.3]],
  ['insulin_dka', W12, [0.6, 1.2]],
  ['insulin_dka', W20, [1, 2]],
  ['insulin_dka', W70, [3.5, 7]],
  ['bicarbonate_dka', W20, [20, 40], false, [20, 40]],
  ['mannitol_dka', W20, [10, 20], false, [50, 100]],
  ['mannitol_dka', W70, [35, 70], false, [175, 350]],
  ['hypertonic_saline_dka', W12, [30, 60]],
  // §13 dengue (children < 13 y; ≥ 13 y 60 mL/kg/day — §0)
  ['dengue_oral_child', W3, [390, 390]],
  ['dengue_oral_child', { weightKg: 10, ageMonths: 12 }, [1300, 1300]],
  ['dengue_oral_child', { weightKg: 10.01, ageMonths: 12 }, [1001, 1001]],
  ['dengue_oral_child', W12, [1200, 1200]],
  ['dengue_oral_child', W20, [2000, 2000]],
  ['dengue_oral_child', { weightKg: 20.5, ageMonths: 84 }, [1640, 1640]],
  ['dengue_oral_child', W70, 'A partir de 13 anos'],
  ['dengue_oral_adolescent', W70, [4200, 4200]],
  ['dengue_oral_adolescent', W20, 'Abaixo de 13 anos'],
  ['dengue_b_oral', W12, [600, 1200]],
  ['dengue_b_iv', W12, [480, 480]],
  ['dengue_c_expansion', W3, [30, 30]],
  ['dengue_c_expansion', W70, [700, 700]],
  ['dengue_d_expansion', W20, [400, 400]],
  ['dengue_albumin', W20, [10, 20], false, [200, 400]],
  ['dengue_colloid', W12, [120, 120]],
  ['dengue_rbc', W20, [200, 300]],
  // §9 asthma (GINA 2024 / NAEPP — [U])
  ['salbutamol_neb', W3, [2.5, 2.5]],
  ['salbutamol_neb', W20, [3, 3], false, [0.6, 0.6]],
  ['salbutamol_neb', W70, [5, 5], true],
  ['ipratropium_neb', W12, [250, 250], false, [1, 1]],
  ['ipratropium_neb', W70, [500, 500]],
  ['prednisolone_asthma', W3, [3, 6]],
  ['prednisolone_asthma', { weightKg: 12, ageMonths: 20 }, [12, 20], true],
  ['prednisolone_asthma', W12, [12, 24]],
  ['prednisolone_asthma', { weightKg: 20, ageMonths: 48 }, [20, 30], true],
  ['prednisolone_asthma', W20, [20, 40]],
  ['prednisolone_asthma', W70, [40, 40], true],
  ['magnesium_asthma', W3, 'Não indicado abaixo de 2 anos'],
  ['magnesium_asthma', W12, [480, 600]],
  ['magnesium_asthma', W20, [800, 1000]],
  ['magnesium_asthma', W70, [2000, 2000], true],
  ['salbutamol_mdi_under6', W12, [2, 6]],
  ['salbutamol_mdi_from6', W20, [4, 10]],
  // §17 venomous: vials fixed; prednisone 1 mg/kg/day ≤ 40 mg
  ['bothropic_mild', {}, [2, 4]], ['bothropic_moderate', {}, [4, 8]], ['bothropic_severe', {}, [12, 12]],
  ['crotalic_mild', {}, [5, 5]], ['crotalic_moderate', {}, [10, 10]], ['crotalic_severe', {}, [20, 20]],
  ['elapidic', {}, [10, 10]], ['scorpion_moderate', {}, [2, 3]], ['scorpion_severe', {}, [4, 6]],
  ['phoneutria_moderate', {}, [2, 4]], ['phoneutria_severe', {}, [5, 10]],
  ['loxoscelic_moderate', {}, [5, 5]], ['loxoscelic_severe', {}, [10, 10]],
  ['prednisone_loxoscelic', W3, [3, 3]],
  ['prednisone_loxoscelic', W20, [20, 20]],
  ['prednisone_loxoscelic', W70, [40, 40], true],
];

describe('emergencyDose', () => {
  it.each(CASES)('%s %o', (id, p, expected, capped, volume) => {
    const line: EmergencyDoseLine = emergencyDose(id, p);
    if (typeof expected === 'string') {
      expect(line.dose).toBeNull();
      expect(line.notIndicated).toContain(expected);
      return;
    }
    expect(line.dose).toEqual({ min: expected[0], max: expected[1] });
    expect(line.capped).toBe(capped ?? false);
    if (volume !== undefined) expect(line.volumeMl).toEqual(volume === null ? null : { min: volume[0], max: volume[1] });
    expect(line.maxText).toMatch(/\S/);
    expect(line.administration).toMatch(/\S/);
  });

  it('shows the fosphenytoin and phenytoin rate limits as the shortest infusion time', () => {
    expect(emergencyDose('fosphenytoin_iv', { weightKg: 20 }).minMinutes).toEqual({ min: 10, max: 10 });
    expect(emergencyDose('fosphenytoin_iv', { weightKg: 100 }).minMinutes).toEqual({ min: 10, max: 10 }); // 1500 / 150
    expect(emergencyDose('phenytoin_iv', { weightKg: 70 }).minMinutes).toEqual({ min: 28, max: 28 }); // 1400 / 50
  });

  it('refuses weights and ages out of range, and asks for what it needs', () => {
    expect(() => emergencyDose('adrenaline_im', { weightKg: 251, ageMonths: 100 })).toThrow('Peso (kg): informe um valor entre 0,3 e 250 kg (recebido: 251).');
    expect(() => emergencyDose('adrenaline_im', { weightKg: Number.NaN, ageMonths: 100 })).toThrow(ClinicalInputError);
    expect(() => emergencyDose('adrenaline_im', { weightKg: 20 })).toThrow('Idade: informe a idade do paciente para calcular Adrenalina IM (coxa, vasto lateral).');
    expect(() => emergencyDose('levetiracetam_iv', {})).toThrow('Peso (kg): informe o peso do paciente para calcular Levetiracetam IV.');
    expect(() => emergencyDose('valproate_iv', { weightKg: 20, ageMonths: -1 })).toThrow('Idade (meses): informe um valor entre 0 e 216 meses (recebido: -1).');
  });

  it('marks [U] values with a local-check note', () => {
    for (const id of ['scorpion_moderate', 'salbutamol_neb', 'dengue_oral_child'] as const) {
      const l = emergencyDose(id, W12);
      expect(l.verification).toBe('U');
      expect(l.localCheck).toMatch(/conferir|reconferir/);
    }
  });
});

describe('dkaFluidPlan', () => {
  it('deficit over 24–48 h + 4-2-1 maintenance, potassium at 40 mmol/L against 0,5 mmol/kg/h', () => {
    const p = dkaFluidPlan({ weightKg: 20, deficitPercent: 10, hours: 24 });
    expect(p.deficitMl).toBe(2000);
    expect(p.maintenanceMlPerHour).toBe(60);
    expect(p.rateMlPerHour).toBeCloseTo(143.333333, 5);
    expect(p.potassiumMmolPerHour).toBeCloseTo(5.733333, 5);
    expect(p.potassiumCeilingMmolPerHour).toBe(10);
    expect(p.exceedsCeiling).toBe(false);
    const big = dkaFluidPlan({ weightKg: 70, deficitPercent: 5, hours: 48 });
    expect(big.maintenanceMlPerHour).toBe(100);
    expect(big.rateMlPerHour).toBeCloseTo(172.916667, 5);
    expect(big.potassiumCeilingMmolPerHour).toBe(35);
    const small = dkaFluidPlan({ weightKg: 3, deficitPercent: 7, hours: 48 });
    expect(small.rateMlPerHour).toBeCloseTo(16.375, 6);
    expect(small.potassiumCeilingMmolPerHour).toBe(1.5);
  });
  it('refuses a deficit or time outside ISPAD ranges', () => {
    expect(() => dkaFluidPlan({ weightKg: 20, deficitPercent: 12, hours: 24 })).toThrow('Déficit estimado: informe um valor entre 5 e 10% do peso (ISPAD 2022).');
    expect(() => dkaFluidPlan({ weightKg: 20, deficitPercent: 7, hours: 12 })).toThrow('Tempo de reposição: informe um valor entre 24 e 48 h (ISPAD 2022).');
  });
  it('the DKA plan step shows the rate and the potassium ceiling for the child', () => {
    const w = walkFlowchart(FLOWCHARTS.dka, { diagnosis: 'yes', severity: 'severe', potassium: 'normal', k_normal: 'done', shock: 'yes', bolus_shock: 'done', deficit: '10' }, W20);
    const k = w.current.doses.find((d) => d.id === 'dka_k_rate')!;
    expect(k.appliedMax).toBe(10);
    expect(k.maxText).toContain('10 mmol/h');
    const kExp = w.current.doses.find((d) => d.id === 'dka_k_expansion')!;
    expect(kExp.dose).toEqual({ min: 4, max: 8 }); // 200–400 mL at 20 mmol/L
  });
});

describe('hidratacao uses the core plans', () => {
  it('plan C < 5 y: SF 20 mL/kg in 30 min; ≥ 5 y: 30 mL/kg then RL 70 mL/kg; maintenance for all ages', () => {
    const young = walkFlowchart(FLOWCHARTS.hidratacao, { assess: 'severe' }, W12).current.doses;
    expect(young.map((d) => d.dose)).toEqual([{ min: 240, max: 240 }]);
    const older = walkFlowchart(FLOWCHARTS.hidratacao, { assess: 'severe' }, W20).current.doses;
    expect(older.map((d) => d.dose)).toEqual([{ min: 600, max: 600 }, { min: 1400, max: 1400 }]);
    const m = walkFlowchart(FLOWCHARTS.hidratacao, { assess: 'severe', plan_c: 'hydrated' }, W70).current.doses;
    expect(m[0]!.dose).toEqual({ min: 2400, max: 2400 });
    expect(m[1]!.dose).toEqual({ min: 3500, max: 3500 });
  });
});

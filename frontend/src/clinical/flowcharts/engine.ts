/**
 * The flowchart engine: given a protocol, the answers so far (option id by node id) and the patient, the
 * path taken, the current step and every dose of every step, computed by the clinical core. Pure.
 * Answers of nodes that are no longer on the path are ignored, so changing an earlier answer recomputes
 * the rest. Missing or out-of-range patient data the protocol needs → ClinicalInputError (Portuguese).
 */
import { ClinicalInputError, requireAgeMonths, requireWeightKg } from '../errors';
import {
  dkaExpansionPotassiumMmol, dkaFluidPlan, emergencyDose, maintenanceLine, type EmergencyDoseLine,
} from '../emergency-doses';
import { dehydrationPlanA, dehydrationPlanB, dehydrationPlanC, dehydrationPlanCMaintenance } from '../fluids';
import { ptNumber } from '../errors';
import type { DoseRef, Flowchart, FlowNode, FlowOption } from './types';

export interface FlowPatient { weightKg?: number | null; ageMonths?: number | null }

export interface FlowStep {
  node: FlowNode;
  /** the option chosen (question/action) */
  answer?: FlowOption;
  /** the branch taken by itself (age route) */
  auto?: string;
  doses: EmergencyDoseLine[];
}

export interface FlowWalk {
  /** every step from the start, the current one last */
  steps: FlowStep[];
  current: FlowStep;
  finished: boolean;
}

const SOURCE_FLUIDS = 'Brasil MS. Manejo do paciente com diarreia (cartaz SVS/MS 2020/2023) — reference.md §11.2';
const SOURCE_ISPAD = 'ISPAD 2022 (Pediatr Diabetes 2022;23:835-56) — reference.md §14 e §0';

function line(partial: Partial<EmergencyDoseLine> & Pick<EmergencyDoseLine, 'id' | 'label' | 'unit' | 'route' | 'administration' | 'maxText' | 'source'>): EmergencyDoseLine {
  return {
    dose: null, capped: false, raisedToMin: false, appliedMax: null, volumeMl: null, concentrationLabel: null,
    minMinutes: null, rateGoverning: null, rateText: null, notIndicated: null, verification: 'K', localCheck: null, ...partial,
  };
}

function planLines(plan: 'A' | 'B' | 'C' | 'C_maintenance', w: number, ageMonths: number): EmergencyDoseLine[] {
  if (plan === 'A') {
    const a = dehydrationPlanA({ ageMonths });
    const ors = a.orsPerStool === 'as_accepted' ? null : a.orsPerStool;
    return [
      line({
        id: 'plan_a_ors', label: 'SRO após cada evacuação líquida', route: 'VO', unit: 'mL',
        dose: ors ? { min: ors.minMl, max: ors.maxMl } : null,
        notIndicated: ors ? null : 'Maiores de 10 anos: quanto aceitar.',
        administration: 'Oferecer mais líquido que o habitual; manter a alimentação.', maxText: '< 1 ano 50–100 mL; 1–10 anos 100–200 mL; > 10 anos quanto aceitar.', source: SOURCE_FLUIDS,
      }),
      line({
        id: 'plan_a_zinc', label: 'Zinco', route: 'VO', unit: 'mg', dose: { min: a.zincMgPerDay, max: a.zincMgPerDay },
        administration: `1 vez ao dia por ${a.zincDays.min}–${a.zincDays.max} dias.`, maxText: '≤ 6 meses 10 mg/dia; > 6 meses 20 mg/dia.', source: SOURCE_FLUIDS,
      }),
    ];
  }
  if (plan === 'B') {
    const b = dehydrationPlanB({ weightKg: w });
    return [line({
      id: 'plan_b_ors', label: 'SRO na unidade de saúde', route: 'VO', unit: 'mL', dose: { min: b.minMl, max: b.maxMl }, verification: 'S',
      administration: `Em ${b.minHours}–${b.maxHours} h, em pequenos volumes frequentes; reavaliar.`, maxText: '50–100 mL/kg.', source: SOURCE_FLUIDS,
    })];
  }
  if (plan === 'C') {
    return dehydrationPlanC({ weightKg: w, ageYears: ageMonths / 12 }).phases.map((ph, i) => line({
      id: `plan_c_${i + 1}`, label: `Expansão — fase ${i + 1}: ${ph.solution}`, route: 'IV/IO', unit: 'mL', dose: { min: ph.ml, max: ph.ml },
      administration: `Em ${ptNumber(ph.minutes)} min.`, maxText: ageMonths < 60 ? '20 mL/kg (< 5 anos); repetir até hidratar.' : '30 mL/kg em 30 min, depois 70 mL/kg em 2 h 30 min (≥ 5 anos).', source: SOURCE_FLUIDS,
    }));
  }
  const m = dehydrationPlanCMaintenance(w);
  return [
    line({ id: 'plan_c_maintenance', label: 'Manutenção (SG 5% : SF 0,9% 4:1)', route: 'IV', unit: 'mL/dia', dose: { min: m.maintenanceMlPerDay, max: m.maintenanceMlPerDay },
      administration: `${ptNumber(m.maintenanceSg5Ml)} mL de SG 5% + ${ptNumber(m.maintenanceSf09Ml)} mL de SF 0,9% em 24 h; KCl 10% ${ptNumber(m.kcl10MlPerDay)} mL/dia (2 mL por 100 mL).`,
      maxText: 'Holliday–Segar 100/50/20, máx. 2.400 mL/dia.', source: SOURCE_FLUIDS }),
    line({ id: 'plan_c_replacement', label: 'Reposição das perdas (SG 5% : SF 0,9% 1:1)', route: 'IV', unit: 'mL/dia', dose: { min: m.replacementMlPerDay, max: m.replacementMlPerDay },
      administration: `${ptNumber(m.replacementSg5Ml)} mL de SG 5% + ${ptNumber(m.replacementSf09Ml)} mL de SF 0,9% em 24 h; aumentar se as perdas persistirem.`,
      maxText: '50 mL/kg/dia.', source: SOURCE_FLUIDS }),
  ];
}

function dkaLines(deficitPercent: number, hours: number, w: number): EmergencyDoseLine[] {
  const p = dkaFluidPlan({ weightKg: w, deficitPercent, hours });
  const bolus = emergencyDose('saline_expansion_dka', { weightKg: w });
  return [
    line({ id: 'dka_rate', label: `Hidratação: déficit ${ptNumber(deficitPercent)}% em ${hours} h + manutenção`, route: 'IV', unit: 'mL/h',
      dose: { min: p.rateMlPerHour, max: p.rateMlPerHour }, source: SOURCE_ISPAD,
      administration: `Déficit ${ptNumber(p.deficitMl)} mL ÷ ${hours} h + manutenção ${ptNumber(p.maintenanceMlPerHour)} mL/h; SF 0,45–0,9% ou cristaloide balanceado.`,
      maxText: 'Manutenção 4-2-1 (máx. 100 mL/h).' }),
    line({ id: 'dka_k_expansion', label: 'Potássio na expansão rápida (20 mmol/L)', route: 'IV', unit: 'mmol',
      dose: { min: dkaExpansionPotassiumMmol(bolus.dose!.min), max: dkaExpansionPotassiumMmol(bolus.dose!.max) }, source: SOURCE_ISPAD,
      administration: `No bolus de ${ptNumber(bolus.dose!.min)}–${ptNumber(bolus.dose!.max)} mL (só se hipocalemia).`, maxText: '20 mmol/L em fluido de expansão rápida.' }),
    line({ id: 'dka_k_rate', label: 'Potássio na reposição (40 mmol/L)', route: 'IV', unit: 'mmol/h',
      dose: { min: p.potassiumMmolPerHour, max: p.potassiumMmolPerHour }, capped: false, appliedMax: p.potassiumCeilingMmolPerHour, source: SOURCE_ISPAD,
      administration: p.exceedsCeiling
        ? `ACIMA do teto: nesta taxa use no máximo ${ptNumber(Math.floor(p.maxPotassiumMmolPerL))} mmol/L.`
        : `Teto para este paciente: ${ptNumber(p.potassiumCeilingMmolPerHour)} mmol/h (0,5 mmol/kg/h).`,
      maxText: `Nunca acima de 0,5 mmol/kg/h = ${ptNumber(p.potassiumCeilingMmolPerHour)} mmol/h.` }),
  ];
}

/** The dose lines of one node reference, computed by the core for the patient. */
export function doseLines(ref: DoseRef, patient: FlowPatient): EmergencyDoseLine[] {
  if ('rule' in ref) return [emergencyDose(ref.rule, patient)];
  const w = patient.weightKg;
  if (w === undefined || w === null) throw new ClinicalInputError('Peso (kg): informe o peso do paciente para calcular os volumes.', 'weightKg');
  if ('maintenance' in ref) return [maintenanceLine(w, 'Holliday MA, Segar WE. Pediatrics 1957;19:823-32 — reference.md §11.1')];
  if ('dkaPlan' in ref) return dkaLines(ref.dkaPlan.deficitPercent, ref.dkaPlan.hours, w);
  const age = patient.ageMonths;
  if (age === undefined || age === null) throw new ClinicalInputError('Idade: informe a idade do paciente para calcular o plano de hidratação.', 'ageMonths');
  return planLines(ref.dehydrationPlan, w, age);
}

function checkPatient(f: Flowchart, p: FlowPatient): FlowPatient {
  const out: FlowPatient = {};
  if (p.weightKg !== undefined && p.weightKg !== null) out.weightKg = requireWeightKg(p.weightKg);
  else if (f.requires.weight) throw new ClinicalInputError(`Peso (kg): informe o peso do paciente para o fluxograma “${f.title}”.`, 'weightKg');
  if (p.ageMonths !== undefined && p.ageMonths !== null) out.ageMonths = requireAgeMonths(p.ageMonths);
  else if (f.requires.age) throw new ClinicalInputError(`Idade: informe a idade do paciente para o fluxograma “${f.title}”.`, 'ageMonths');
  return out;
}

/**
 * Walks a protocol: from `start`, each node's answer (answers[node.id]) or age branch leads to the next
 * node, until a node without an answer (the current step) or an outcome (finished). Every step carries
 * its doses for the patient. An answer naming no option of its node → ClinicalInputError.
 */
export function walkFlowchart(f: Flowchart, answers: Readonly<Record<string, string>>, patient: FlowPatient): FlowWalk {
  const p = checkPatient(f, patient);
  const steps: FlowStep[] = [];
  const seen = new Set<string>();
  let id: string = f.start;
  for (;;) {
    const node = f.nodes[id];
    if (!node) throw new Error(`flowchart ${f.id}: node ${id} does not exist`);
    if (seen.has(id)) throw new Error(`flowchart ${f.id}: cycle at ${id}`);
    seen.add(id);
    const doses = (node.doses ?? []).flatMap((ref) => doseLines(ref, p));
    if (node.kind === 'outcome') {
      const step = { node, doses };
      steps.push(step);
      return { steps, current: step, finished: true };
    }
    if (node.kind === 'age_route') {
      const age = p.ageMonths;
      if (age === undefined || age === null) throw new ClinicalInputError(`Idade: informe a idade do paciente para o fluxograma “${f.title}”.`, 'ageMonths');
      const branch = node.branches.find((b) => b.belowMonths === null || age < b.belowMonths)!;
      steps.push({ node, auto: branch.label, doses });
      id = branch.next;
      continue;
    }
    const chosen = answers[id];
    if (chosen === undefined) {
      const step = { node, doses };
      steps.push(step);
      return { steps, current: step, finished: false };
    }
    const option = node.options.find((o) => o.id === chosen);
    if (!option) throw new ClinicalInputError(`Resposta inválida para “${node.title}”: escolha uma das opções.`, id);
    steps.push({ node, answer: option, doses });
    id = option.next;
  }
}

/** Every edge of a protocol as "from→to" (options and age branches), for coverage checks. */
export function flowchartEdges(f: Flowchart): string[] {
  const edges: string[] = [];
  for (const n of Object.values(f.nodes)) {
    if (n.kind === 'question' || n.kind === 'action') for (const o of n.options) edges.push(`${n.id}→${o.next}`);
    if (n.kind === 'age_route') for (const b of n.branches) edges.push(`${n.id}→${b.next}`);
  }
  return edges;
}

/**
 * Structural problems of a protocol (empty = sound): unknown targets, unreachable nodes, cycles, nodes
 * without a source, choice nodes without options, age routes without a final catch-all branch.
 */
export function flowchartProblems(f: Flowchart): string[] {
  const problems: string[] = [];
  if (!f.nodes[f.start]) problems.push(`start ${f.start} missing`);
  const targets = (n: FlowNode): string[] => (n.kind === 'outcome' ? [] : n.kind === 'age_route' ? n.branches.map((b) => b.next) : n.options.map((o) => o.next));
  for (const [key, n] of Object.entries(f.nodes)) {
    if (key !== n.id) problems.push(`node key ${key} ≠ id ${n.id}`);
    if (!n.source?.section) problems.push(`${n.id}: no source`);
    if ((n.kind === 'question' || n.kind === 'action') && n.options.length === 0) problems.push(`${n.id}: no options`);
    if (n.kind === 'age_route' && n.branches[n.branches.length - 1]?.belowMonths !== null) problems.push(`${n.id}: no catch-all branch`);
    for (const t of targets(n)) if (!f.nodes[t]) problems.push(`${n.id} → ${t}: unknown node`);
  }
  // reachability and cycles (DFS with colours)
  const colour = new Map<string, 1 | 2>();
  const visit = (id: string) => {
    const n = f.nodes[id];
    if (!n) return;
    colour.set(id, 1);
    for (const t of targets(n)) {
      if (colour.get(t) === 1) problems.push(`cycle through ${id} → ${t}`);
      else if (!colour.has(t)) visit(t);
    }
    colour.set(id, 2);
  };
  visit(f.start);
  for (const id of Object.keys(f.nodes)) if (!colour.has(id)) problems.push(`${id}: unreachable`);
  return problems;
}

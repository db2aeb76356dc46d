/**
 * Fluids: Holliday–Segar maintenance and the Ministry of Health dehydration plans A, B and C.
 */
import { clean, requireAgeMonths, requireAgeYears, requireWeightKg } from './errors';

function round1(x: number): number {
  return Math.floor(x * 10 + 0.5 + 1e-9) / 10;
}

/** Daily maintenance (100/50/20 rule), mL/day, unrounded and uncapped. */
function hollidaySegarDaily(w: number): number {
  if (w <= 10) return 100 * w;
  if (w <= 20) return 1000 + 50 * (w - 10);
  return 1500 + 20 * (w - 20);
}
/** Hourly maintenance (4-2-1 rule), mL/h, unrounded and uncapped. */
function hollidaySegarHourly(w: number): number {
  if (w <= 10) return 4 * w;
  if (w <= 20) return 40 + 2 * (w - 10);
  return 60 + (w - 20);
}

export const MAINTENANCE_MAX_ML_PER_DAY = 2400;
export const MAINTENANCE_MAX_ML_PER_HOUR = 100;

/**
 * Holliday–Segar maintenance: mlPerDay by the 100/50/20 rule (at most 2400 mL/day), mlPerHour by the
 * 4-2-1 rule (at most 100 mL/h); both 1 decimal. The two forms differ (20 kg: 1500 mL/day vs 60 mL/h =
 * 1440 mL/day) — screens state which one they show.
 * Source: Holliday MA, Segar WE. *Pediatrics* 1957;19:823-32; ceiling ≈ 2400 mL/day (reference.md §11.1) [K];
 * fluid type: Feld LG et al. AAP CPG, *Pediatrics* 2018;142(6):e20183083 (isotonic with KCl and dextrose).
 */
export function maintenanceFluids(weightKg: number): { mlPerDay: number; mlPerHour: number } {
  const w = requireWeightKg(weightKg);
  return {
    mlPerDay: round1(Math.min(hollidaySegarDaily(w), MAINTENANCE_MAX_ML_PER_DAY)),
    mlPerHour: round1(Math.min(hollidaySegarHourly(w), MAINTENANCE_MAX_ML_PER_HOUR)),
  };
}

/** Whether the 2400 mL/day or 100 mL/h ceiling changed the maintenance value (for the "máximo" mark). */
export function maintenanceFluidsCapped(weightKg: number): { day: boolean; hour: boolean } {
  const w = requireWeightKg(weightKg);
  return { day: hollidaySegarDaily(w) > MAINTENANCE_MAX_ML_PER_DAY, hour: hollidaySegarHourly(w) > MAINTENANCE_MAX_ML_PER_HOUR };
}

export type PlanCSolution = 'SF 0,9%' | 'Ringer lactato';

/** Portuguese text of plan A's "as much as accepted" (> 10 anos). */
export const PLAN_A_AS_ACCEPTED_LABEL = 'Quanto aceitar';
export const DEHYDRATION_PLAN_LABELS = {
  A: 'Plano A — sem desidratação (domicílio)',
  B: 'Plano B — desidratação (SRO na unidade de saúde)',
  C: 'Plano C — desidratação grave (hidratação venosa)',
} as const;

/**
 * Plan C (severe dehydration), IV expansion phase: < 5 years SF 0,9% 20 mL/kg in 30 min (repeat until
 * hydrated, reassessing after each bolus; newborns and severe heart disease: start with 10 mL/kg);
 * ≥ 5 years SF 0,9% 30 mL/kg in 30 min, then Ringer lactato 70 mL/kg in 150 min. Volumes unrounded.
 * Source: Brasil, Ministério da Saúde. *Manejo do paciente com diarreia* (cartaz SVS/MS, 2020/2023)
 * (reference.md §11.2) [S/K]. The maintenance + replacement phase (all ages): `dehydrationPlanCMaintenance`.
 */
export function dehydrationPlanC(p: { weightKg: number; ageYears: number }): {
  phases: Array<{ solution: PlanCSolution; ml: number; minutes: number }>;
} {
  const w = requireWeightKg(p?.weightKg);
  const age = requireAgeYears(p?.ageYears);
  if (age < 5) return { phases: [{ solution: 'SF 0,9%', ml: 20 * w, minutes: 30 }] };
  return {
    phases: [
      { solution: 'SF 0,9%', ml: 30 * w, minutes: 30 },
      { solution: 'Ringer lactato', ml: 70 * w, minutes: 150 },
    ],
  };
}

/** Plan C notes a screen shows with the expansion phases (MS cartaz; reference.md §11.2). */
export const PLAN_C_NOTES: readonly string[] = [
  'Menores de 5 anos: repetir a expansão de 20 mL/kg até hidratar, reavaliando após cada etapa.',
  'Recém-nascidos e cardiopatas graves: começar com 10 mL/kg.',
  'Iniciar SRO assim que a criança puder beber; manter a via venosa até a ingestão oral ser suficiente; observar por pelo menos 6 h.',
];

/**
 * Plan C maintenance + replacement phase — for ALL ages (reference.md §0: "para todas as faixas etárias"):
 * maintenance by Holliday–Segar (100/50/20, mL/day) as SG 5% : SF 0,9% 4:1; replacement of ongoing losses
 * SG 5% : SF 0,9% 1:1, 50 mL/kg/day (increase if losses persist); KCl 10% 2 mL per 100 mL of maintenance.
 * Source: Brasil MS, *Manejo do paciente com diarreia* (reference.md §11.2) [K].
 */
export function dehydrationPlanCMaintenance(weightKg: number): {
  maintenanceMlPerDay: number; maintenanceSg5Ml: number; maintenanceSf09Ml: number;
  replacementMlPerDay: number; replacementSg5Ml: number; replacementSf09Ml: number; kcl10MlPerDay: number;
} {
  const w = requireWeightKg(weightKg);
  const maintenance = maintenanceFluids(w).mlPerDay;
  const replacement = clean(50 * w);
  return {
    maintenanceMlPerDay: maintenance,
    maintenanceSg5Ml: clean(maintenance * 4 / 5),
    maintenanceSf09Ml: clean(maintenance / 5),
    replacementMlPerDay: replacement,
    replacementSg5Ml: clean(replacement / 2),
    replacementSf09Ml: clean(replacement / 2),
    kcl10MlPerDay: clean(maintenance * 2 / 100),
  };
}

/**
 * Plan A band edges in months (half-open: start ≤ idade < end), the ONE source of these edges: dehydrationPlanA
 * uses them, and the seeded ORS (`sro_planoa_ml`) and zinc (`zinco_mg`) medication rows must equal them
 * (plan-a-rows.test.ts). ORS 50–100 mL below 12 months; 100–200 mL from 12 to < 132 months (1 to 10 completed
 * years); as much as accepted from 132 months (> 10 years); zinc 10 mg below 7 months (≤ 6 completed months),
 * 20 mg from 7 months.
 */
export const PLAN_A_EDGES = { orsSmallBelowMonths: 12, orsAsAcceptedFromMonths: 132, zincLowBelowMonths: 7 } as const;

/**
 * Plan A (no dehydration, at home): ORS after each loose stool — < 1 year 50–100 mL, 1–10 years 100–200 mL,
 * > 10 years as much as accepted (completed years); zinc once daily for 10–14 days: ≤ 6 months 10 mg/day,
 * > 6 months 20 mg/day (completed months).
 * Source: Brasil MS, *Manejo do paciente com diarreia* (reference.md §11.2) [K].
 */
export function dehydrationPlanA(p: { ageMonths: number }): {
  orsPerStool: { minMl: number; maxMl: number } | 'as_accepted'; zincMgPerDay: 10 | 20; zincDays: { min: 10; max: 14 };
} {
  const m = requireAgeMonths(p?.ageMonths);
  const orsPerStool = m < PLAN_A_EDGES.orsSmallBelowMonths ? { minMl: 50, maxMl: 100 }
    : m < PLAN_A_EDGES.orsAsAcceptedFromMonths ? { minMl: 100, maxMl: 200 } : ('as_accepted' as const);
  return { orsPerStool, zincMgPerDay: m < PLAN_A_EDGES.zincLowBelowMonths ? 10 : 20, zincDays: { min: 10, max: 14 } };
}

/**
 * Plan B (some dehydration, at the health unit): ORS 50–100 mL/kg over 4–6 h in small frequent volumes;
 * reassess; hydrated → plan A; worse → plan C. Source: Brasil MS, *Manejo do paciente com diarreia*
 * (reference.md §11.2) [S]; WHO equivalent ≈ 75 mL/kg in 4 h.
 */
export function dehydrationPlanB(p: { weightKg: number }): { minMl: number; maxMl: number; minHours: 4; maxHours: 6 } {
  const w = requireWeightKg(p?.weightKg);
  return { minMl: clean(50 * w), maxMl: clean(100 * w), minHours: 4, maxHours: 6 };
}

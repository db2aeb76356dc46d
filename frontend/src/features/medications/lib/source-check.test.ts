/**
 * Issue #14: a dose row is `verificado` only when this test cross-checks its numbers against its source.
 *
 * Each transcription below holds the numbers of one source document, as read in the text cited in
 * `readAt` (the quote is the source's own words, abridged), band by band. The test asserts, both ways:
 *  - every transcribed band matches exactly one seeded dose row of the tag — same band edges, same dose
 *    (per kg or fixed), per-dose maximum and minimum, doses per day and interval (24 h ÷ doses), daily
 *    maximum and route — and that row is `verificado`, cites the document in `source` and names this
 *    check in `reviewed_by`;
 *  - every seeded row marked `verificado` is one of those matched rows (nobody marks a row verified by hand).
 * Rows no transcription covers stay `pendente` and are shown with "conferir na bula/protocolo local".
 *
 * Band conventions when transcribing (the seed's half-open bands, start ≤ x < end):
 *  - ages "de X a Y anos" followed by a band starting at Y → [12·X, 12·Y) months; "X a Y meses" (integers,
 *    the next band at Y+1) → [X, Y+1); "maiores de/acima de 12 anos" → [144, ∞);
 *  - weights "X a Y kg" in integer kg with the next band at Y+1 → [X, Y+1); "≤ X kg" / "> X kg" → edge at
 *    X + 0,01 (the scale's resolution, as schema 0014 converted the old inclusive ends); "abaixo de X kg" /
 *    "acima de X kg" with X itself undefined by the source → edge at X + 0,01 (the lower dose at X).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DoseTag } from '../../../clinical';

type SeedRow = DoseTag & { source: string; status: string; reviewed_by?: string | null; reviewed_at?: string | null; route?: string | null };
const seed = JSON.parse(readFileSync(resolve(__dirname, '../../../../../seeds/clinical/medications.json'), 'utf8')) as {
  medications: Array<{ slug: string; tags: SeedRow[] }>;
};

/** One band as the source states it. */
interface SourceBand {
  months?: [number, number | null]; kg?: [number, number | null];
  /** the dose: mg/kg when perKg, otherwise the fixed amount */
  dose: number; perKg: boolean;
  /** doses per day the source gives (a range when it says "3 a 4 vezes ao dia") */
  dosesPerDay: number | [number, number];
  /** the source's own caps; when absent, the check expects the seed's convention (fixed dose: the
   * per-dose cap is the dose; the daily cap is the dose × the doses per day) */
  maxPerDose?: number | null; dailyMax?: number | null; dailyMaxPerKg?: number | null;
  /** a single dose ("dose oral única"): no interval */
  singleDose?: boolean;
  route: string;
}
interface Transcription {
  slug: string; tag: string;
  /** the document, as `source` must name it */
  document: string; where: string; readAt: string; quote: string;
  bands: SourceBand[];
}

const TRANSCRIPTIONS: Transcription[] = [
  {
    slug: 'desloratadina', tag: 'desloratadina_mg', document: 'Bula Desalex', where: 'seção Posologia, xarope 0,5 mg/mL',
    readAt: 'medicinanet.com.br/bula/detalhes/1818/posologia_desalex.htm',
    quote: 'Em crianças de 6 a 11 meses de idade: 2 mL (1 mg) … uma vez por dia. Em crianças de 1 a 5 anos de idade: 2,5 mL (1,25 mg) … uma vez por dia. Crianças de 6 a 11 anos de idade: 5 mL (2,5 mg) … uma vez por dia. Adultos e adolescentes (maior ou igual a 12 anos de idade): um comprimido revestido de 5 mg … ou 10 mL (5 mg) … uma vez por dia.',
    bands: [
      { months: [6, 12], dose: 1, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [12, 72], dose: 1.25, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [72, 144], dose: 2.5, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [144, null], dose: 5, perKg: false, dosesPerDay: 1, route: 'VO' },
    ],
  },
  {
    slug: 'cetirizina', tag: 'cetirizina_mg', document: 'Bula Dicloridrato de cetirizina solução oral 1 mg/mL, Medley', where: 'seção Posologia',
    readAt: 'bula.com.br/dicloridrato-de-cetirizina-solucao-oral-medley/posologia-como-usar',
    quote: 'Crianças de 2 a 6 anos: 2,5 mL (2,5 mg) duas vezes ao dia, manhã e noite. Crianças de 6 a 12 anos: 5 mL (5 mg) duas vezes ao dia ou 10 mL (10 mg) uma vez ao dia. Adultos e crianças acima de 12 anos: 10 mL (10 mg) uma vez ao dia.',
    bands: [
      { months: [24, 72], dose: 2.5, perKg: false, dosesPerDay: 2, route: 'VO' },
      { months: [72, 144], dose: 5, perKg: false, dosesPerDay: 2, route: 'VO' },
      { months: [144, null], dose: 10, perKg: false, dosesPerDay: 1, route: 'VO' },
    ],
  },
  {
    slug: 'dexclorfeniramina', tag: 'dexclor_mg', document: 'Bula Maleato de dexclorfeniramina xarope 2 mg/5 mL, Cristália', where: 'seção Posologia',
    readAt: 'bula.com.br/maleato-de-dexclorfeniramina-laboratorio-cristalia/posologia-como-usar',
    quote: 'Adultos e crianças maiores de 12 anos: 5 mL 3 a 4 vezes por dia. Não ultrapassar a dose máxima de 12 mg/dia (ou seja, 30 mL/dia). Crianças de 6 a 12 anos: 2,5mL três vezes por dia. Um máximo de 6mg diários (ou seja, 15 mL/dia). Crianças de 2 a 6 anos: 1,25 mL três vezes por dia. Um máximo de 3 mg diários (ou seja, 7,5 mL/dia).',
    // 30 mL = 12 mg → 0,4 mg/mL: 1,25 mL = 0,5 mg; 2,5 mL = 1 mg; 5 mL = 2 mg
    bands: [
      { months: [24, 72], dose: 0.5, perKg: false, dosesPerDay: 3, dailyMax: 3, route: 'VO' },
      { months: [72, 144], dose: 1, perKg: false, dosesPerDay: 3, dailyMax: 6, route: 'VO' },
      { months: [144, null], dose: 2, perKg: false, dosesPerDay: [3, 4], dailyMax: 12, route: 'VO' },
    ],
  },
  {
    slug: 'loratadina', tag: 'loratadina_mg', document: 'Bula Loratadina xarope 1 mg/mL', where: 'seção Posologia (atualizada em 28/05/2016)',
    readAt: 'bulas.med.br/p/detalhamento-das-bulas/1185889/posologia+loratadina.htm',
    quote: 'Crianças de 2 a 12 anos: Peso corporal abaixo de 30 Kg: 5 mL (5mg) de Loratadina xarope uma vez por dia. Peso corporal acima de 30 Kg: 10 mL (10mg) … uma vez ao dia. Adultos e crianças acima de 12 anos: 10 mL (10mg) … uma vez ao dia.',
    bands: [
      { months: [24, 144], kg: [0, 30.01], dose: 5, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [24, 144], kg: [30.01, null], dose: 10, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [144, null], dose: 10, perKg: false, dosesPerDay: 1, route: 'VO' },
    ],
  },
  {
    slug: 'ivermectina', tag: 'ivermectina_mg', document: 'Bula Ivermec', where: 'Tabela 1 (estrongiloidíase, filariose, ascaridíase, escabiose, pediculose)',
    readAt: 'bula.com.br/ivermec/posologia-como-usar',
    quote: 'Peso Corpóreo (kg) / Dose oral única: 15 a 24 ½ comprimido; 25 a 35 1 comprimido; 36 a 50 1 ½ comprimido; 51 a 65 2 comprimidos; 66 a 79 2 ½ comprimidos; > 80 200 mcg/kg (comprimido de 6 mg).',
    bands: [
      { kg: [15, 25], dose: 3, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [25, 36], dose: 6, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [36, 51], dose: 9, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [51, 66], dose: 12, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [66, 80], dose: 15, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [80, null], dose: 0.2, perKg: true, dosesPerDay: 1, singleDose: true, maxPerDose: null, route: 'VO' },
    ],
  },
  {
    slug: 'montelucaste', tag: 'montelucaste_mg', document: 'Bula Montelucaste de sódio (medicamento genérico, Geolab, Reg. MS 1.5423.0267)', where: 'Posologia',
    readAt: 'geolab.com.br/produtos/montelucaste-de-sodio',
    quote: 'Posologia: Adultos e adolescentes a partir de 15 anos um comprimido de 10mg diariamente. Crianças com idade de 6 a 14 anos um comprimido mastigável de 5mg diariamente. Crianças com idade de 2 a 5 anos um comprimido mastigável de 4mg diariamente. Pacientes com asma devem tomar diariamente, ao anoitecer.',
    bands: [
      { months: [24, 72], dose: 4, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [72, 180], dose: 5, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [180, null], dose: 10, perKg: false, dosesPerDay: 1, route: 'VO' },
    ],
  },
  {
    slug: 'oseltamivir', tag: 'oseltamivir_mg', document: 'Pediatrics 2022;150(4):e2022059275', where: 'Tabela 6 (tratamento, 5 dias)',
    readAt: 'publications.aap.org/view-large/10497224',
    quote: 'Children ≥12 mo: ≤15 kg 30 mg, twice daily; >15 kg–23 kg 45 mg, twice daily; >23 kg–40 kg 60 mg, twice daily; >40 kg 75 mg, twice daily. Infants 9–11 mo 3.5 mg/kg per dose, twice daily. Term infants 0–8 mo 3.0 mg/kg per dose, twice daily. (5 d)',
    bands: [
      { months: [0, 9], dose: 3, perKg: true, dosesPerDay: 2, maxPerDose: null, route: 'VO' },
      { months: [9, 12], dose: 3.5, perKg: true, dosesPerDay: 2, maxPerDose: null, route: 'VO' },
      { months: [12, null], kg: [0, 15.01], dose: 30, perKg: false, dosesPerDay: 2, route: 'VO' },
      { months: [12, null], kg: [15.01, 23.01], dose: 45, perKg: false, dosesPerDay: 2, route: 'VO' },
      { months: [12, null], kg: [23.01, 40.01], dose: 60, perKg: false, dosesPerDay: 2, route: 'VO' },
      { months: [12, null], kg: [40.01, null], dose: 75, perKg: false, dosesPerDay: 2, route: 'VO' },
    ],
  },
  {
    slug: 'butilbrometo-de-escopolamina', tag: 'escopolamina_mg', document: 'Bula Buscopan', where: 'Posologia (solução oral 10 mg/mL, 1 mL = 20 gotas)',
    readAt: 'bulas.med.br/p/detalhamento-das-bulas/1166809/posologia+e+administracao+buscopan.htm (atualizado em 28/05/2016); bibliomed.com.br/bulario (Buscopan)',
    quote: 'Solução oral: adultos e crianças maiores de 6 anos: 20 a 40 gotas, 3 a 5 vezes ao dia. Crianças de 1 a 6 anos: 10 a 20 gotas, 3 vezes ao dia. Lactentes: 10 gotas, 3 vezes ao dia.',
    // 20 gotas = 10 mg: 10 gotas = 5 mg; 20 gotas = 10 mg; 40 gotas = 20 mg. The row doses the lower end; the upper end is the per-dose cap.
    bands: [
      { months: [0, 12], dose: 5, perKg: false, dosesPerDay: 3, route: 'VO' },
      { months: [12, 72], dose: 5, perKg: false, dosesPerDay: 3, maxPerDose: 10, dailyMax: 30, route: 'VO' },
      { months: [72, null], dose: 10, perKg: false, dosesPerDay: [3, 5], maxPerDose: 20, dailyMax: 100, route: 'VO' },
    ],
  },
  {
    slug: 'lactulose', tag: 'lactulose_ml', document: 'Bula Lactulona', where: 'Posologia — constipação intestinal crônica',
    readAt: 'xock.org/b/bulas/medicamentos/5300.php (Lactulona — bula); bula.com.br/lactulose-apisnutri/posologia-como-usar (mesmos números)',
    quote: 'CONSTIPAÇÃO INTESTINAL CRÔNICA Lactentes: 5 ml/dia Crianças de 1 a 5 anos: 5 a 10 ml/dia Crianças de 6 a 12 anos: 10 a 15 ml/dia Acima de 12 anos e adultos: 15 a 30 ml/dia. A posologia pode ser ajustada para que se obtenha 2 ou 3 evacuações diariamente.',
    // one daily intake ("em uma única tomada pela manhã ou à noite"); the lower end is the dose, the upper end the cap
    bands: [
      { months: [0, 12], dose: 5, perKg: false, dosesPerDay: 1, route: 'VO' },
      { months: [12, 72], dose: 5, perKg: false, dosesPerDay: 1, maxPerDose: 10, dailyMax: 10, route: 'VO' },
      { months: [72, 144], dose: 10, perKg: false, dosesPerDay: 1, maxPerDose: 15, dailyMax: 15, route: 'VO' },
      { months: [144, null], dose: 15, perKg: false, dosesPerDay: 1, maxPerDose: 30, dailyMax: 30, route: 'VO' },
    ],
  },
  {
    slug: 'metoclopramida', tag: 'metoclopramida_mg', document: 'Bula Plasil', where: 'Posologia — gotas pediátricas 4 mg/mL',
    readAt: 'bulario.com/plasil_gotas (posologia em gotas; contraindicado abaixo de 1 ano); trabalhosfeitos.com/ensaios/Medicamento/45340519.html (equivalência em mg e limite diário)',
    quote: 'GOTAS PEDIÁTRICAS: a dose não deverá exceder 0,5 mg/kg/dia e o tratamento deve começar com a dose mais baixa… 5 a 14 anos: 13 gotas (2,5mg) a 26 gotas (5mg), 3 vezes ao dia; 3 a 5 anos: 10 gotas (2,0mg), 2 a 3 vezes ao dia; 1 a 3 anos: 5 gotas (1,0mg), 2 a 3 vezes ao dia.',
    // "5 a 14 anos" has no following child band: 14 inclusive → [60, 180). The absolute daily cap is the dose × the most
    // doses a day the leaflet allows; 0,5 mg/kg/dia is the leaflet's own ceiling. The ≥ 15-year (adult) row is not transcribed.
    bands: [
      { months: [12, 36], dose: 1, perKg: false, dosesPerDay: [2, 3], dailyMax: 3, dailyMaxPerKg: 0.5, route: 'VO' },
      { months: [36, 60], dose: 2, perKg: false, dosesPerDay: [2, 3], dailyMax: 6, dailyMaxPerKg: 0.5, route: 'VO' },
      { months: [60, 180], dose: 2.5, perKg: false, dosesPerDay: 3, maxPerDose: 5, dailyMax: 15, dailyMaxPerKg: 0.5, route: 'VO' },
    ],
  },
  {
    slug: 'praziquantel', tag: 'praziquantel_teniase_mg', document: 'Bula Cestox', where: 'Posologia, tabela da teníase (comprimido de 150 mg)',
    readAt: 'bula.com.br/cestox',
    quote: 'Solitária (Teníase) 5 a 10 mg de praziquantel por quilo de peso, em uma única dose. Peso (kg) / Comprimidos (150 mg) / Dose total (mg): Crianças 12-13 1 150; 14-15 1 150; 16-19 1 150; 20-23 2 300; 24-27 2 300; 28-31 2 300; 32-35 2 300; 36-39 2 300; Adultos 40-59 4 600; 60-80 4 600.',
    bands: [
      { kg: [12, 20], dose: 150, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [20, 40], dose: 300, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [40, 81], dose: 600, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
    ],
  },
  {
    // the children's rows only: the page read gives the first adult row as "49-59" kg (40-59 in the teníase table),
    // so the adult band stays pendente until someone reads the leaflet itself
    slug: 'praziquantel', tag: 'praziquantel_himeno_mg', document: 'Bula Cestox', where: 'Posologia, tabela da himenolepíase (comprimido de 150 mg)',
    readAt: 'bula.com.br/cestox',
    quote: 'Himenolepíase 15 a 25 mg de praziquantel por quilo de peso, em uma única dose. Repita a dose depois de dez dias… Crianças 12-13 2 300; 14-15 2 300; 16-19 2 300; 20-23 4 600; 24-27 4 600; 28-31 4 600; 32-35 4 600; 36-39 4 600.',
    bands: [
      { kg: [12, 20], dose: 300, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
      { kg: [20, 40], dose: 600, perKg: false, dosesPerDay: 1, singleDose: true, route: 'VO' },
    ],
  },
  {
    // the row above 40 kg only: the per-kg dose for lighter children was read in a hospital guide quoting the
    // Hixizine leaflet, not in a leaflet itself, so it stays pendente
    slug: 'hidroxizina', tag: 'hidroxizina_mg', document: 'Bula Dicloridrato de hidroxizina 2 mg/mL xarope (genérico, Medquímica',
    where: 'Contraindicações e Instruções de uso (adultos e crianças acima de 40 kg)',
    readAt: 'drogal.com.br/dicloridrato-de-hidroxizina-2mgml-xarope-medquimica-frasco-100ml/p',
    quote: 'Este medicamento é contraindicado para menores de 6 meses… Adultos e crianças acima de 40 kg: 25 mg, de 3 a 4 vezes ao dia (a cada 6 a 8 horas). Dose máxima diária de 100 mg.',
    bands: [
      { months: [6, null], kg: [40.01, null], dose: 25, perKg: false, dosesPerDay: [3, 4], dailyMax: 100, route: 'VO' },
    ],
  },
];

const CHECK_NAME = 'source-check.test.ts';
const PER_KG_TYPES = ['multiplier', 'multiplier_by_fixed_age'];
const FIXED_TYPES = ['fixed', 'age', 'fixed_by_weight'];

const same = (a: number | null | undefined, b: number | null | undefined) =>
  (a ?? null) === null ? (b ?? null) === null : (b ?? null) !== null && Math.abs(a! - b!) < 1e-9;

/** What differs between a seeded row and a source band (empty when they agree). */
function differences(row: SeedRow, band: SourceBand): string[] {
  const out: string[] = [];
  const [m0, m1] = band.months ?? [null, null];
  const [w0, w1] = band.kg ?? [null, null];
  if (!same(row.start_month, m0) || !same(row.end_month, m1)) out.push(`idade [${row.start_month}, ${row.end_month}) ≠ fonte [${m0}, ${m1})`);
  if (!same(row.start_weight, w0) || !same(row.end_weight, w1)) out.push(`peso [${row.start_weight}, ${row.end_weight}) ≠ fonte [${w0}, ${w1})`);
  if (!(band.perKg ? PER_KG_TYPES : FIXED_TYPES).includes(row.type)) out.push(`tipo ${row.type} ≠ ${band.perKg ? 'por kg' : 'dose fixa'}`);
  if (!same(row.multiplier, band.dose)) out.push(`dose ${row.multiplier} ≠ ${band.dose}`);
  const [lo, hi] = Array.isArray(band.dosesPerDay) ? band.dosesPerDay : [band.dosesPerDay, band.dosesPerDay];
  const n = row.doses_per_day ?? null;
  if (n === null || n < lo - 1e-9 || n > hi + 1e-9) out.push(`doses/dia ${n} fora de ${lo}–${hi}`);
  const interval = band.singleDose ? null : n === null ? null : 24 / n;
  if (!same(row.interval_hours, interval)) out.push(`intervalo ${row.interval_hours} h ≠ ${interval ?? 'nenhum (dose única)'}`);
  const maxPerDose = band.maxPerDose !== undefined ? band.maxPerDose : band.perKg ? null : band.dose;
  if (!same(row.max_value, maxPerDose)) out.push(`máx./dose ${row.max_value} ≠ ${maxPerDose}`);
  if (!same(row.min_value, null)) out.push(`mín./dose ${row.min_value} sem fonte`);
  const dailyMax = band.dailyMax !== undefined ? band.dailyMax : band.perKg ? null : band.dose * lo;
  if (!same(row.daily_max_value, dailyMax)) out.push(`máx./dia ${row.daily_max_value} ≠ ${dailyMax}`);
  const dailyMaxPerKg = band.dailyMaxPerKg !== undefined ? band.dailyMaxPerKg : band.perKg ? band.dose * lo : null;
  if (!same(row.daily_max_per_kg, dailyMaxPerKg)) out.push(`máx./kg/dia ${row.daily_max_per_kg} ≠ ${dailyMaxPerKg}`);
  if (row.route !== band.route) out.push(`via ${row.route} ≠ ${band.route}`);
  if (row.not_indicated) out.push('linha "não indicado"');
  return out;
}

/** Checks one transcription against the seed: what disagrees, and which rows it verified. */
function check(t: Transcription): { problems: string[]; matched: string[] } {
  const med = seed.medications.find((m) => m.slug === t.slug);
  if (!med) return { problems: [`${t.slug}: medicamento ausente do seed`], matched: [] };
  const rows = med.tags.map((r, i) => ({ r, i })).filter(({ r }) => r.name === t.tag && !r.not_indicated);
  const problems: string[] = [];
  const matched: string[] = [];
  for (const band of t.bands) {
    const matches = rows.filter(({ r }) => differences(r, band).length === 0);
    if (matches.length !== 1) {
      const nearest = rows.map(({ r }) => differences(r, band)).sort((a, b) => a.length - b.length)[0] ?? ['sem linhas'];
      problems.push(`${JSON.stringify(band)}: ${matches.length} linhas iguais; mais próxima: ${nearest.join('; ')}`);
      continue;
    }
    const { r, i } = matches[0]!;
    matched.push(`${t.slug}:${i}`);
    if (r.status !== 'verificado') problems.push(`${t.slug} linha ${i + 1}: confere com a fonte mas está ${r.status}`);
    if (!r.source.includes(t.document)) problems.push(`${t.slug} linha ${i + 1}: source não cita ${t.document}`);
    if (!r.reviewed_by?.includes(CHECK_NAME)) problems.push(`${t.slug} linha ${i + 1}: reviewed_by não nomeia ${CHECK_NAME}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(r.reviewed_at ?? '')) problems.push(`${t.slug} linha ${i + 1}: reviewed_at ausente`);
  }
  return { problems, matched };
}

describe('verified dose rows agree with the transcribed numbers of their source', () => {
  it.each(TRANSCRIPTIONS.map((t) => [`${t.slug} — ${t.document}, ${t.where}`, t] as const))('%s', (_label, t) => {
    expect(check(t).problems).toEqual([]);
  });

  it('no row is verificado unless a transcription above matched it', () => {
    const verified = new Set(TRANSCRIPTIONS.flatMap((t) => check(t).matched));
    const stray = seed.medications.flatMap((m) => m.tags.map((r, i) => ({ key: `${m.slug}:${i}`, r })))
      .filter(({ key, r }) => r.status === 'verificado' && !verified.has(key)).map(({ key, r }) => `${key} ${r.name}`);
    expect(stray).toEqual([]);
  });

  it('the comparison catches a changed number, band edge, interval or cap', () => {
    const band = TRANSCRIPTIONS.find((t) => t.slug === 'desloratadina')!.bands[1]!;
    const row = seed.medications.find((m) => m.slug === 'desloratadina')!.tags.find((r) => r.start_month === 12)!;
    expect(differences(row, band)).toEqual([]);
    expect(differences({ ...row, multiplier: 1.5 }, band)).toHaveLength(1);
    expect(differences({ ...row, end_month: 73 }, band)[0]).toMatch(/idade/);
    expect(differences({ ...row, interval_hours: 12 }, band)[0]).toMatch(/intervalo/);
    expect(differences({ ...row, max_value: 2.5 }, band)[0]).toMatch(/máx\.\/dose/);
    expect(differences({ ...row, daily_max_value: 2.5 }, band)[0]).toMatch(/máx\.\/dia/);
    expect(differences({ ...row, route: 'IV' }, band)[0]).toMatch(/via/);
  });
});

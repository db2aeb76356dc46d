/** The offline datasets as the spec lists them (part 2 §3 "Offline-cached datasets" and §7
 * "Offline download"): table, select, order, row limit, and whether a failure aborts the download
 * (main tables) or gives an empty list (secondary tables). Stored under `offline_<table>`. */
import { MEDICATION_SELECT } from '@/features/medications';

export interface DatasetOrder {
  column: string;
  ascending?: boolean;
}

export interface DatasetDef {
  table: string;
  select: string;
  order: DatasetOrder[];
  /** the spec's row limit; null where the spec shows none (the server's own cap applies) */
  limit: number | null;
  /** a main table's failure aborts the download; a secondary table's gives [] */
  main: boolean;
  /** equality filters (published leaflets only) */
  eq?: Record<string, string | boolean>;
  /** the spec's progress label */
  label: string;
}

/** Spec part 2 §9: dataset keys start with offline_; metadata version 1.0.0. */
export const OFFLINE_KEY_PREFIX = 'offline_';
export const OFFLINE_METADATA_KEY = 'offline_metadata';
export const OFFLINE_METADATA_VERSION = '1.0.0';
export const datasetKey = (table: string): string => `${OFFLINE_KEY_PREFIX}${table}`;

export const CID_SPEC_COLUMNS = 'id, code, name, description, parent_code';
const CONDUCT_TOPIC = 'topic:pedbook_conducts_topics(id, name, slug, category_id)';

/** In the spec's download order. Medications (with their doses) and the conduct summaries
 * ("protocols") are the main tables: without them an offline copy is not worth keeping. */
export const DATASETS: readonly DatasetDef[] = [
  { table: 'pedbook_medications', label: 'medicamentos', select: MEDICATION_SELECT, order: [{ column: 'name' }], limit: 1000, main: true },
  { table: 'pedbook_conducts_summaries', label: 'protocolos', select: `*, ${CONDUCT_TOPIC}`, order: [], limit: 2000, main: true },
  { table: 'pedbook_formulas', label: 'fórmulas', select: '*', order: [{ column: 'name' }], limit: null, main: false },
  { table: 'pedbook_formula_categories', label: 'categorias de fórmulas', select: '*', order: [{ column: 'display_order' }], limit: 100, main: false },
  { table: 'pedbook_vaccines', label: 'vacinas', select: '*', order: [{ column: 'name' }], limit: 500, main: false },
  { table: 'pedbook_growth_curves', label: 'curvas de crescimento', select: '*', order: [{ column: 'growth_type' }, { column: 'created_at' }], limit: 10000, main: false },
  { table: 'pedbook_growth_curve_metadata', label: 'metadados das curvas', select: '*', order: [{ column: 'type' }, { column: 'gender' }], limit: 100, main: false },
  { table: 'pedbook_vaccine_doses', label: 'doses de vacinas', select: '*', order: [{ column: 'vaccine_id' }, { column: 'dose_number' }], limit: 5000, main: false },
  { table: 'pedbook_vaccine_relationships', label: 'relações entre vacinas', select: '*', order: [], limit: 500, main: false },
  { table: 'pedbook_dnpm_milestones', label: 'marcos do desenvolvimento', select: '*', order: [{ column: 'age_months' }, { column: 'created_at' }], limit: 2000, main: false },
  {
    table: 'pedbook_breastfeeding_medications',
    label: 'medicamentos na amamentação',
    select: '*, section:pedbook_breastfeeding_sections(id, name, description), subsection:pedbook_breastfeeding_subsections(id, name, section_id)',
    order: [],
    limit: 5000,
    main: false,
  },
  { table: 'pedbook_breastfeeding_sections', label: 'seções da amamentação', select: 'id, name', order: [], limit: 1000, main: false },
  { table: 'pedbook_breastfeeding_subsections', label: 'subseções da amamentação', select: 'id, name, section_id', order: [], limit: 1000, main: false },
  {
    table: 'pedbook_medication_instructions',
    label: 'bulas',
    select: '*, medication:pedbook_medications(id, name, slug, brands)',
    order: [],
    limit: 1000,
    main: false,
    eq: { is_published: true },
  },
  { table: 'pedbook_conducts_categories', label: 'categorias de condutas', select: '*', order: [{ column: 'display_order' }, { column: 'name' }], limit: null, main: false },
  { table: 'pedbook_conducts_topics', label: 'tópicos de condutas', select: '*, category:pedbook_conducts_categories(id, name, slug)', order: [], limit: 1000, main: false },
  { table: 'pedbook_conducts_optimized', label: 'condutas otimizadas', select: `*, ${CONDUCT_TOPIC}`, order: [{ column: 'topic_id' }], limit: 5000, main: false },
  { table: 'pedbook_conducts_content', label: 'conteúdo das condutas', select: `*, ${CONDUCT_TOPIC}`, order: [], limit: 3000, main: false },
  {
    table: 'unified_cids',
    label: 'CID-10',
    // The spec's columns, then what the code page shows (so a code reads offline as online).
    select: `${CID_SPEC_COLUMNS}, datasus_code, level, chapter_number, classification, sex_restriction, not_underlying_cause_of_death, reference_note, excluded_note, source, added_by_note, verification_status, active`,
    order: [{ column: 'code' }],
    limit: 10000,
    main: false,
  },
];

/** Spec part 2 §3: a fixed local calculator list (id, name, category). */
export const OFFLINE_CALCULATORS = [
  { id: 'apgar', name: 'Apgar', category: null },
  { id: 'bmi', name: 'IMC', category: 'anthropometry' },
  { id: 'bhutani', name: 'Bhutani', category: null },
  { id: 'capurro', name: 'Capurro', category: null },
  { id: 'finnegan', name: 'Finnegan', category: null },
  { id: 'glasgow', name: 'Glasgow', category: 'neurology' },
  { id: 'hydration', name: 'Hidratação', category: 'emergency' },
  { id: 'rodwell', name: 'Rodwell', category: null },
  { id: 'sri', name: 'SRI', category: 'respiratory' },
] as const;

export interface OfflineMetadata {
  timestamp: string;
  version: string;
  totalItems: number;
}

export function isOfflineMetadata(v: unknown): v is OfflineMetadata {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return typeof m.timestamp === 'string' && typeof m.version === 'string' && typeof m.totalItems === 'number';
}

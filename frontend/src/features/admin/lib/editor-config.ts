/** The small per-route configuration of the generic editor: everything else (types, required
 * fields, enums, relations, permissions) comes from the schema. */
export interface EditorConfig {
  table: string;
  /** Singular name of one row, for buttons and dialogs ("categoria"). */
  noun: string;
  /** Columns shown in the list, in order (an FK column shows the related row's name). */
  listColumns: readonly string[];
  /** Columns the search box matches (ilike). */
  searchColumns?: readonly string[];
  /** Columns offered as filters (enums, booleans and foreign keys get a select). */
  filterColumns?: readonly string[];
  /** Text columns edited as Markdown with a live preview. */
  markdown?: readonly string[];
  /** URL columns shown as an image preview. */
  images?: readonly string[];
  /** A slug column filled from another while the admin has not typed one. */
  slug?: { column: string; from: string };
  /** Columns not shown in the form (the database or another screen fills them). */
  hidden?: readonly string[];
  /** Allowed values of a text column the schema cannot list. Enum types and CHECK constraints
   * that are plain lists (`col IN (…)`) already come from the gateway's OpenAPI document. */
  enums?: Readonly<Record<string, readonly string[]>>;
  /** Friendly labels of columns. */
  labels?: Readonly<Record<string, string>>;
  defaultSort?: { column: string; ascending: boolean };
  /** Rows shown and created with these values (a child list under its parent). */
  fixed?: Readonly<Record<string, string | boolean>>;
  /** Disallow creating or deleting (rows managed elsewhere, e.g. profiles). */
  noCreate?: boolean;
  noDelete?: boolean;
  /** A link per row to a page that edits more of it (a topic's content). */
  rowLink?: { label: string; href: (row: Record<string, unknown>) => string };
}

/** "Ácido Acetilsalicílico 500 mg" → "acido-acetilsalicilico-500-mg". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function columnLabel(config: EditorConfig, column: string): string {
  return config.labels?.[column] ?? column.replace(/_/g, ' ');
}

/** Imports: a CSV (comma or semicolon, quotes as in RFC 4180) or JSON (an array of objects)
 * file turned into rows, each checked with the table's generated form schema; errors per row
 * and field, before anything is written. */
import { editableColumns, formSchema, type FormValues } from './form-schema';
import type { TableMeta } from './table-meta';

export interface RowError {
  /** 1-based data row (the CSV header is not counted). */
  row: number;
  field: string | null;
  message: string;
}

export interface ImportCheck {
  valid: Array<{ row: number; payload: Record<string, unknown> }>;
  errors: RowError[];
  /** Problems with the file itself (unknown columns, unreadable): nothing can be imported. */
  fileErrors: string[];
  total: number;
}

/** RFC 4180 records; the delimiter is whichever of ; and , the header line has more of. */
export function parseCsv(text: string): string[][] {
  const src = text.replace(/^\uFEFF/, '');
  const firstLine = src.split(/\r?\n/, 1)[0] ?? '';
  const delim = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === delim) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records.filter((r) => !(r.length === 1 && r[0]!.trim() === ''));
}

const TRUE = new Set(['true', 'sim', 's', '1', 'verdadeiro', 'yes']);
const FALSE = new Set(['false', 'não', 'nao', 'n', '0', 'falso', 'no', '']);

/** Rows of a file as objects keyed by column name. */
export function rowsOfFile(name: string, text: string): { rows: Array<Record<string, unknown>>; error: string | null } {
  if (/\.json$/i.test(name) || /^\s*[[{]/.test(text)) {
    try {
      const data = JSON.parse(text) as unknown;
      if (!Array.isArray(data) || data.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) return { rows: [], error: 'O JSON deve ser uma lista de objetos ([{"coluna": valor}, …]).' };
      return { rows: data as Array<Record<string, unknown>>, error: null };
    } catch {
      return { rows: [], error: 'O arquivo JSON é inválido.' };
    }
  }
  const records = parseCsv(text);
  if (records.length < 2) return { rows: [], error: 'O CSV precisa de uma linha de cabeçalho com os nomes das colunas e ao menos uma linha de dados.' };
  const header = records[0]!.map((h) => h.trim());
  const rows = records.slice(1).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
  const wrong = records.slice(1).findIndex((r) => r.length !== header.length);
  if (wrong >= 0) return { rows, error: `A linha ${wrong + 1} tem ${records[wrong + 1]!.length} campos; o cabeçalho tem ${header.length}.` };
  return { rows, error: null };
}

export function checkImport(meta: TableMeta, rows: Array<Record<string, unknown>>): ImportCheck {
  const columns = editableColumns(meta);
  const names = new Set(columns.map((c) => c.name));
  const seen = new Set(rows.flatMap((r) => Object.keys(r)));
  const unknown = [...seen].filter((k) => !names.has(k));
  const fileErrors = unknown.length ? [`Colunas que a tabela ${meta.name} não tem (ou que o banco preenche sozinho): ${unknown.join(', ')}.`] : [];
  const schema = formSchema(meta, 'create');
  const valid: ImportCheck['valid'] = [];
  const errors: RowError[] = [];
  rows.forEach((raw, i) => {
    const row = i + 1;
    const values: FormValues = {};
    let bad = false;
    for (const c of columns) {
      const v = raw[c.name];
      if (c.kind === 'boolean') {
        if (typeof v === 'boolean') values[c.name] = v;
        else if (v === undefined || v === null) values[c.name] = c.defaultExpr === 'true';
        else {
          const s = String(v).trim().toLowerCase();
          if (TRUE.has(s)) values[c.name] = true;
          else if (FALSE.has(s)) values[c.name] = s === '' ? c.defaultExpr === 'true' : false;
          else {
            errors.push({ row, field: c.name, message: 'Use sim/não (ou true/false).' });
            values[c.name] = false; // reported above; keeps the other fields' checks meaningful
            bad = true;
          }
        }
      } else if (v === undefined || v === null) values[c.name] = '';
      else if (typeof v === 'object') values[c.name] = c.kind === 'array' && Array.isArray(v) ? v.map(String).join('\n') : JSON.stringify(v);
      else values[c.name] = c.kind === 'array' ? String(v).split('|').join('\n') : String(v);
    }
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ row, field: String(issue.path[0] ?? ''), message: issue.message });
      bad = true;
    }
    if (!bad && parsed.success) valid.push({ row, payload: parsed.data });
  });
  return { valid, errors, fileErrors, total: rows.length };
}

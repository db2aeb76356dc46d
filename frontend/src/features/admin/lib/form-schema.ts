/** zod schemas generated from a table's columns (table-meta.ts), never written per table: a form
 * holds strings and booleans; the schema checks each against its column's type, nullability and
 * enum and turns it into the value the API expects, with a Portuguese message per field. */
import { z } from 'zod';
import { isSystemColumn, type ColumnMeta, type TableMeta } from './table-meta';

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;
export type Mode = 'create' | 'edit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INT_RANGE: Record<string, [number, number]> = {
  smallint: [-32768, 32767],
  integer: [-2147483648, 2147483647],
  bigint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};

/** Brazilian decimals ("1,5") and dotted ones ("1.5"); null when not a finite number. */
export function parseDecimal(raw: string): number | null {
  const s = raw.trim().replace(/\s/g, '');
  if (!/^[-+]?(\d+([.,]\d+)?|[.,]\d+)$/.test(s)) return null;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, message: string) => {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
};

/** One column's value, from what the form holds. `undefined` leaves the column out (its default). */
function convert(c: ColumnMeta, raw: FormValue, mode: Mode, ctx: Ctx): unknown {
  if (c.kind === 'boolean') return raw === true || raw === 'true';
  const s = typeof raw === 'string' ? raw : String(raw);
  if (s.trim() === '') {
    if (c.nullable) return null;
    if (c.kind === 'array') return mode === 'create' && c.hasDefault ? undefined : [];
    if (mode === 'create' && c.hasDefault) return undefined;
    return fail(ctx, 'Campo obrigatório.');
  }
  switch (c.kind) {
    case 'integer': {
      const t = s.trim();
      if (!/^[-+]?\d+$/.test(t)) return fail(ctx, 'Informe um número inteiro.');
      const n = Number(t);
      const [lo, hi] = INT_RANGE[c.pgType] ?? INT_RANGE.integer!;
      if (n < lo || n > hi) return fail(ctx, `Informe um número entre ${lo} e ${hi}.`);
      return n;
    }
    case 'number': {
      const n = parseDecimal(s);
      if (n === null) return fail(ctx, 'Informe um número (use vírgula ou ponto para decimais).');
      return n;
    }
    case 'uuid':
      if (!UUID.test(s.trim())) return fail(ctx, 'Identificador inválido (UUID).');
      return s.trim();
    case 'date':
      if (!/^\d{4}-\d{2}-\d{2}$/.test(s.trim()) || Number.isNaN(Date.parse(s.trim()))) return fail(ctx, 'Data inválida (use AAAA-MM-DD).');
      return s.trim();
    case 'timestamp': {
      const t = Date.parse(s.trim());
      if (Number.isNaN(t)) return fail(ctx, 'Data e hora inválidas.');
      return new Date(t).toISOString();
    }
    case 'json':
      try {
        return JSON.parse(s) as unknown;
      } catch {
        return fail(ctx, 'JSON inválido.');
      }
    case 'array': {
      const items = s.split('\n').map((x) => x.trim()).filter((x) => x !== '');
      const base = c.pgType.slice(0, -2);
      if (INT_RANGE[base] || base === 'numeric') {
        const nums = items.map(parseDecimal);
        if (nums.some((n) => n === null)) return fail(ctx, 'Cada linha deve ser um número.');
        return nums;
      }
      return items;
    }
    default:
      if (c.enumValues && !c.enumValues.includes(s)) return fail(ctx, `Escolha um destes valores: ${c.enumValues.join(', ')}.`);
      return s;
  }
}

/** Columns a form edits: everything but the ones the database fills. */
export function editableColumns(meta: TableMeta): ColumnMeta[] {
  return meta.columns.filter((c) => !isSystemColumn(c));
}

/** The schema of a create or edit form of this table: FormValues in, the API payload out. */
export function formSchema(meta: TableMeta, mode: Mode, only?: readonly string[]) {
  const cols = editableColumns(meta).filter((c) => !only || only.includes(c.name));
  const shape: Record<string, z.ZodType> = {};
  for (const c of cols) {
    shape[c.name] = z.union([z.string(), z.boolean()]).transform((v, ctx) => convert(c, v, mode, ctx));
  }
  return z.object(shape).transform((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}

/** A row as form values (the inverse of the schema's conversion). */
export function toFormValues(meta: TableMeta, row: Record<string, unknown> | null): FormValues {
  const out: FormValues = {};
  for (const c of editableColumns(meta)) {
    const v = row?.[c.name];
    if (c.kind === 'boolean') out[c.name] = row === null ? c.defaultExpr === 'true' : v === true;
    else if (v === null || v === undefined) out[c.name] = '';
    else if (c.kind === 'array') out[c.name] = (v as unknown[]).map(String).join('\n');
    else if (c.kind === 'json') out[c.name] = JSON.stringify(v, null, 2);
    else out[c.name] = String(v);
  }
  return out;
}

/** Per-field messages of a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

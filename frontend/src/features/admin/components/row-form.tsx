/** Create/edit form of one row, built from the table's columns: inputs by type, selects for
 * enums and foreign keys, Markdown with live preview, image previews. Validation is the zod
 * schema generated from the schema; database errors land next to their field or at the top.
 * A row someone else saved since it was opened is refused with the choice to reload or
 * overwrite; the admin's typing is never lost. A row of a reviewed table (dose rows,
 * presentations, poisonings: schema 0027) is never written here: the form sends a proposal with
 * its reason, and the live row changes when another admin approves it (/admin/revisions). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { isReviewedTable, proposeRevision, type ReviewedTable } from '../api/revisions-api';
import { adminKeys, fetchOptions, insertRow, OPTIONS_LIMIT, rowKey, selectWithEmbeds, updateRow, type Row } from '../api/table-api';
import { applyAdminWrite } from '../lib/admin-cache';
import { friendlyDbError } from '../lib/db-errors';
import { columnLabel, slugify, type EditorConfig } from '../lib/editor-config';
import { editableColumns, fieldErrors, formSchema, toFormValues, type FormValues } from '../lib/form-schema';
import type { ColumnMeta, TableMeta } from '../lib/table-meta';

interface RowFormProps {
  config: EditorConfig;
  meta: TableMeta;
  schema: Map<string, TableMeta>;
  row: Row | null;
  /** proposed: the change went to review (a reviewed table), the live row is unchanged */
  onDone: (row: Row, outcome: 'saved' | 'proposed') => void;
  onCancel: () => void;
}

const selectClass = 'h-10 w-full rounded-md border border-border bg-background px-3 text-sm aria-[invalid=true]:border-destructive';

function ForeignSelect({ column, target, value, onChange, id, invalid }: { column: ColumnMeta; target: TableMeta; value: string; onChange: (v: string) => void; id: string; invalid: boolean }) {
  const options = useQuery({ queryKey: adminKeys.options(target.name), queryFn: () => fetchOptions(target) });
  const tooMany = (options.data?.length ?? 0) > OPTIONS_LIMIT;
  if (options.isError || tooMany || (value !== '' && options.isSuccess && !options.data.some((o) => o.value === value))) {
    return <Input id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} placeholder={`Identificador do registro de ${target.name}`} />;
  }
  return (
    <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={invalid} disabled={options.isPending}>
      <option value="">{column.nullable ? '(nenhum)' : options.isPending ? 'Carregando...' : 'Escolha...'}</option>
      {(options.data ?? []).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function RowForm({ config, meta, schema, row, onDone, onCancel }: RowFormProps) {
  const queryClient = useQueryClient();
  const mode = row ? 'edit' : 'create';
  const [values, setValues] = useState<FormValues>(() => ({ ...toFormValues(meta, row), ...(row ? {} : config.fixed) }));
  const [openedAt, setOpenedAt] = useState<string | null>(row && typeof row.updated_at === 'string' ? row.updated_at : null);
  const [slugTouched, setSlugTouched] = useState(Boolean(row));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Row | null>(null);
  const [saving, setSaving] = useState(false);
  const reviewed = isReviewedTable(meta.name);
  const [reason, setReason] = useState('');
  const hidden = new Set([...(config.hidden ?? []), ...Object.keys(config.fixed ?? {})]);
  const columns = editableColumns(meta).filter((c) => !hidden.has(c.name));
  const names = meta.columns.map((c) => c.name);

  const set = (name: string, v: string | boolean) => {
    setValues((prev) => {
      const next = { ...prev, [name]: v };
      if (config.slug && name === config.slug.from && !slugTouched && typeof v === 'string') next[config.slug.column] = slugify(v);
      return next;
    });
    if (config.slug && name === config.slug.column) setSlugTouched(true);
    setErrors((e) => ({ ...e, [name]: '' }));
  };

  const save = async (e?: FormEvent, overwriteFrom?: string | null) => {
    e?.preventDefault();
    setTopError(null);
    const submitted = Object.fromEntries(Object.entries(values).filter(([k]) => columns.some((c) => c.name === k) || k in (config.fixed ?? {})));
    const parsed = formSchema(meta, mode, Object.keys(submitted)).safeParse(submitted);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setTopError('Corrija os campos destacados.');
      return;
    }
    if (reviewed) {
      await propose(parsed.data as Row);
      return;
    }
    setSaving(true);
    const since = overwriteFrom !== undefined ? overwriteFrom : openedAt;
    // The write returns the row as the lists show it (with its related labels): the screens are
    // set from it, never read again (lib/write-through: a read replica may lag).
    const returned = selectWithEmbeds(meta, schema);
    const result = row ? await updateRow(meta, rowKey(meta, row), parsed.data, since, returned) : await insertRow(meta, parsed.data, returned);
    setSaving(false);
    if (result.ok) {
      setConflict(null);
      await applyAdminWrite(queryClient, meta, { kind: 'saved', row: result.row, created: !row });
      onDone(result.row, 'saved');
      return;
    }
    if ('conflict' in result) {
      if (result.conflict === 'deleted') setTopError('Este registro foi excluído por outra pessoa depois que você o abriu. Suas alterações não foram salvas; copie o que precisar e feche.');
      else {
        setConflict(result.current);
        setTopError('Este registro foi alterado por outra pessoa depois que você o abriu. Suas alterações NÃO foram salvas (continuam no formulário): recarregue a versão atual ou sobrescreva-a conscientemente.');
      }
      return;
    }
    const friendly = friendlyDbError(result.error, names);
    if (friendly.field && !hidden.has(friendly.field)) {
      setErrors((prev) => ({ ...prev, [friendly.field!]: friendly.message }));
      setTopError('O banco de dados recusou um valor; veja o campo destacado.');
    } else setTopError(friendly.message);
  };

  const propose = async (after: Row) => {
    if (reason.trim().length < 3) {
      setErrors((prev) => ({ ...prev, __reason: 'Informe o motivo da alteração (ao menos 3 caracteres).' }));
      setTopError('Corrija os campos destacados.');
      return;
    }
    setSaving(true);
    const result = await proposeRevision({ table: meta.name as ReviewedTable, entityId: row ? String(row.id) : null, action: row ? 'update' : 'insert', after, reason: reason.trim() });
    setSaving(false);
    if (result.ok) {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'revisions'] });
      onDone(row ?? {}, 'proposed');
      return;
    }
    const friendly = friendlyDbError(result.error, names);
    if (friendly.field && !hidden.has(friendly.field)) {
      setErrors((prev) => ({ ...prev, [friendly.field!]: friendly.message }));
      setTopError('O banco de dados recusou um valor; veja o campo destacado.');
    } else setTopError(friendly.message);
  };

  const reloadCurrent = () => {
    if (!conflict) return;
    setValues(toFormValues(meta, conflict));
    setOpenedAt(typeof conflict.updated_at === 'string' ? conflict.updated_at : null);
    setConflict(null);
    setTopError(null);
    setErrors({});
  };

  const control = (c: ColumnMeta) => {
    const id = `f-${meta.name}-${c.name}`;
    const v = values[c.name] ?? '';
    const invalid = Boolean(errors[c.name]);
    const enumValues = config.enums?.[c.name] ?? c.enumValues;
    const target = c.foreignKey ? schema.get(c.foreignKey.table) : undefined;
    if (c.kind === 'boolean') {
      return (
        <label className="flex items-center gap-2 text-sm">
          <input id={id} type="checkbox" checked={v === true} onChange={(e) => set(c.name, e.target.checked)} /> {columnLabel(config, c.name)}
        </label>
      );
    }
    if (enumValues) {
      return (
        <select id={id} className={selectClass} value={String(v)} onChange={(e) => set(c.name, e.target.value)} aria-invalid={invalid}>
          <option value="">{c.nullable ? '(nenhum)' : 'Escolha...'}</option>
          {enumValues.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      );
    }
    if (target) return <ForeignSelect column={c} target={target} value={String(v)} onChange={(x) => set(c.name, x)} id={id} invalid={invalid} />;
    if (config.markdown?.includes(c.name)) {
      return (
        <div className="grid gap-3 lg:grid-cols-2">
          <Textarea id={id} className="min-h-64 font-mono" value={String(v)} onChange={(e) => set(c.name, e.target.value)} aria-invalid={invalid} />
          <div aria-label={`Pré-visualização de ${columnLabel(config, c.name)}`} className="max-h-96 overflow-y-auto rounded-md border border-border p-3 text-sm">
            <Markdown>{String(v)}</Markdown>
          </div>
        </div>
      );
    }
    if (c.kind === 'json' || c.kind === 'array' || (c.kind === 'text' && /description|content|text|notes|guidelines|summary|message|template|references|contraindications/.test(c.name))) {
      return <Textarea id={id} value={String(v)} onChange={(e) => set(c.name, e.target.value)} aria-invalid={invalid} placeholder={c.kind === 'array' ? 'Um item por linha' : undefined} />;
    }
    const type = c.kind === 'date' ? 'date' : 'text';
    return (
      <>
        <Input id={id} type={type} inputMode={c.kind === 'integer' || c.kind === 'number' ? 'decimal' : undefined} value={String(v)} onChange={(e) => set(c.name, e.target.value)} aria-invalid={invalid} />
        {config.images?.includes(c.name) && typeof v === 'string' && /^https?:\/\//.test(v) ? <img src={v} alt="" className="mt-2 max-h-32 rounded" /> : null}
      </>
    );
  };

  return (
    <form onSubmit={(e) => void save(e)} className="space-y-4" noValidate>
      {topError ? (
        <div role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive">
          {topError}
          {conflict ? (
            <div className="mt-2 flex flex-wrap gap-2">
              <Button size="sm" variant="outline" onClick={reloadCurrent}>
                Recarregar a versão atual
              </Button>
              <Button size="sm" variant="destructive" onClick={() => void save(undefined, typeof conflict.updated_at === 'string' ? conflict.updated_at : null)}>
                Sobrescrever com as minhas alterações
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {columns.map((c) => (
        <div key={c.name}>
          {c.kind === 'boolean' ? (
            <div>
              {control(c)}
              {errors[c.name] ? <p role="alert" className="text-sm text-destructive">{errors[c.name]}</p> : null}
            </div>
          ) : (
            <Field id={`f-${meta.name}-${c.name}`} label={`${columnLabel(config, c.name)}${!c.nullable && !c.hasDefault ? ' *' : ''}`} error={errors[c.name] || undefined}>
              {control(c)}
            </Field>
          )}
        </div>
      ))}
      {reviewed ? (
        <Field id={`f-${meta.name}-__reason`} label="Motivo da alteração (fonte, edição, página) *" error={errors.__reason || undefined}>
          <Textarea
            id={`f-${meta.name}-__reason`}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setErrors((prev) => ({ ...prev, __reason: '' }));
            }}
            aria-invalid={Boolean(errors.__reason)}
          />
        </Field>
      ) : null}
      {reviewed ? <p className="text-sm text-muted-foreground">A alteração vira uma proposta: a versão em vigor continua no app até outro administrador aprová-la.</p> : null}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Salvando...' : reviewed ? 'Propor alteração' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}

/** The generic table editor: a counted, paged, sortable, filterable list of a table's rows and a
 * dialog to create, edit or delete one — all from the schema plus a small EditorConfig. */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { isReviewedTable, proposeRevision } from '../api/revisions-api';
import { adminKeys, deleteRow, fetchOptions, fetchRows, rowKey, rowKeyText, type Filter, type Row } from '../api/table-api';
import { applyAdminWrite } from '../lib/admin-cache';
import { useSchema } from '../hooks/use-schema';
import { friendlyDbError } from '../lib/db-errors';
import { columnLabel, type EditorConfig } from '../lib/editor-config';
import { labelColumn, type ColumnMeta, type TableMeta } from '../lib/table-meta';
import { RowForm } from './row-form';

const PAGE_SIZE = 25;

function cellText(row: Row, c: ColumnMeta | undefined, name: string): string {
  const ref = row[`${name}__ref`];
  if (ref && typeof ref === 'object') return String(Object.values(ref as Record<string, unknown>)[0] ?? '');
  const v = row[name];
  if (v === null || v === undefined) return '—';
  if (typeof v === 'boolean') return v ? 'sim' : 'não';
  if (c?.kind === 'timestamp' && typeof v === 'string') return new Date(v).toLocaleString('pt-BR');
  if (typeof v === 'object') return JSON.stringify(v);
  const s = String(v);
  return s.length > 80 ? `${s.slice(0, 80)}…` : s;
}

function FilterSelect({ meta, column, schema, value, onChange, config }: { meta: TableMeta; column: ColumnMeta; schema: Map<string, TableMeta>; value: string; onChange: (v: string) => void; config: EditorConfig }) {
  const target = column.foreignKey ? schema.get(column.foreignKey.table) : undefined;
  const options = useQuery({ queryKey: adminKeys.options(target?.name ?? ''), queryFn: () => fetchOptions(target!), enabled: Boolean(target) });
  const enumValues = config.enums?.[column.name] ?? column.enumValues;
  const id = `filter-${meta.name}-${column.name}`;
  return (
    <label htmlFor={id} className="flex flex-col text-xs">
      {columnLabel(config, column.name)}
      <select id={id} className="h-9 rounded-md border border-border bg-background px-2 text-sm" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">todos</option>
        {column.kind === 'boolean' ? (
          <>
            <option value="true">sim</option>
            <option value="false">não</option>
          </>
        ) : null}
        {enumValues?.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
        {target ? (options.data ?? []).map((o) => <option key={o.value} value={o.value}>{o.label}</option>) : null}
      </select>
    </label>
  );
}

export function TableEditor({ config }: { config: EditorConfig }) {
  const schemaQuery = useSchema();
  const schema = schemaQuery.data;
  const meta = schema?.get(config.table);
  if (schemaQuery.isPending) return <Spinner label="Lendo a estrutura do banco..." />;
  if (schemaQuery.isError) return <p role="alert" className="text-destructive">Não foi possível ler a estrutura do banco: {schemaQuery.error.message}</p>;
  if (!schema || !meta) return <p role="alert" className="text-destructive">A tabela {config.table} não está disponível na API.</p>;
  return <TableEditorBody config={config} meta={meta} schema={schema} />;
}

function TableEditorBody({ config, meta, schema }: { config: EditorConfig; meta: TableMeta; schema: Map<string, TableMeta> }) {
  const queryClient = useQueryClient();
  const hasUpdatedAt = meta.columns.some((c) => c.name === 'updated_at');
  const [search, setSearch] = useState('');
  const [filterValues, setFilterValues] = useState<Record<string, string>>({});
  const [sort, setSort] = useState(config.defaultSort ?? { column: hasUpdatedAt ? 'updated_at' : labelColumn(meta), ascending: !hasUpdatedAt });
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const byName = useMemo(() => new Map(meta.columns.map((c) => [c.name, c])), [meta]);

  const filters: Filter[] = [
    ...Object.entries(config.fixed ?? {}).map(([column, value]): Filter => ({ kind: 'eq', column, value })),
    ...Object.entries(filterValues)
      .filter(([, v]) => v !== '')
      .map(([column, v]): Filter => ({ kind: 'eq', column, value: byName.get(column)?.kind === 'boolean' ? v === 'true' : v })),
    { kind: 'search', columns: config.searchColumns ?? [], text: search },
  ];
  const params = { filters, sort, page, pageSize: PAGE_SIZE };
  const rows = useQuery({ queryKey: adminKeys.rows(meta.name, params), queryFn: () => fetchRows(meta, schema, params), placeholderData: keepPreviousData });
  const total = rows.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const noun = config.noun;

  const remove = async (row: Row) => {
    if (isReviewedTable(meta.name)) {
      // a reviewed row is removed only when another admin approves its removal (schema 0027)
      const reason = window.prompt(`Motivo da exclusão deste(a) ${noun} (vai para revisão de outro administrador):`);
      if (reason === null) return;
      const res = await proposeRevision({ table: meta.name, entityId: String(row.id), action: 'delete', after: null, reason: reason.trim() });
      if (res.ok) {
        setMessage({ kind: 'ok', text: 'Exclusão proposta: o registro continua em vigor até outro administrador aprovar.' });
        await queryClient.invalidateQueries({ queryKey: ['admin', 'revisions'] });
      } else setMessage({ kind: 'error', text: friendlyDbError(res.error).message });
      return;
    }
    if (!window.confirm(`Excluir este(a) ${noun}? Esta ação não pode ser desfeita.`)) return;
    const res = await deleteRow(meta, rowKey(meta, row));
    if (res.ok) {
      setMessage({ kind: 'ok', text: `${noun[0]!.toUpperCase()}${noun.slice(1)} excluído(a).` });
      await applyAdminWrite(queryClient, meta, { kind: 'deleted', key: rowKeyText(meta, row) });
    } else setMessage({ kind: 'error', text: friendlyDbError(res.error).message });
  };

  const sortBy = (column: string) => {
    setSort((s) => (s.column === column ? { column, ascending: !s.ascending } : { column, ascending: true }));
    setPage(0);
  };

  return (
    <section className="space-y-3" aria-label={`Tabela ${meta.name}`}>
      <div className="flex flex-wrap items-end gap-2">
        {config.searchColumns?.length ? (
          <label className="flex min-w-48 flex-1 flex-col text-xs">
            Buscar
            <Input
              type="search"
              aria-label={`Buscar ${noun}`}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(0);
              }}
              placeholder={`Buscar em ${config.searchColumns.map((c) => columnLabel(config, c)).join(', ')}`}
            />
          </label>
        ) : null}
        {(config.filterColumns ?? []).map((name) => {
          const c = byName.get(name);
          return c ? (
            <FilterSelect
              key={name}
              meta={meta}
              column={c}
              schema={schema}
              config={config}
              value={filterValues[name] ?? ''}
              onChange={(v) => {
                setFilterValues((f) => ({ ...f, [name]: v }));
                setPage(0);
              }}
            />
          ) : null;
        })}
        {meta.insertable && !config.noCreate ? <Button onClick={() => setEditing('new')}>Novo(a) {noun}</Button> : null}
      </div>
      {message ? (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={message.kind === 'error' ? 'text-sm text-destructive' : 'text-sm text-emerald-700 dark:text-emerald-400'}>
          {message.text}
        </p>
      ) : null}
      {rows.isError ? <p role="alert" className="text-destructive">{friendlyDbError(rows.error).message}</p> : null}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {rows.isPending ? 'Carregando...' : `${total} ${total === 1 ? 'registro' : 'registros'} · página ${page + 1} de ${pages}`}
      </p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50">
            <tr>
              {config.listColumns.map((name) => (
                <th key={name} scope="col" className="px-3 py-2" aria-sort={sort.column === name ? (sort.ascending ? 'ascending' : 'descending') : 'none'}>
                  <button type="button" className="font-medium hover:underline" onClick={() => sortBy(name)}>
                    {columnLabel(config, name)}
                    {sort.column === name ? (sort.ascending ? ' ▲' : ' ▼') : ''}
                  </button>
                </th>
              ))}
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(rows.data?.rows ?? []).map((row) => (
              <tr key={JSON.stringify(rowKey(meta, row))} className="border-t border-border">
                {config.listColumns.map((name) => (
                  <td key={name} className="px-3 py-2 align-top">
                    {cellText(row, byName.get(name), name)}
                  </td>
                ))}
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  {config.rowLink ? (
                    <Link className="mr-2 text-sm text-primary underline" to={config.rowLink.href(row)}>
                      {config.rowLink.label}
                    </Link>
                  ) : null}
                  {meta.updatable ? (
                    <Button size="sm" variant="outline" onClick={() => setEditing(row)} aria-label={`Editar ${cellText(row, byName.get(config.listColumns[0]!), config.listColumns[0]!)}`}>
                      Editar
                    </Button>
                  ) : null}{' '}
                  {meta.deletable && !config.noDelete ? (
                    <Button size="sm" variant="ghost" onClick={() => void remove(row)} aria-label={`Excluir ${cellText(row, byName.get(config.listColumns[0]!), config.listColumns[0]!)}`}>
                      Excluir
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex items-center gap-2">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          Anterior
        </Button>
        <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
          Próxima
        </Button>
      </div>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null ? (
          <DialogContent size="4xl" title={editing === 'new' ? `Novo(a) ${noun}` : `Editar ${noun}`} onInteractOutside={(e) => e.preventDefault()}>
            <RowForm
              config={config}
              meta={meta}
              schema={schema}
              row={editing === 'new' ? null : editing}
              onCancel={() => setEditing(null)}
              onDone={(_row, outcome) => {
                setEditing(null);
                setMessage({ kind: 'ok', text: outcome === 'proposed' ? 'Proposta enviada para revisão: a versão em vigor continua a mesma até outro administrador aprovar.' : 'Alterações salvas.' })
              }}
            />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}

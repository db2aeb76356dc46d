/** /admin/medication-import and /admin/question-import: upload a CSV or JSON file, every row
 * checked against the table's schema with per-row errors, then — the admin's choice, shown
 * before anything is written — all or nothing, or only the valid rows. The rows go in one
 * request, which the gateway runs as one transaction: a database refusal imports nothing. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api-error';
import { adminKeys, insertMany } from '../api/table-api';
import { AdminPage } from '../components/admin-page';
import { useSchema } from '../hooks/use-schema';
import { friendlyDbError } from '../lib/db-errors';
import { editableColumns } from '../lib/form-schema';
import { checkImport, rowsOfFile, type ImportCheck } from '../lib/import-rows';

export interface ImportTarget {
  table: string;
  label: string;
}

type Mode = 'all' | 'valid';

export function ImportPage({ title, intro, targets }: { title: string; intro: string; targets: readonly ImportTarget[] }) {
  const schema = useSchema();
  const queryClient = useQueryClient();
  const [table, setTable] = useState(targets[0]!.table);
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>('all');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ error: boolean; text: string } | null>(null);
  const meta = schema.data?.get(table);

  const onFile = async (file: File | undefined) => {
    setCheck(null);
    setResult(null);
    setFileError(null);
    if (!file || !meta) return;
    if (file.size > 5 * 1024 * 1024) {
      setFileError('Arquivo grande demais (máximo 5 MB); divida-o em partes.');
      return;
    }
    const { rows, error } = rowsOfFile(file.name, await file.text());
    if (error) setFileError(error);
    else setCheck(checkImport(meta, rows));
  };

  const badRows = new Set(check?.errors.map((e) => e.row));
  const blocked = !check || check.fileErrors.length > 0 || check.valid.length === 0 || (mode === 'all' && badRows.size > 0);

  const run = async () => {
    if (!check || !meta || blocked) return;
    setBusy(true);
    const res = await insertMany(meta.name, check.valid.map((v) => v.payload));
    setBusy(false);
    if (!res.ok) {
      setResult({ error: true, text: `Nada foi importado: ${friendlyDbError(toApiError(res.error), meta.columns.map((c) => c.name)).message}` });
      return;
    }
    setResult({ error: false, text: `${res.count ?? check.valid.length} linhas importadas em ${meta.name}.` });
    setCheck(null);
    // The count above is the write's own answer. The table's lists are only marked stale, not
    // read now (a read replica may not have the import yet): they are read when next shown.
    await queryClient.invalidateQueries({ queryKey: adminKeys.table(meta.name), refetchType: 'none' });
    await queryClient.invalidateQueries({ queryKey: adminKeys.options(meta.name), refetchType: 'none' });
  };

  return (
    <AdminPage title={title} intro={intro}>
      {schema.isPending ? <Spinner label="Lendo a estrutura do banco..." /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-xs">
          Tabela de destino
          <select
            className="h-10 rounded-md border border-border bg-background px-2 text-sm"
            value={table}
            onChange={(e) => {
              setTable(e.target.value);
              setCheck(null);
              setResult(null);
            }}
          >
            {targets.map((t) => (
              <option key={t.table} value={t.table}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-xs">
          Arquivo CSV ou JSON
          <input type="file" accept=".csv,.json,text/csv,application/json" disabled={!meta} onChange={(e) => void onFile(e.target.files?.[0])} className="text-sm" />
        </label>
      </div>
      {meta ? (
        <p className="text-xs text-muted-foreground">
          Colunas aceitas (cabeçalho do CSV ou chaves do JSON): {editableColumns(meta).map((c) => `${c.name}${!c.nullable && !c.hasDefault ? '*' : ''}`).join(', ')}. * obrigatória. Listas: itens separados por |. Sim/não: sim, não, true, false.
        </p>
      ) : null}
      {fileError ? <p role="alert" className="text-sm text-destructive">{fileError}</p> : null}
      {check ? (
        <section aria-label="Verificação do arquivo" className="space-y-3">
          <p className="text-sm" role="status">
            {check.total} linhas lidas: {check.valid.length} válidas, {badRows.size} com erro.
          </p>
          {check.fileErrors.map((e) => (
            <p key={e} role="alert" className="text-sm text-destructive">
              {e}
            </p>
          ))}
          {check.errors.length ? (
            <table className="w-full text-left text-sm" aria-label="Erros por linha">
              <thead>
                <tr>
                  <th className="px-2 py-1">Linha</th>
                  <th className="px-2 py-1">Campo</th>
                  <th className="px-2 py-1">Erro</th>
                </tr>
              </thead>
              <tbody>
                {check.errors.map((e, i) => (
                  <tr key={i} className="border-t border-border">
                    <td className="px-2 py-1">{e.row}</td>
                    <td className="px-2 py-1">{e.field}</td>
                    <td className="px-2 py-1">{e.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          <fieldset className="space-y-1 text-sm">
            <legend className="font-medium">Como importar</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="import-mode" checked={mode === 'all'} onChange={() => setMode('all')} /> Tudo ou nada: importa só se todas as linhas forem válidas
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="import-mode" checked={mode === 'valid'} onChange={() => setMode('valid')} /> Importar só as linhas válidas e ignorar as com erro
            </label>
          </fieldset>
          {mode === 'all' && badRows.size > 0 ? <p className="text-sm text-destructive">Nada será importado: corrija as linhas com erro ou escolha importar só as válidas.</p> : null}
          <Button onClick={() => void run()} disabled={blocked || busy}>
            {busy ? 'Importando...' : `Importar ${mode === 'all' && badRows.size > 0 ? 0 : check.valid.length} linhas`}
          </Button>
        </section>
      ) : null}
      {result ? (
        <p role={result.error ? 'alert' : 'status'} className={result.error ? 'text-sm text-destructive' : 'text-sm text-emerald-700 dark:text-emerald-400'}>
          {result.text}
        </p>
      ) : null}
    </AdminPage>
  );
}

export function MedicationImportPage() {
  return (
    <ImportPage
      title="Importação de Medicamentos"
      intro="Importe medicamentos, categorias, usos ou dosagens de um CSV ou JSON. Cada linha é verificada antes; a gravação é uma só transação. Tags de dose não se importam: mudam por proposta revisada (Revisões de Doses)."
      targets={[
        { table: 'pedbook_medications', label: 'Medicamentos' },
        { table: 'pedbook_medication_categories', label: 'Categorias de medicamentos' },
        { table: 'pedbook_medication_use_cases', label: 'Usos' },
        { table: 'pedbook_medication_dosages', label: 'Dosagens' },
      ]}
    />
  );
}

export function QuestionImportPage() {
  return (
    <ImportPage
      title="Importação de Questões"
      intro="Importe questões de estudo (enunciado, alternativas em JSON, resposta, comentário) de um CSV ou JSON, com verificação por linha e gravação em uma só transação."
      targets={[{ table: 'pedbook_questions', label: 'Questões' }]}
    />
  );
}

/** Name and text tools of the admin area:
 *  - cas-dcb-validation: active-ingredient names checked against a pasted DCB list (with CAS
 *    numbers, whose check digit is verified), with the nearest DCB spelling as a suggestion;
 *  - active-ingredients-formatter: the interaction checker's ingredients rewritten as the DCB
 *    writes them (lower case, " + " between combined ingredients), reviewed before saving;
 *  - question-formatting: questions with stray spaces, empty or malformed alternatives, or an
 *    answer that is not one of them; spaces fixed in one click;
 *  - format-themes: study themes and specialties with their question counts, renamed or
 *    merged in one step. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fetchAllRows, updateMatching, type Row } from '../api/table-api';
import { AdminPage } from '../components/admin-page';
import { putAdminRows } from '../lib/admin-cache';
import { friendlyDbError } from '../lib/db-errors';
import { closest, formatIngredient, nameKey, validCas } from '../lib/text-tools';

function Status({ msg }: { msg: { error: boolean; text: string } | null }) {
  if (!msg) return null;
  return (
    <p role={msg.error ? 'alert' : 'status'} className={msg.error ? 'text-sm text-destructive' : 'text-sm text-emerald-700 dark:text-emerald-400'}>
      {msg.text}
    </p>
  );
}

export interface DcbEntry {
  name: string;
  cas: string | null;
}

/** "nome;CAS" or "nome" per line. */
export function parseDcbList(text: string): DcbEntry[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const [name, cas] = l.split(/[;\t]/).map((x) => x.trim());
      return { name: name ?? '', cas: cas || null };
    });
}

export function CasDcbValidationPage() {
  const [list, setList] = useState('');
  const ingredients = useQuery({
    queryKey: ['admin', 'ingredients'],
    queryFn: async () => {
      const [inter, meds] = await Promise.all([fetchAllRows('pedbook_drug_interaction_medications', 'name,active_ingredient'), fetchAllRows('pedbook_medications', 'name')]);
      const names = new Set<string>();
      for (const r of inter) for (const part of formatIngredient(String(r.active_ingredient ?? r.name ?? '')).split(' + ')) if (part) names.add(part);
      for (const r of meds) names.add(String(r.name).toLowerCase());
      return [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
    },
  });
  const dcb = parseDcbList(list);
  const badCas = dcb.filter((e) => e.cas && !validCas(e.cas));
  const keys = new Set(dcb.map((e) => nameKey(e.name)));
  const dcbNames = dcb.map((e) => e.name);
  const missing = dcb.length ? (ingredients.data ?? []).filter((n) => !keys.has(nameKey(n))) : [];
  return (
    <AdminPage title="Validação CAS/DCB" intro="Confere os nomes de princípios ativos do PedBook contra a lista da DCB (Denominações Comuns Brasileiras) que você colar, e o dígito verificador dos números CAS.">
      <label htmlFor="dcb-list" className="text-sm font-medium">
        Lista DCB (um por linha: nome;CAS)
      </label>
      <Textarea id="dcb-list" className="min-h-40 font-mono" value={list} onChange={(e) => setList(e.target.value)} placeholder={'amoxicilina;26787-78-0\nparacetamol;103-90-2'} />
      {ingredients.isPending ? <Spinner /> : null}
      {dcb.length ? (
        <section aria-label="Resultado da validação" className="space-y-2 text-sm">
          <p role="status">
            {dcb.length} nomes na lista; {ingredients.data?.length ?? 0} princípios ativos no PedBook; {missing.length} fora da lista; {badCas.length} CAS inválidos.
          </p>
          {badCas.length ? (
            <ul aria-label="CAS inválidos" className="list-disc pl-6 text-destructive">
              {badCas.map((e) => (
                <li key={e.name}>
                  {e.name}: CAS {e.cas} com dígito verificador errado ou formato inválido
                </li>
              ))}
            </ul>
          ) : null}
          <ul aria-label="Fora da DCB" className="list-disc pl-6">
            {missing.map((n) => {
              const s = closest(n, dcbNames);
              return (
                <li key={n}>
                  {n}
                  {s ? ` — você quis dizer "${s}"?` : ' — sem nome parecido na lista'}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </AdminPage>
  );
}

export function ActiveIngredientsFormatterPage() {
  const queryClient = useQueryClient();
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const rows = useQuery({ queryKey: ['admin', 'rows', 'pedbook_drug_interaction_medications', 'formatter'], queryFn: () => fetchAllRows('pedbook_drug_interaction_medications', 'id,name,active_ingredient,updated_at') });
  const changes = (rows.data ?? [])
    .filter((r) => typeof r.active_ingredient === 'string' && formatIngredient(r.active_ingredient) !== r.active_ingredient)
    .map((r) => ({ row: r, next: formatIngredient(String(r.active_ingredient)) }));
  const apply = async () => {
    setBusy(true);
    const saved: Row[] = [];
    const failed: string[] = [];
    for (const c of changes) {
      const res = await updateMatching('pedbook_drug_interaction_medications', { id: String(c.row.id), updated_at: String(c.row.updated_at) }, { active_ingredient: c.next });
      if (!res.ok) failed.push(`${String(c.row.name)}: ${friendlyDbError(res.error).message}`);
      else if (res.rows.length === 0) failed.push(`${String(c.row.name)}: alterado por outra pessoa; revise de novo`);
      else saved.push(...res.rows);
    }
    setBusy(false);
    setMsg({ error: failed.length > 0, text: `${saved.length} nomes formatados.${failed.length ? ` Não alterados: ${failed.join('; ')}` : ''}` });
    // The lists show the rows the updates returned (lib/write-through); a row someone else
    // changed is read again, so the next review starts from its current version.
    await putAdminRows(queryClient, 'pedbook_drug_interaction_medications', saved);
    if (failed.length) await queryClient.invalidateQueries({ queryKey: ['admin', 'rows', 'pedbook_drug_interaction_medications'] });
  };
  return (
    <AdminPage title="Formatação de Princípios Ativos" intro="Padroniza os princípios ativos do verificador de interações como a DCB os escreve: minúsculas, espaços simples e ' + ' entre os componentes de uma associação. Revise antes de aplicar.">
      {rows.isPending ? <Spinner /> : null}
      <p className="text-sm" role="status">
        {changes.length} de {rows.data?.length ?? 0} nomes fora do padrão.
      </p>
      <table className="w-full text-left text-sm" aria-label="Mudanças propostas">
        <thead>
          <tr>
            <th className="px-2 py-1">Medicamento</th>
            <th className="px-2 py-1">Atual</th>
            <th className="px-2 py-1">Proposto</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={String(c.row.id)} className="border-t border-border">
              <td className="px-2 py-1">{String(c.row.name)}</td>
              <td className="px-2 py-1 font-mono">{String(c.row.active_ingredient)}</td>
              <td className="px-2 py-1 font-mono">{c.next}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Status msg={msg} />
      <Button disabled={busy || changes.length === 0} onClick={() => void apply()}>
        {busy ? 'Aplicando...' : `Aplicar ${changes.length} mudanças`}
      </Button>
    </AdminPage>
  );
}

export function questionProblems(q: Row): string[] {
  const out: string[] = [];
  const spaced = (v: unknown) => typeof v === 'string' && v !== v.trim().replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n');
  if (spaced(q.statement)) out.push('espaços sobrando no enunciado');
  if (spaced(q.explanation)) out.push('espaços sobrando no comentário');
  const alts = q.alternatives;
  if (!Array.isArray(alts) || alts.length < 2) out.push('menos de duas alternativas (ou formato inválido)');
  else {
    if (alts.some((a) => typeof a !== 'string' || a.trim() === '')) out.push('alternativa vazia');
    if (typeof q.correct_answer !== 'number' || q.correct_answer < 0 || q.correct_answer >= alts.length) out.push('resposta correta não é uma das alternativas');
  }
  return out;
}

const tidy = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/[ \t]+/g, ' ').replace(/\n{3,}/g, '\n\n') : v);

export function QuestionFormattingPage() {
  const queryClient = useQueryClient();
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const rows = useQuery({ queryKey: ['admin', 'rows', 'pedbook_questions', 'formatting'], queryFn: () => fetchAllRows('pedbook_questions', 'id,statement,explanation,alternatives,correct_answer,updated_at') });
  const bad = (rows.data ?? []).map((q) => ({ q, problems: questionProblems(q) })).filter((x) => x.problems.length > 0);
  const fixSpaces = async (q: Row) => {
    const alts = Array.isArray(q.alternatives) ? q.alternatives.map(tidy) : q.alternatives;
    const res = await updateMatching('pedbook_questions', { id: String(q.id), updated_at: String(q.updated_at) }, { statement: tidy(q.statement), explanation: tidy(q.explanation), alternatives: alts });
    if (!res.ok) setMsg({ error: true, text: friendlyDbError(res.error).message });
    else if (res.rows.length === 0) {
      setMsg({ error: true, text: 'A questão foi alterada por outra pessoa; a lista foi atualizada.' });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'rows', 'pedbook_questions'] });
    } else {
      setMsg({ error: false, text: 'Espaços corrigidos.' });
      await putAdminRows(queryClient, 'pedbook_questions', res.rows);
    }
  };
  return (
    <AdminPage title="Formatação de Questões" intro="Questões com espaços sobrando, alternativas vazias ou malformadas, ou resposta correta fora das alternativas. Espaços são corrigidos aqui; o resto, na importação ou no banco de questões.">
      {rows.isPending ? <Spinner /> : null}
      <p className="text-sm" role="status">
        {bad.length} de {rows.data?.length ?? 0} questões com problemas.
      </p>
      <Status msg={msg} />
      <ul className="space-y-2 text-sm">
        {bad.map(({ q, problems }) => (
          <li key={String(q.id)} className="rounded-lg border border-border p-2">
            <p className="line-clamp-2">{String(q.statement ?? '')}</p>
            <p className="text-destructive">{problems.join('; ')}</p>
            {problems.some((p) => p.startsWith('espaços')) ? (
              <Button size="sm" variant="outline" onClick={() => void fixSpaces(q)}>
                Corrigir espaços
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

export function FormatThemesPage() {
  const queryClient = useQueryClient();
  const [column, setColumn] = useState<'theme' | 'specialty'>('theme');
  const [renaming, setRenaming] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const rows = useQuery({ queryKey: ['admin', 'rows', 'pedbook_questions', 'themes'], queryFn: () => fetchAllRows('pedbook_questions', 'id,theme,specialty') });
  const counts = new Map<string, number>();
  for (const r of rows.data ?? []) {
    const v = r[column];
    if (typeof v === 'string') counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  const values = [...counts.entries()].sort((a, b) => a[0].localeCompare(b[0], 'pt-BR'));
  const rename = async (from: string) => {
    const to = (renaming[from] ?? '').trim().replace(/\s+/g, ' ');
    if (!to) {
      setMsg({ error: true, text: 'Escreva o novo nome.' });
      return;
    }
    const res = await updateMatching('pedbook_questions', { [column]: from }, { [column]: to });
    if (!res.ok) setMsg({ error: true, text: friendlyDbError(res.error).message });
    else setMsg({ error: false, text: `"${from}" → "${to}" em ${res.rows.length} questões${counts.has(to) ? ' (mesclado com o existente)' : ''}.` });
    setRenaming((r) => ({ ...r, [from]: '' }));
    await putAdminRows(queryClient, 'pedbook_questions', res.ok ? res.rows : []);
  };
  return (
    <AdminPage title="Formatação de Temas" intro="Temas e especialidades das questões com quantas questões cada um tem; renomeie para padronizar ou mescle grafias diferentes do mesmo tema (todas as questões mudam juntas).">
      <label className="flex items-center gap-2 text-sm">
        Campo
        <select className="h-9 rounded-md border border-border bg-background px-2" value={column} onChange={(e) => setColumn(e.target.value as 'theme' | 'specialty')}>
          <option value="theme">tema</option>
          <option value="specialty">especialidade</option>
        </select>
      </label>
      {rows.isPending ? <Spinner /> : null}
      <Status msg={msg} />
      {values.length === 0 && rows.isSuccess ? <p className="text-sm text-muted-foreground">Nenhuma questão com este campo preenchido.</p> : null}
      <ul className="space-y-2 text-sm">
        {values.map(([v, n]) => (
          <li key={v} className="flex flex-wrap items-center gap-2">
            <span className="min-w-48">
              {v} <span className="text-muted-foreground">({n})</span>
              {v !== v.trim().replace(/\s+/g, ' ') ? <span className="text-destructive"> espaços sobrando</span> : null}
            </span>
            <Input aria-label={`Novo nome para ${v}`} className="h-9 max-w-64" value={renaming[v] ?? ''} onChange={(e) => setRenaming((r) => ({ ...r, [v]: e.target.value }))} />
            <Button size="sm" variant="outline" onClick={() => void rename(v)}>
              Renomear
            </Button>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

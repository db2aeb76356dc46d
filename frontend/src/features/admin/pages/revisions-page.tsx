/** /admin/revisions: the editorial review (issue #37 §3). Open proposals of dose rows,
 * presentations and poisoning entries, each with its before/after values, the doses the clinical
 * core gives the five reference patients before and after, and every check the rows fail; another
 * admin approves or rejects with a comment (the author cannot: the screen says so and the
 * database refuses). `?registro=<id>` shows one row's full history, where any approved version can
 * be restored — itself a proposal for another admin. `?medicamento=<id>` limits to one medication. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/stores/auth-store';
import {
  ACTION_LABELS, changedColumns, fetchMedicationTags, fetchRevisions, proposeRevision, reviewRevision, revisionKeys, STATUS_LABELS,
  type Revision, type RevisionFilter,
} from '../api/revisions-api';
import { AdminPage } from '../components/admin-page';
import { TableEditor } from '../components/table-editor';
import { friendlyDbError } from '../lib/db-errors';
import type { EditorConfig } from '../lib/editor-config';
import { compareDoses } from '../lib/revision-doses';
import { pathTo } from '@/config/paths';

const TABLE_LABELS: Record<Revision['entity_table'], string> = {
  pedbook_medication_tags: 'dose',
  pedbook_medication_presentations: 'apresentação',
  pedbook_poisonings: 'intoxicação',
};

const REVIEWERS: EditorConfig = {
  table: 'pedbook_clinical_reviewers',
  noun: 'revisor',
  listColumns: ['full_name', 'registration', 'created_at'],
  searchColumns: ['full_name', 'registration'],
  labels: { user_id: 'Identificador do usuário (um administrador)', full_name: 'Nome', registration: 'Registro profissional (ex.: CRM-SP 123456)', created_at: 'Desde' },
  defaultSort: { column: 'full_name', ascending: true },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('pt-BR') : '—');
const valueText = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const rowName = (r: Revision) => valueText((r.after ?? r.before)?.label ?? (r.after ?? r.before)?.name);

function ValuesDiff({ r }: { r: Revision }) {
  const cols = changedColumns(r);
  if (cols.length === 0) return null;
  return (
    <table className="w-full text-left text-sm" aria-label="Valores antes e depois">
      <thead>
        <tr>
          <th scope="col" className="pr-3">Campo</th>
          <th scope="col" className="pr-3">Antes</th>
          <th scope="col">Depois</th>
        </tr>
      </thead>
      <tbody>
        {cols.map((c) => (
          <tr key={c} data-column={c} className="border-t border-border align-top">
            <td className="pr-3 font-medium">{c}</td>
            <td className="pr-3" data-side="before">{valueText(r.before?.[c])}</td>
            <td data-side="after">{valueText(r.after?.[c])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The reference patients' doses before/after and the core's checks (dose rows only). */
function DoseImpact({ r }: { r: Revision }) {
  const live = useQuery({
    queryKey: [...revisionKeys.all, 'tags', r.medication_id],
    queryFn: () => fetchMedicationTags(r.medication_id!),
    enabled: r.entity_table === 'pedbook_medication_tags' && r.medication_id !== null,
  });
  if (r.entity_table !== 'pedbook_medication_tags' || r.medication_id === null) return null;
  if (live.isPending) return <Spinner label="Calculando as doses..." />;
  if (live.isError) return <p role="alert" className="text-sm text-destructive">Não foi possível calcular as doses: {live.error.message}</p>;
  const cmp = compareDoses(live.data, r);
  if (!cmp) return null;
  return (
    <div className="space-y-2">
      <table className="w-full text-left text-sm" aria-label="Doses dos pacientes de referência">
        <caption className="text-left font-medium">Doses de {`{{${cmp.name}}}`} para os pacientes de referência (núcleo clínico)</caption>
        <thead>
          <tr>
            <th scope="col" className="pr-3">Paciente</th>
            <th scope="col" className="pr-3">Antes</th>
            <th scope="col">Depois</th>
          </tr>
        </thead>
        <tbody>
          {cmp.rows.map((x) => (
            <tr key={x.patient} data-patient={x.patient} className={`border-t border-border align-top ${x.changed ? 'bg-amber-50 dark:bg-amber-950/40' : ''}`}>
              <td className="pr-3">{x.patient}</td>
              <td className="pr-3" data-side="before">{x.before}</td>
              <td data-side="after">{x.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div aria-label="Verificações do núcleo clínico" role="group">
        {cmp.problemsAfter.length === 0 ? (
          <p className="text-sm text-emerald-700 dark:text-emerald-400">Depois da alteração: faixas sem lacunas nem sobreposições; linhas completas.</p>
        ) : (
          <>
            <p className="text-sm font-medium text-destructive">Depois da alteração, as linhas falham nestas verificações:</p>
            <ul className="list-disc pl-5 text-sm text-destructive">
              {cmp.problemsAfter.map((p) => (
                <li key={p}>{p}{cmp.problemsBefore.includes(p) ? ' (já falhava antes)' : ''}</li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

function ReviewForm({ r }: { r: Revision }) {
  const queryClient = useQueryClient();
  const me = useAuthStore((s) => s.user?.id ?? null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const own = r.author !== null && r.author === me;
  const decide = async (decision: 'approved' | 'rejected') => {
    if (!comment.trim()) {
      setError('Escreva um comentário da revisão.');
      return;
    }
    setBusy(true);
    const res = await reviewRevision(r.id, decision, comment.trim());
    setBusy(false);
    if (!res.ok) {
      setError(friendlyDbError(res.error).message);
      return;
    }
    setError(null);
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
  };
  return (
    <div className="space-y-2 border-t border-border pt-2">
      {own ? (
        <p role="note" className="text-sm font-medium text-amber-800 dark:text-amber-200">
          Você é o autor desta proposta: só outro administrador pode aprová-la ou rejeitá-la.
        </p>
      ) : null}
      <Field id={`comment-${r.id}`} label="Comentário da revisão *">
        <Textarea id={`comment-${r.id}`} value={comment} disabled={own} onChange={(e) => setComment(e.target.value)} />
      </Field>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
      <div className="flex gap-2">
        <Button disabled={own || busy} onClick={() => void decide('approved')}>Aprovar</Button>
        <Button variant="outline" disabled={own || busy} onClick={() => void decide('rejected')}>Rejeitar</Button>
      </div>
    </div>
  );
}

/** Restore a version (approved revision's before or after) — as a new proposal. */
function RestoreForm({ r, values, label, onClose }: { r: Revision; values: Record<string, unknown>; label: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState(`Restaurar: ${label.toLowerCase()} (revisão de ${when(r.reviewed_at)})`);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const res = await proposeRevision({ table: r.entity_table, entityId: r.entity_id, action: 'update', after: values, reason: reason.trim(), rollbackOf: r.id });
    if (!res.ok) {
      setError(friendlyDbError(res.error).message);
      return;
    }
    await queryClient.invalidateQueries({ queryKey: revisionKeys.all });
    onClose();
  };
  return (
    <div className="space-y-2 rounded-md border border-border p-2">
      <Field id={`restore-${r.id}`} label="Motivo da restauração *">
        <Textarea id={`restore-${r.id}`} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
      <div className="flex gap-2">
        <Button onClick={() => void submit()}>Propor restauração</Button>
        <Button variant="outline" onClick={onClose}>Cancelar</Button>
      </div>
    </div>
  );
}

function RevisionCard({ r, history }: { r: Revision; history: boolean }) {
  const [restoring, setRestoring] = useState<'before' | 'after' | null>(null);
  const labels = { before: 'A versão anterior a esta alteração', after: 'Esta versão' } as const;
  return (
    <article aria-label={`Revisão ${ACTION_LABELS[r.action]} de ${TABLE_LABELS[r.entity_table]} ${rowName(r)}`} data-status={r.status} className="space-y-2 rounded-xl border border-border p-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {ACTION_LABELS[r.action][0]!.toUpperCase()}{ACTION_LABELS[r.action].slice(1)} de {TABLE_LABELS[r.entity_table]}: {rowName(r)}
          {r.rollback_of ? ' (restauração)' : ''}
        </h2>
        <span className="text-sm" data-testid="revision-status">{STATUS_LABELS[r.status]}</span>
      </header>
      <p className="text-sm">
        Proposta por <span data-testid="revision-author">{r.author_name ?? (r.author_kind === 'seed' ? 'semente' : '—')}</span> em {when(r.created_at)} — motivo: {r.reason}
      </p>
      {r.reviewed_at ? (
        <p className="text-sm" data-testid="revision-review">
          {r.status === 'approved' ? 'Aprovada' : 'Rejeitada'} por <span data-testid="revision-reviewer">{r.reviewer_name ?? '—'}</span> em {when(r.reviewed_at)}: {r.comment}
          {r.signoff_name ? ` · revisão clínica: ${r.signoff_name}, ${r.signoff_registration}` : ''}
        </p>
      ) : null}
      <ValuesDiff r={r} />
      {r.status === 'proposed' ? <DoseImpact r={r} /> : null}
      {r.status === 'proposed' && !history ? <ReviewForm r={r} /> : null}
      {history && r.status === 'approved' ? (
        <div className="flex flex-wrap gap-2">
          {r.before ? <Button size="sm" variant="outline" onClick={() => setRestoring('before')}>Restaurar a versão anterior a esta alteração</Button> : null}
          {r.after ? <Button size="sm" variant="outline" onClick={() => setRestoring('after')}>Restaurar esta versão</Button> : null}
        </div>
      ) : null}
      {restoring && r[restoring] ? <RestoreForm r={r} values={r[restoring]!} label={labels[restoring]} onClose={() => setRestoring(null)} /> : null}
    </article>
  );
}

export function RevisionsPage() {
  const [params] = useSearchParams();
  const entityId = params.get('registro') ?? undefined;
  const medicationId = params.get('medicamento') ?? undefined;
  const history = entityId !== undefined;
  const filter: RevisionFilter = history ? { entityId } : { open: true, medicationId };
  const list = useQuery({ queryKey: revisionKeys.list(filter), queryFn: () => fetchRevisions(filter) });
  return (
    <AdminPage
      title="Revisões de Doses"
      intro="Toda alteração de dose, apresentação ou intoxicação é uma proposta: só entra no app quando outro administrador a aprova. Aqui ficam as propostas abertas e o histórico de cada registro."
    >
      <nav className="flex gap-3 text-sm">
        <Link className="text-primary underline" to={pathTo('/admin/revisions')}>Propostas aguardando revisão</Link>
        {medicationId ? <Link className="text-primary underline" to={`${pathTo('/admin/dosages')}?medicamento=${encodeURIComponent(medicationId)}`}>Voltar ao medicamento</Link> : null}
      </nav>
      <h2 className="text-lg font-semibold">{history ? 'Histórico do registro' : 'Propostas aguardando revisão'}</h2>
      {list.isPending ? <Spinner label="Carregando as revisões..." /> : null}
      {list.isError ? <p role="alert" className="text-destructive">Não foi possível carregar as revisões: {list.error.message}</p> : null}
      {list.data && list.data.length === 0 ? <p className="text-muted-foreground">{history ? 'Este registro não tem revisões.' : 'Nenhuma proposta aguardando revisão.'}</p> : null}
      <div className="space-y-3">
        {(list.data ?? []).map((r) => (
          <RevisionCard key={r.id} r={r} history={history} />
        ))}
      </div>
      {history ? null : (
        <section className="space-y-2" aria-labelledby="reviewers-title">
          <h2 id="reviewers-title" className="text-lg font-semibold">Revisores clínicos</h2>
          <p className="text-sm text-muted-foreground">
            Quando um destes administradores aprova uma versão, o card da dose mostra &quot;Revisado por nome, registro, em data&quot;. Só o super admin concede ou retira o papel.
          </p>
          <TableEditor config={REVIEWERS} />
        </section>
      )}
    </AdminPage>
  );
}

/** /admin/feedback-management: every feedback, filtered by status and type, counts per status,
 * the thread of one with the admin's reply (shown to the user with the Admin badge), and the
 * status moved aguardando → em_andamento → resolvido. The database refuses replies to a resolved
 * feedback; the message says so. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAuthStore } from '@/stores/auth-store';
import { useProfile } from '@/lib/profile';
import { upsertRow, writeThrough } from '@/lib/write-through';
import { deskKeys, fetchDeskList, fetchStatusCounts, fetchThread, fetchTypes, sendReply, setStatus, withStatus, FEEDBACK_STATUSES, STATUS_LABEL, type DeskFeedback, type DeskReply, type FeedbackStatus } from '../api/feedback-desk';
import { AdminPage } from '../components/admin-page';
import { friendlyDbError } from '../lib/db-errors';

const when = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

function Thread({ item, onChanged }: { item: DeskFeedback; onChanged: () => void }) {
  const adminId = useAuthStore((s) => s.user?.id);
  const profile = useProfile();
  const queryClient = useQueryClient();
  const thread = useQuery({ queryKey: deskKeys.thread(item.id), queryFn: () => fetchThread(item.id) });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const reply = useMutation({
    mutationFn: () => sendReply(item.id, adminId ?? '', text.trim()),
    onSuccess: async (sent) => {
      setText('');
      setError(null);
      setInfo('Resposta enviada: o usuário a vê em Feedback e Suporte, com o selo Admin.');
      // The thread shows the row the insert returned (lib/write-through), not a read.
      const mine = { ...sent, authorName: profile?.full_name?.trim() || 'Usuário', authorIsAdmin: true };
      await writeThrough<DeskReply[]>(queryClient, deskKeys.thread(item.id), (old) => upsertRow(old, mine, (r) => r.id, (a, b) => a.created_at.localeCompare(b.created_at)));
    },
    onError: (e) => setError(friendlyDbError(e as { message?: string; code?: string }).message),
  });
  const status = useMutation({
    mutationFn: (s: FeedbackStatus) => setStatus(item, s),
    onSuccess: async (res) => {
      if (res === 'conflict') {
        setError('Outro administrador alterou este feedback enquanto você o via. A lista foi atualizada; confira o status atual.');
        onChanged();
        return;
      }
      setInfo('Status atualizado.');
      // Lists and counts from the row the update returned (lib/write-through), not a read.
      await writeThrough<DeskFeedback[]>(queryClient, [...deskKeys.all, 'list'], (old, key) => withStatus(old, String(key[3]), res));
      await writeThrough<Record<FeedbackStatus, number>>(queryClient, deskKeys.counts(), (old) =>
        item.status === res.status ? old : { ...old, [item.status]: Math.max(0, (old[item.status as FeedbackStatus] ?? 0) - 1), [res.status]: (old[res.status as FeedbackStatus] ?? 0) + 1 },
      );
    },
    onError: (e) => setError(friendlyDbError(e as { message?: string; code?: string }).message),
  });
  return (
    <section aria-label="Conversa" className="space-y-3 rounded-xl border border-border p-4">
      <header>
        <h2 className="text-lg font-semibold">{item.title}</h2>
        <p className="text-xs text-muted-foreground">
          {item.authorName} · {when.format(new Date(item.created_at))}
          {item.whatsapp ? ` · WhatsApp ${item.whatsapp}` : ''}
        </p>
      </header>
      <p className="whitespace-pre-wrap text-sm">{item.message}</p>
      {thread.isPending ? <Spinner /> : null}
      <ol className="space-y-2">
        {(thread.data ?? []).map((r) => (
          <li key={r.id} className={cn('rounded-md p-2 text-sm', r.authorIsAdmin ? 'bg-primary/10' : 'bg-muted')}>
            <p className="text-xs font-medium">
              {r.authorName}
              {r.authorIsAdmin ? ' (Admin)' : ''} · {when.format(new Date(r.created_at))}
            </p>
            <p className="whitespace-pre-wrap">{r.message}</p>
          </li>
        ))}
      </ol>
      <label className="flex items-center gap-2 text-sm">
        Status
        <select
          aria-label="Status do feedback"
          className="h-9 rounded-md border border-border bg-background px-2"
          value={item.status}
          disabled={status.isPending}
          onChange={(e) => status.mutate(e.target.value as FeedbackStatus)}
        >
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
      {info ? <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">{info}</p> : null}
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          setInfo(null);
          if (text.trim()) reply.mutate();
        }}
      >
        <label htmlFor={`desk-reply-${item.id}`} className="text-sm font-medium">
          Responder como administrador
        </label>
        <Textarea id={`desk-reply-${item.id}`} value={text} onChange={(e) => setText(e.target.value)} disabled={item.status === 'resolvido'} placeholder={item.status === 'resolvido' ? 'Feedback resolvido: não aceita novas respostas.' : 'Escreva a resposta...'} />
        <Button type="submit" size="sm" disabled={!text.trim() || reply.isPending || item.status === 'resolvido'}>
          {reply.isPending ? 'Enviando...' : 'Enviar resposta'}
        </Button>
      </form>
    </section>
  );
}

export function FeedbackDeskPage() {
  const queryClient = useQueryClient();
  const [status, setStatusFilter] = useState('');
  const [typeId, setTypeId] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const counts = useQuery({ queryKey: deskKeys.counts(), queryFn: fetchStatusCounts });
  const types = useQuery({ queryKey: deskKeys.types(), queryFn: fetchTypes });
  const list = useQuery({ queryKey: deskKeys.list(status, typeId), queryFn: () => fetchDeskList(status, typeId) });
  const current = list.data?.find((f) => f.id === selected) ?? null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: deskKeys.all });

  return (
    <AdminPage title="Gestão de Feedbacks" intro="Todos os feedbacks dos usuários: filtre por status e tipo, responda como administrador e mova o status (Aguardando → Em Andamento → Resolvido).">
      <ul className="flex flex-wrap gap-2" aria-label="Feedbacks por status">
        {FEEDBACK_STATUSES.map((s) => (
          <li key={s} className="rounded-lg border border-border px-3 py-2 text-sm">
            {STATUS_LABEL[s]}: <strong>{counts.data?.[s] ?? '…'}</strong>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <label className="flex flex-col text-xs">
          Status
          <select aria-label="Filtrar por status" className="h-9 rounded-md border border-border bg-background px-2 text-sm" value={status} onChange={(e) => setStatusFilter(e.target.value)}>
            <option value="">todos</option>
            {FEEDBACK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-xs">
          Tipo
          <select aria-label="Filtrar por tipo" className="h-9 rounded-md border border-border bg-background px-2 text-sm" value={typeId} onChange={(e) => setTypeId(e.target.value)}>
            <option value="">todos</option>
            {(types.data ?? []).map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? <p role="alert" className="text-destructive">{friendlyDbError(list.error).message}</p> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
        <ul className="space-y-2" aria-label="Feedbacks">
          {list.isPending ? <Spinner /> : null}
          {list.data?.length === 0 ? <li className="text-sm text-muted-foreground">Nenhum feedback com estes filtros.</li> : null}
          {(list.data ?? []).map((f) => (
            <li key={f.id}>
              <button type="button" onClick={() => setSelected(f.id)} className={cn('w-full rounded-lg border border-border p-3 text-left text-sm hover:bg-muted', selected === f.id && 'ring-2 ring-ring')}>
                <span className="font-medium">{f.title}</span> · <span>{STATUS_LABEL[f.status] ?? f.status}</span>
                <span className="block truncate text-muted-foreground">{f.message}</span>
                <span className="block text-xs text-muted-foreground">
                  {f.authorName}
                  {f.typeName ? ` · ${f.typeName}` : ''} · {when.format(new Date(f.created_at))}
                </span>
              </button>
            </li>
          ))}
        </ul>
        {current ? <Thread key={current.id} item={current} onChanged={refresh} /> : <p className="text-sm text-muted-foreground">Escolha um feedback para ver a conversa.</p>}
      </div>
    </AdminPage>
  );
}

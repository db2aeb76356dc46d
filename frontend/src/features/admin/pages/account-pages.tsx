/** Assistant and subscription controls of the admin area:
 *  - dr-will-control: the assistant on or off for everyone (site setting dr_will_enabled, which
 *    dr_will_search obeys), its use over 30 days (conversations, questions, people) and the
 *    feedback users gave about its answers (kept out of the feedback centre's lists);
 *  - freemium-control: the queue of premium requests, approved or declined;
 *  - test-subscriptions: premium granted to or removed from a test account found by email. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api-error';
import { checkedRows } from '@/lib/postgrest-error';
import { db, untypedDb } from '@/lib/supabase';
import { AdminPage } from '../components/admin-page';
import type { Row } from '../api/table-api';
import { putAdminRows } from '../lib/admin-cache';
import { friendlyDbError } from '../lib/db-errors';

function Status({ msg }: { msg: { error: boolean; text: string } | null }) {
  if (!msg) return null;
  return (
    <p role={msg.error ? 'alert' : 'status'} className={msg.error ? 'text-sm text-destructive' : 'text-sm text-emerald-700 dark:text-emerald-400'}>
      {msg.text}
    </p>
  );
}

async function countSince(table: string, since: string, role?: string) {
  let q = (await untypedDb()).from(table).select('*', { count: 'exact', head: true }).gte('created_at', since);
  if (role) q = q.eq('role', role);
  const res = await q;
  if (res.error) throw toApiError(res.error);
  return res.count ?? 0;
}

const drWillFeedback = z.object({ id: z.string(), message: z.string(), status: z.string(), created_at: z.string(), title: z.string() });

const DR_WILL_SWITCH = 'dr_will_enabled';

/** The assistant's on/off switch: dr_will_search refuses every question while it is off. */
function DrWillSwitch() {
  const queryClient = useQueryClient();
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const setting = useQuery({
    queryKey: ['admin', 'dr-will', 'switch'],
    queryFn: async () => {
      const res = await (await db()).from('site_settings').select('value').eq('key', DR_WILL_SWITCH).maybeSingle();
      if (res.error) throw toApiError(res.error);
      return (res.data as { value: string | null } | null)?.value?.trim().toLowerCase() !== 'false';
    },
  });
  const toggle = async (on: boolean) => {
    setSaving(true);
    setMsg(null);
    const res = await (await db()).from('site_settings').upsert({ key: DR_WILL_SWITCH, value: on ? 'true' : 'false' }, { onConflict: 'key' }).select('value').single();
    setSaving(false);
    if (res.error) {
      setMsg({ error: true, text: friendlyDbError(toApiError(res.error)).message });
      return;
    }
    setMsg({ error: false, text: on ? 'Dr. Will ligado: os usuários voltam a poder perguntar.' : 'Dr. Will desligado: as perguntas são recusadas com um aviso até que seja ligado de novo.' });
    // The switch shows the value the write returned (lib/write-through), not a read.
    await queryClient.cancelQueries({ queryKey: ['admin', 'dr-will', 'switch'] });
    queryClient.setQueryData(['admin', 'dr-will', 'switch'], (res.data as { value: string | null }).value?.trim().toLowerCase() !== 'false');
  };
  if (setting.isPending) return <Spinner />;
  if (setting.isError) return <p role="alert" className="text-destructive">{friendlyDbError(toApiError(setting.error)).message}</p>;
  const on = setting.data;
  return (
    <section aria-label="Estado do Dr. Will" className="space-y-2 rounded-xl border border-border p-3">
      <p className="text-sm">
        O Dr. Will está <strong>{on ? 'ligado' : 'desligado'}</strong> para todos os usuários.
      </p>
      <Button variant={on ? 'destructive' : 'default'} disabled={saving} onClick={() => void toggle(!on)}>
        {on ? 'Desligar o Dr. Will' : 'Ligar o Dr. Will'}
      </Button>
      <Status msg={msg} />
    </section>
  );
}

export function DrWillControlPage() {
  const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const stats = useQuery({
    queryKey: ['admin', 'dr-will', 'stats'],
    queryFn: async () => {
      const client = await db();
      const [threads, questions, people] = await Promise.all([
        countSince('pedbook_chat_threads', since),
        countSince('pedbook_chat_messages', since, 'user'),
        client.from('pedbook_chat_threads').select('user_id').gte('created_at', since).limit(5000),
      ]);
      if (people.error) throw toApiError(people.error);
      return { threads, questions, people: new Set((people.data ?? []).map((r) => (r as { user_id: string }).user_id)).size };
    },
  });
  const feedback = useQuery({
    queryKey: ['admin', 'dr-will', 'feedback'],
    queryFn: async () =>
      checkedRows(
        drWillFeedback,
        await (await db()).from('pedbook_feedbacks').select('id,message,status,created_at,title').or('feedback_category.eq.dr_will,feedback_type.eq.dr_will').order('created_at', { ascending: false }).limit(100),
      ),
  });
  return (
    <AdminPage title="Controle do Dr. Will" intro="Liga ou desliga o assistente Dr. Will; mostra o uso nos últimos 30 dias e as avaliações que os usuários deram às respostas dele (que não aparecem na central de feedback).">
      <DrWillSwitch />
      {stats.isPending ? <Spinner /> : null}
      {stats.isError ? <p role="alert" className="text-destructive">{friendlyDbError(toApiError(stats.error)).message}</p> : null}
      {stats.data ? (
        <ul aria-label="Uso do Dr. Will" className="flex flex-wrap gap-2 text-sm">
          <li className="rounded-lg border border-border px-3 py-2">Conversas: {stats.data.threads}</li>
          <li className="rounded-lg border border-border px-3 py-2">Perguntas: {stats.data.questions}</li>
          <li className="rounded-lg border border-border px-3 py-2">Pessoas: {stats.data.people}</li>
        </ul>
      ) : null}
      <h2 className="text-lg font-semibold">Avaliações das respostas</h2>
      {feedback.data?.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma avaliação do Dr. Will ainda.</p> : null}
      <ul className="space-y-2 text-sm">
        {(feedback.data ?? []).map((f) => (
          <li key={f.id} className="rounded-lg border border-border p-2">
            <p className="text-xs text-muted-foreground">
              {new Date(f.created_at).toLocaleString('pt-BR')} · {f.status}
            </p>
            <p className="whitespace-pre-wrap">{f.message}</p>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

const request = z.object({ id: z.string(), full_name: z.string().nullable(), formation_area: z.string().nullable(), premium_requested_history: z.unknown().nullable(), updated_at: z.string() });

export function FreemiumControlPage() {
  const queryClient = useQueryClient();
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const queue = useQuery({
    queryKey: ['admin', 'rows', 'profiles', 'premium-requests'],
    queryFn: async () => checkedRows(request, await (await db()).from('profiles').select('id,full_name,formation_area,premium_requested_history,updated_at').eq('premium_requested', true).order('updated_at').limit(500)),
  });
  const decide = async (r: z.infer<typeof request>, approve: boolean) => {
    const res = await (await db()).from('profiles').update(approve ? { premium: true, premium_requested: false } : { premium_requested: false }).eq('id', r.id).eq('updated_at', r.updated_at).select('*');
    if (res.error) setMsg({ error: true, text: friendlyDbError(res.error).message });
    else if ((res.data ?? []).length === 0) {
      setMsg({ error: true, text: 'Este pedido mudou enquanto você o via; a fila foi atualizada.' });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'rows', 'profiles'] });
    } else {
      setMsg({ error: false, text: approve ? `Premium concedido a ${r.full_name ?? 'usuário'}.` : `Pedido de ${r.full_name ?? 'usuário'} recusado.` });
      // Decided: out of the queue; other lists of profiles show the returned row (lib/write-through).
      await queryClient.cancelQueries({ queryKey: ['admin', 'rows', 'profiles', 'premium-requests'] });
      queryClient.setQueryData<Array<z.infer<typeof request>>>(['admin', 'rows', 'profiles', 'premium-requests'], (old) => old?.filter((x) => x.id !== r.id));
      await putAdminRows(queryClient, 'profiles', res.data as Row[]);
    }
  };
  return (
    <AdminPage title="Controle Freemium" intro="Fila de pedidos de premium: conceda ou recuse. (Hoje o app trata todos como premium; os limites do plano gratuito não são exibidos.)">
      {queue.isPending ? <Spinner /> : null}
      <Status msg={msg} />
      {queue.data?.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum pedido de premium aguardando.</p> : null}
      <ul className="space-y-2 text-sm">
        {(queue.data ?? []).map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2">
            <span>
              {r.full_name ?? 'Usuário'} {r.formation_area ? `· ${r.formation_area}` : ''} · pedido em {new Date(r.updated_at).toLocaleDateString('pt-BR')}
            </span>
            <span className="flex gap-2">
              <Button size="sm" onClick={() => void decide(r, true)}>
                Conceder
              </Button>
              <Button size="sm" variant="outline" onClick={() => void decide(r, false)}>
                Recusar
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

const found = z.object({ id: z.string(), email: z.string().nullable(), full_name: z.string().nullable() });
const premiumRow = z.object({ id: z.string(), premium: z.boolean() });

export function TestSubscriptionsPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const result = useQuery({
    queryKey: ['admin', 'test-subscriptions', email.trim()],
    enabled: email.trim().length >= 3,
    queryFn: async () => {
      const client = await db();
      const users = checkedRows(found, await client.rpc('admin_list_users', { search: email.trim(), page_limit: 20, page_offset: 0 }));
      if (!users.length) return [];
      const prem = checkedRows(premiumRow, await client.from('profiles').select('id,premium').in('id', users.map((u) => u.id)));
      const p = new Map(prem.map((r) => [r.id, r.premium]));
      return users.map((u) => ({ ...u, premium: p.get(u.id) ?? false }));
    },
  });
  const toggle = async (id: string, premium: boolean, who: string) => {
    const res = await (await db()).from('profiles').update({ premium }).eq('id', id).select('id,premium');
    if (res.error) {
      setMsg({ error: true, text: friendlyDbError(res.error).message });
      return;
    }
    const saved = checkedRows(premiumRow, res);
    if (saved.length === 0) {
      setMsg({ error: true, text: `Nada foi alterado em ${who} (sem permissão ou conta removida).` });
      return;
    }
    setMsg({ error: false, text: premium ? `Assinatura de teste ativada para ${who}.` : `Assinatura de teste removida de ${who}.` });
    // The list shows the value the update returned (lib/write-through), not a read.
    const key = ['admin', 'test-subscriptions', email.trim()];
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Array<z.infer<typeof found> & { premium: boolean }>>(key, (old) => old?.map((u) => (u.id === id ? { ...u, premium: saved[0]!.premium } : u)));
  };
  return (
    <AdminPage title="Assinaturas de Teste" intro="Ative ou remova o premium de uma conta de teste, encontrada pelo email, para conferir o app como assinante.">
      <label className="flex max-w-md flex-col text-xs">
        Email da conta de teste
        <Input type="search" aria-label="Email da conta de teste" value={email} onChange={(e) => setEmail(e.target.value)} />
      </label>
      <Status msg={msg} />
      {result.isFetching ? <Spinner /> : null}
      <ul className="space-y-2 text-sm">
        {(result.data ?? []).map((u) => (
          <li key={u.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-2">
            <span>
              {u.email} · {u.full_name ?? '—'} · {u.premium ? 'premium' : 'gratuito'}
            </span>
            <Button size="sm" variant="outline" onClick={() => void toggle(u.id, !u.premium, u.email ?? u.id)}>
              {u.premium ? 'Remover premium' : 'Ativar premium de teste'}
            </Button>
          </li>
        ))}
      </ul>
    </AdminPage>
  );
}

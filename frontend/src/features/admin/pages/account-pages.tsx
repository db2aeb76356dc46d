/** Assistant and subscription controls of the admin area:
 *  - dr-will-control: the assistant on or off for everyone (site setting dr_will_enabled, which
 *    dr_will_search obeys), its use over 30 days (conversations, questions, people) and the
 *    feedback users gave about its answers (kept out of the feedback centre's lists);
 *  - freemium-control: the queue of premium requests, approved or declined;
 *  - test-subscriptions: premium granted to or removed from a test account found by email. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api-error';
import { AdminPage } from '../components/admin-page';
import {
  decidePremium, fetchDrWillFeedback, fetchDrWillStats, fetchDrWillSwitch, fetchPremiumRequests, findTestUsers, saveDrWillSwitch, setPremium,
  type PremiumRequest, type TestUser,
} from '../api/accounts-api';
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

/** The assistant's on/off switch: dr_will_search refuses every question while it is off. */
function DrWillSwitch() {
  const queryClient = useQueryClient();
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const setting = useQuery({
    queryKey: ['admin', 'dr-will', 'switch'],
    queryFn: fetchDrWillSwitch,
  });
  const toggle = async (on: boolean) => {
    setSaving(true);
    setMsg(null);
    const res = await saveDrWillSwitch(on);
    setSaving(false);
    if (!res.ok) {
      setMsg({ error: true, text: friendlyDbError(toApiError(res.error)).message });
      return;
    }
    setMsg({ error: false, text: on ? 'Dr. Will ligado: os usuários voltam a poder perguntar.' : 'Dr. Will desligado: as perguntas são recusadas com um aviso até que seja ligado de novo.' });
    // The switch shows the value the write returned (lib/write-through), not a read.
    await queryClient.cancelQueries({ queryKey: ['admin', 'dr-will', 'switch'] });
    queryClient.setQueryData(['admin', 'dr-will', 'switch'], res.on);
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
    queryFn: () => fetchDrWillStats(since),
  });
  const feedback = useQuery({
    queryKey: ['admin', 'dr-will', 'feedback'],
    queryFn: fetchDrWillFeedback,
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

export function FreemiumControlPage() {
  const queryClient = useQueryClient();
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const queue = useQuery({
    queryKey: ['admin', 'rows', 'profiles', 'premium-requests'],
    queryFn: fetchPremiumRequests,
  });
  const decide = async (r: PremiumRequest, approve: boolean) => {
    const res = await decidePremium(r, approve);
    if (!res.ok) setMsg({ error: true, text: friendlyDbError(res.error).message });
    else if (res.rows.length === 0) {
      setMsg({ error: true, text: 'Este pedido mudou enquanto você o via; a fila foi atualizada.' });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'rows', 'profiles'] });
    } else {
      setMsg({ error: false, text: approve ? `Premium concedido a ${r.full_name ?? 'usuário'}.` : `Pedido de ${r.full_name ?? 'usuário'} recusado.` });
      // Decided: out of the queue; other lists of profiles show the returned row (lib/write-through).
      await queryClient.cancelQueries({ queryKey: ['admin', 'rows', 'profiles', 'premium-requests'] });
      queryClient.setQueryData<PremiumRequest[]>(['admin', 'rows', 'profiles', 'premium-requests'], (old) => old?.filter((x) => x.id !== r.id));
      await putAdminRows(queryClient, 'profiles', res.rows);
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

export function TestSubscriptionsPage() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [msg, setMsg] = useState<{ error: boolean; text: string } | null>(null);
  const result = useQuery({
    queryKey: ['admin', 'test-subscriptions', email.trim()],
    enabled: email.trim().length >= 3,
    queryFn: () => findTestUsers(email.trim()),
  });
  const toggle = async (id: string, premium: boolean, who: string) => {
    const res = await setPremium(id, premium);
    if (!res.ok) {
      setMsg({ error: true, text: friendlyDbError(res.error).message });
      return;
    }
    const saved = res.rows;
    if (saved.length === 0) {
      setMsg({ error: true, text: `Nada foi alterado em ${who} (sem permissão ou conta removida).` });
      return;
    }
    setMsg({ error: false, text: premium ? `Assinatura de teste ativada para ${who}.` : `Assinatura de teste removida de ${who}.` });
    // The list shows the value the update returned (lib/write-through), not a read.
    const key = ['admin', 'test-subscriptions', email.trim()];
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<TestUser[]>(key, (old) => old?.map((u) => (u.id === id ? { ...u, premium: saved[0]!.premium } : u)));
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

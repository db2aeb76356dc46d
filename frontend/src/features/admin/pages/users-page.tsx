/** /admin/admin-users: accounts listed and searched by email, admin flag toggled, ban/unban —
 * through the gateway RPCs admin_list_users / admin_set_user_admin / admin_set_user_ban, which
 * check the caller is an admin in the database (no service key in the browser). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toApiError } from '@/lib/api-error';
import { writeThrough } from '@/lib/write-through';
import { useAuthStore } from '@/stores/auth-store';
import { listUsers, setUserAdmin, setUserBan, USERS_PAGE, usersKeys, type UserRow } from '../api/users-api';
import { AdminPage } from '../components/admin-page';
import { friendlyDbError } from '../lib/db-errors';

const isBanned = (u: UserRow) => u.banned_until !== null && (u.banned_until === 'infinity' || new Date(u.banned_until) > new Date());
const date = (s: string | null) => (s ? new Date(s).toLocaleDateString('pt-BR') : '—');

export function UsersPage() {
  const me = useAuthStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [feedback, setFeedback] = useState<{ error: boolean; text: string } | null>(null);
  const users = useQuery({ queryKey: usersKeys.page(search.trim(), page), queryFn: () => listUsers(search.trim(), page), placeholderData: keepPreviousData });
  const total = users.data?.[0]?.total_count ?? 0;

  const act = useMutation({
    mutationFn: async (a: { kind: 'admin' | 'ban'; user: UserRow; value: boolean }): Promise<Partial<UserRow>> => {
      if (a.kind === 'admin') {
        await setUserAdmin(a.user.id, a.value);
        return { is_admin: a.value };
      }
      return { banned_until: await setUserBan(a.user.id, a.value) };
    },
    onSuccess: async (changed, a) => {
      const who = a.user.email ?? a.user.id;
      setFeedback({ error: false, text: a.kind === 'admin' ? (a.value ? `${who} agora é administrador.` : `${who} não é mais administrador.`) : a.value ? `${who} foi banido e suas sessões foram encerradas.` : `${who} foi desbanido.` });
      // The lists show what the write answered (lib/write-through): the list function may be
      // answered by a read replica that has not replayed the change yet.
      await writeThrough<UserRow[]>(queryClient, usersKeys.all, (old) => old.map((u) => (u.id === a.user.id ? { ...u, ...changed } : u)));
    },
    onError: (e) => setFeedback({ error: true, text: friendlyDbError(toApiError(e)).message }),
  });

  return (
    <AdminPage title="Administradores" intro="Contas do PedBook: busque por email, conceda ou retire o acesso de administrador, bana ou desbana (o banimento encerra as sessões).">
      <label className="flex max-w-md flex-col text-xs">
        Buscar por email
        <Input
          type="search"
          aria-label="Buscar usuário por email"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(0);
          }}
        />
      </label>
      {feedback ? (
        <p role={feedback.error ? 'alert' : 'status'} className={feedback.error ? 'text-sm text-destructive' : 'text-sm text-emerald-700 dark:text-emerald-400'}>
          {feedback.text}
        </p>
      ) : null}
      {users.isError ? <p role="alert" className="text-destructive">{friendlyDbError(toApiError(users.error)).message}</p> : null}
      <p className="text-sm text-muted-foreground">{users.isPending ? 'Carregando...' : `${total} ${total === 1 ? 'usuário' : 'usuários'}`}</p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/50">
            <tr>
              <th className="px-3 py-2">Email</th>
              <th className="px-3 py-2">Nome</th>
              <th className="px-3 py-2">Criado em</th>
              <th className="px-3 py-2">Último acesso</th>
              <th className="px-3 py-2">Situação</th>
              <th className="px-3 py-2">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(users.data ?? []).map((u) => (
              <tr key={u.id} className="border-t border-border" data-user-email={u.email ?? ''}>
                <td className="px-3 py-2">{u.email}</td>
                <td className="px-3 py-2">{u.full_name ?? '—'}</td>
                <td className="px-3 py-2">{date(u.created_at)}</td>
                <td className="px-3 py-2">{date(u.last_sign_in_at)}</td>
                <td className="px-3 py-2">{[u.is_admin ? 'Admin' : null, isBanned(u) ? 'Banido' : null].filter(Boolean).join(' · ') || 'Ativo'}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right">
                  <Button size="sm" variant="outline" disabled={act.isPending || u.id === me} onClick={() => act.mutate({ kind: 'admin', user: u, value: !u.is_admin })}>
                    {u.is_admin ? 'Remover admin' : 'Tornar admin'}
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant={isBanned(u) ? 'outline' : 'destructive'}
                    disabled={act.isPending || u.id === me}
                    onClick={() => {
                      if (isBanned(u) || window.confirm(`Banir ${u.email}? A pessoa não conseguirá mais entrar.`)) act.mutate({ kind: 'ban', user: u, value: !isBanned(u) });
                    }}
                  >
                    {isBanned(u) ? 'Desbanir' : 'Banir'}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          Anterior
        </Button>
        <Button size="sm" variant="outline" disabled={(page + 1) * USERS_PAGE >= total} onClick={() => setPage((p) => p + 1)}>
          Próxima
        </Button>
      </div>
    </AdminPage>
  );
}

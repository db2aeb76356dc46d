import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { ME } from '@/lib/query-keys';
import { removeRow, replaceRow, writeThrough } from '@/lib/write-through';
import { authProvidersQuery } from '../api/auth-settings';
import { defaultPasskeyName, deletePasskey, listPasskeys, PASSKEY_NAME_MAX, registerPasskey, renamePasskey, type Passkey } from '../api/passkeys';

// The list shows what each call returned (lib/write-through), as every other screen does.
const passkeyId = (p: Passkey) => p.id;

export const passkeyKeys = {
  mine: (userId: string) => [...ME, 'passkeys', userId] as const,
};

/** The message for a name the user typed, or null when it is fine. */
export function passkeyNameError(name: string): string | null {
  const n = name.trim();
  if (!n) return 'Dê um nome à chave de acesso.';
  if ([...n].length > PASSKEY_NAME_MAX) return `O nome pode ter no máximo ${PASSKEY_NAME_MAX} caracteres.`;
  return null;
}

const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));
const webAuthnAvailable = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function PasskeyRow({ passkey, userId }: { passkey: Passkey; userId: string }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.friendlyName);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rename = useMutation({
    mutationFn: (n: string) => renamePasskey(passkey.id, n),
    onSuccess: async (renamed) => {
      setEditing(false);
      await writeThrough<Passkey[]>(queryClient, passkeyKeys.mine(userId), (old) => replaceRow(old, renamed, passkeyId));
      toast.success('Chave de acesso renomeada.');
    },
    onError: (e) => setError(errorText(e)),
  });
  const remove = useMutation({
    mutationFn: () => deletePasskey(passkey.id),
    onSuccess: async () => {
      await writeThrough<Passkey[]>(queryClient, passkeyKeys.mine(userId), (old) => removeRow(old, passkey.id, passkeyId));
      toast.success('Chave de acesso removida.');
    },
    onError: (e) => setError(errorText(e)),
  });
  const busy = rename.isPending || remove.isPending;
  const inputId = `passkey-name-${passkey.id}`;

  const save = (e: FormEvent) => {
    e.preventDefault();
    const problem = passkeyNameError(name);
    setError(problem);
    if (!problem) rename.mutate(name);
  };

  return (
    <li className="space-y-2 rounded-md border border-border p-3" aria-label={passkey.friendlyName}>
      {editing ? (
        <form onSubmit={save} noValidate className="flex flex-wrap items-center gap-2" aria-label="Renomear chave de acesso">
          <label htmlFor={inputId} className="sr-only">Novo nome</label>
          <Input id={inputId} value={name} maxLength={PASSKEY_NAME_MAX + 10} onChange={(e) => setName(e.target.value)} className="min-w-0 flex-1" aria-invalid={!!error} />
          <Button type="submit" size="sm" disabled={busy}>Salvar</Button>
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => { setEditing(false); setName(passkey.friendlyName); setError(null); }}>Cancelar</Button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="font-medium">{passkey.friendlyName}</p>
            <p className="text-xs text-muted-foreground">
              Criada em {dateFmt.format(new Date(passkey.createdAt))}
              {passkey.lastUsedAt ? ` · último uso em ${dateFmt.format(new Date(passkey.lastUsedAt))}` : ' · nunca usada'}
            </p>
          </div>
          <div className="flex gap-2">
            {confirming ? (
              <>
                <Button type="button" size="sm" variant="destructive" disabled={busy} onClick={() => remove.mutate()}>Confirmar remoção</Button>
                <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>Manter</Button>
              </>
            ) : (
              <>
                <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => { setEditing(true); setError(null); }}>Renomear</Button>
                <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(true)}>Remover</Button>
              </>
            )}
          </div>
        </div>
      )}
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </li>
  );
}

/** Settings section: the user's passkeys (sign in without a password) — add one on this device,
 * rename, remove. Hidden when the auth service has passkeys off. */
export function PasskeySettings({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const providers = useQuery(authProvidersQuery());
  const enabled = providers.data?.passkeys === true;
  const list = useQuery({ queryKey: passkeyKeys.mine(userId), queryFn: listPasskeys, enabled });
  const [name, setName] = useState(() => defaultPasskeyName(typeof navigator === 'undefined' ? '' : navigator.userAgent));
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (n: string) => registerPasskey(n),
    onSuccess: async (created) => {
      await writeThrough<Passkey[]>(queryClient, passkeyKeys.mine(userId), (old) => [...(removeRow(old, created.id, passkeyId) ?? []), created]);
      toast.success('Chave de acesso criada. Da próxima vez, entre sem senha.');
    },
    onError: (e) => setError(errorText(e)),
  });

  if (providers.isPending || providers.data?.passkeys === false) return null;

  const add = (e: FormEvent) => {
    e.preventDefault();
    const problem = passkeyNameError(name);
    setError(problem);
    if (!problem) create.mutate(name);
  };

  return (
    <section className="space-y-3 rounded-lg border border-border p-4" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="font-semibold">Chaves de acesso</h2>
      <p className="text-sm text-muted-foreground">Entre sem senha usando a impressão digital, o rosto ou o PIN deste aparelho.</p>
      {providers.isError ? (
        <p role="alert" className="text-sm text-destructive">Não foi possível verificar se as chaves de acesso estão disponíveis. Recarregue a página.</p>
      ) : list.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">{errorText(list.error)}</p>
      ) : list.data.length === 0 ? (
        <p className="text-sm">Nenhuma chave de acesso cadastrada.</p>
      ) : (
        <ul className="space-y-2" aria-label="Suas chaves de acesso">
          {list.data.map((p) => <PasskeyRow key={p.id} passkey={p} userId={userId} />)}
        </ul>
      )}
      {webAuthnAvailable() ? (
        <form onSubmit={add} noValidate className="space-y-2" aria-label="Nova chave de acesso">
          <label htmlFor="new-passkey-name" className="text-sm font-medium">Nome da nova chave</label>
          <div className="flex flex-wrap gap-2">
            <Input id="new-passkey-name" value={name} onChange={(e) => setName(e.target.value)} className="min-w-0 flex-1" aria-invalid={!!error} />
            <Button type="submit" variant="outline" disabled={create.isPending}>{create.isPending ? 'Aguardando o aparelho…' : 'Criar chave de acesso'}</Button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-muted-foreground">Este navegador não aceita chaves de acesso.</p>
      )}
      {error ? <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{error}</p> : null}
    </section>
  );
}

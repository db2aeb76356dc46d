import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ME } from '@/lib/query-keys';
import { toast } from '@/lib/toast';
import { signOutEverywhere } from '../api/account-api';
import { pathTo } from '@/config/paths';

/** Ends every session of the account (lost phone, shared computer), after a confirmation. */
export function SessionsCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await signOutEverywhere();
      queryClient.removeQueries({ queryKey: ME });
      toast.success('Logout realizado com sucesso', { description: 'Você foi desconectado de todos os dispositivos.' });
      void navigate(pathTo('/'), { replace: true });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <section className="space-y-3 rounded-lg border border-border p-4" aria-labelledby="sessions-title">
      <h2 id="sessions-title" className="font-semibold">Sessões</h2>
      <p className="text-sm text-muted-foreground">Saia da sua conta em todos os aparelhos e navegadores, inclusive este.</p>
      {confirming ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="destructive" disabled={busy} onClick={() => void run()}>Confirmar: sair de todos</Button>
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>Cancelar</Button>
        </div>
      ) : (
        <Button type="button" variant="outline" onClick={() => setConfirming(true)}>Sair de todos os dispositivos</Button>
      )}
      {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
    </section>
  );
}

/** /admin/maintenance: the super admin turns maintenance on (message and estimated duration)
 * and off. Anyone else who tries gets the database's answer, the spec's text: "Apenas super admin
 * pode alterar o modo de manutenção". */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toApiError } from '@/lib/api-error';
import { maintenanceKeys, type MaintenanceRecord } from '@/features/maintenance';
import { useAuthStore } from '@/stores/auth-store';
import { fetchMaintenanceRecord, maintenanceAdminKey, saveMaintenance } from '../api/maintenance-admin-api';
import { AdminPage } from '../components/admin-page';
import { friendlyDbError } from '../lib/db-errors';

export function MaintenanceAdminPage() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const queryClient = useQueryClient();
  const record = useQuery({ queryKey: maintenanceAdminKey, queryFn: fetchMaintenanceRecord });
  const [message, setMessage] = useState<string | null>(null);
  const [duration, setDuration] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const current = record.data ?? null;
  const msg = message ?? current?.message ?? '';
  const dur = duration ?? current?.estimated_duration ?? '';

  const mutation = useMutation({
    mutationFn: (active: boolean) =>
      saveMaintenance(current, active ? { is_active: true, message: msg.trim() || null, estimated_duration: dur.trim() || null, activated_at: new Date().toISOString(), activated_by: userId } : { is_active: false }),
    onSuccess: async (row, active) => {
      setError(null);
      setDone(active ? 'Modo de manutenção ativado: os visitantes veem a página de manutenção.' : 'Modo de manutenção desativado.');
      // Both the page and the site's own banner check show the row the write returned.
      await queryClient.cancelQueries({ queryKey: maintenanceAdminKey });
      queryClient.setQueryData(maintenanceAdminKey, row);
      await queryClient.cancelQueries({ queryKey: maintenanceKeys.status() });
      const status: MaintenanceRecord = { is_active: row.is_active, message: row.message, estimated_duration: row.estimated_duration, activated_at: row.activated_at };
      queryClient.setQueryData(maintenanceKeys.status(), status);
    },
    onError: (e) => {
      setDone(null);
      setError(friendlyDbError(toApiError(e)).message);
    },
  });

  return (
    <AdminPage title="Modo de Manutenção" intro="Somente o super admin liga e desliga a manutenção; durante ela, todos menos os super admins veem /maintenance.">
      {record.isPending ? <Spinner /> : null}
      {record.isError ? <p role="alert" className="text-destructive">{friendlyDbError(toApiError(record.error)).message}</p> : null}
      <p className="text-sm" role="status" aria-label="Estado da manutenção">
        Estado atual: <strong>{current?.is_active ? 'ativo' : 'inativo'}</strong>
        {current?.is_active && current.activated_at ? ` desde ${new Date(current.activated_at).toLocaleString('pt-BR')}` : ''}
      </p>
      <form
        className="max-w-xl space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!msg.trim()) {
            setError('Escreva a mensagem que os visitantes verão.');
            return;
          }
          mutation.mutate(true);
        }}
      >
        <Field id="maint-message" label="Mensagem aos visitantes">
          <Textarea id="maint-message" value={msg} onChange={(e) => setMessage(e.target.value)} />
        </Field>
        <Field id="maint-duration" label="Duração estimada">
          <Input id="maint-duration" value={dur} onChange={(e) => setDuration(e.target.value)} placeholder="ex.: 30 minutos" />
        </Field>
        {error ? <p role="alert" className="text-sm text-destructive">{error}</p> : null}
        {done ? <p className="text-sm text-emerald-700 dark:text-emerald-400">{done}</p> : null}
        <div className="flex gap-2">
          <Button type="submit" disabled={mutation.isPending}>
            {current?.is_active ? 'Atualizar e manter ativo' : 'Ativar manutenção'}
          </Button>
          <Button variant="outline" disabled={mutation.isPending || !current?.is_active} onClick={() => mutation.mutate(false)}>
            Desativar manutenção
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}

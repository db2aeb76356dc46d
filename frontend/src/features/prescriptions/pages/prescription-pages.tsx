import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import {
  copyPrescription, deletePrescription, getPrescription, listMine, listShared, loadPrescriber, prescriptionKeys, savePrescription, setShared,
  type Prescription, type PrescriptionDraft,
} from '../api/prescriptions-api';
import { PrescriptionEditor, UNSAVED_MESSAGE } from '../components/prescription-editor';
import { PrintSheet } from '../components/print-sheet';
import { dropPrescription, putPrescription } from '../lib/prescriptions-cache';
import { formatAgeMonths, formatWeight } from '../lib/prescription-logic';
import { pathTo } from '@/config/paths';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function patientLine(p: Prescription): string {
  return [formatWeight(p.patient_weight_kg), formatAgeMonths(p.patient_age_months)].filter(Boolean).join(' · ') || 'Sem dados do paciente';
}

/** /prescriptions: the user's own prescriptions. */
export function PrescriptionsPage() {
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const list = useQuery({ queryKey: prescriptionKeys.mine(userId), queryFn: () => listMine(userId), enabled: !!userId });
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Prescrições</h1>
        <div className="flex gap-2">
          <Link to={pathTo('/shared-prescriptions')} className={buttonVariants({ variant: 'outline' })}>Compartilhadas</Link>
          <Link to={pathTo('/prescriptions/:id', { id: 'nova' })} className={buttonVariants()}>Nova prescrição</Link>
        </div>
      </div>
      {list.isPending ? <p className="text-sm text-muted-foreground">Carregando…</p> : null}
      {list.isError ? <p role="alert" className="text-sm text-destructive">{errorText(list.error)}</p> : null}
      {list.data?.length === 0 ? <p className="text-sm text-muted-foreground">Você ainda não tem prescrições.</p> : null}
      <ul className="space-y-2" aria-label="Suas prescrições">
        {list.data?.map((p) => (
          <li key={p.id}>
            <Link to={pathTo('/prescriptions/:id', { id: p.id })} className="block rounded-lg border border-border p-3 hover:bg-muted">
              <span className="block font-medium">{p.name}{p.is_public ? <span className="ml-2 rounded bg-muted px-1.5 text-xs">compartilhada</span> : null}</span>
              <span className="block text-sm text-muted-foreground">{patientLine(p)} · {p.items.length} {p.items.length === 1 ? 'item' : 'itens'}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /prescriptions/:id ("nova" creates): edit, print, share, duplicate, delete. */
export function PrescriptionPage() {
  const { id = 'nova' } = useParams();
  const isNew = id === 'nova';
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const one = useQuery({ queryKey: prescriptionKeys.one(userId, id), queryFn: () => getPrescription(id), enabled: !!userId && !isNew });
  const prescriber = useQuery({ queryKey: [...prescriptionKeys.all(), 'prescriber', userId], queryFn: () => loadPrescriber(userId), enabled: !!userId && !isNew });
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The screens show what the writes return (lib/write-through): nothing is read again.
  const put = (saved: Prescription) => putPrescription(queryClient, userId, saved);

  const save = useMutation({
    mutationFn: (d: PrescriptionDraft) => savePrescription(userId, isNew ? null : id, d),
    onSuccess: async (saved) => {
      await put(saved);
      toast.success('Prescrição salva');
      if (isNew) void navigate(pathTo('/prescriptions/:id', { id: saved.id }), { replace: true });
    },
    onError: (e) => toast.error('Erro ao salvar a prescrição', { description: errorText(e) }),
  });
  const share = useMutation({
    mutationFn: (on: boolean) => setShared(one.data!, on),
    onSuccess: async (saved, on) => {
      await put(saved);
      toast.success(on ? 'Prescrição compartilhada (sem o nome do paciente)' : 'Compartilhamento desfeito');
    },
    onError: (e) => toast.error('Erro ao alterar o compartilhamento', { description: errorText(e) }),
  });
  const duplicate = useMutation({
    mutationFn: (p: Prescription) => copyPrescription(userId, p, `${p.name} (cópia)`),
    onSuccess: async (copy) => {
      await put(copy);
      toast.success('Prescrição duplicada');
      void navigate(pathTo('/prescriptions/:id', { id: copy.id }));
    },
    onError: (e) => toast.error('Erro ao duplicar', { description: errorText(e) }),
  });
  const remove = useMutation({
    mutationFn: () => deletePrescription(id),
    onSuccess: async () => {
      await dropPrescription(queryClient, userId, id);
      toast.success('Prescrição excluída');
      void navigate(pathTo('/prescriptions'), { replace: true });
    },
    onError: (e) => toast.error('Erro ao excluir', { description: errorText(e) }),
  });

  if (!isNew && one.isPending) return <p className="px-4 py-8 text-sm text-muted-foreground">Carregando…</p>;
  if (!isNew && one.isError) return <p role="alert" className="px-4 py-8 text-sm text-destructive">{errorText(one.error)}</p>;
  const p = isNew ? null : (one.data ?? null);
  if (!isNew && (!p || p.user_id !== userId)) {
    return <p className="px-4 py-8 text-sm">Prescrição não encontrada. <Link className="underline" to={pathTo('/prescriptions')}>Voltar às prescrições</Link></p>;
  }

  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{isNew ? 'Nova prescrição' : p!.name}</h1>
        <Link to={pathTo('/prescriptions')} className="text-sm underline">Minhas prescrições</Link>
      </div>
      {p ? (
        <div className="flex flex-wrap gap-2" role="toolbar" aria-label="Ações da prescrição">
          <Button type="button" variant="outline" disabled={!prescriber.data} onClick={() => window.print()}>Imprimir</Button>
          <Button type="button" variant="outline" disabled={share.isPending} onClick={() => share.mutate(!p.is_public)}>{p.is_public ? 'Deixar de compartilhar' : 'Compartilhar'}</Button>
          <Button type="button" variant="outline" disabled={duplicate.isPending} onClick={() => (!dirty || window.confirm(UNSAVED_MESSAGE)) && duplicate.mutate(p)}>Duplicar</Button>
          {confirmDelete ? (
            <>
              <Button type="button" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate()}>Confirmar exclusão</Button>
              <Button type="button" variant="ghost" onClick={() => setConfirmDelete(false)}>Cancelar</Button>
            </>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirmDelete(true)}>Excluir</Button>
          )}
        </div>
      ) : null}
      <PrescriptionEditor key={p?.updated_at ?? 'nova'} initial={p} saving={save.isPending} onSave={(d) => save.mutate(d)} onDirtyChange={setDirty} />
      {p && prescriber.data ? <PrintSheet prescription={p} prescriber={prescriber.data} today={new Date()} /> : null}
    </section>
  );
}

/** /shared-prescriptions: what other users shared (no patient names), copyable into one's own. */
export function SharedPrescriptionsPage() {
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: prescriptionKeys.shared(userId), queryFn: () => listShared(userId), enabled: !!userId });
  const copy = useMutation({
    mutationFn: (p: Prescription) => copyPrescription(userId, p, p.name),
    onSuccess: async (copy) => {
      await putPrescription(queryClient, userId, copy);
      toast.success('Prescrição copiada para as suas');
      void navigate(pathTo('/prescriptions/:id', { id: copy.id }));
    },
    onError: (e) => toast.error('Erro ao copiar a prescrição', { description: errorText(e) }),
  });
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Prescrições compartilhadas</h1>
      <p className="text-sm text-muted-foreground">Modelos que outros profissionais compartilharam, sem dados que identifiquem pacientes. Confira as doses antes de usar.</p>
      {list.isPending ? <p className="text-sm text-muted-foreground">Carregando…</p> : null}
      {list.isError ? <p role="alert" className="text-sm text-destructive">{errorText(list.error)}</p> : null}
      {list.data?.length === 0 ? <p className="text-sm text-muted-foreground">Nenhuma prescrição compartilhada ainda.</p> : null}
      <ul className="space-y-3" aria-label="Prescrições compartilhadas">
        {list.data?.map((p) => (
          <li key={p.id} className="space-y-2 rounded-lg border border-border p-3" aria-label={p.name}>
            <p className="font-medium">{p.name}</p>
            <p className="text-sm text-muted-foreground">{patientLine(p)}</p>
            <ol className="list-decimal pl-5 text-sm">
              {p.items.map((it) => <li key={it.id}><span className="font-medium">{it.item_name}</span>: {it.custom_text}{it.duration ? ` — ${it.duration}` : ''}</li>)}
            </ol>
            <Button type="button" size="sm" disabled={copy.isPending} onClick={() => copy.mutate(p)}>Copiar para minhas prescrições</Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

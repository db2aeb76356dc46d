import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { loadDosing, prescriptionKeys, searchMedications, type Dosing, type MedicationHit } from '../api/prescriptions-api';

export interface PickedDosage {
  medication: MedicationHit;
  dosing: Dosing;
  dosageId: string;
}

/** Finds a medication and one of its dosages. */
export function MedicationPicker({ onPick, onClose }: { onPick: (p: PickedDosage) => void; onClose: () => void }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [med, setMed] = useState<MedicationHit | null>(null);
  useEffect(() => {
    const t = window.setTimeout(() => setQ(text), 250);
    return () => window.clearTimeout(t);
  }, [text]);
  const hits = useQuery({ queryKey: prescriptionKeys.medications(q), queryFn: () => searchMedications(q), enabled: q.trim().length >= 2 });
  const dosing = useQuery({ queryKey: prescriptionKeys.dosing(med?.id ?? ''), queryFn: () => loadDosing(med!.id), enabled: !!med });

  return (
    <div className="space-y-2 rounded-md border border-border p-3" role="group" aria-label="Adicionar medicamento">
      {med ? (
        <>
          <p className="text-sm font-medium">{med.name}: escolha a posologia</p>
          {dosing.isPending ? <p className="text-sm text-muted-foreground">Carregando…</p> : null}
          {dosing.isError ? <p role="alert" className="text-sm text-destructive">{dosing.error.message}</p> : null}
          {dosing.data && dosing.data.dosages.length === 0 ? <p className="text-sm">Este medicamento não tem posologia cadastrada; use um item livre.</p> : null}
          <ul className="space-y-1">
            {dosing.data?.dosages.map((d) => (
              <li key={d.id}>
                <button type="button" className="w-full rounded border border-border p-2 text-left text-sm hover:bg-muted" onClick={() => onPick({ medication: med, dosing: dosing.data, dosageId: d.id })}>
                  <span className="block font-medium">{d.name}</span>
                  {d.summary ? <span className="block text-xs text-muted-foreground">{d.summary}</span> : null}
                </button>
              </li>
            ))}
          </ul>
          <Button type="button" size="sm" variant="ghost" onClick={() => setMed(null)}>Outro medicamento</Button>
        </>
      ) : (
        <>
          <label htmlFor="rx-med-search" className="text-sm font-medium">Medicamento</label>
          <Input id="rx-med-search" value={text} placeholder="Digite o nome (ex.: amoxicilina)" onChange={(e) => setText(e.target.value)} autoComplete="off" />
          {hits.isError ? <p role="alert" className="text-sm text-destructive">{hits.error.message}</p> : null}
          {hits.data && hits.data.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum medicamento encontrado.</p> : null}
          <ul className="space-y-1">
            {hits.data?.map((m) => (
              <li key={m.id}>
                <button type="button" className="w-full rounded border border-border p-2 text-left text-sm hover:bg-muted" onClick={() => setMed(m)}>{m.name}</button>
              </li>
            ))}
          </ul>
        </>
      )}
      <Button type="button" size="sm" variant="outline" onClick={onClose}>Fechar</Button>
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NotebookPen, Printer } from 'lucide-react';
import { Link } from 'react-router';
import { createNoteWith, putNote } from '@/features/notes';
import { toApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { DAYS_PER_MONTH, formatNumber, type GrowthResult } from '@/clinical';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { milestonesQuery, vaccinesQuery } from '../api/childcare';
import { ChildForm } from '../components/child-form';
import { ChildcarePage } from '../components/childcare-page';
import { SupplementList, supplementsFor, supplementText } from '../components/supplement-list';
import { formatDateBr } from '../lib/dates';
import { bandFor, bandLabel, bandsOf } from '../lib/dnpm';
import { useChildStore } from '../lib/child-store';
import { useCurrentWeight } from '../lib/use-current-weight';
import { useSupplementGate } from '../lib/use-supplement-gate';
import { useAssessedMeasurements, useChild } from '../lib/use-child';
import { DOSE_STATUS_LABELS, doseTimings } from '../lib/vaccines';
import { overviewNote } from '../lib/overview-note';

function Line({ title, r }: { title: string; r: GrowthResult | undefined }) {
  if (!r) return null;
  return <li>{title}: z {formatNumber(r.z)} · P{formatNumber(r.percentile)} · <strong>{r.label}</strong>{r.implausible ? ' (valor improvável)' : ''}</li>;
}

/** /puericultura/patient-overview: one child on one screen — ages, the latest measurement with its
 * z-scores, vaccines due/overdue, the milestones of the age band and the supplementation due — from
 * the session's inputs (nothing is sent to the server). */
export function OverviewPage() {
  const child = useChild();
  const assessed = useAssessedMeasurements(child);
  const given = useChildStore((s) => s.given);
  const vaccines = useQuery(vaccinesQuery());
  const milestones = useQuery(milestonesQuery());
  const weight = useCurrentWeight(child, '');
  const guard = useSupplementGate(child, weight.weightKg);
  const latest = assessed.filter((a) => a.assessment).at(-1);
  const timings = vaccines.data && child.birthDate ? doseTimings(vaccines.data, child.birthDate, child.onDate, new Set(given)) : null;
  const pending = vaccines.data?.filter((d) => ['devida', 'atrasada', 'anual'].includes(timings?.get(d.id)?.status ?? '')) ?? [];
  const devDays = child.corrected?.correctedDays ?? child.ageDays;
  const band = milestones.data && devDays !== null && devDays >= 0 ? bandFor(bandsOf(milestones.data), devDays / DAYS_PER_MONTH) : null;
  const user = useAuthStore((s) => s.user);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (userId: string) => createNoteWith(userId, overviewNote({
      child,
      latest: latest?.assessment ? {
        date: latest.m.date, ...(latest.m.weightKg !== undefined ? { weightKg: latest.m.weightKg } : {}), ...(latest.m.lengthCm !== undefined ? { lengthCm: latest.m.lengthCm } : {}),
        ...(latest.m.headCm !== undefined ? { headCm: latest.m.headCm } : {}),
        results: [['Peso/idade', latest.assessment.weightForAge], ['Comprimento/estatura/idade', latest.assessment.lengthForAge], ['Peso/comprimento-estatura', latest.assessment.weightForLength],
          ['IMC/idade', latest.assessment.bmiForAge], ['PC/idade', latest.assessment.headForAge]],
      } : null,
      vaccines: timings ? pending.map((d) => ({ status: DOSE_STATUS_LABELS[timings.get(d.id)!.status], vaccine: d.vaccine.acronym ?? d.vaccine.name, dose: d.dose_label, since: timings.get(d.id)!.dueDate })) : null,
      milestones: band ? { band: bandLabel(band.band), items: band.band.milestones.map((m) => m.milestone) } : null,
      supplements: supplementsFor(child, weight.weightKg).map(([name, o]) => ({ name, text: supplementText(o, guard.gate) })),
    })),
    onSuccess: (note) => {
      void putNote(queryClient, note);
      toast.success('Resumo salvo nas suas anotações.');
    },
    onError: (e) => toast.error(toApiError(e, 'Não foi possível salvar o resumo').message),
  });
  const onSave = () => {
    if (!user) {
      toast.info('Entre na sua conta para salvar o resumo como anotação.');
      useUiStore.getState().openAuthDialog();
      return;
    }
    save.mutate(user.id);
  };
  return (
    <ChildcarePage path="/puericultura/patient-overview">
      <ChildForm child={child} />
      <div className="flex flex-wrap justify-end gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={onSave} disabled={save.isPending || !child.birthDate}><NotebookPen className="h-4 w-4" aria-hidden /> {save.isPending ? 'Salvando…' : 'Salvar como anotação'}</Button>
        <Button variant="outline" size="sm" onClick={() => window.print()}><Printer className="h-4 w-4" aria-hidden /> Imprimir</Button>
      </div>
      <p className="text-xs text-muted-foreground print:hidden">Os dados da criança ficam só nesta sessão do navegador; nada vai para o servidor, a não ser que você salve o resumo como anotação (visível só para você).</p>
      <section aria-label="Crescimento" className="rounded-lg border border-border p-3" data-testid="overview-growth">
        <h2 className="font-semibold">Crescimento</h2>
        {latest?.assessment ? (
          <>
            <p className="text-sm">Última medida: {latest.m.date ? formatDateBr(latest.m.date) : '—'}{latest.m.weightKg !== undefined ? ` · ${formatNumber(latest.m.weightKg)} kg` : ''}{latest.m.lengthCm !== undefined ? ` · ${formatNumber(latest.m.lengthCm)} cm` : ''}</p>
            <ul className="text-sm">
              <Line title="Peso/idade" r={latest.assessment.weightForAge} />
              <Line title="Comprimento/estatura/idade" r={latest.assessment.lengthForAge} />
              <Line title="Peso/comprimento-estatura" r={latest.assessment.weightForLength} />
              <Line title="IMC/idade" r={latest.assessment.bmiForAge} />
              <Line title="PC/idade" r={latest.assessment.headForAge} />
            </ul>
          </>
        ) : <p className="text-sm text-muted-foreground">Sem medidas avaliadas.</p>}
        <Link className="text-sm text-primary underline print:hidden" to={pathTo('/puericultura/curva-de-crescimento')}>Medidas e curvas</Link>
      </section>
      <section aria-label="Vacinas" className="rounded-lg border border-border p-3" data-testid="overview-vaccines">
        <h2 className="font-semibold">Vacinas devidas e atrasadas</h2>
        {!timings ? <p className="text-sm text-muted-foreground">{vaccines.isError ? 'Não foi possível carregar o calendário.' : 'Informe a data de nascimento.'}</p>
          : pending.length === 0 ? <p className="text-sm">Nenhuma dose devida ou atrasada (pelas doses marcadas como aplicadas).</p> : (
            <ul className="text-sm">{pending.map((d) => <li key={d.id}>{DOSE_STATUS_LABELS[timings.get(d.id)!.status]}: {d.vaccine.acronym ?? d.vaccine.name} — {d.dose_label} (desde {formatDateBr(timings.get(d.id)!.dueDate)})</li>)}</ul>
          )}
        <Link className="text-sm text-primary underline print:hidden" to={pathTo('/puericultura/calendario-vacinal')}>Calendário completo</Link>
      </section>
      <section aria-label="Desenvolvimento" className="rounded-lg border border-border p-3" data-testid="overview-dnpm">
        <h2 className="font-semibold">Marcos do desenvolvimento{band ? ` (${bandLabel(band.band)})` : ''}</h2>
        {band ? <ul className="list-disc pl-5 text-sm">{band.band.milestones.map((m) => <li key={m.id}>{m.milestone}</li>)}</ul>
          : <p className="text-sm text-muted-foreground">{milestones.isError ? 'Não foi possível carregar os marcos.' : 'Informe a data de nascimento (marcos até 6 anos).'}</p>}
        <Link className="text-sm text-primary underline print:hidden" to={pathTo('/dnpm')}>Avaliar marcos</Link>
      </section>
      <section aria-label="Suplementação" className="space-y-2" data-testid="overview-supplements">
        <h2 className="font-semibold">Suplementação</h2>
        <SupplementList child={child} weightKg={weight.weightKg} guard={guard} withSources={false} />
        <Link className="text-sm text-primary underline print:hidden" to={pathTo('/puericultura/suplementacao-infantil')}>Detalhes e fontes</Link>
      </section>
    </ChildcarePage>
  );
}

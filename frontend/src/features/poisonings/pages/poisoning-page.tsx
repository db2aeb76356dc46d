import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import {
  ClinicalInputError, POISONING_ENTRIES, POISONING_TYPE_LABELS, poisoningDoses, poisoningIdFromSlug, TOOL_SOURCES, VERIFICATION_LABELS,
  type PoisoningDoseLine,
} from '@/clinical';
import { DoseGateNotice, PatientInputs, usePatient } from '@/components/patient';
import { Badge } from '@/components/ui/badge';
import { pathTo } from '@/config/paths';
import { DoseLines } from '../components/dose-lines';
import { typeBadgeClass } from '../lib/colors';

function List({ title, items, tone }: { title: string; items: readonly string[]; tone?: 'danger' }) {
  return (
    <section className={tone === 'danger' ? 'rounded-lg border border-red-400 bg-red-50 p-4 dark:bg-red-950/40' : 'rounded-lg border border-border p-4'}>
      <h2 className="font-semibold">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">{items.map((t) => <li key={t}>{t}</li>)}</ul>
    </section>
  );
}

function doses(id: Parameters<typeof poisoningDoses>[0], weightKg: number, ageYears: number): { lines: PoisoningDoseLine[] } | { error: string } {
  try {
    return { lines: poisoningDoses(id, { weightKg, ageYears }) };
  } catch (e) {
    if (e instanceof ClinicalInputError) return { error: e.message };
    throw e;
  }
}

/** /poisonings/:id — the entry, its antidote lines for the patient entered, and its criteria. */
export function PoisoningPage() {
  const { id = '' } = useParams();
  const pid = poisoningIdFromSlug(id);
  const p = usePatient();
  const back = (
    <Link to={pathTo('/poisonings')} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden /> Intoxicações
    </Link>
  );
  if (!pid) {
    return (
      <section className="mx-auto max-w-3xl space-y-3 px-4 py-6">
        {back}
        <h1 className="text-2xl font-bold">Intoxicação não encontrada</h1>
        <p className="text-muted-foreground">Não há entrada “{id}”. Veja a lista de intoxicações.</p>
      </section>
    );
  }
  const e = POISONING_ENTRIES[pid];
  const result = p.weightKg !== null && p.ageYears !== null ? doses(pid, p.weightKg, p.ageYears) : null;
  const src = TOOL_SOURCES.poisonings;
  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      {back}
      <header>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{e.name}</h1>
          <Badge className={typeBadgeClass(e.type)}>{POISONING_TYPE_LABELS[e.type]}</Badge>
        </div>
        <p className="mt-1 text-lg"><span className="font-semibold">Antídoto:</span> {e.antidote}</p>
        <p className="mt-1 text-sm text-muted-foreground">Exemplos: {e.examples.join(', ')}</p>
      </header>
      <section className="space-y-2 rounded-lg border border-border p-4 text-sm">
        <p><span className="font-semibold">Indicação: </span>{e.usage}</p>
        <p className="text-red-800 dark:text-red-200"><span className="font-semibold">Precauções e contraindicações: </span>{e.precautions}</p>
      </section>
      <section className="space-y-3" aria-labelledby="doses-title">
        <h2 id="doses-title" className="text-xl font-semibold">Doses para o paciente</h2>
        <PatientInputs />
        {!p.gate.show || !result ? (
          <DoseGateNotice gate={p.gate} />
        ) : 'error' in result ? (
          <p role="alert" className="rounded-lg border border-red-400 p-4 text-destructive">{result.error}</p>
        ) : (
          <DoseLines lines={result.lines} weightKg={p.weightKg!} />
        )}
      </section>
      <List title="Manejo" items={e.management} />
      <List title="Sinais de alerta" items={e.redFlags} tone="danger" />
      <div className="grid gap-4 sm:grid-cols-2">
        <List title="Critérios de internação" items={e.admissionCriteria} />
        <List title="Critérios de alta" items={e.dischargeCriteria} />
      </div>
      <aside aria-label="Fonte" className="space-y-2 rounded-lg border border-border bg-muted/40 p-4 text-sm">
        <h2 className="font-semibold">Referências</h2>
        <ul className="list-disc space-y-1 pl-5">{e.reference.map((r) => <li key={r}>{r}</li>)}</ul>
        <p className="text-xs text-muted-foreground">[{src.verification}] {VERIFICATION_LABELS[src.verification]}</p>
        {src.caveat ? <p className="text-amber-800 dark:text-amber-200">{src.caveat}</p> : null}
      </aside>
    </section>
  );
}

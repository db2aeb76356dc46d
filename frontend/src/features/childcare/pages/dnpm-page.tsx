import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DAYS_PER_MONTH } from '@/clinical';
import { parseDecimal } from '@/components/patient';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { milestonesQuery } from '../api/childcare';
import { ChildcarePage, SourceLine, seedVerification } from '../components/childcare-page';
import { RadioGroup, TextField } from '../components/fields';
import { ChildForm } from '../components/child-form';
import { useChildStore } from '../lib/child-store';
import { bandFor, bandLabel, bandsOf, classifyDevelopment, DNPM_LABELS, type Band } from '../lib/dnpm';
import { useChild } from '../lib/use-child';

function BandList({ band, title, present, onToggle, testId }: { band: Band; title: string; present: ReadonlySet<string>; onToggle?: (id: string) => void; testId: string }) {
  return (
    <section aria-label={title} className="rounded-lg border border-border p-3" data-testid={testId}>
      <h2 className="font-semibold">{title}: {bandLabel(band)}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {band.milestones.map((m) => (
          <li key={m.id} className="flex items-start gap-2" data-testid="milestone">
            {onToggle ? <input type="checkbox" className="mt-0.5 h-4 w-4" aria-label={`Presente: ${m.milestone}`} checked={present.has(m.id)} onChange={() => onToggle(m.id)} /> : null}
            <span>{m.milestone} <span className="text-xs text-muted-foreground">({m.domain})</span></span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /dnpm: the Caderneta's milestones by age band; with an age, the band's milestones, the previous
 * band's, and the AIDPI classification from the milestones marked present. Corrected age for
 * preterms. */
export function DnpmPage() {
  const q = useQuery(milestonesQuery());
  const child = useChild();
  const present = new Set(useChildStore((s) => s.present));
  const toggle = useChildStore((s) => s.toggle);
  const [mode, setMode] = useState<'months' | 'birth'>('months');
  const [monthsText, setMonthsText] = useState('');
  const typed = parseDecimal(monthsText);
  let months: number | null = null;
  let monthsError: string | null = null;
  if (mode === 'months' && typed !== null) {
    if (!Number.isFinite(typed) || typed < 0 || typed >= 72) monthsError = 'Idade (meses): informe um valor entre 0 e 71,9 meses (os marcos da Caderneta vão até 6 anos).';
    else months = typed;
  } else if (mode === 'birth' && child.ageDays !== null) {
    const days = child.corrected?.correctedDays ?? child.ageDays;
    months = days < 0 ? null : days / DAYS_PER_MONTH;
    if (days < 0) monthsError = 'Idade corrigida negativa: a criança ainda não atingiu 40 semanas de idade pós-menstrual.';
    else if (months! >= 72) { monthsError = 'Os marcos da Caderneta vão até 6 anos (72 meses).'; months = null; }
  }
  const bands = q.data ? bandsOf(q.data) : [];
  const found = months !== null ? bandFor(bands, months) : null;
  const cls = found ? classifyDevelopment(found.band, found.previous, present) : null;
  const first = q.data?.[0];
  return (
    <ChildcarePage path="/dnpm" sources={first ? (
      <SourceLine source={first.source} verification="S" caveat="Marcos de 0 a 36 meses conferidos em fontes secundárias; faixas semestrais de 36 a 72 meses não reconferidas no PDF da Caderneta." />
    ) : undefined}>
      <section className="space-y-3 rounded-lg border border-border bg-card p-4 print:hidden" aria-label="Idade">
        <RadioGroup legend="Idade por" name="dnpm-mode" value={mode} options={[['months', 'Idade em meses'], ['birth', 'Data de nascimento (com idade corrigida)']] as const} onChange={setMode} />
        {mode === 'months' ? (
          <TextField label="Idade (meses)" inputMode="decimal" unit="meses" value={monthsText} onChange={setMonthsText} error={monthsError} placeholder="ex.: 18" />
        ) : null}
        {mode === 'months' ? <p className="text-xs text-muted-foreground">Para prematuros até 2 anos, use a idade corrigida (ou a data de nascimento com a idade gestacional).</p> : null}
      </section>
      {mode === 'birth' ? <ChildForm child={child} withSex={false} /> : null}
      {mode === 'birth' && monthsError ? <p role="alert" className="text-destructive">{monthsError}</p> : null}
      {q.isPending ? <Spinner label="Carregando os marcos…" /> : q.isError ? (
        <p role="alert" className="text-destructive">Não foi possível carregar os marcos do desenvolvimento. Tente novamente.</p>
      ) : found && cls ? (
        <>
          <BandList band={found.band} title="Marcos esperados para a faixa" present={present} onToggle={(id) => toggle('present', id)} testId="current-band" />
          {found.previous ? <BandList band={found.previous} title="Faixa anterior" present={present} onToggle={(id) => toggle('present', id)} testId="previous-band" /> : null}
          <div role="status" aria-live="polite" data-testid="dnpm-result" className={cn('rounded-lg border-2 p-4', cls === 'adequado' ? 'border-emerald-500' : cls === 'alerta' ? 'border-amber-500' : 'border-red-500')}>
            <p className="text-lg font-semibold">{DNPM_LABELS[cls].title}</p>
            <p className="text-sm">{DNPM_LABELS[cls].action}</p>
            <p className="mt-1 text-xs text-muted-foreground">Marque os marcos observados. Regra da Caderneta (manual AIDPI, OPAS 2005): ausência de marco da faixa anterior = provável atraso; da faixa atual = alerta. Considere também fatores de risco, perímetro cefálico e alterações fenotípicas.</p>
          </div>
        </>
      ) : (
        <section aria-label="Todas as faixas" className="space-y-2">
          <p className="text-muted-foreground">Informe a idade para ver os marcos da faixa. Todas as faixas:</p>
          {bands.map((b) => (
            <details key={b.start} className="rounded-md border border-border p-2">
              <summary className="cursor-pointer font-medium">{bandLabel(b)} ({b.milestones.length} marcos)</summary>
              <ul className="mt-1 list-disc pl-5 text-sm">{b.milestones.map((m) => <li key={m.id}>{m.milestone} <span className="text-xs text-muted-foreground">({m.domain} · {seedVerification(m.verification_status).label})</span></li>)}</ul>
            </details>
          ))}
        </section>
      )}
    </ChildcarePage>
  );
}

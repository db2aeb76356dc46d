import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/cn';
import { vaccinesQuery, type VaccineDose } from '../api/childcare';
import { ChildForm } from '../components/child-form';
import { ChildcarePage, SourceLine, seedVerification } from '../components/childcare-page';
import { useChildStore } from '../lib/child-store';
import { formatDateBr } from '../lib/dates';
import { useChild } from '../lib/use-child';
import { DOSE_STATUS_LABELS, doseTimings, type DoseStatus, type DoseTiming } from '../lib/vaccines';

const STATUS_STYLE: Record<DoseStatus, string> = {
  aplicada: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-50',
  devida: 'bg-amber-100 text-amber-950 dark:bg-amber-900 dark:text-amber-50',
  atrasada: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-50',
  proxima: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-50',
  futura: 'bg-muted text-muted-foreground',
  encerrada: 'bg-muted text-muted-foreground',
  anual: 'bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-50',
  condicional: 'bg-muted text-foreground',
};

function StatusBadge({ t }: { t: DoseTiming | undefined }) {
  if (!t) return null;
  return <span className={cn('inline-block rounded px-1.5 py-0.5 text-xs font-semibold', STATUS_STYLE[t.status])} data-testid="dose-status">{DOSE_STATUS_LABELS[t.status]}</span>;
}

export const STATUS_RULE = 'Devida: da idade recomendada até completar um mês dela (ou até o fim da faixa, nas vacinas com faixa etária); depois, atrasada se não marcada como aplicada. Influenza é anual (uma dose por ano, na campanha, dos 6 meses aos 5 anos na rotina do PNI), nunca atrasada pela data; uma dose que só existe em um dos esquemas (COVID-19, 3ª dose do esquema de 3 doses) aparece como "conforme o esquema". Confira a caderneta e as regras de cada vacina (intervalos mínimos, idades máximas) no calendário oficial.';

function useCalendar() {
  const child = useChild();
  const given = useChildStore((s) => s.given);
  const q = useQuery(vaccinesQuery());
  const timings = q.data && child.birthDate ? doseTimings(q.data, child.birthDate, child.onDate, new Set(given)) : null;
  return { child, q, timings, given };
}

function Summary({ doses, timings }: { doses: VaccineDose[]; timings: Map<string, DoseTiming> }) {
  const by = (s: DoseStatus) => doses.filter((d) => timings.get(d.id)?.status === s);
  const groups: Array<[DoseStatus, string]> = [['atrasada', 'Atrasadas'], ['devida', 'Devidas agora'], ['proxima', 'Próximas']];
  return (
    <section aria-label="Situação vacinal" className="grid gap-3 sm:grid-cols-3">
      {groups.map(([s, title]) => (
        <div key={s} className={cn('rounded-lg p-3', STATUS_STYLE[s])} data-testid={`summary-${s}`}>
          <h2 className="font-semibold">{title} ({by(s).length})</h2>
          <ul className="mt-1 text-sm">
            {by(s).map((d) => <li key={d.id}>{d.vaccine.acronym ?? d.vaccine.name} — {d.dose_label} ({formatDateBr(timings.get(d.id)!.dueDate)})</li>)}
          </ul>
        </div>
      ))}
    </section>
  );
}

const SOURCES = (
  <>
    <SourceLine source="Brasil, Ministério da Saúde. Calendário Nacional de Vacinação da criança (PNI), instrução normativa 2024/2025; fonte de cada dose na tabela." verification="S" caveat="Cada linha traz sua fonte e o estado de conferência; linhas não conferidas na fonte primária estão marcadas." />
    <SourceLine source="Sociedade Brasileira de Pediatria. Calendário de Vacinação da Criança e do Adolescente 2024/2025 (diferenças em relação ao PNI)." verification="S" />
  </>
);

/** /puericultura/calendario-vacinal: the PNI 2025 calendar with each dose's age, source and
 * verification status, the SBP differences, and — with a date of birth — the doses due, overdue and
 * next with their dates. */
export function VaccinesPage() {
  const { child, q, timings, given } = useCalendar();
  const toggle = useChildStore((s) => s.toggle);
  const pni = q.data?.filter((d) => d.calendar === 'PNI') ?? [];
  const sbp = q.data?.filter((d) => d.calendar === 'SBP') ?? [];
  return (
    <ChildcarePage path="/puericultura/calendario-vacinal" sources={SOURCES}>
      <ChildForm child={child} withSex={false} withBirth={false} />
      <p className="text-sm print:hidden">Versão resumida para os pais: <Link className="text-primary underline" to={pathTo('/puericultura/calendario-vacinal-simples')}>calendário simplificado</Link>.</p>
      {q.isPending ? <Spinner label="Carregando o calendário…" /> : q.isError ? (
        <p role="alert" className="text-destructive">Não foi possível carregar o calendário vacinal. Tente novamente.</p>
      ) : (
        <>
          {timings ? <Summary doses={pni} timings={timings} /> : <p role="status" className="text-muted-foreground">Informe a data de nascimento para ver as doses devidas, atrasadas e as próximas, com datas.</p>}
          {timings ? (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-xs text-muted-foreground">{STATUS_RULE}</p>
              <Button variant="outline" size="sm" className="print:hidden" onClick={() => useChildStore.getState().set({ given: [...new Set([...given, ...pni.filter((d) => timings.get(d.id)?.status === 'atrasada').map((d) => d.id)])] })}>
                Marcar as atrasadas como aplicadas (caderneta em dia)
              </Button>
            </div>
          ) : null}
          <section aria-label="Calendário PNI" className="overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="pni-table">
              <caption className="mb-1 text-left font-semibold">Calendário Nacional de Vacinação (PNI 2025) — criança</caption>
              <thead>
                <tr className="border-b border-border">
                  <th className="px-2 py-1">Idade</th><th className="px-2 py-1">Vacina</th><th className="px-2 py-1">Dose</th><th className="px-2 py-1">Via</th>
                  {timings ? <><th className="px-2 py-1">Data</th><th className="px-2 py-1">Situação</th><th className="px-2 py-1">Aplicada</th></> : null}
                  <th className="px-2 py-1">Fonte</th>
                </tr>
              </thead>
              <tbody>
                {pni.map((d) => {
                  const t = timings?.get(d.id);
                  const v = seedVerification(d.verification_status);
                  return (
                    <tr key={d.id} className="border-b border-border align-top" data-testid="dose-row" data-status={t?.status}>
                      <td className="px-2 py-1">{d.age_recommendation}</td>
                      <td className="px-2 py-1">{d.vaccine.name}{d.notes ? <span className="block text-xs text-muted-foreground">{d.notes}</span> : null}</td>
                      <td className="px-2 py-1">{d.dose_label}</td>
                      <td className="px-2 py-1">{d.route ?? '—'}</td>
                      {timings ? (
                        <>
                          <td className="px-2 py-1">{t ? formatDateBr(t.dueDate) : '—'}</td>
                          <td className="px-2 py-1"><StatusBadge t={t} /></td>
                          <td className="px-2 py-1"><input type="checkbox" className="h-4 w-4" aria-label={`${d.vaccine.name} ${d.dose_label} aplicada`} checked={given.includes(d.id)} onChange={() => toggle('given', d.id)} /></td>
                        </>
                      ) : null}
                      <td className="px-2 py-1 text-xs">{d.source}{d.corroborated_by ? `; ${d.corroborated_by}` : ''}
                        <span className={cn('block', v.verified ? 'text-muted-foreground' : 'text-amber-800 dark:text-amber-200')}>{v.label}</span></td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <section aria-label="Diferenças SBP" className="space-y-2">
            <h2 className="font-semibold">Diferenças do calendário da SBP 2024/2025 (não são o calendário do PNI)</h2>
            <ul className="space-y-2">
              {sbp.map((d) => {
                const v = seedVerification(d.verification_status);
                return (
                  <li key={d.id} className="rounded-md border border-dashed border-border p-3 text-sm" data-testid="sbp-row">
                    <p><span className="mr-1 rounded bg-violet-100 px-1.5 py-0.5 text-xs font-semibold text-violet-900">SBP</span><strong>{d.vaccine.name}</strong> — {d.age_recommendation}</p>
                    <p>{d.dose_label}</p>
                    {d.difference_vs_pni ? <p className="text-muted-foreground">Diferença: {d.difference_vs_pni}</p> : null}
                    <p className="text-xs">{d.source} · <span className={v.verified ? '' : 'text-amber-800 dark:text-amber-200'}>{v.label}</span></p>
                  </li>
                );
              })}
            </ul>
          </section>
        </>
      )}
    </ChildcarePage>
  );
}

/** /puericultura/calendario-vacinal-simples: one-screen checklist by age a parent can follow. */
export function SimpleVaccinesPage() {
  const { child, q, timings, given } = useCalendar();
  const toggle = useChildStore((s) => s.toggle);
  const pni = q.data?.filter((d) => d.calendar === 'PNI') ?? [];
  const ages = [...new Map(pni.map((d) => [d.age_recommendation, d.age_months ?? 0])).entries()];
  return (
    <ChildcarePage path="/puericultura/calendario-vacinal-simples" sources={SOURCES}>
      <ChildForm child={child} withSex={false} withBirth={false} />
      {q.isPending ? <Spinner label="Carregando o calendário…" /> : q.isError ? (
        <p role="alert" className="text-destructive">Não foi possível carregar o calendário vacinal. Tente novamente.</p>
      ) : (
        <>
          <div className="flex justify-end print:hidden"><Button variant="outline" size="sm" onClick={() => window.print()}><Printer className="h-4 w-4" aria-hidden /> Imprimir</Button></div>
          <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {ages.map(([label]) => (
              <li key={label} className="rounded-lg border border-border p-3 print:break-inside-avoid">
                <h2 className="font-semibold">{label}</h2>
                <ul className="mt-1 space-y-1 text-sm">
                  {pni.filter((d) => d.age_recommendation === label).map((d) => (
                    <li key={d.id} className="flex items-start gap-2" data-testid="simple-dose" data-status={timings?.get(d.id)?.status}>
                      <input type="checkbox" className="mt-0.5 h-4 w-4" aria-label={`${d.vaccine.name} ${d.dose_label} aplicada`} checked={given.includes(d.id)} onChange={() => toggle('given', d.id)} />
                      <span>{d.vaccine.acronym ?? d.vaccine.name} — {d.dose_label} <StatusBadge t={timings?.get(d.id)} />
                        {timings?.get(d.id) ? <span className="block text-xs text-muted-foreground">a partir de {formatDateBr(timings.get(d.id)!.dueDate)}</span> : null}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {timings ? <p className="text-xs text-muted-foreground">{STATUS_RULE}</p> : null}
        </>
      )}
    </ChildcarePage>
  );
}

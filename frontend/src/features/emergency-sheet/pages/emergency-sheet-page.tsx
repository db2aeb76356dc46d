/** /emergencia: the emergency sheet (issue #35). Every number comes from the clinical core's
 * `emergencySheet`; the page only chooses the patient (measured weight, weight estimated from the age,
 * or a neonate), applies the one plausibility gate (lib/sheet-gate.ts) and lays the sheet out on screen,
 * on one printed A4 page, and beside the code timer. Works offline (no request of its own). */
import { AlertTriangle, ArrowLeft, Printer } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ClinicalInputError, emergencySheet, GESTATIONAL_WEEKS, type EmergencySheet, type SheetMode } from '@/clinical';
import { parseDecimal, PatientInputs, usePatient } from '@/components/patient';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { describePath } from '@/config/path-descriptions';
import { pathTo, routeEntry } from '@/config/paths';
import { cn } from '@/lib/cn';
import { usePreferencesStore } from '@/stores/preferences-store';
import { CodeTimerPanel } from '../components/code-timer-panel';
import { PrintSheet } from '../components/print-sheet';
import { DoseList, ElectricalSection, EquipmentSection, FluidsSection, Section, VitalsSection } from '../components/sheet-sections';
import { weightText } from '../lib/display';
import { sheetGate } from '../lib/sheet-gate';

const MODES: Array<[SheetMode, string, string]> = [
  ['weight', 'peso', 'Peso medido'],
  ['age', 'idade', 'Peso estimado pela idade'],
  ['neonate', 'rn', 'Recém-nascido'],
];
const modeOf = (param: string | null): SheetMode => MODES.find(([, p]) => p === param)?.[0] ?? 'weight';

function compute(fn: () => EmergencySheet): { sheet: EmergencySheet; error: null } | { sheet: null; error: string } {
  try {
    return { sheet: fn(), error: null };
  } catch (e) {
    if (e instanceof ClinicalInputError) return { sheet: null, error: e.message };
    throw e;
  }
}

function todayText(): string {
  return new Date().toLocaleDateString('pt-BR');
}

export function EmergencySheetPage() {
  const uid = useId();
  const entry = routeEntry('/emergencia');
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params.get('modo'));
  const gaText = params.get('ig') ?? '';
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  const guard = usePatient();
  const gate = sheetGate(mode, guard);
  const ga = parseDecimal(gaText);

  const result = useMemo(() => {
    if (mode === 'neonate' && guard.weightKg === null) return null;
    if (mode === 'weight' && (guard.weightKg === null || guard.ageMonths === null)) return null;
    if (mode === 'age' && guard.ageMonths === null) return null;
    return compute(() => emergencySheet({ mode, weightKg: guard.weightKg, ageMonths: guard.ageMonths, gestationalWeeks: ga }));
  }, [mode, guard.weightKg, guard.ageMonths, ga]);

  const setParam = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setParams(next, { replace: true });
  };

  const sheet = result?.sheet ?? null;
  const shown = sheet !== null && gate.show;
  const wt = sheet ? weightText(sheet.patient) : null;
  const energyFor = (n: number): number | null => {
    if (!shown) return null;
    const e = sheet.electrical[Math.min(n, 2)]!;
    return e.joules.min;
  };

  return (
    <section className="mx-auto max-w-5xl space-y-5 px-4 py-6 print:max-w-none print:p-0">
      <Link to={pathTo('/')} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Início
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{entry.title}</h1>
          <p className="mt-1 text-muted-foreground">{describePath(entry.path)}</p>
        </div>
        {shown ? <Button variant="outline" onClick={() => window.print()}><Printer className="h-4 w-4" aria-hidden /> Imprimir (A4)</Button> : null}
      </header>

      <div className="space-y-3 rounded-lg border border-border bg-card p-4">
        <div role="radiogroup" aria-label="Como informar o paciente" className="flex flex-wrap gap-2">
          {MODES.map(([m, p, label]) => (
            <button key={m} type="button" role="radio" aria-checked={mode === m} onClick={() => setParam({ modo: p === 'peso' ? null : p })}
              className={cn('rounded-full border px-3 py-1 text-sm', mode === m ? 'border-primary bg-primary text-primary-foreground' : 'border-border')}>
              {label}
            </button>
          ))}
        </div>
        <PatientInputs withWeight={mode !== 'age'} withAge={mode !== 'neonate'} className="border-0 p-0" />
        {mode === 'neonate' ? (
          <div className="space-y-1.5 sm:w-1/2">
            <label htmlFor={`${uid}-ga`} className="text-sm font-medium">Idade gestacional (semanas, opcional)</label>
            <Input id={`${uid}-ga`} inputMode="numeric" autoComplete="off" placeholder={`${GESTATIONAL_WEEKS.min}–${GESTATIONAL_WEEKS.max}`} value={gaText} onChange={(e) => setParam({ ig: e.target.value })} className="text-base" />
            <p className="text-xs text-muted-foreground">Usada na profundidade da cânula, na lâmina e na máscara laríngea; as doses e a cânula são pelo peso.</p>
          </div>
        ) : null}
        {sheet?.patient.estimate ? (
          <p role="status" className="flex items-center gap-1.5 rounded-md border border-amber-500 bg-amber-50 p-2 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="estimated-weight">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden /> Peso estimado: {sheet.patient.estimate.formula} (APLS). Pese a criança assim que possível.
          </p>
        ) : null}
      </div>

      {result === null ? (
        <p role="status" className="rounded-lg border-2 border-dashed border-border p-4 text-muted-foreground" data-testid="sheet-pending">
          {mode === 'age' ? 'Informe a idade para estimar o peso.' : mode === 'neonate' ? 'Informe o peso do recém-nascido.' : 'Informe peso e idade para montar a ficha.'}
        </p>
      ) : result.error !== null ? (
        <p role="alert" className="rounded-lg border border-destructive p-4 text-destructive">{result.error}</p>
      ) : !gate.show ? (
        <p role="alert" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50" data-testid="sheet-gated">{gate.reason}</p>
      ) : null}

      <CodeTimerPanel suggestedJoules={energyFor} weightText={shown ? wt : null} />

      {shown ? (
        <div className="space-y-6" data-testid="sheet">
          {clinicalMode ? (
            <p role="status" className="rounded-lg border border-border bg-muted p-4">
              As doses ficam ocultas no modo Clinical. Desative-o em <Link to={pathTo('/settings')} className="text-primary underline">Configurações</Link> para vê-las.
            </p>
          ) : (
            <>
              <Section id="drogas" title={sheet.patient.neonate ? 'Reanimação neonatal' : 'Drogas da reanimação'} weight={wt!}>
                <DoseList label="Drogas da reanimação" lines={sheet.resuscitation} />
              </Section>
              <ElectricalSection sheet={sheet} />
              <Section id="sri" title="SRI — indução, sedação e analgesia" weight={wt!}>
                <DoseList label="Sequência rápida de intubação" lines={sheet.rsi} />
              </Section>
              <Section id="anticonvulsivantes" title="Anticonvulsivantes — 1ª linha" weight={wt!}>
                {sheet.anticonvulsantsNotIndicated ? <p className="text-amber-800 dark:text-amber-200" data-testid="anticonvulsants-note">{sheet.anticonvulsantsNotIndicated}</p> : null}
                <DoseList label="Anticonvulsivantes" lines={sheet.anticonvulsants} />
              </Section>
              <FluidsSection sheet={sheet} />
            </>
          )}
          <EquipmentSection sheet={sheet} />
          <VitalsSection sheet={sheet} />
          <aside aria-label="Fontes" className="space-y-1 rounded-lg border border-border bg-muted/40 p-4 text-xs">
            <h2 className="text-sm font-semibold">Fontes</h2>
            <ol className="list-decimal space-y-0.5 pl-4">{sheet.sources.map((s) => <li key={s}>{s}</li>)}</ol>
            <p className="text-amber-800 dark:text-amber-200">Conferência documental, não revisão clínica: [S] fontes secundárias, [K] literatura consagrada não reconferida, [U] incerto. Confira com o protocolo local.</p>
          </aside>
        </div>
      ) : null}
      {shown && !clinicalMode ? <PrintSheet sheet={sheet} date={todayText()} /> : null}
    </section>
  );
}

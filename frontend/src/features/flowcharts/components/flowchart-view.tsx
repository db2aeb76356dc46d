import { ArrowLeft, Pencil, RotateCcw, Undo2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ClinicalInputError, doseGate, VERIFICATION_LABELS } from '@/clinical';
import { FLOWCHARTS, walkFlowchart, type ChoiceNode, type FlowchartId, type FlowStep, type FlowTone, type FlowWalk } from '@/clinical/flowcharts';
import { DoseGateContext, DoseGateNotice, PatientInputs, usePatient } from '@/components/patient';
import { Button } from '@/components/ui/button';
import { describePath } from '@/config/path-descriptions';
import { cn } from '@/lib/cn';
import { back, canGoBack, choose, type Answers } from '../lib/answers';
import { protocolTool } from '../lib/protocol-tool';
import { DoseCard } from './dose-card';
import { FlowTimer } from './flow-timer';

const TONE: Record<FlowTone, string> = {
  urgent: 'border-red-500 bg-red-50 dark:bg-red-950/40',
  warning: 'border-amber-500 bg-amber-50 dark:bg-amber-950/40',
  ok: 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40',
  info: 'border-border bg-card',
};

function Options({ node, selected, onChoose }: { node: ChoiceNode; selected?: string; onChoose: (id: string) => void }) {
  return (
    <div role="group" aria-label={node.title} className="grid gap-2 sm:grid-cols-2">
      {node.options.map((o) => (
        <Button key={o.id} size="lg" variant={o.id === selected ? 'default' : 'outline'} aria-pressed={o.id === selected}
          className="h-auto min-h-12 justify-start whitespace-normal py-3 text-left text-base" onClick={() => onChoose(o.id)}>
          {o.label}
        </Button>
      ))}
    </div>
  );
}

function StepBody({ step }: { step: FlowStep }) {
  const n = step.node;
  return (
    <>
      {n.text?.map((t) => <p key={t}>{t}</p>)}
      {n.items?.length ? <ul className="list-disc space-y-1 pl-5">{n.items.map((t) => <li key={t}>{t}</li>)}</ul> : null}
      {step.doses.length ? (
        <ul className="grid gap-2" aria-label={`Doses — ${n.title}`}>{step.doses.map((d, i) => <DoseCard key={`${d.id}-${i}`} line={d} />)}</ul>
      ) : null}
      {n.source.verification === 'U' || n.source.note ? (
        <p className="rounded border border-amber-500 bg-amber-50 px-2 py-1 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="local-check">
          Conferir protocolo local{n.source.note ? `: ${n.source.note}` : '.'}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">reference.md {n.source.section} · [{n.source.verification}] {VERIFICATION_LABELS[n.source.verification]}</p>
    </>
  );
}

/** The answered path: each step with its answer, tap "Alterar" to change it (the rest recomputes). */
function PathList({ walk, answers, editing, setEditing, onChoose }: {
  walk: FlowWalk; answers: Answers; editing: string | null; setEditing: (id: string | null) => void; onChoose: (node: string, option: string) => void;
}) {
  const done = walk.steps.slice(0, -1);
  if (done.length === 0) return null;
  return (
    <ol aria-label="Caminho percorrido" className="space-y-2">
      {done.map((s) => (
        <li key={s.node.id} className="rounded-lg border border-border bg-muted/40 p-3" data-step={s.node.id}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm">
              <span className="font-medium">{s.node.title}</span>
              {' → '}
              <strong data-testid="path-answer">{s.answer?.label ?? `${s.auto} (pela idade informada)`}</strong>
            </p>
            {s.node.kind === 'question' || s.node.kind === 'action' ? (
              <Button size="sm" variant="ghost" aria-label={`Alterar: ${s.node.title}`} aria-expanded={editing === s.node.id}
                onClick={() => setEditing(editing === s.node.id ? null : s.node.id)}>
                <Pencil className="h-4 w-4" aria-hidden /> Alterar
              </Button>
            ) : null}
          </div>
          {s.doses.length ? (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer text-primary">Doses desta etapa</summary>
              <ul className="mt-2 grid gap-2">{s.doses.map((d, i) => <DoseCard key={`${d.id}-${i}`} line={d} />)}</ul>
            </details>
          ) : null}
          {editing === s.node.id && (s.node.kind === 'question' || s.node.kind === 'action') ? (
            <div className="mt-2">
              <Options node={s.node} selected={answers[s.node.id]} onChoose={(o) => onChoose(s.node.id, o)} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function walkOrError(id: FlowchartId, answers: Answers, weightKg: number | null, ageMonths: number | null): { walk: FlowWalk } | { error: string } {
  try {
    return { walk: walkFlowchart(FLOWCHARTS[id], answers, { weightKg, ageMonths }) };
  } catch (e) {
    if (e instanceof ClinicalInputError) return { error: e.message };
    throw e;
  }
}

/** A flowchart page: patient inputs, the protocol's clock, the answered path, the current step (large,
 * with its doses for this patient), back/restart and the guideline cited at the end. */
export function FlowchartView({ id }: { id: FlowchartId }) {
  const f = FLOWCHARTS[id];
  const { path, title, backTo } = protocolTool(id);
  const p = usePatient();
  const [answers, setAnswers] = useState<Answers>({});
  const [editing, setEditing] = useState<string | null>(null);
  const result = useMemo(() => walkOrError(id, answers, p.weightKg, p.ageMonths), [id, answers, p.weightKg, p.ageMonths]);
  const onChoose = (node: string, option: string) => {
    setAnswers((a) => choose(a, node, option));
    setEditing(null);
  };
  const needsPatient = f.requires.weight || f.requires.age;
  // the clinical core's dose gate, for what this protocol's doses depend on (a weight-based dose needs the age too)
  const gate = doseGate({ weightKg: p.weightKg, ageMonths: p.ageMonths, plausibility: p.plausibility, confirmed: p.confirmed, needs: f.requires });
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <Link to={backTo.path} className="inline-flex items-center gap-1 text-sm text-primary hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> {backTo.label}
      </Link>
      <header>
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-muted-foreground">{describePath(path)}</p>
      </header>
      {needsPatient ? <PatientInputs withWeight={f.requires.weight} withAge={f.requires.age || f.requires.weight} /> : null}
      {f.timer ? <FlowTimer spec={f.timer} /> : null}
      {'error' in result ? (
        <p role="alert" className="rounded-lg border-2 border-dashed border-border p-4 text-lg" data-testid="flow-needs-patient">{result.error}</p>
      ) : (
        <DoseGateContext.Provider value={gate}>
          <DoseGateNotice gate={gate} />
          <PathList walk={result.walk} answers={answers} editing={editing} setEditing={setEditing} onChoose={onChoose} />
          <article aria-label="Etapa atual" data-node={result.walk.current.node.id} data-finished={result.walk.finished || undefined}
            className={cn('space-y-3 rounded-lg border-2 p-4 text-base', TONE[result.walk.current.node.tone ?? 'info'])}>
            <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{result.walk.finished ? 'Conduta final' : 'Etapa atual'}</p>
            <h2 className="text-2xl font-bold" data-testid="flow-current-title">{result.walk.current.node.title}</h2>
            <StepBody step={result.walk.current} />
            {!result.walk.finished && (result.walk.current.node.kind === 'question' || result.walk.current.node.kind === 'action') ? (
              <Options node={result.walk.current.node} onChoose={(o) => onChoose(result.walk.current.node.id, o)} />
            ) : null}
          </article>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" disabled={!canGoBack(result.walk)} onClick={() => { setAnswers((a) => back(a, result.walk)); setEditing(null); }}>
              <Undo2 className="h-4 w-4" aria-hidden /> Voltar
            </Button>
            <Button variant="outline" disabled={Object.keys(answers).length === 0} onClick={() => { setAnswers({}); setEditing(null); }}>
              <RotateCcw className="h-4 w-4" aria-hidden /> Reiniciar
            </Button>
          </div>
        </DoseGateContext.Provider>
      )}
      <aside aria-label="Fonte" className="space-y-1 rounded-lg border border-border bg-muted/40 p-4 text-sm">
        <h2 className="font-semibold">Diretriz</h2>
        <p data-testid="flow-guideline">{f.guideline}</p>
        <p className="text-xs text-muted-foreground">[{f.verification}] {VERIFICATION_LABELS[f.verification]}. Referência de apoio à decisão: confira com o protocolo da sua instituição.</p>
      </aside>
    </section>
  );
}

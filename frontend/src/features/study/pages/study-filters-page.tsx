import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { pathTo } from '@/config/paths';
import { useAuthStore } from '@/stores/auth-store';
import { createSession, loadBank, loadQuestions, studyKeys } from '../api/study-api';
import { putNewSession } from '../lib/study-cache';
import { DIFFICULTY_LABEL, drawQuestions, filterOptions, filterQuestions, MAX_SESSION_QUESTIONS, NO_FILTERS, planProblem, type Difficulty, type StudyFilters } from '../lib/study-logic';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

function toggle<T>(list: T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function CheckGroup<T extends string | number>({ legend, options, chosen, label, onToggle }: { legend: string; options: T[]; chosen: T[]; label: (v: T) => string; onToggle: (v: T) => void }) {
  return (
    <fieldset className="rounded-lg border border-border p-4">
      <legend className="px-1 font-semibold">{legend}</legend>
      <p className="mb-2 text-xs text-muted-foreground">Nenhum marcado: todos.</p>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map((o) => (
          <label key={String(o)} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={chosen.includes(o)} onChange={() => onToggle(o)} />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** /estudos/filtros (login): the question bank's filters (theme, year, source, difficulty) with
 * the number of matching questions, the session's size, an optional time limit and title. The
 * session is drawn at random from the matching questions and opened at /questions/{id}. */
export function StudyFiltersPage() {
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const exam = params.get('modo') === 'simulado';
  const bank = useQuery({ queryKey: studyKeys.bank(), queryFn: loadBank });
  const [filters, setFilters] = useState<StudyFilters>(NO_FILTERS);
  const [count, setCount] = useState(exam ? '30' : '10');
  const [timed, setTimed] = useState(exam);
  const [minutes, setMinutes] = useState(exam ? '60' : '20');
  const [title, setTitle] = useState(exam ? 'Simulado Residência' : '');
  const [problem, setProblem] = useState<string | null>(null);

  const options = useMemo(() => filterOptions(bank.data ?? []), [bank.data]);
  const matching = useMemo(() => filterQuestions(bank.data ?? [], filters), [bank.data, filters]);

  const start = useMutation({
    mutationFn: async () => {
      const plan = { filters, count: Number(count), minutes: timed ? Number(minutes) : null, title };
      const why = planProblem(plan, matching.length);
      if (why) throw new Error(why);
      const created = await createSession(userId, plan, drawQuestions(matching.map((q) => q.id), plan.count));
      // The session's page opens from the row the insert returned (lib/write-through).
      await putNewSession(queryClient, userId, created, await loadQuestions(created.question_ids));
      return created;
    },
    onSuccess: (s) => {
      void navigate(pathTo('/questions/:sessionId', { sessionId: s.id }));
    },
    onError: (e) => setProblem(errorText(e)),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    start.mutate();
  };

  if (bank.isPending) return <p className="px-4 py-8 text-sm text-muted-foreground">Carregando o banco de questões…</p>;
  if (bank.isError) {
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-8 text-sm text-destructive">
        {errorText(bank.error)} <button type="button" className="underline" onClick={() => void bank.refetch()}>Tentar novamente</button>
      </div>
    );
  }

  const max = Math.min(matching.length, MAX_SESSION_QUESTIONS);
  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">{exam ? 'Simulado Residência (beta)' : 'Filtros de Estudo'}</h1>
      <p className="mb-6 text-muted-foreground">Escolha os filtros; as questões da sessão são sorteadas entre as que correspondem a eles.</p>
      <form aria-label="Montar sessão" onSubmit={submit} className="space-y-4" noValidate>
        <CheckGroup legend="Tema" options={options.themes} chosen={filters.themes} label={(v) => v} onToggle={(v) => setFilters((f) => ({ ...f, themes: toggle(f.themes, v) }))} />
        <CheckGroup legend="Ano da referência" options={options.years} chosen={filters.years} label={String} onToggle={(v) => setFilters((f) => ({ ...f, years: toggle(f.years, v) }))} />
        <CheckGroup legend="Fonte" options={options.sources} chosen={filters.sources} label={(v) => v} onToggle={(v) => setFilters((f) => ({ ...f, sources: toggle(f.sources, v) }))} />
        <CheckGroup<Difficulty> legend="Dificuldade" options={options.difficulties} chosen={filters.difficulties} label={(v) => DIFFICULTY_LABEL[v]} onToggle={(v) => setFilters((f) => ({ ...f, difficulties: toggle(f.difficulties, v) }))} />
        <p aria-live="polite" className="font-medium" data-testid="matching-count">
          {matching.length === 1 ? '1 questão disponível' : `${matching.length} questões disponíveis`}
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="space-y-1 text-sm">
            <span className="font-medium">Número de questões (máx. {max})</span>
            <Input type="number" inputMode="numeric" min={1} max={max} value={count} onChange={(e) => setCount(e.target.value)} />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">Título (opcional)</span>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} placeholder="Ex.: Revisão de neonatologia" />
          </label>
        </div>
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={timed} onChange={(e) => setTimed(e.target.checked)} />
            Sessão com tempo
          </label>
          {timed ? (
            <label className="space-y-1 text-sm">
              <span className="font-medium">Tempo total (minutos)</span>
              <Input type="number" inputMode="numeric" min={1} max={600} value={minutes} onChange={(e) => setMinutes(e.target.value)} className="w-32" />
            </label>
          ) : null}
        </div>
        {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
        <Button type="submit" disabled={start.isPending}>{start.isPending ? 'Criando sessão…' : 'Começar sessão'}</Button>
      </form>
    </section>
  );
}

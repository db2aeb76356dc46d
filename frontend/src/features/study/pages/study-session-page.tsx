import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { finishSession, loadSession, saveAnswer, savePosition, studyKeys, type SessionBundle } from '../api/study-api';
import { putSession } from '../lib/study-cache';
import { Alternatives, Explanation, QuestionMetaLine } from '../components/question-view';
import { errorText, SessionGate } from '../components/session-gate';
import { formatClock, resumeIndex, secondsLeft } from '../lib/study-logic';


/** /questions/{sessionId} (login): one question at a time. Each answer is saved the moment it
 * is given (PostgreSQL scores it) and shown with its explanation; the position is saved too, so
 * a reload — or another device — resumes where the user stopped. A timed session shows the time
 * left and ends itself when it runs out. */
export function StudySessionPage() {
  const { sessionId = '' } = useParams();
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const session = useQuery({ queryKey: studyKeys.session(userId, sessionId), queryFn: () => loadSession(sessionId), enabled: !!userId });

  return (
    <SessionGate query={session} loading="Carregando sessão…">
      {(bundle) => (bundle.session.status !== 'in_progress' ? <Navigate to={pathTo('/results/:sessionId', { sessionId })} replace /> : <SessionPlayer key={sessionId} bundle={bundle} userId={userId} />)}
    </SessionGate>
  );
}

function SessionPlayer({ bundle, userId }: { bundle: SessionBundle; userId: string }) {
  const { session, questions } = bundle;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const key = studyKeys.session(userId, session.id);
  const answers = useMemo(() => new Map(bundle.answers.map((a) => [a.question_id, a])), [bundle.answers]);
  const ids = useMemo(() => questions.map((q) => q.id), [questions]);
  const [index, setIndex] = useState(() => resumeIndex(ids, new Set(answers.keys()), session.current_question_index));
  const [choice, setChoice] = useState<Record<string, number>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const shownAt = useRef(Date.now());
  const q = questions[index];
  const given = q ? answers.get(q.id) : undefined;
  const left = secondsLeft(session.started_at, session.time_limit_seconds, now);
  const allAnswered = questions.every((x) => answers.has(x.id));

  useEffect(() => {
    shownAt.current = Date.now();
  }, [index]);

  useEffect(() => {
    if (session.time_limit_seconds === null) return;
    const t = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(t);
  }, [session.time_limit_seconds]);

  const finish = useMutation({
    mutationFn: () => finishSession(session.id),
    onSuccess: async (done) => {
      await putSession(queryClient, userId, done);
      void navigate(pathTo('/results/:sessionId', { sessionId: session.id }), { replace: true });
    },
    onError: (e) => setProblem(errorText(e)),
  });
  const finishing = finish.isPending;
  const finishNow = finish.mutate;

  // the time is up: the session ends by itself (the database already refuses later answers)
  const timeUp = left === 0;
  useEffect(() => {
    if (timeUp && !finishing) finishNow();
  }, [timeUp, finishing, finishNow]);

  const answer = useMutation({
    mutationFn: (v: { questionId: string; selected: number }) => saveAnswer(userId, session.id, v.questionId, v.selected, (Date.now() - shownAt.current) / 1000),
    onSuccess: async (saved) => {
      setProblem(null);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<SessionBundle | null>(key, (old) => (old ? { ...old, answers: [...old.answers.filter((a) => a.question_id !== saved.question_id), saved] } : old));
    },
    onError: (e) => setProblem(errorText(e)),
  });

  const goTo = (i: number) => {
    setProblem(null);
    setIndex(i);
    savePosition(session.id, i).then((s) => putSession(queryClient, userId, s)).catch((e: unknown) => toast.error('Não foi possível salvar a posição na sessão', { description: errorText(e) }));
  };
  const next = () => {
    const answered = new Set(answers.keys());
    const after = resumeIndex(ids, answered, index + 1 < ids.length ? index + 1 : 0);
    goTo(after);
  };

  if (!q) {
    return (
      <section className="mx-auto max-w-2xl space-y-4 px-4 py-8">
        <h1 className="text-xl font-bold">Sessão sem questões disponíveis</h1>
        <p className="text-sm text-muted-foreground">As questões desta sessão foram retiradas do banco.</p>
        <Button onClick={() => finishNow()}>Encerrar sessão</Button>
      </section>
    );
  }

  const selected = given ? given.selected_answer : (choice[q.id] ?? null);
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">{session.title ?? 'Sessão de questões'}</h1>
          <p className="text-sm text-muted-foreground" data-testid="session-progress">
            Questão {index + 1} de {questions.length} · {answers.size} respondida{answers.size === 1 ? '' : 's'}
          </p>
        </div>
        {left !== null ? (
          <p role="timer" aria-label="Tempo restante" className={cn('rounded-md border border-border px-3 py-1 font-mono text-lg', left <= 60 && 'border-destructive text-destructive')}>
            {formatClock(left)}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">Sem tempo</p>
        )}
      </header>

      <nav aria-label="Questões da sessão" className="flex flex-wrap gap-1">
        {questions.map((x, i) => {
          const a = answers.get(x.id);
          return (
            <button
              key={x.id}
              type="button"
              onClick={() => goTo(i)}
              aria-current={i === index ? 'step' : undefined}
              aria-label={`Questão ${i + 1}${a ? (a.is_correct ? ', acertada' : ', errada') : ', não respondida'}`}
              className={cn(
                'h-8 w-8 rounded border border-border text-xs',
                i === index && 'ring-2 ring-primary',
                a && (a.is_correct ? 'bg-green-100 dark:bg-green-900' : 'bg-red-100 dark:bg-red-900'),
              )}
            >
              {i + 1}
            </button>
          );
        })}
      </nav>

      <article aria-label={`Questão ${index + 1}`} className="space-y-4 rounded-lg border border-border p-4">
        <QuestionMetaLine q={q} />
        <p className="whitespace-pre-line font-medium">{q.statement}</p>
        <Alternatives
          q={q}
          name={`q-${q.id}`}
          selected={selected}
          onSelect={(i) => setChoice((c) => ({ ...c, [q.id]: i }))}
          revealed={!!given}
          disabled={answer.isPending || timeUp}
        />
        {given ? <Explanation q={q} correct={given.is_correct} /> : null}
        {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
        <div className="flex flex-wrap gap-2">
          {given ? null : (
            <Button disabled={selected === null || answer.isPending || timeUp} onClick={() => selected !== null && answer.mutate({ questionId: q.id, selected })}>
              {answer.isPending ? 'Salvando…' : 'Responder'}
            </Button>
          )}
          {given && !allAnswered ? <Button onClick={next}>Próxima questão</Button> : null}
          {allAnswered ? <Button onClick={() => finishNow()} disabled={finishing}>Ver resultado</Button> : null}
        </div>
      </article>

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={index === 0} onClick={() => goTo(index - 1)}>Anterior</Button>
          <Button variant="outline" size="sm" disabled={index === questions.length - 1} onClick={() => goTo(index + 1)}>Seguinte</Button>
        </div>
        {allAnswered ? null : confirmEnd ? (
          <span className="flex items-center gap-2">
            <span>Encerrar agora? As {questions.length - answers.size} questões sem resposta contam como erradas.</span>
            <Button variant="destructive" size="sm" disabled={finishing} onClick={() => finishNow()}>Encerrar</Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirmEnd(false)}>Continuar</Button>
          </span>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setConfirmEnd(true)}>Encerrar sessão</Button>
        )}
      </div>
      <p className="text-xs text-muted-foreground">Suas respostas são salvas assim que você responde: pode fechar a página e voltar depois pela lista <Link to={pathTo('/questions')} className="underline">Minhas sessões</Link>.</p>
    </section>
  );
}

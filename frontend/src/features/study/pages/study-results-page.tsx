import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { pathTo } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/stores/auth-store';
import { deleteSession, listSessions, loadSession, studyKeys, type SessionBundle, type StudySession } from '../api/study-api';
import { dropSession } from '../lib/study-cache';
import { Alternatives, Explanation, QuestionMetaLine } from '../components/question-view';
import { errorText, SessionGate } from '../components/session-gate';
import { scoreSession } from '../lib/study-logic';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

/** /results/{sessionId} (login): the score — over every question of the session, unanswered
 * ones counting as not correct — by theme, then each question with the answer given, the right
 * one, its explanation and reference. */
export function StudyResultsPage() {
  const { sessionId = '' } = useParams();
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const res = useQuery({ queryKey: studyKeys.session(userId, sessionId), queryFn: () => loadSession(sessionId), enabled: !!userId });

  return (
    <SessionGate query={res} loading="Carregando resultado…">
      {(bundle) => <SessionResults bundle={bundle} />}
    </SessionGate>
  );
}

function SessionResults({ bundle }: { bundle: SessionBundle }) {
  const { session, questions, answers } = bundle;
  const byQuestion = new Map(answers.map((a) => [a.question_id, a]));
  const score = scoreSession(questions, answers);
  const inProgress = session.status === 'in_progress';

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">Resultado da Sessão</h1>
        <p className="text-sm text-muted-foreground">{session.title ?? 'Sessão de questões'} · iniciada em {dateFmt.format(new Date(session.started_at))}</p>
      </header>
      {inProgress ? (
        <p className="rounded-lg border border-border p-3 text-sm">
          Esta sessão ainda está em andamento: o placar abaixo é parcial.{' '}
          <Link to={pathTo('/questions/:sessionId', { sessionId: session.id })} className="underline">Continuar a sessão</Link>
        </p>
      ) : null}
      <div role="region" aria-label="Placar" className="rounded-lg border border-border p-4">
        <p className="text-3xl font-bold" data-testid="score">
          {score.correct} de {score.total} ({score.percent}%)
        </p>
        <p className="text-sm text-muted-foreground">
          {score.answered} respondida{score.answered === 1 ? '' : 's'}
          {score.total > score.answered ? ` · ${score.total - score.answered} sem resposta (contam como erradas)` : ''}
        </p>
        <table className="mt-4 w-full text-sm">
          <caption className="sr-only">Acertos por tema</caption>
          <thead>
            <tr className="border-b border-border text-left">
              <th className="py-1">Tema</th>
              <th className="py-1 text-right">Acertos</th>
              <th className="py-1 text-right">%</th>
            </tr>
          </thead>
          <tbody>
            {score.byTheme.map((t) => (
              <tr key={t.theme} className="border-b border-border">
                <td className="py-1">{t.theme}</td>
                <td className="py-1 text-right">{t.correct} de {t.total}</td>
                <td className="py-1 text-right">{Math.round((t.correct / t.total) * 100)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={pathTo('/estudos/filtros')} className={buttonVariants()}>Nova sessão</Link>
        <Link to={pathTo('/questions')} className={buttonVariants({ variant: 'outline' })}>Minhas sessões</Link>
      </div>
      <h2 className="text-lg font-semibold">Questões e explicações</h2>
      <ol className="space-y-6">
        {questions.map((q, i) => {
          const a = byQuestion.get(q.id);
          return (
            <li key={q.id} aria-label={`Questão ${i + 1}`} className="space-y-3 rounded-lg border border-border p-4">
              <QuestionMetaLine q={q} />
              <p className="whitespace-pre-line font-medium">{i + 1}. {q.statement}</p>
              <Alternatives q={q} name={`r-${q.id}`} selected={a ? a.selected_answer : null} revealed />
              <Explanation q={q} correct={a ? a.is_correct : null} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const STATUS: Record<StudySession['status'], string> = { in_progress: 'Em andamento', completed: 'Concluída', abandoned: 'Abandonada' };

/** /questions (login): the user's sessions, newest first — resume one in progress, see a
 * finished one's result, delete. */
export function StudySessionsPage() {
  const userId = useAuthStore((s) => s.user?.id) ?? '';
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: studyKeys.sessions(userId), queryFn: listSessions, enabled: !!userId });
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: deleteSession,
    onSuccess: async (_v, id) => {
      setConfirming(null);
      await dropSession(queryClient, userId, id);
      toast.success('Sessão excluída');
    },
    onError: (e) => toast.error(errorText(e)),
  });

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Questões</h1>
        <Link to={pathTo('/estudos/filtros')} className={buttonVariants()}>Nova sessão</Link>
      </header>
      {list.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando suas sessões…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(list.error)} <button type="button" className="underline" onClick={() => void list.refetch()}>Tentar novamente</button>
        </p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Você ainda não fez nenhuma sessão. <Link to={pathTo('/estudos/filtros')} className="underline">Monte a primeira</Link>.</p>
      ) : (
        <ul className="space-y-2">
          {list.data.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
              <div>
                <p className="font-medium">{s.title ?? 'Sessão de questões'}</p>
                <p className="text-xs text-muted-foreground">
                  {dateFmt.format(new Date(s.started_at))} · {s.total_questions} questões · {STATUS[s.status]}
                  {s.status !== 'in_progress' ? ` · ${s.total_correct} acertos` : ''}
                  {s.time_limit_seconds ? ` · ${Math.round(s.time_limit_seconds / 60)} min` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                {s.status === 'in_progress' ? (
                  <Link to={pathTo('/questions/:sessionId', { sessionId: s.id })} className={buttonVariants({ size: 'sm' })}>Continuar</Link>
                ) : (
                  <Link to={pathTo('/results/:sessionId', { sessionId: s.id })} className={buttonVariants({ size: 'sm', variant: 'outline' })}>Ver resultado</Link>
                )}
                {confirming === s.id ? (
                  <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => remove.mutate(s.id)}>Confirmar exclusão</Button>
                ) : (
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(s.id)}>Excluir</Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

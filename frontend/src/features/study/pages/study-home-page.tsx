import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useAuthStore } from '@/stores/auth-store';
import { loadBank, loadSample, studyKeys } from '../api/study-api';
import { Alternatives, Explanation, QuestionMetaLine } from '../components/question-view';
import { filterOptions } from '../lib/study-logic';
import { pathTo } from '@/config/paths';

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** /estudos: what the question bank holds (questions per theme, from the database) and the way
 * in: build a session, see one's sessions, try sample questions. */
export function StudyHomePage() {
  const signedIn = useAuthStore((s) => !!s.user);
  const bank = useQuery({ queryKey: studyKeys.bank(), queryFn: loadBank });
  const perTheme = useMemo(() => {
    const m = new Map<string, number>();
    for (const q of bank.data ?? []) m.set(q.theme ?? 'Sem tema', (m.get(q.theme ?? 'Sem tema') ?? 0) + 1);
    return [...m.entries()].sort((a, b) => a[0].localeCompare(b[0], 'pt-BR'));
  }, [bank.data]);
  const sources = bank.data ? filterOptions(bank.data).sources.length : 0;

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Estudos</h1>
        <p className="text-muted-foreground">
          Banco de questões originais de pediatria escritas para o PedBook, cada uma com explicação e a referência (diretriz ou livro, com edição) de onde foi tirada. Monte sessões por tema, ano, fonte e dificuldade, com ou sem tempo; as respostas ficam salvas e a sessão continua de onde parou.
        </p>
      </header>
      <div className="flex flex-wrap gap-3">
        <Link to={pathTo('/estudos/filtros')} className={buttonVariants()}>Montar sessão de questões</Link>
        {signedIn ? <Link to={pathTo('/questions')} className={buttonVariants({ variant: 'outline' })}>Minhas sessões</Link> : null}
        <Link to={pathTo('/test-questions')} className={buttonVariants({ variant: 'outline' })}>Questões de exemplo</Link>
        <Link to={pathTo('/residencia-beta')} className={buttonVariants({ variant: 'outline' })}>Simulado Residência (beta)</Link>
      </div>
      <div className="rounded-lg border border-border p-4">
        <h2 className="mb-2 font-semibold">O banco hoje</h2>
        {bank.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando…</p>
        ) : bank.isError ? (
          <p role="alert" className="text-sm text-destructive">{errorText(bank.error)}</p>
        ) : (
          <>
            <p className="mb-3 text-sm">{bank.data.length} questões publicadas, de {sources} fontes.</p>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {perTheme.map(([theme, n]) => (
                <li key={theme} className="flex justify-between border-b border-border py-1">
                  <span>{theme}</span>
                  <span className="text-muted-foreground">{n}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <p className="text-xs text-muted-foreground">
        As questões foram escritas para o PedBook a partir das referências citadas e ainda não foram conferidas por um revisor contra essas fontes: cada uma mostra esse aviso. Confira sempre a fonte antes de aplicar na prática.
      </p>
    </section>
  );
}

/** /test-questions: sample questions, answered on the spot; nothing is saved and no sign-in is
 * needed. */
export function TestQuestionsPage() {
  const sample = useQuery({ queryKey: studyKeys.sample(), queryFn: () => loadSample(5) });
  const [chosen, setChosen] = useState<Record<string, number>>({});
  const [shown, setShown] = useState<Record<string, boolean>>({});
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Questões de Teste</h1>
        <p className="text-muted-foreground">Cinco questões de temas diferentes do banco de estudos. Aqui nada é salvo; para sessões com placar e retomada, <Link to={pathTo('/estudos/filtros')} className="underline">monte uma sessão</Link>.</p>
      </header>
      {sample.isPending ? (
        <p className="text-sm text-muted-foreground">Carregando questões…</p>
      ) : sample.isError ? (
        <p role="alert" className="text-sm text-destructive">{errorText(sample.error)}</p>
      ) : sample.data.length === 0 ? (
        <p className="text-sm">Ainda não há questões publicadas.</p>
      ) : (
        <ol className="space-y-8">
          {sample.data.map((q, n) => (
            <li key={q.id} className="space-y-3 rounded-lg border border-border p-4" aria-label={`Questão ${n + 1}`}>
              <QuestionMetaLine q={q} />
              <p className="whitespace-pre-line font-medium">{n + 1}. {q.statement}</p>
              <Alternatives q={q} name={`amostra-${q.id}`} selected={chosen[q.id] ?? null} onSelect={(i) => setChosen((c) => ({ ...c, [q.id]: i }))} revealed={!!shown[q.id]} />
              {shown[q.id] ? (
                <Explanation q={q} correct={chosen[q.id] === q.correct_answer} />
              ) : (
                <button type="button" className={buttonVariants({ size: 'sm' })} disabled={chosen[q.id] === undefined} onClick={() => setShown((s) => ({ ...s, [q.id]: true }))}>
                  Ver resposta
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /residencia-beta: the exam-like mode — every theme, timed, two minutes per question, score
 * by theme at the end. It opens the session builder with those settings filled in. */
export function ResidenciaBetaPage() {
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Simulado Residência (beta)</h1>
        <p className="text-muted-foreground">
          Treino no formato de prova de residência em pediatria: 30 questões de todos os temas, sorteadas do banco, com 60 minutos de tempo (2 minutos por questão). O relógio corre mesmo se você fechar a página; ao fim do tempo a sessão é encerrada e o resultado mostra o placar por tema com a explicação de cada questão.
        </p>
      </header>
      <ul className="list-disc space-y-1 pl-6 text-sm">
        <li>Você pode ajustar o número de questões, o tempo e os filtros antes de começar.</li>
        <li>Cada resposta é salva assim que dada e não pode ser trocada depois.</li>
        <li>Recarregar a página ou trocar de aparelho retoma a sessão onde parou.</li>
      </ul>
      <p className="text-xs text-muted-foreground">Beta: as questões são originais do PedBook, não provas anteriores de residência, e ainda não foram conferidas por um revisor contra as referências citadas.</p>
      <Link to={`${pathTo('/estudos/filtros')}?modo=simulado`} className={buttonVariants()}>Começar simulado</Link>
    </section>
  );
}

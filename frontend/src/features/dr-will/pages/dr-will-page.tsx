import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/stores/auth-store';
import { askDrWill, type Passage } from '../api/dr-will-api';
import { pathTo } from '@/config/paths';

const KIND_LABEL: Record<Passage['kind'], string> = { medication: 'Medicamento', conduct: 'Conduta', calculator: 'Calculadora', flowchart: 'Fluxograma', document: 'Documento de referência' };

/** A passage's title: a link to its PedBook page, to a document's source, or plain text. */
function PassageTitle({ p }: { p: Passage }) {
  if (p.kind !== 'document') return <Link to={p.path} className="font-medium text-primary hover:underline">{p.title}</Link>;
  return (
    <p className="font-medium">
      {p.path ? (
        <a href={p.path} target="_blank" rel="noopener noreferrer" className="text-primary hover:underline">
          {p.title}
        </a>
      ) : (
        p.title
      )}
      <span className="block text-xs font-normal text-muted-foreground">Fonte: {p.source}</span>
    </p>
  );
}

interface Answer {
  question: string;
  passages: Passage[] | null;
  text: string;
  model: string | null;
  modelError: string | null;
  done: boolean;
}

/** /dr-will: questions answered from PedBook's own pages. The passages that match best come
 * first, each linked to its page; when the server has a language model configured, an answer
 * composed only from those passages streams in above them. */
export function DrWillPage() {
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedIn = useAuthStore((s) => s.user !== null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const q = question.trim();
    if (q.length < 3) {
      setProblem('Escreva uma pergunta com pelo menos 3 caracteres.');
      return;
    }
    if (q.length > 500) {
      setProblem('A pergunta pode ter no máximo 500 caracteres.');
      return;
    }
    setProblem(null);
    setFailure(null);
    setBusy(true);
    setAnswer({ question: q, passages: null, text: '', model: null, modelError: null, done: false });
    askDrWill(q, {
      onPassages: (passages) => setAnswer((a) => (a ? { ...a, passages } : a)),
      onDelta: (t) => setAnswer((a) => (a ? { ...a, text: a.text + t } : a)),
      onModelError: (m) => setAnswer((a) => (a ? { ...a, modelError: m } : a)),
    })
      .then(({ model }) => setAnswer((a) => (a ? { ...a, model, done: true } : a)))
      .catch((err: unknown) => {
        setFailure(err instanceof Error ? err.message : String(err));
        setAnswer((a) => (a && a.passages ? { ...a, done: true } : null));
      })
      .finally(() => setBusy(false));
  };

  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Dr. Will</h1>
      <p className="text-sm text-muted-foreground">
        Pergunte sobre doses e condutas: o Dr. Will procura nas páginas do PedBook e mostra os trechos que respondem, com o link de cada página. Confira sempre a página antes de prescrever.
      </p>
      {!signedIn ? (
        <p className="rounded-md border border-border p-3 text-sm">
          Entre na sua conta para perguntar ao Dr. Will. <Link to={pathTo('/login')} className="font-medium text-primary underline">Entrar</Link>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-2" aria-label="Pergunta ao Dr. Will">
        <label htmlFor="drwill-q" className="text-sm font-medium">Sua pergunta</label>
        <textarea id="drwill-q" value={question} rows={3} onChange={(e) => setQuestion(e.target.value)} placeholder="Ex.: dose de amoxicilina na otite"
          className="w-full rounded-md border border-border bg-background p-2 text-sm" />
        {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
        <Button type="submit" disabled={busy || !signedIn}>{busy ? 'Procurando…' : 'Perguntar'}</Button>
      </form>
      {failure ? <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{failure}</p> : null}
      {answer?.passages ? (
        <section aria-label="Resposta do Dr. Will" aria-busy={!answer.done} className="space-y-3">
          {answer.text ? (
            <div className="space-y-2 rounded-lg border border-primary/40 bg-primary/5 p-4">
              <h2 className="font-semibold">Resposta</h2>
              <div data-testid="drwill-composed" className="text-sm">
                <Markdown>{answer.text}</Markdown>
              </div>
              <p className="text-xs text-muted-foreground">
                {answer.done
                  ? `Composta por um modelo de linguagem${answer.model ? ` (${answer.model})` : ''} somente a partir dos trechos abaixo. Confira nas páginas antes de prescrever.`
                  : 'Escrevendo…'}
              </p>
            </div>
          ) : null}
          {answer.modelError ? <p role="status" className="rounded-md border border-border p-2 text-sm">{answer.modelError}</p> : null}
          <h2 className="font-semibold">Trechos do PedBook para “{answer.question}”</h2>
          {answer.passages.length === 0 ? (
            <p className="text-sm">Não encontrei nada no PedBook sobre isso. Tente outras palavras (o nome do medicamento, da doença).</p>
          ) : (
            <ol aria-label="Trechos" className="space-y-3">
              {answer.passages.map((p, i) => (
                <li key={`${p.kind}:${p.path}:${p.title}`} className="space-y-1 rounded-lg border border-border p-3">
                  <p className="text-xs uppercase text-muted-foreground">[{i + 1}] {KIND_LABEL[p.kind]}</p>
                  <PassageTitle p={p} />
                  {p.excerpt ? <p className="text-sm">{p.excerpt}</p> : null}
                </li>
              ))}
            </ol>
          )}
          <p className="text-xs text-muted-foreground">Páginas usadas: {answer.passages.map((p) => p.title).join('; ') || 'nenhuma'}.</p>
        </section>
      ) : null}
    </section>
  );
}

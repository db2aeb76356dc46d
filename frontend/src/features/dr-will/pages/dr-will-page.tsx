import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/stores/auth-store';
import { askDrWill, type Passage } from '../api/dr-will-api';

const KIND_LABEL: Record<Passage['kind'], string> = { medication: 'Medicamento', conduct: 'Conduta' };

/** /dr-will: questions answered from PedBook's own pages — the passages that match best, each
 * linked to its page. (Composing an answer with a language model is not set up on this server.) */
export function DrWillPage() {
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ask = useMutation({ mutationFn: askDrWill });
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
    setAsked(q);
    ask.mutate(q);
  };
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Dr. Will</h1>
      <p className="text-sm text-muted-foreground">
        Pergunte sobre doses e condutas: o Dr. Will procura nas páginas do PedBook e mostra os trechos que respondem, com o link de cada página. Confira sempre a página antes de prescrever.
      </p>
      {!signedIn ? (
        <p className="rounded-md border border-border p-3 text-sm">
          Entre na sua conta para perguntar ao Dr. Will. <Link to="/login" className="font-medium text-primary underline">Entrar</Link>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-2" aria-label="Pergunta ao Dr. Will">
        <label htmlFor="drwill-q" className="text-sm font-medium">Sua pergunta</label>
        <textarea id="drwill-q" value={question} rows={3} onChange={(e) => setQuestion(e.target.value)} placeholder="Ex.: dose de amoxicilina na otite"
          className="w-full rounded-md border border-border bg-background p-2 text-sm" />
        {problem ? <p role="alert" className="text-sm text-destructive">{problem}</p> : null}
        <Button type="submit" disabled={ask.isPending || !signedIn}>{ask.isPending ? 'Procurando…' : 'Perguntar'}</Button>
      </form>
      {ask.isError ? <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{ask.error.message}</p> : null}
      {ask.isSuccess && asked ? (
        <section aria-label="Resposta do Dr. Will" className="space-y-3">
          <h2 className="font-semibold">Trechos do PedBook para “{asked}”</h2>
          {ask.data.length === 0 ? (
            <p className="text-sm">Não encontrei nada no PedBook sobre isso. Tente outras palavras (o nome do medicamento, da doença).</p>
          ) : (
            <ol className="space-y-3">
              {ask.data.map((p) => (
                <li key={`${p.kind}:${p.path}:${p.title}`} className="space-y-1 rounded-lg border border-border p-3">
                  <p className="text-xs uppercase text-muted-foreground">{KIND_LABEL[p.kind]}</p>
                  <Link to={p.path} className="font-medium text-primary hover:underline">{p.title}</Link>
                  {p.excerpt ? <p className="text-sm">{p.excerpt}</p> : null}
                </li>
              ))}
            </ol>
          )}
          <p className="text-xs text-muted-foreground">Páginas usadas: {ask.data.map((p) => p.title).join('; ') || 'nenhuma'}.</p>
        </section>
      ) : null}
    </section>
  );
}

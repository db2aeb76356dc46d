import { ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useProfile } from '@/lib/profile';
import { useMyFeedbacks } from '../api/get-my-feedbacks';
import { useReplyToFeedback } from '../api/reply-to-feedback';
import { RESOLVED_MESSAGE, canReply, normalizeReply, statusLabel, type FeedbackWithThread } from '../lib/feedback';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });
const formatDate = (iso: string) => dateFmt.format(new Date(iso));

const STATUS_CLASS: Record<string, string> = {
  aguardando: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  em_andamento: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  resolvido: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
};

function ReplyBox({ feedback, userId }: { feedback: FeedbackWithThread; userId: string }) {
  const [text, setText] = useState('');
  const profile = useProfile();
  const author = { name: profile?.full_name?.trim() || 'Usuário', isAdmin: profile?.is_admin ?? false };
  const mutation = useReplyToFeedback(feedback.id, userId, author, {
    onSuccess: () => {
      setText('');
      toast.success('Resposta enviada');
    },
    onError: (e) => toast.error('Erro ao enviar resposta', { description: e.message }),
  });
  const reply = normalizeReply(text);
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (reply) mutation.mutate(reply);
      }}
    >
      <label htmlFor={`reply-${feedback.id}`} className="sr-only">
        Responder
      </label>
      <Textarea id={`reply-${feedback.id}`} rows={2} value={text} onChange={(e) => setText(e.target.value)} placeholder="Escreva uma resposta..." />
      <Button type="submit" size="sm" disabled={!reply || mutation.isPending}>
        {mutation.isPending ? 'Enviando...' : 'Responder'}
      </Button>
    </form>
  );
}

function FeedbackItem({ feedback, userId }: { feedback: FeedbackWithThread; userId: string }) {
  return (
    <article className="rounded-xl border border-border bg-card p-4" data-feedback-id={feedback.id}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{feedback.title}</h3>
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_CLASS[feedback.status] ?? 'bg-muted')}>{statusLabel(feedback.status)}</span>
      </header>
      <p className="mt-1 text-xs text-muted-foreground">{formatDate(feedback.created_at)}</p>
      <p className="mt-2 whitespace-pre-wrap text-sm">{feedback.message}</p>
      {feedback.replies.length > 0 ? (
        <ol className="mt-3 space-y-2 border-l-2 border-border pl-3" aria-label="Respostas">
          {feedback.replies.map((r) => (
            <li key={r.id} className="text-sm">
              <p className="flex items-center gap-2 font-medium">
                {r.authorName}
                {r.authorIsAdmin ? (
                  <Badge className="gap-1 text-primary">
                    <ShieldCheck className="h-3 w-3" aria-hidden /> Admin
                  </Badge>
                ) : null}
                <span className="text-xs font-normal text-muted-foreground">{formatDate(r.created_at)}</span>
              </p>
              <p className="whitespace-pre-wrap">{r.message}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {canReply(feedback.status) ? (
        <ReplyBox feedback={feedback} userId={userId} />
      ) : (
        <p className="mt-3 rounded-md bg-muted p-2 text-sm text-muted-foreground">{RESOLVED_MESSAGE}</p>
      )}
    </article>
  );
}

export function MyFeedbacks({ userId }: { userId: string }) {
  const query = useMyFeedbacks(userId);
  useEffect(() => {
    if (query.isError) toast.error('Erro ao carregar feedbacks', { description: 'Ocorreu um erro ao carregar os feedbacks' });
  }, [query.isError]);
  if (query.isPending) return <Spinner label="Carregando feedbacks..." />;
  if (query.isError) return <p role="alert" className="text-sm text-destructive">Ocorreu um erro ao carregar os feedbacks</p>;
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">Você ainda não enviou nenhum feedback.</p>;
  return (
    <div className="space-y-3">
      {query.data.map((f) => (
        <FeedbackItem key={f.id} feedback={f} userId={userId} />
      ))}
    </div>
  );
}

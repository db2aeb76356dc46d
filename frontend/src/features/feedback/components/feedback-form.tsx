import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAuthStore } from '@/stores/auth-store';
import { createFeedback } from '../api/create-feedback';
import { useFeedbackTypes } from '../api/get-feedback-types';
import { feedbackKeys } from '../api/keys';
import type { FeedbackWithThread } from '../lib/feedback';
import { upsertRow, writeThrough } from '@/lib/write-through';
import { useIsMobile } from '../hooks/use-is-mobile';
import { SUCCESS_CLOSE_MS, SUCCESS_TOAST_MS } from '../lib/feedback';

interface Errors {
  type?: string;
  message?: string;
}

/** Feedback form: loading types → form → submitting → success screen; after 2 s it resets
 * and calls onDone. */
export function FeedbackForm({ onDone }: { onDone?: () => void }) {
  const user = useAuthStore((s) => s.user);
  const queryClient = useQueryClient();
  const isMobile = useIsMobile();
  const types = useFeedbackTypes();
  const [typeId, setTypeId] = useState('');
  const [message, setMessage] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'form' | 'submitting' | 'success'>('form');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    return () => window.clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (types.isError) toast.error('Erro ao carregar tipos de feedback', { description: types.error.message });
  }, [types.isError, types.error]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) {
      toast.error('Faça login para enviar um feedback.');
      return;
    }
    const type = types.data?.find((t) => t.id === typeId);
    const next: Errors = {};
    if (!type) next.type = 'Selecione o tipo de feedback';
    if (!message.trim()) next.message = 'Escreva sua mensagem';
    setErrors(next);
    if (!type || next.message) return;
    setState('submitting');
    try {
      const sent = await createFeedback({ userId: user.id, type, message, whatsapp });
      toast.success('✅ Feedback enviado com sucesso!', { duration: SUCCESS_TOAST_MS });
      // The list shows the row the insert returned (lib/write-through), not a refetch.
      await writeThrough<FeedbackWithThread[]>(queryClient, feedbackKeys.mine(), (old) => upsertRow(old, { ...sent, replies: [] }, (f) => f.id));
      setState('success');
      timer.current = window.setTimeout(() => {
        setTypeId('');
        setMessage('');
        setWhatsapp('');
        setState('form');
        onDone?.();
      }, SUCCESS_CLOSE_MS);
    } catch (err) {
      setState('form');
      toast.error('Erro ao enviar feedback', { description: err instanceof Error ? err.message : undefined });
    }
  };

  if (types.isPending) return <Spinner label="Carregando tipos de feedback..." />;
  if (state === 'success') {
    return (
      <div role="status" className="flex flex-col items-center gap-2 py-8 text-center">
        <CheckCircle2 className="h-12 w-12 text-primary" aria-hidden />
        <p className="text-lg font-semibold">Feedback enviado!</p>
        <p className="text-sm text-muted-foreground">Obrigado por ajudar a melhorar o PedBook.</p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Novo feedback">
      <Field id="feedback-type" label="Tipo de feedback" error={errors.type}>
        <select
          id="feedback-type"
          value={typeId}
          onChange={(e) => setTypeId(e.target.value)}
          aria-invalid={!!errors.type}
          className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
        >
          <option value="">Selecione...</option>
          {(types.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="feedback-message" label="Mensagem" error={errors.message}>
        <Textarea
          id="feedback-message"
          rows={isMobile ? 3 : 8}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-invalid={!!errors.message}
          placeholder="Conte sua sugestão, problema ou elogio..."
        />
      </Field>
      <Field id="feedback-whatsapp" label="WhatsApp (opcional)">
        <Input id="feedback-whatsapp" value={whatsapp} onChange={(e) => setWhatsapp(e.target.value)} inputMode="tel" placeholder="(11) 99999-9999" />
      </Field>
      <Button type="submit" disabled={state === 'submitting' || !user} className="w-full sm:w-auto">
        {state === 'submitting' ? 'Enviando...' : 'Enviar feedback'}
      </Button>
    </form>
  );
}

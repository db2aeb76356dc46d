import { Star } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { storage } from '@/lib/storage';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { submitSiteFeedback } from '../api/site-feedback-api';
import { COMMENT_MAX, LAST_PROMPT_KEY, PROMPT_DELAY_MS, shouldPrompt, validateSiteFeedback } from '../lib/site-feedback';

/** The timed site-feedback prompt for signed-in users; holds the single popup slot. */
export function SiteFeedbackDialog() {
  const user = useAuthStore((s) => s.user);
  const popup = useUiStore((s) => s.popup);
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [whatsapp, setWhatsapp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (!user) return;
    const last = Number(storage.get(LAST_PROMPT_KEY) ?? '') || null;
    if (!shouldPrompt(last, Date.now())) return;
    const t = window.setTimeout(() => {
      if (useUiStore.getState().requestPopup('site-feedback')) {
        storage.set(LAST_PROMPT_KEY, String(Date.now()));
        setOpen(true);
      }
    }, PROMPT_DELAY_MS);
    return () => window.clearTimeout(t);
  }, [user, popup]);

  const close = () => {
    setOpen(false);
    useUiStore.getState().releasePopup('site-feedback');
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!user) return;
    const v = { rating, comment, whatsapp };
    const errors = validateSiteFeedback(v);
    setError(errors.comment);
    if (errors.comment) return;
    setSubmitting(true);
    try {
      await submitSiteFeedback(v, user.id, user.email);
      toast.success('Obrigado pela sua avaliação!');
      setRating(5);
      setComment('');
      setWhatsapp('');
      close();
    } catch (err) {
      toast.error('Erro ao enviar avaliação', { description: err instanceof Error ? err.message : undefined });
    } finally {
      setSubmitting(false);
    }
  };

  if (!user) return null;
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent title="Como está sendo sua experiência?" description="Sua avaliação ajuda a melhorar o PedBook.">
        <form onSubmit={submit} noValidate className="space-y-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">Nota</legend>
            <div className="flex gap-1">
              {[1, 2, 3, 4, 5].map((n) => (
                <label key={n} className="cursor-pointer">
                  <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
                  <Star className={cn('h-8 w-8', n <= rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')} aria-hidden />
                  <span className="sr-only">{n} de 5</span>
                </label>
              ))}
            </div>
          </fieldset>
          <Field id="site-feedback-comment" label={rating < 5 ? 'O que podemos melhorar?' : 'Comentário (opcional)'} error={error}>
            <Textarea
              id="site-feedback-comment"
              maxLength={COMMENT_MAX}
              rows={4}
              value={comment}
              aria-invalid={!!error}
              onChange={(e) => setComment(e.target.value)}
            />
            <p className="text-right text-xs text-muted-foreground">
              {comment.length}/{COMMENT_MAX}
            </p>
          </Field>
          <Field id="site-feedback-phone" label="Telefone (opcional)">
            <Input id="site-feedback-phone" inputMode="tel" value={whatsapp} onChange={(e) => setWhatsapp(e.target.value)} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              Agora não
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Enviando...' : 'Enviar avaliação'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

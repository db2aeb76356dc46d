import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { FeedbackForm } from './feedback-form';
import { LoginRequired } from './login-required';

/** The user menu's Feedback dialog (wide: max-w-4xl). */
export function FeedbackDialog() {
  const open = useUiStore((s) => s.dialog === 'feedback');
  const close = useUiStore((s) => s.closeDialog);
  const user = useAuthStore((s) => s.user);
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent title="Enviar Feedback" description="Sugestões, problemas e elogios nos ajudam a melhorar o PedBook." size="4xl">
        {user ? <FeedbackForm onDone={close} /> : <LoginRequired />}
      </DialogContent>
    </Dialog>
  );
}

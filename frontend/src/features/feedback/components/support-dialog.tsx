import { Clock, MessageCircle } from 'lucide-react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { buttonVariants } from '@/components/ui/button';
import { useSiteSetting } from '@/lib/site-settings';
import { useUiStore } from '@/stores/ui-store';
import { SUPPORT_HOURS, supportChatUrl } from '../lib/feedback';

export function SupportInfo() {
  const chatUrl = supportChatUrl(useSiteSetting('support_whatsapp'));
  return (
    <div className="space-y-4">
      <div className="rounded-lg bg-muted p-3">
        <p className="flex items-center gap-2 font-medium">
          <Clock className="h-4 w-4" aria-hidden /> Horário de atendimento
        </p>
        <ul className="mt-1 text-sm text-muted-foreground">
          {SUPPORT_HOURS.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      </div>
      {chatUrl ? (
        <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ className: 'w-full' })}>
          <MessageCircle className="h-4 w-4" aria-hidden /> Falar no WhatsApp
        </a>
      ) : (
        <p className="text-sm text-muted-foreground">
          O atendimento pelo WhatsApp não está disponível no momento. Envie sua mensagem pelo formulário de feedback.
        </p>
      )}
    </div>
  );
}

/** The user menu's Suporte dialog: hours and the click-to-chat link. */
export function SupportDialog() {
  const open = useUiStore((s) => s.dialog === 'support');
  const close = useUiStore((s) => s.closeDialog);
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent title="Suporte" description="Fale com a equipe do PedBook pelo WhatsApp.">
        <SupportInfo />
      </DialogContent>
    </Dialog>
  );
}

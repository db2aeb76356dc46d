import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUiStore } from '@/stores/ui-store';

/** Shown when someone tries to turn on offline mode (hard-disabled for now). */
export function OfflineUnavailableDialog() {
  const open = useUiStore((s) => s.dialog === 'offline-unavailable');
  const close = useUiStore((s) => s.closeDialog);
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent title="Modo Offline Temporariamente Indisponível" description="Este recurso estará disponível em breve. Por enquanto, mantenha-se conectado à internet para usar o PedBook.">
        <div className="flex justify-end">
          <Button onClick={close}>Entendi</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import { Button } from '@/components/ui/button';
import { SimpleModal } from '@/components/ui/simple-modal';
import { useUiStore } from '@/stores/ui-store';

/** Shown when someone tries to turn on offline mode (hard-disabled for now). */
export function OfflineUnavailableDialog() {
  const open = useUiStore((s) => s.dialog === 'offline-unavailable');
  const close = useUiStore((s) => s.closeDialog);
  return (
    <SimpleModal
      open={open}
      onClose={close}
      title="Modo Offline Temporariamente Indisponível"
      description="Este recurso estará disponível em breve. Por enquanto, mantenha-se conectado à internet para usar o PedBook."
    >
        <div className="flex justify-end">
          <Button onClick={close}>Entendi</Button>
        </div>
    </SimpleModal>
  );
}

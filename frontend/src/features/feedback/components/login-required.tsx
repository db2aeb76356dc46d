import { Button } from '@/components/ui/button';
import { useUiStore } from '@/stores/ui-store';

export function LoginRequired() {
  const openAuthDialog = useUiStore((s) => s.openAuthDialog);
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p>Faça login para enviar um feedback.</p>
      <Button onClick={() => openAuthDialog('signin')}>Entrar</Button>
    </div>
  );
}

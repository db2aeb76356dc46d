import { WifiOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SimpleModal } from '@/components/ui/simple-modal';
import { useConnectivityStore } from '@/stores/connectivity-store';
import { RECONNECT_RETRY_DELAY_MS, probeInternet } from '../lib/reconnect';

export function ConnectionLostModal() {
  const open = useConnectivityStore((s) => s.showPrompt);
  const dismiss = useConnectivityStore((s) => s.dismissPrompt);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    return () => window.clearTimeout(timer.current);
  }, []);

  const reconnect = async () => {
    setBusy(true);
    if (await probeInternet()) {
      window.location.reload();
      return;
    }
    timer.current = window.setTimeout(() => setBusy(false), RECONNECT_RETRY_DELAY_MS);
  };

  return (
    <SimpleModal open={open} onClose={dismiss} title="Conexão Perdida" description="Alguns recursos podem ficar indisponíveis até a conexão voltar.">
        <div className="space-y-4">
          <WifiOff className="mx-auto h-10 w-10 text-muted-foreground" aria-hidden />
          <p className="rounded-md bg-muted p-3 text-sm">
            Dica: o assistente de IA, as prescrições e as anotações precisam de internet.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button onClick={() => void reconnect()} disabled={busy}>
              {busy ? 'Reconectando...' : 'Tentar Reconectar'}
            </Button>
            <Button variant="outline" onClick={dismiss}>
              Continuar Assim
            </Button>
          </div>
        </div>
    </SimpleModal>
  );
}

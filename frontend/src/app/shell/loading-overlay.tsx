import { Loader2 } from 'lucide-react';
import { useUiStore } from '@/stores/ui-store';

/** Global loading overlay with its message (default 'Carregando...'). */
export function LoadingOverlay() {
  const overlay = useUiStore((s) => s.overlay);
  if (!overlay.visible) return null;
  return (
    <div role="alertdialog" aria-live="assertive" aria-label={overlay.message} className="fixed inset-0 z-[95] flex flex-col items-center justify-center gap-3 bg-background/80 backdrop-blur-sm">
      <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden />
      <p className="font-medium">{overlay.message}</p>
    </div>
  );
}

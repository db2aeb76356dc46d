import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useUiStore } from '@/stores/ui-store';
import { AUTH_TITLES, AuthPanel } from './auth-panel';

/** The sign-in dialog opened by 'Entrar', login-needing cards and protected routes. */
export function AuthDialog() {
  const open = useUiStore((s) => s.authDialogOpen);
  const mode = useUiStore((s) => s.authMode);
  const setMode = useUiStore((s) => s.setAuthMode);
  const close = useUiStore((s) => s.closeAuthDialog);
  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : close())}>
      <DialogContent title={AUTH_TITLES[mode]} size="md">
        <AuthPanel mode={mode} onModeChange={setMode} onDone={close} />
      </DialogContent>
    </Dialog>
  );
}

import type { AuthMode } from '@/stores/ui-store';
import { ResetFlow } from './reset-flow';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export const AUTH_TITLES: Record<AuthMode, string> = {
  signin: 'Entrar na sua conta',
  signup: 'Criar sua conta',
  reset: 'Recuperar senha',
};

export const AUTH_DISCLAIMER =
  'O PedBook apoia a prática clínica e não substitui o julgamento médico nem as diretrizes institucionais.';

interface AuthPanelProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onDone: () => void;
  onResetReload?: () => void;
}

/** The three auth modes: sign in ↔ sign up, sign in ↔ recovery. */
export function AuthPanel({ mode, onModeChange, onDone, onResetReload }: AuthPanelProps) {
  return (
    <div className="space-y-4">
      {mode === 'signin' ? (
        <SignInForm onSignedIn={onDone} onForgot={() => onModeChange('reset')} onSignUp={() => onModeChange('signup')} />
      ) : mode === 'signup' ? (
        <SignUpForm onSignedUp={onDone} onNeedsConfirmation={() => onModeChange('signin')} onSignIn={() => onModeChange('signin')} />
      ) : (
        <ResetFlow onBackToSignIn={() => onModeChange('signin')} {...(onResetReload ? { onReload: onResetReload } : {})} />
      )}
      <p className="border-t border-border pt-3 text-center text-xs text-muted-foreground">{AUTH_DISCLAIMER}</p>
    </div>
  );
}

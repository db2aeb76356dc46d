import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { signInWithGoogle } from '../api/auth-actions';
import { authProvidersQuery } from '../api/auth-settings';
import { nativePlatform, offersApple, offersGoogle } from '../lib/platform';

/** Google (web and both native shells, never inside other apps' embedded web views) and Apple
 * (iOS shell only). In the shell both use the platform's account picker and the id_token grant
 * (native/native-sign-in.ts, loaded on demand). */
export function SocialButtons({ disabled, onSignedIn }: { disabled?: boolean; onSignedIn?: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const platform = nativePlatform();
  // Only the providers the auth service has configured (none while its settings load or fail).
  const { data: configured } = useQuery(authProvidersQuery());
  const google = configured?.google === true && offersGoogle(navigator.userAgent, platform);
  const apple = configured?.apple === true && offersApple(platform);
  if (!google && !apple) return null;
  const failed = (e: unknown, fallback: string) => setError(e instanceof Error ? e.message : fallback);
  const nativeSignIn = (provider: 'google' | 'apple') => {
    setError(null);
    setPending(true);
    import('../native/native-sign-in')
      .then((m) => m.nativeSignIn(provider))
      .then(
        (result) => {
          setPending(false);
          if (result === 'signed-in') onSignedIn?.();
        },
        (e: unknown) => {
          setPending(false);
          failed(e, provider === 'google' ? 'Falha ao entrar com Google' : 'Falha ao entrar com Apple');
        },
      );
  };
  return (
    <div className="space-y-2">
      {google ? (
        <Button
          variant="outline"
          className="w-full"
          disabled={disabled || pending}
          onClick={() => {
            if (platform !== null) {
              nativeSignIn('google');
              return;
            }
            setError(null);
            signInWithGoogle().catch((e: unknown) => failed(e, 'Falha ao entrar com Google'));
          }}
        >
          <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4">
            <path fill="#4285F4" d="M22.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.2-4.7 3.2-8.1z" />
            <path fill="#34A853" d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.8 0-5.2-1.9-6.1-4.5H2.2v2.8A11 11 0 0 0 12 23z" />
            <path fill="#FBBC05" d="M5.9 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.2a11 11 0 0 0 0 9.8z" />
            <path fill="#EA4335" d="M12 5.4c1.6 0 3 .6 4.1 1.6l3.1-3.1A11 11 0 0 0 2.2 7.1l3.7 2.8C6.8 7.3 9.2 5.4 12 5.4z" />
          </svg>
          Continuar com Google
        </Button>
      ) : null}
      {apple ? (
        <Button variant="outline" className="w-full" disabled={disabled || pending} onClick={() => nativeSignIn('apple')}>
          <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
            <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.8-2-1.6-.2-3.1.9-3.9.9-.8 0-2.1-.9-3.4-.9-1.7 0-3.4 1-4.3 2.6-1.8 3.2-.5 7.9 1.3 10.5.9 1.3 1.9 2.7 3.3 2.6 1.3-.1 1.8-.8 3.4-.8s2 .8 3.4.8c1.4 0 2.3-1.3 3.2-2.6 1-1.5 1.4-2.9 1.4-3-.1 0-2.8-1.1-2.8-4.2zM13.9 4.9c.7-.9 1.2-2.1 1.1-3.3-1 0-2.3.7-3 1.6-.7.8-1.3 2-1.1 3.2 1.1.1 2.3-.6 3-1.5z" />
          </svg>
          Continuar com Apple
        </Button>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

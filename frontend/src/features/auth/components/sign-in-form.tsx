import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { User } from '@supabase/supabase-js';
import { setProfileData } from '@/lib/profile';
import { signInWithPassword } from '../api/auth-actions';
import { ensureProfile, signOutLocal } from '../api/auth-api';
import { authProvidersQuery } from '../api/auth-settings';
import { mfaStatus, verifiedTotpFactor, verifyTotp } from '../api/mfa';
import { signInWithPasskey } from '../api/passkeys';
import { useLoginProgress } from '../hooks/use-login-progress';
import { POST_SIGN_IN_PAUSE_MS, type LoginPhase } from '../lib/login-progress';
import { signInSchema, type SignInValues } from '../lib/schemas';
import { CODE_LENGTH, CodeInput } from './code-input';
import { SocialButtons } from './social-buttons';

interface SignInFormProps {
  onSignedIn: () => void;
  onForgot: () => void;
  onSignUp: () => void;
}

export function SignInForm({ onSignedIn, onForgot, onSignUp }: SignInFormProps) {
  const [phase, setPhase] = useState<LoginPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const progress = useLoginProgress(phase);
  const queryClient = useQueryClient();
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const busy = phase === 'authenticating' || phase === 'loading-profile' || phase === 'success';
  // two-step verification: the password was right, the app's code is still due
  const [mfa, setMfa] = useState<{ user: User; factorId: string } | null>(null);
  const [digits, setDigits] = useState<string[]>(() => Array<string>(CODE_LENGTH).fill(''));

  const finish = async (user: User) => {
    setPhase('loading-profile');
    const profile = await ensureProfile(user);
    setProfileData(queryClient, profile);
    setPhase('success');
    await new Promise((r) => window.setTimeout(r, POST_SIGN_IN_PAUSE_MS));
    toast.success(`Bem-vindo, ${profile.full_name || 'Usuário'}!`);
    if (mounted.current) onSignedIn();
  };

  const fail = (e: unknown) => {
    setPhase('error');
    setError(e instanceof Error ? e.message : 'Não foi possível entrar. Tente novamente.');
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setPhase('authenticating');
    try {
      const { user } = await signInWithPassword(values.email, values.password);
      const factorId = verifiedTotpFactor(user);
      if (factorId) {
        setMfa({ user, factorId });
        setPhase('idle');
        return;
      }
      await finish(user);
    } catch (e) {
      fail(e);
    }
  });

  // passkeys: offered when the service has them and the browser can make the ceremony
  const { data: providers } = useQuery(authProvidersQuery());
  const passkeys = providers?.passkeys === true && typeof window.PublicKeyCredential === 'function';
  const onPasskey = async () => {
    setError(null);
    setPhase('authenticating');
    try {
      const user = await signInWithPasskey();
      const factorId = verifiedTotpFactor(user);
      if (factorId && (await mfaStatus()).needsCode) {
        setMfa({ user, factorId });
        setPhase('idle');
        return;
      }
      await finish(user);
    } catch (e) {
      fail(e);
    }
  };

  const onCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!mfa) return;
    setError(null);
    setPhase('authenticating');
    try {
      await verifyTotp(mfa.factorId, digits.join(''));
    } catch (err) {
      setDigits(Array<string>(CODE_LENGTH).fill(''));
      fail(err);
      return;
    }
    try {
      await finish(mfa.user);
    } catch (err) {
      fail(err);
    }
  };

  if (mfa) {
    return (
      <form onSubmit={onCode} noValidate className="space-y-3" aria-label="Verificação em duas etapas">
        <p className="text-sm">Digite o código de 6 dígitos do seu aplicativo autenticador.</p>
        <CodeInput value={digits} onChange={setDigits} invalid={!!error} disabled={busy} />
        {error ? (
          <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy || digits.join('').length !== CODE_LENGTH}>
          {busy ? 'Verificando...' : 'Verificar'}
        </Button>
        <Button
          type="button"
          variant="ghost"
          className="w-full"
          disabled={busy}
          onClick={() => {
            void signOutLocal();
            setMfa(null);
            setPhase('idle');
          }}
        >
          Cancelar
        </Button>
      </form>
    );
  }

  return (
    <div className="space-y-4">
      <SocialButtons disabled={busy} onSignedIn={onSignedIn} />
      {passkeys ? (
        <Button type="button" variant="outline" className="w-full" disabled={busy} onClick={() => void onPasskey()}>
          Entrar com chave de acesso
        </Button>
      ) : null}
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" /> ou entre com email <span className="h-px flex-1 bg-border" />
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Entrar">
        <Field id="signin-email" label="Email" error={errors.email?.message}>
          <Input id="signin-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
        </Field>
        <Field id="signin-password" label="Senha" error={errors.password?.message}>
          <Input id="signin-password" type="password" autoComplete="current-password" aria-invalid={!!errors.password} {...form.register('password')} />
        </Field>
        <div className="text-right">
          <button type="button" className="text-sm text-primary hover:underline" onClick={onForgot}>
            Esqueceu sua senha?
          </button>
        </div>
        {error ? (
          <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
            {error}
          </p>
        ) : null}
        {phase !== 'idle' && phase !== 'error' ? (
          <div role="progressbar" aria-label="Progresso do login" aria-valuenow={Math.round(progress)} aria-valuemin={0} aria-valuemax={100} className="h-1.5 overflow-hidden rounded bg-muted">
            <div className="h-full bg-primary transition-[width] duration-100" style={{ width: `${progress}%` }} />
          </div>
        ) : null}
        <Button type="submit" className="w-full" disabled={busy}>
          {phase === 'authenticating' ? 'Entrando...' : phase === 'loading-profile' ? 'Carregando perfil...' : 'Entrar'}
        </Button>
      </form>
      <p className="text-center text-sm">
        Não tem conta?{' '}
        <button type="button" className="font-semibold text-primary hover:underline" onClick={onSignUp}>
          Cadastre-se GRATUITAMENTE!
        </button>
      </p>
    </div>
  );
}

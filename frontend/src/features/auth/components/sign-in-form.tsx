import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signInWithPassword } from '../api/auth-actions';
import { ensureProfile } from '../api/auth-api';
import { setProfileData } from '@/lib/profile';
import { useLoginProgress } from '../hooks/use-login-progress';
import { POST_SIGN_IN_PAUSE_MS, type LoginPhase } from '../lib/login-progress';
import { signInSchema, type SignInValues } from '../lib/schemas';
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

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setPhase('authenticating');
    try {
      const { user } = await signInWithPassword(values.email, values.password);
      setPhase('loading-profile');
      const profile = await ensureProfile(user);
      setProfileData(queryClient, profile);
      setPhase('success');
      await new Promise((r) => window.setTimeout(r, POST_SIGN_IN_PAUSE_MS));
      toast.success(`Bem-vindo, ${profile.full_name || 'Usuário'}!`);
      if (mounted.current) onSignedIn();
    } catch (e) {
      setPhase('error');
      setError(e instanceof Error ? e.message : 'Não foi possível entrar. Tente novamente.');
    }
  });

  return (
    <div className="space-y-4">
      <SocialButtons disabled={busy} />
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

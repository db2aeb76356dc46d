import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { requestPasswordReset, verifyCodeAndUpdatePassword } from '../api/auth-actions';
import { signOutLocal } from '../api/auth-api';
import { RESET_SUCCESS_RELOAD_MS, classifyPasswordUpdateError } from '../lib/password-update-errors';
import { resetCodeSchema, resetEmailSchema, type ResetCodeValues, type ResetEmailValues } from '../lib/schemas';
import { CODE_LENGTH, CodeInput } from './code-input';

type Step = 'email' | 'code' | 'success';
const emptyCode = () => Array<string>(CODE_LENGTH).fill('');

interface ResetFlowProps {
  onBackToSignIn: () => void;
  /** What happens 1.5 s after a successful update (default: reload the page). */
  onReload?: () => void;
}

export function ResetFlow({ onBackToSignIn, onReload = () => window.location.reload() }: ResetFlowProps) {
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [failure, setFailure] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    return () => window.clearTimeout(timer.current);
  }, []);

  const emailForm = useForm<ResetEmailValues>({ resolver: zodResolver(resetEmailSchema), defaultValues: { email: '' } });
  const codeForm = useForm<ResetCodeValues>({
    resolver: zodResolver(resetCodeSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const backToEmail = () => {
    setDigits(emptyCode());
    codeForm.reset({ code: '', password: '', confirmPassword: '' });
    setFailure(null);
    setStep('email');
  };

  const sendCode = emailForm.handleSubmit(async ({ email: value }) => {
    setRequestError(null);
    try {
      await requestPasswordReset(value);
      setEmail(value.trim());
      setStep('code');
      toast.success('Código enviado', { description: `Enviamos um código de 6 dígitos para ${value.trim()}.` });
    } catch (e) {
      setRequestError(e instanceof Error ? e.message : 'Não foi possível enviar o código.');
    }
  });

  const updatePassword = codeForm.handleSubmit(async (values) => {
    setFailure(null);
    const error = await verifyCodeAndUpdatePassword(email, values.code, values.password);
    if (!error) {
      setStep('success');
      toast.success('Senha atualizada!', { description: 'Sua senha foi alterada com sucesso. Recarregando página...' });
      timer.current = window.setTimeout(onReload, RESET_SUCCESS_RELOAD_MS);
      return;
    }
    const { message, delayMs } = classifyPasswordUpdateError(error);
    setFailure(message);
    await signOutLocal().catch(() => undefined);
    timer.current = window.setTimeout(backToEmail, delayMs);
  });

  const setCode = (next: string[]) => {
    setDigits(next);
    codeForm.setValue('code', next.join(''), { shouldValidate: codeForm.formState.isSubmitted });
  };

  if (step === 'success') {
    return (
      <div className="space-y-4 text-center">
        <CheckCircle2 className="mx-auto h-12 w-12 text-primary" aria-hidden />
        <h3 className="text-xl font-semibold">Senha Atualizada!</h3>
        <p className="text-sm text-muted-foreground">Sua nova senha já está valendo.</p>
        <Button className="w-full" onClick={onBackToSignIn}>
          Fazer login
        </Button>
      </div>
    );
  }

  if (step === 'email') {
    const { errors, isSubmitting } = emailForm.formState;
    return (
      <form onSubmit={sendCode} noValidate className="space-y-3" aria-label="Recuperar senha">
        <p className="text-sm text-muted-foreground">Informe seu email para receber um código de verificação.</p>
        <Field id="reset-email" label="Email" error={errors.email?.message}>
          <Input id="reset-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...emailForm.register('email')} />
        </Field>
        {requestError ? (
          <p role="alert" className="text-sm text-destructive">
            {requestError}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Enviando...' : 'Enviar código'}
        </Button>
        <button type="button" className="w-full text-sm text-primary hover:underline" onClick={onBackToSignIn}>
          Voltar para o login
        </button>
      </form>
    );
  }

  const { errors, isSubmitting } = codeForm.formState;
  return (
    <form onSubmit={updatePassword} noValidate className="space-y-3" aria-label="Nova senha">
      <p className="text-sm text-muted-foreground">
        Digite o código de 6 dígitos enviado para <strong>{email}</strong> e escolha uma nova senha.
      </p>
      <CodeInput value={digits} onChange={setCode} invalid={!!errors.code} disabled={isSubmitting || failure !== null} />
      {errors.code ? (
        <p role="alert" className="text-center text-sm text-destructive">
          {errors.code.message}
        </p>
      ) : null}
      <Field id="reset-password" label="Nova senha" error={errors.password?.message}>
        <Input id="reset-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...codeForm.register('password')} />
      </Field>
      <Field id="reset-confirm" label="Confirmar nova senha" error={errors.confirmPassword?.message}>
        <Input id="reset-confirm" type="password" autoComplete="new-password" aria-invalid={!!errors.confirmPassword} {...codeForm.register('confirmPassword')} />
      </Field>
      {failure ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting || failure !== null}>
        {isSubmitting ? 'Atualizando...' : 'Atualizar senha'}
      </Button>
      <button type="button" className="w-full text-sm text-primary hover:underline" onClick={backToEmail}>
        Solicitar novo código
      </button>
    </form>
  );
}

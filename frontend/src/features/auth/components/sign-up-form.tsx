import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { ProfileTypeField } from '@/components/account/profile-type-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { signUp } from '../api/auth-actions';
import { signUpDefaults, signUpSchema, type SignUpValues } from '../lib/schemas';
import { pathTo } from '@/config/paths';

interface SignUpFormProps {
  onSignedUp: () => void;
  onNeedsConfirmation: () => void;
  onSignIn: () => void;
}

export function SignUpForm({ onSignedUp, onNeedsConfirmation, onSignIn }: SignUpFormProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema), defaultValues: signUpDefaults });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const { session } = await signUp(values);
      if (session) {
        toast.success('Conta criada com sucesso!', { description: 'Bem-vindo ao PedBook.' });
        onSignedUp();
      } else {
        toast.success('Conta criada!', { description: 'Confirme seu email para entrar.' });
        onNeedsConfirmation();
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Não foi possível criar a conta.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Criar conta">
      <Field id="signup-name" label="Nome completo" error={errors.fullName?.message}>
        <Input id="signup-name" autoComplete="name" aria-invalid={!!errors.fullName} {...form.register('fullName')} />
      </Field>
      <Field id="signup-email" label="Email" error={errors.email?.message}>
        <Input id="signup-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
      </Field>
      <Field id="signup-password" label="Senha" error={errors.password?.message}>
        <Input id="signup-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...form.register('password')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="signup-area" label="Área de formação" error={errors.formationArea?.message}>
          <Input id="signup-area" placeholder="Medicina" aria-invalid={!!errors.formationArea} {...form.register('formationArea')} />
        </Field>
        <Field id="signup-year" label="Ano de formação" error={errors.graduationYear?.message}>
          <Input id="signup-year" inputMode="numeric" placeholder="2024" aria-invalid={!!errors.graduationYear} {...form.register('graduationYear')} />
        </Field>
      </div>
      <ProfileTypeField registration={form.register('type')} />
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" aria-invalid={!!errors.isAdult} {...form.register('isAdult')} />
          Tenho mais de 17 anos
        </label>
        {errors.isAdult ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.isAdult.message}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" aria-invalid={!!errors.acceptTerms} {...form.register('acceptTerms')} />
          <span>
            Li e aceito os{' '}
            <Link to={pathTo('/terms')} target="_blank" className="text-primary underline">
              Termos de Uso
            </Link>
          </span>
        </label>
        {errors.acceptTerms ? (
          <p role="alert" className="text-sm text-destructive">
            {errors.acceptTerms.message}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Criando conta...' : 'Criar conta'}
      </Button>
      <p className="text-center text-sm">
        Já tem uma conta?{' '}
        <button type="button" className="font-semibold text-primary hover:underline" onClick={onSignIn}>
          Entrar
        </button>
      </p>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { strongPassword } from '@/lib/account-rules';
import { toast } from '@/lib/toast';
import { changePassword } from '../api/account-api';

const schema = z
  .object({ password: strongPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], error: 'As senhas não coincidem' });
type Values = z.infer<typeof schema>;

/** Password change for the signed-in user (the session stays). */
export function PasswordForm() {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { password: '', confirm: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    setError(null);
    try {
      await changePassword(v.password);
      form.reset();
      toast.success('Senha atualizada!', { description: 'Sua senha foi alterada com sucesso.' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-border p-4" aria-label="Alterar senha">
      <h2 className="font-semibold">Alterar senha</h2>
      <Field id="new-password" label="Nova senha" error={errors.password?.message}>
        <Input id="new-password" type="password" autoComplete="new-password" aria-invalid={!!errors.password} {...form.register('password')} />
      </Field>
      <Field id="confirm-password" label="Confirme a nova senha" error={errors.confirm?.message}>
        <Input id="confirm-password" type="password" autoComplete="new-password" aria-invalid={!!errors.confirm} {...form.register('confirm')} />
      </Field>
      {error ? <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{error}</p> : null}
      <Button type="submit" disabled={isSubmitting}>{isSubmitting ? 'Alterando…' : 'Alterar senha'}</Button>
    </form>
  );
}

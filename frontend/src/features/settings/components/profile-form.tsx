import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ProfileTypeField } from '@/components/account/profile-type-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { setProfileData } from '@/lib/profile';
import { toast } from '@/lib/toast';
import { accountKeys, saveProfile, shellProfile, type AccountDetails } from '../api/account-api';
import { formValues, profileChanges, profileFormSchema, type ProfileFormValues } from '../lib/profile-form';

/** Every profile field of the spec, saved to the user's own profiles row. */
export function ProfileForm({ account, email }: { account: AccountDetails; email: string | null }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({ resolver: zodResolver(profileFormSchema), defaultValues: formValues(account) });
  const { errors, isDirty } = form.formState;
  const save = useMutation({
    mutationFn: (v: ProfileFormValues) => saveProfile(account.id, profileChanges(v)),
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.details(saved.id), saved);
      setProfileData(queryClient, shellProfile(saved));
      form.reset(formValues(saved));
      toast.success('Perfil atualizado');
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  const onSubmit = form.handleSubmit((v) => {
    setError(null);
    save.mutate(v);
  });
  const field = (id: string, label: string, name: keyof ProfileFormValues, props: Record<string, string> = {}) => (
    <Field id={id} label={label} error={errors[name]?.message}>
      <Input id={id} aria-invalid={!!errors[name]} {...props} {...form.register(name)} />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-border p-4" aria-label="Perfil">
      <h2 className="font-semibold">Perfil</h2>
      <p className="text-sm">
        <span className="text-muted-foreground">Email de acesso: </span>
        {email}
      </p>
      {field('profile-name', 'Nome completo', 'fullName', { autoComplete: 'name' })}
      <div className="grid gap-3 sm:grid-cols-2">
        {field('profile-area', 'Área de formação', 'formationArea', { placeholder: 'Medicina' })}
        {field('profile-year', 'Ano de formação', 'graduationYear', { inputMode: 'numeric', placeholder: '2024' })}
      </div>
      <ProfileTypeField registration={form.register('type')} />
      <div className="grid gap-3 sm:grid-cols-2">
        {field('profile-registration', 'Registro profissional (CRM/COREN…)', 'registrationNumber', { placeholder: 'CRM-SP 123456' })}
        {field('profile-phone', 'Telefone', 'phone', { type: 'tel', autoComplete: 'tel', placeholder: '(11) 91234-5678' })}
      </div>
      {field('profile-professional-email', 'Email profissional', 'professionalEmail', { type: 'email', placeholder: 'nome@clinica.com.br' })}
      {field('profile-avatar', 'Foto (endereço https da imagem)', 'avatarUrl', { type: 'url', placeholder: 'https://…' })}
      {error ? <p role="alert" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">{error}</p> : null}
      <Button type="submit" disabled={save.isPending || !isDirty}>{save.isPending ? 'Salvando…' : 'Salvar perfil'}</Button>
    </form>
  );
}

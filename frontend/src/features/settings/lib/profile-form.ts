/** The profile form of /settings: fields, validation (Portuguese messages), and the row update. */
import { z } from 'zod';
import { fullName } from '@/lib/account-rules';
import type { AccountDetails, ProfileChanges } from '../api/account-api';

const optional = (max: number, label: string) => z.string().trim().max(max, { error: `${label} muito longo` });

export const profileFormSchema = z.object({
  fullName,
  formationArea: z.string().trim().min(2, { error: 'Área de formação muito curta' }).max(100, { error: 'Área de formação muito longa' }),
  graduationYear: z
    .string()
    .trim()
    .refine((s) => /^\d{4}$/.test(s), { error: 'Ano de formação inválido' })
    .refine((s) => !/^\d{4}$/.test(s) || (Number(s) >= 1950 && Number(s) <= new Date().getFullYear() + 10), { error: 'Ano de formação fora do intervalo (1950 a daqui a 10 anos)' }),
  type: z.enum(['student', 'professional']),
  professionalEmail: optional(100, 'Email').refine((s) => s === '' || z.email().safeParse(s).success, { error: 'Email profissional inválido' }),
  phone: optional(30, 'Telefone').refine((s) => s === '' || /^\+?[\d\s().-]{10,}$/.test(s), { error: 'Telefone inválido (inclua o DDD)' }),
  registrationNumber: optional(40, 'Registro'),
  avatarUrl: optional(500, 'Endereço').refine((s) => s === '' || /^https:\/\/\S+$/.test(s), { error: 'O endereço da foto deve começar com https://' }),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function formValues(d: AccountDetails): ProfileFormValues {
  return {
    fullName: d.full_name ?? '',
    formationArea: d.formation_area && d.formation_area !== 'Não informado' ? d.formation_area : '',
    graduationYear: d.graduation_year && d.graduation_year !== 'Não informado' ? d.graduation_year : '',
    type: d.is_student ? 'student' : 'professional',
    professionalEmail: d.professional_email ?? '',
    phone: d.phone ?? '',
    registrationNumber: d.registration_number ?? '',
    avatarUrl: d.avatar_url ?? '',
  };
}

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

export function profileChanges(v: ProfileFormValues): ProfileChanges {
  return {
    full_name: v.fullName.trim().replace(/\s+/g, ' '),
    formation_area: v.formationArea.trim(),
    graduation_year: v.graduationYear.trim(),
    is_student: v.type === 'student',
    is_professional: v.type === 'professional',
    professional_email: orNull(v.professionalEmail),
    phone: orNull(v.phone),
    registration_number: orNull(v.registrationNumber),
    avatar_url: orNull(v.avatarUrl),
  };
}

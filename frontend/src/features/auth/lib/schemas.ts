/** Validation of the sign-in, sign-up and password-reset forms with the exact messages of
 * spec part 1 §5. */
import { z } from 'zod';
import { fullName, hasEdgeSpaces, strongPassword } from '@/lib/account-rules';

/** The domain contains a dot and is longer than 3 characters. Without an '@' there is no
 * domain to judge: the email-format rule reports that case. */
export function emailDomainIsValid(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return true;
  const domain = email.slice(at + 1);
  return domain.includes('.') && domain.length > 3;
}

const BLOCKED_EMAIL_PREFIXES = ['test@', 'exemplo@', 'seuemail@', 'email@', 'user@'];

export function emailIsPlaceholder(email: string): boolean {
  const lower = email.trim().toLowerCase();
  return BLOCKED_EMAIL_PREFIXES.some((p) => lower.startsWith(p));
}


const baseEmail = z
  .string()
  .trim()
  .refine(emailDomainIsValid, { error: 'Domínio de email inválido' })
  .email({ error: 'Email inválido' })
  .min(5, { error: 'Email muito curto' });

export const signInSchema = z.object({
  email: baseEmail,
  password: z
    .string()
    .min(6, { error: 'A senha deve ter pelo menos 6 caracteres' })
    .refine((s) => !hasEdgeSpaces(s), { error: 'Senha não pode começar ou terminar com espaços' }),
});
export type SignInValues = z.infer<typeof signInSchema>;


export const signUpSchema = z.object({
  fullName,
  email: z
    .string()
    .trim()
    .refine((s) => !emailIsPlaceholder(s), { error: 'Por favor, use um email válido' })
    .refine(emailDomainIsValid, { error: 'Domínio de email inválido' })
    .email({ error: 'Email inválido' })
    .min(5, { error: 'Email muito curto' })
    .max(100, { error: 'Email muito longo' }),
  password: strongPassword,
  formationArea: z.string().trim().min(2, { error: 'Área de formação muito curta' }),
  graduationYear: z.string().trim().min(4, { error: 'Ano de formação inválido' }),
  type: z.enum(['student', 'professional']),
  isAdult: z.boolean().refine((v) => v, { error: 'Você deve ter mais de 17 anos' }),
  acceptTerms: z.boolean().refine((v) => v, { error: 'Você deve aceitar os termos' }),
});
export type SignUpValues = z.infer<typeof signUpSchema>;

export const signUpDefaults: SignUpValues = {
  fullName: '',
  email: '',
  password: '',
  formationArea: '',
  graduationYear: '',
  type: 'professional',
  isAdult: false,
  acceptTerms: false,
};

export const resetEmailSchema = z.object({ email: baseEmail });
export type ResetEmailValues = z.infer<typeof resetEmailSchema>;

export const resetCodeSchema = z
  .object({
    code: z
      .string()
      .length(6, { error: 'O código deve ter 6 dígitos' })
      .regex(/^\d+$/, { error: 'O código deve conter apenas números' }),
    password: z
      .string()
      .min(8, { error: 'A senha deve ter pelo menos 8 caracteres' })
      .refine((s) => /[A-Za-zÀ-ÖØ-öø-ÿ]/.test(s), { error: 'Senha deve conter pelo menos uma letra' })
      .refine((s) => /\d/.test(s), { error: 'Senha deve conter pelo menos um número' }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { error: 'As senhas não coincidem', path: ['confirmPassword'] });
export type ResetCodeValues = z.infer<typeof resetCodeSchema>;

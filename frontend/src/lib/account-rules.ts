/** Account rules shared by sign-up, password reset and /settings: the name's characters and a
 * strong password, with the spec's messages (part 1 §5). zod: never on the start-up path. */
import { z } from 'zod';

export const hasEdgeSpaces = (s: string) => s !== s.trim();

export const NAME_CHARS = /^[A-Za-zÀ-ÖØ-öø-ÿ\s]+$/;

/** The full name of sign-up and /settings: 3–100 letters and spaces, first name and surname. */
export const fullName = z
  .string()
  .trim()
  .min(3, { error: 'Nome deve ter pelo menos 3 caracteres' })
  .max(100, { error: 'Nome muito longo' })
  .refine((s) => NAME_CHARS.test(s), { error: 'Nome deve conter apenas letras e espaços' })
  .refine((s) => s.split(/\s+/).filter(Boolean).length >= 2, { error: 'Digite seu nome completo (nome e sobrenome)' });

export const strongPassword = z
  .string()
  .min(8, { error: 'A senha deve ter pelo menos 8 caracteres' })
  .max(100, { error: 'Senha muito longa' })
  .refine((s) => !hasEdgeSpaces(s), { error: 'Senha não pode começar ou terminar com espaços' })
  .refine((s) => /[A-Za-zÀ-ÖØ-öø-ÿ]/.test(s), { error: 'Senha deve conter pelo menos uma letra' })
  .refine((s) => /\d/.test(s), { error: 'Senha deve conter pelo menos um número' });


/** Test setup against the real backend: SQL through psql (DB_URL, superuser), users through
 * the auth API, mail through MailDev's JSON API. */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readEnvFile } from './env';

export const env = readEnvFile();

export function sql(statement: string): string {
  return execFileSync('psql', [env.DB_URL, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', statement], { encoding: 'utf8' }).trim();
}

export const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@pedbook.test`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  fullName: string;
}

/** Signs a user up through the auth API (mail autoconfirm is on in scripts/test). */
export async function createUser(prefix: string, fullName = 'Ana Teste Silva', email = uniqueEmail(prefix)): Promise<TestUser> {
  const password = 'Senha123segura';
  const res = await fetch(`${env.API_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: env.ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: fullName, formation_area: 'Medicina', graduation_year: '2020', is_student: false, is_professional: true } }),
  });
  const body = (await res.json()) as { user?: { id: string }; id?: string; msg?: string };
  const id = body.user?.id ?? body.id;
  if (!res.ok || !id) throw new Error(`signup failed (${res.status}): ${JSON.stringify(body)}`);
  return { id, email, password, fullName };
}

export function makeAdmin(userId: string): void {
  sql(`update public.profiles set is_admin = true where id = ${quote(userId)}`);
}

interface MailMessage {
  id: string;
  subject: string;
  to: Array<{ address: string }>;
  html?: string;
  text?: string;
  time?: string;
}

/** Waits for the newest mail to an address and returns it. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<MailMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${env.MAIL_WEB_URL}/email`);
    if (res.ok) {
      const all = (await res.json()) as MailMessage[];
      const mine = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === to.toLowerCase()));
      const last = mine.at(-1);
      if (last) return last;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function otpFromMail(mail: MailMessage): string {
  const html = mail.html ?? '';
  const tagged = /data-otp="(\d{6})"/.exec(html);
  if (tagged) return tagged[1]!;
  const any = /\b(\d{6})\b/.exec(`${mail.text ?? ''} ${html}`);
  if (!any) throw new Error(`no 6-digit code in mail "${mail.subject}"`);
  return any[1]!;
}

/** A session for a user through the password grant (what an OAuth callback would carry). */
export async function passwordGrant(email: string, password: string): Promise<{ access_token: string; refresh_token: string; expires_in: number }> {
  const res = await fetch(`${env.API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: env.ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { access_token: string; refresh_token: string; expires_in: number };
  if (!res.ok) throw new Error(`password grant failed (${res.status}): ${JSON.stringify(body)}`);
  return body;
}

/** The KEY=VALUE file scripts/test writes (PEDBOOK_ENV_FILE). */
import { readFileSync } from 'node:fs';

export interface E2EEnv {
  API_URL: string;
  ANON_KEY: string;
  SERVICE_ROLE_KEY: string;
  JWT_SECRET: string;
  DB_URL: string;
  MAIL_WEB_URL: string;
}

export function readEnvFile(path = process.env.PEDBOOK_ENV_FILE): E2EEnv {
  if (!path) throw new Error('PEDBOOK_ENV_FILE is not set: run the browser tests through scripts/test browser');
  const out: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (m) out[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
  }
  for (const k of ['API_URL', 'ANON_KEY', 'SERVICE_ROLE_KEY', 'JWT_SECRET', 'DB_URL', 'MAIL_WEB_URL']) {
    if (!out[k]) throw new Error(`${k} missing from ${path}`);
  }
  return out as unknown as E2EEnv;
}

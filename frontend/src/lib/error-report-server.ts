/** The reporter that sends caught render errors to the server (public.client_error_reports),
 * where /admin/problems-debug lists them. At most MAX_PER_PAGE distinct reports per page load
 * (an error in a loop must not flood the table); a report that cannot be sent is dropped —
 * reporting never shows an error of its own. */
import type { ErrorReport } from './error-reporting';
import { db } from './supabase';

const MAX_PER_PAGE = 5;
const sent = new Set<string>();

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

export function reportToServer(report: ErrorReport, userId: string | null): void {
  const key = `${report.kind}|${report.message}|${report.path}`;
  if (sent.has(key) || sent.size >= MAX_PER_PAGE) return;
  sent.add(key);
  void db()
    .then((client) =>
      client.from('client_error_reports').insert({
        kind: clip(report.kind || 'desconhecido', 40),
        message: clip(report.message || '(sem mensagem)', 2000),
        component_stack: clip(report.componentStack, 8000),
        path: clip(report.path, 500),
        user_agent: clip(navigator.userAgent, 500),
        user_id: userId,
      }),
    )
    .catch(() => undefined);
}

/** Analytics rows for site_analytics (page views and searches), fire-and-forget. */
import type { Json } from './database.types';
import { storage } from './storage';
import { db } from './supabase';

export const SITE_SESSION_KEY = 'site_session_id';

export function siteSessionId(): string {
  let id = storage.get(SITE_SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    storage.set(SITE_SESSION_KEY, id);
  }
  return id;
}

export interface AnalyticsEvent {
  action_type: 'page_view' | 'search';
  page_url: string;
  search_query?: string;
  metadata?: { [key: string]: Json | undefined };
}

export function buildAnalyticsRow(event: AnalyticsEvent, userId: string | null, sessionId: string, userAgent: string, referrer: string) {
  return {
    session_id: sessionId,
    action_type: event.action_type,
    page_url: event.page_url,
    search_query: event.search_query ?? null,
    metadata: event.metadata ?? {},
    user_agent: userAgent,
    referrer: referrer || null,
    user_id: userId,
  };
}

/** Sends one row. The row's user is the session the client sends it with, read at sending
 * time: a user id taken earlier (from a store) could outlive the session — after a sign-out or a
 * recovery session ends — and the row would be refused (42501, a 401 for anon). */
export function trackEvent(event: AnalyticsEvent): void {
  const sessionId = siteSessionId();
  void db()
    .then(async (client) => {
      const { data } = await client.auth.getSession();
      const row = buildAnalyticsRow(event, data.session?.user.id ?? null, sessionId, navigator.userAgent, document.referrer);
      return client.from('site_analytics').insert(row);
    })
    .then(() => undefined, () => undefined);
}

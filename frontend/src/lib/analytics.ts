/** Analytics rows for site_analytics (page views and searches), fire-and-forget. */
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
  metadata?: Record<string, unknown>;
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

export function trackEvent(event: AnalyticsEvent, userId: string | null): void {
  const row = buildAnalyticsRow(event, userId, siteSessionId(), navigator.userAgent, document.referrer);
  void db()
    .then((client) => client.from('site_analytics').insert(row))
    .then(() => undefined, () => undefined);
}

/** Social banner rules (spec part 1 §4, part 2 §9). */
export const SHOW_DELAY_MS = 500;
export const DISMISS_MEMORY_MS = 7 * 24 * 60 * 60_000;
export const AUTO_DISMISS_MS = 15_000;
export const TITLE_MAX = 30;
export const POST_CACHE_MS = 5 * 60_000;
export const DISMISSED_AT_KEY = 'pedbook_social_banner_dismissed_at';

/** How the banner closed; each maps to a column of the counters row. */
export type BannerClosure = 'close' | 'backdrop' | 'later' | 'link' | 'auto_dismiss';
export type BannerCounter = 'view' | BannerClosure;

/** The counter names of increment_social_banner_counter (one per column of the counters row:
 * view_count, click_count, later_count, backdrop_count, close_count, auto_dismiss_count). */
export const COUNTER_NAMES: Record<BannerCounter, string> = {
  view: 'view',
  close: 'close',
  backdrop: 'backdrop',
  later: 'later',
  link: 'click',
  auto_dismiss: 'auto_dismiss',
};

/** Closures remembered for 7 days: the close button and following a link. */
export function remembersDismissal(closure: BannerClosure): boolean {
  return closure === 'close' || closure === 'link';
}

export function isDismissed(dismissedAtMs: number | null, nowMs: number): boolean {
  return dismissedAtMs !== null && nowMs - dismissedAtMs < DISMISS_MEMORY_MS;
}

export function truncateTitle(title: string | null | undefined): string {
  const t = (title ?? '').trim();
  return t.length > TITLE_MAX ? `${t.slice(0, TITLE_MAX)}...` : t;
}

/** Latest Instagram post (PGRST116 = none) and the banner counters. */
import { queryOptions } from '@tanstack/react-query';
import { db } from '@/lib/supabase';
import { COUNTER_NAMES, POST_CACHE_MS, type BannerCounter } from '../lib/banner';

export interface InstagramPost {
  id: string;
  title: string | null;
  link: string;
  created_at: string;
  post_date: string | null;
  click_count: number;
}

/** The row checked by hand (the banner is on the home page: no zod on the start-up path); a row
 * without an id or a link shows no card. */
export function toPost(row: unknown): InstagramPost | null {
  const r = (row ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  const id = typeof r.id === 'number' ? String(r.id) : text(r.id);
  const link = text(r.link);
  if (!id || !link) return null;
  return {
    id,
    title: text(r.title),
    link,
    created_at: text(r.created_at) ?? '',
    post_date: text(r.post_date),
    click_count: typeof r.click_count === 'number' ? r.click_count : 0,
  };
}

export const bannerKeys = {
  latestPost: () => ['instagram-latest-post'] as const,
};

export const latestPostQuery = () =>
  queryOptions({
    queryKey: bannerKeys.latestPost(),
    meta: { phase: 'P2' },
    staleTime: POST_CACHE_MS,
    retry: false,
    queryFn: async (): Promise<InstagramPost | null> => {
      const { data, error } = await (await db())
        .from('pedbook_site_instagram_posts')
        .select('id, title, link, created_at, post_date, click_count')
        .eq('is_counter', false)
        .order('created_at', { ascending: false })
        .limit(1)
        .single();
      // PGRST116: no post; any other error is ignored as well (no card shown).
      if (error) return null;
      return toPost(data);
    },
  });

/** The RPC that adds one to a counter of the counters row (rpc/increment_instagram_click.sql). */
export const BANNER_COUNTER_RPC = 'increment_social_banner_counter';

export function countBanner(counter: BannerCounter): void {
  void db()
    .then((client) => client.rpc(BANNER_COUNTER_RPC, { counter: COUNTER_NAMES[counter] }))
    .then(() => undefined, () => undefined);
}

export function countPostClick(postId: string): void {
  void db()
    .then((client) => client.rpc('increment_instagram_click', { post_id: postId }))
    .then(() => undefined, () => undefined);
}

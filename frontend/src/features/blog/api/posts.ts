/** Blog posts and newsletters through the gateway: published ones for everyone (drafts only
 * reach admins, by the RLS), newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { db } from '@/lib/supabase';
import { readPage, readMaybe } from '@/lib/read-response';

const postListSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  tags: z.array(z.string()),
  published: z.boolean(),
  published_at: z.string().nullable(),
});
const postSchema = postListSchema.extend({ content: z.string(), featured_image: z.string().nullable() });
const newsletterSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  content: z.string(),
  source_url: z.string().nullable(),
  published: z.boolean(),
  published_at: z.string().nullable(),
});
export type BlogPostListItem = z.infer<typeof postListSchema>;
export type BlogPost = z.infer<typeof postSchema>;
export type Newsletter = z.infer<typeof newsletterSchema>;

export const PAGE_SIZE = 20;

export const blogKeys = {
  all: ['blog'] as const,
  list: (tag: string | null, page: number) => [...blogKeys.all, 'list', tag, page] as const,
  post: (idOrSlug: string) => [...blogKeys.all, 'post', idOrSlug] as const,
  newsletters: (page: number) => ['newsletters', page] as const,
};

const range = (page: number): [number, number] => [(page - 1) * PAGE_SIZE, page * PAGE_SIZE - 1];

export async function fetchBlogPosts(tag: string | null, page: number) {
  let q = (await db())
    .from('pedbook_blog_posts')
    .select('id, title, slug, excerpt, tags, published, published_at', { count: 'exact' })
    .order('published_at', { ascending: false, nullsFirst: false });
  if (tag) q = q.contains('tags', [tag]);
  return readPage(postListSchema, await q.range(...range(page)));
}

/** A post by id (the spec's /blog/post/{id}) or by slug. */
export async function fetchBlogPost(idOrSlug: string) {
  const isId = z.uuid().safeParse(idOrSlug).success;
  const res = await (await db())
    .from('pedbook_blog_posts')
    .select('id, title, slug, excerpt, tags, published, published_at, content, featured_image')
    .eq(isId ? 'id' : 'slug', idOrSlug)
    .maybeSingle();
  return readMaybe(postSchema, res);
}

export async function fetchNewsletters(page: number) {
  const res = await (await db())
    .from('pedbook_newsletters')
    .select('id, title, slug, summary, content, source_url, published, published_at', { count: 'exact' })
    .order('published_at', { ascending: false, nullsFirst: false })
    .range(...range(page));
  return readPage(newsletterSchema, res);
}

const STALE = 5 * 60 * 1000;
export const blogPostsQuery = (tag: string | null, page: number) =>
  queryOptions({ queryKey: blogKeys.list(tag, page), queryFn: () => fetchBlogPosts(tag, page), staleTime: STALE });
export const blogPostQuery = (idOrSlug: string) => queryOptions({ queryKey: blogKeys.post(idOrSlug), queryFn: () => fetchBlogPost(idOrSlug), staleTime: STALE });
export const newslettersQuery = (page: number) => queryOptions({ queryKey: blogKeys.newsletters(page), queryFn: () => fetchNewsletters(page), staleTime: STALE });

export const useBlogPosts = (tag: string | null, page: number) => useQuery(blogPostsQuery(tag, page));
export const useBlogPost = (idOrSlug: string) => useQuery(blogPostQuery(idOrSlug));
export const useNewsletters = (page: number) => useQuery(newslettersQuery(page));

/** Offline images (spec part 2 §5, §9): a URL that starts with http and ends in jpg, jpeg, png,
 * webp or svg; a declared size (Content-Length) of at most 5 MB; an OK response — anything else is
 * skipped. Downloaded in batches of 3 with a 100 ms pause; stored under a hash of the URL plus
 * its extension. */

export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_BATCH_SIZE = 3;
export const IMAGE_BATCH_PAUSE_MS = 100;
const EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'svg'] as const;

/** The image's extension when its URL may be downloaded, else null. */
export function imageExtension(url: unknown): string | null {
  if (typeof url !== 'string' || !url.startsWith('http')) return null;
  let pathname: string;
  try {
    pathname = new URL(url).pathname.toLowerCase();
  } catch {
    return null;
  }
  const ext = pathname.slice(pathname.lastIndexOf('.') + 1);
  return pathname.includes('.') && (EXTENSIONS as readonly string[]).includes(ext) ? ext : null;
}

/** Whether a declared size (Content-Length, possibly absent) is acceptable. */
export function declaredSizeAllowed(contentLength: string | null): boolean {
  if (contentLength === null || contentLength === '') return true;
  const n = Number(contentLength);
  return Number.isFinite(n) && n >= 0 && n <= MAX_IMAGE_BYTES;
}

/** FNV-1a (64-bit, as two 32-bit halves) of the URL, hex: a stable, collision-resistant-enough
 * name for a few hundred images, with no async crypto. */
export function hashUrl(url: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x01000193 ^ url.length;
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

export function imageFileName(url: string): string | null {
  const ext = imageExtension(url);
  return ext ? `${hashUrl(url)}.${ext}` : null;
}

/** Every distinct downloadable image_url in the rows. */
export function collectImageUrls(tables: Iterable<readonly unknown[]>): string[] {
  const seen = new Set<string>();
  for (const rows of tables) {
    for (const row of rows) {
      const url = (row as { image_url?: unknown } | null)?.image_url;
      if (typeof url === 'string' && imageExtension(url)) seen.add(url);
    }
  }
  return [...seen];
}

export interface ImageDeps {
  fetchImpl: typeof fetch;
  save: (name: string, blob: Blob) => Promise<void>;
  sleep: (ms: number) => Promise<void>;
}

/** Downloads the images in batches; returns how many were saved. A failed one is skipped. */
export async function downloadImages(urls: readonly string[], deps: ImageDeps): Promise<number> {
  let saved = 0;
  for (let i = 0; i < urls.length; i += IMAGE_BATCH_SIZE) {
    if (i > 0) await deps.sleep(IMAGE_BATCH_PAUSE_MS);
    const batch = urls.slice(i, i + IMAGE_BATCH_SIZE);
    const results = await Promise.all(batch.map((url) => downloadOne(url, deps)));
    saved += results.filter(Boolean).length;
  }
  return saved;
}

async function downloadOne(url: string, deps: ImageDeps): Promise<boolean> {
  const name = imageFileName(url);
  if (!name) return false;
  try {
    const res = await deps.fetchImpl(url);
    if (!res.ok || !declaredSizeAllowed(res.headers.get('content-length'))) return false;
    const blob = await res.blob();
    if (blob.size > MAX_IMAGE_BYTES) return false;
    await deps.save(name, blob);
    return true;
  } catch {
    return false;
  }
}

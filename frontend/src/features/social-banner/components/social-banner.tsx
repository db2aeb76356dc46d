import { useQuery } from '@tanstack/react-query';
import { Instagram, X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { storage } from '@/lib/storage';
import { useUiStore } from '@/stores/ui-store';
import { countBanner, countPostClick, latestPostQuery } from '../api/banner-api';
import { AUTO_DISMISS_MS, DISMISSED_AT_KEY, SHOW_DELAY_MS, isDismissed, remembersDismissal, truncateTitle, type BannerClosure } from '../lib/banner';

export const INSTAGRAM_PROFILE_URL = 'https://www.instagram.com/pedbook.med/';

/** Social-media invitation: shown 500 ms after mount unless dismissed within 7 days; closes by
 * close button, backdrop, 'later', following a link, or after 15 s; every closure counted. */
export function SocialBanner() {
  const [open, setOpen] = useState(false);
  const post = useQuery({ ...latestPostQuery(), enabled: open });

  useEffect(() => {
    const dismissedAt = Number(storage.get(DISMISSED_AT_KEY) ?? '') || null;
    if (isDismissed(dismissedAt, Date.now())) return;
    const t = window.setTimeout(() => {
      if (useUiStore.getState().requestPopup('social-banner')) {
        setOpen(true);
        countBanner('view');
      }
    }, SHOW_DELAY_MS);
    return () => window.clearTimeout(t);
  }, []);

  const close = useCallback((closure: BannerClosure) => {
    setOpen(false);
    useUiStore.getState().releasePopup('social-banner');
    if (remembersDismissal(closure)) storage.set(DISMISSED_AT_KEY, String(Date.now()));
    countBanner(closure);
  }, []);

  useEffect(() => {
    if (!open) return;
    const t = window.setTimeout(() => close('auto_dismiss'), AUTO_DISMISS_MS);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close('close');
    };
    document.addEventListener('keydown', onKey);
    return () => {
      window.clearTimeout(t);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  if (!open) return null;
  const latest = post.data;
  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center p-4 sm:items-center">
      <button type="button" aria-label="Fechar convite" tabIndex={-1} className="absolute inset-0 cursor-default bg-black/40" onClick={() => close('backdrop')} />
      <div role="dialog" aria-modal="false" aria-labelledby="social-banner-title" className="relative w-full max-w-sm overflow-hidden rounded-2xl border border-border bg-background shadow-2xl" data-testid="social-banner">
        <button type="button" aria-label="Fechar" onClick={() => close('close')} className="absolute right-3 top-3 rounded-sm p-1 opacity-70 hover:opacity-100">
          <X className="h-4 w-4" aria-hidden />
        </button>
        <div className="p-5">
          <p id="social-banner-title" className="flex items-center gap-2 text-lg font-semibold">
            <Instagram className="h-5 w-5 text-pink-600" aria-hidden /> Siga o PedBook no Instagram
          </p>
          <p className="mt-1 text-sm text-muted-foreground">Dicas de pediatria, atualizações e novidades do app toda semana.</p>
          {latest ? (
            <a
              href={latest.link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => {
                countPostClick(latest.id);
                close('link');
              }}
              className="mt-3 block rounded-lg border border-border p-3 text-sm hover:bg-muted"
            >
              <span className="block text-xs text-muted-foreground">Última publicação</span>
              <span className="font-medium">{truncateTitle(latest.title) || 'Ver publicação'}</span>
            </a>
          ) : null}
          <div className="mt-4 flex gap-2">
            <a href={INSTAGRAM_PROFILE_URL} target="_blank" rel="noopener noreferrer" onClick={() => close('link')} className="flex-1 rounded-md bg-primary px-3 py-2 text-center text-sm font-medium text-primary-foreground">
              Seguir
            </a>
            <button type="button" onClick={() => close('later')} className="flex-1 rounded-md border border-border px-3 py-2 text-sm">
              Mais tarde
            </button>
          </div>
        </div>
        <div className="h-1 bg-muted">
          <div className="h-full origin-left bg-primary" style={{ animation: `progress-shrink ${AUTO_DISMISS_MS}ms linear forwards` }} data-testid="social-banner-progress" />
        </div>
      </div>
    </div>
  );
}

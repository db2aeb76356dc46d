import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteSetting } from '@/lib/site-settings';
import { usePreferencesStore } from '@/stores/preferences-store';
import { pathTo } from '@/config/paths';

/** The built-in mark (public/favicon.svg's drawing), inline: an SVG in an <img> costs Chromium an
 * internal page of its own on the main thread at every start. */
function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} className="h-8 w-8" aria-hidden="true" data-testid="logo-mark">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M20 46V18h13a9 9 0 0 1 0 18h-6v10z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  const logoUrl = useSiteSetting('logo_url');
  const clinicalMode = usePreferencesStore((s) => s.clinicalMode);
  // A configured logo that fails to load falls back to the built-in mark.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const name = clinicalMode ? 'Clinical' : 'PedBook';
  return (
    <Link to={pathTo('/')} className="flex shrink-0 items-center gap-2 font-bold text-primary" aria-label={`${name} — início`}>
      {logoUrl && logoUrl !== failedUrl ? (
        <img src={logoUrl} alt="" width={32} height={32} className="h-8 w-8 rounded-md object-contain" onError={() => setFailedUrl(logoUrl)} />
      ) : (
        <LogoMark />
      )}
      <span className="text-lg">{name}</span>
    </Link>
  );
}

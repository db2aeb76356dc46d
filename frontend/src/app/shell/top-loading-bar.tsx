import { useEffect, useState } from 'react';

export const LOADING_BAR_DELAY_MS = 300;

/** Thin top bar shown when loading lasts longer than 300 ms (used as a Suspense fallback). */
export function TopLoadingBar() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setVisible(true), LOADING_BAR_DELAY_MS);
    return () => window.clearTimeout(t);
  }, []);
  if (!visible) return null;
  return (
    <div role="progressbar" aria-label="Carregando página" className="fixed inset-x-0 top-0 z-[90] h-1 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-pulse bg-primary" />
    </div>
  );
}

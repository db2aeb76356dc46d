import { useEffect, useState } from 'react';

export const MOBILE_BREAKPOINT_PX = 768;

/** True below 768 px wide. */
export function useIsMobile(): boolean {
  const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
  const [mobile, setMobile] = useState(() => window.matchMedia?.(query).matches ?? false);
  useEffect(() => {
    const mql = window.matchMedia?.(query);
    if (!mql) return;
    const on = () => setMobile(mql.matches);
    mql.addEventListener('change', on);
    return () => mql.removeEventListener('change', on);
  }, [query]);
  return mobile;
}

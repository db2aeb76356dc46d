import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from '@/lib/analytics';

/** One site_analytics row per page view. */
export function usePageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    trackEvent({ action_type: 'page_view', page_url: pathname });
  }, [pathname]);
}

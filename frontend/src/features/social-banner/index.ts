/** Public surface of the social-banner feature: the banner, lazy. */
import { lazy } from 'react';

export const SocialBanner = lazy(() => import('./components/social-banner').then((m) => ({ default: m.SocialBanner })));

/** Public surface of the site-feedback feature: its dialog, lazy. */
import { lazy } from 'react';

export const SiteFeedbackDialog = lazy(() => import('./components/site-feedback-dialog').then((m) => ({ default: m.SiteFeedbackDialog })));

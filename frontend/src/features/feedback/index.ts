/** Public surface of the feedback feature: its dialogs, lazy. */
import { lazy } from 'react';

export const FeedbackDialog = lazy(() => import('./components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
export const SupportDialog = lazy(() => import('./components/support-dialog').then((m) => ({ default: m.SupportDialog })));

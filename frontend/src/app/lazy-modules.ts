/** Route and dialog modules, code-split: each is fetched when first needed. */
import { lazy } from 'react';

export const HomePage = lazy(() => import('./routes/home-page').then((m) => ({ default: m.HomePage })));
export const InfoPage = lazy(() => import('./routes/info-page').then((m) => ({ default: m.InfoPage })));
export const SettingsPage = lazy(() => import('./routes/settings-page').then((m) => ({ default: m.SettingsPage })));
export const TermsPage = lazy(() => import('./routes/legal-pages').then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => import('./routes/legal-pages').then((m) => ({ default: m.PrivacyPage })));
export const AdminLayout = lazy(() => import('./layouts/admin-layout').then((m) => ({ default: m.AdminLayout })));
export const LoginPage = lazy(() => import('@/features/auth/pages/login-page').then((m) => ({ default: m.LoginPage })));
export const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
export const AuthCallbackPage = lazy(() => import('@/features/auth/pages/auth-callback-page').then((m) => ({ default: m.AuthCallbackPage })));
export const FeedbackSupportPage = lazy(() => import('@/features/feedback/pages/feedback-support-page').then((m) => ({ default: m.FeedbackSupportPage })));
export const MaintenancePage = lazy(() => import('@/features/maintenance/components/maintenance-page').then((m) => ({ default: m.MaintenancePage })));

export const AuthDialog = lazy(() => import('@/features/auth/components/auth-dialog').then((m) => ({ default: m.AuthDialog })));
export const FeedbackDialog = lazy(() => import('@/features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })));
export const SupportDialog = lazy(() => import('@/features/feedback/components/support-dialog').then((m) => ({ default: m.SupportDialog })));
export const SiteFeedbackDialog = lazy(() => import('@/features/site-feedback/components/site-feedback-dialog').then((m) => ({ default: m.SiteFeedbackDialog })));
export const SocialBanner = lazy(() => import('@/features/social-banner/components/social-banner').then((m) => ({ default: m.SocialBanner })));
export const UserMenu = lazy(() => import('@/features/auth/components/user-menu').then((m) => ({ default: m.UserMenu })));

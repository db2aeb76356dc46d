import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SignInForm } from './sign-in-form';

// The form's provider buttons ask the auth service's settings through TanStack Query.
const render = (ui: ReactElement) => renderDom(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

const api = vi.hoisted(() => ({
  signInWithPassword: vi.fn(),
  ensureProfile: vi.fn(),
  verifyTotp: vi.fn(),
  signOutLocal: vi.fn(),
  signInWithGoogle: vi.fn(),
  verifiedTotpFactor: (u: { factors?: Array<{ id: string; factor_type: string; status: string }> }) =>
    u.factors?.find((f) => f.factor_type === 'totp' && f.status === 'verified')?.id ?? null,
}));
vi.mock('../api/auth-api', () => api);
vi.mock('../api/auth-actions', () => api);
vi.mock('../api/mfa', () => api);
vi.mock('../api/auth-settings', () => ({
  authProvidersQuery: () => ({ queryKey: ['auth', 'providers'], queryFn: () => Promise.resolve({ google: false, apple: false, passkeys: false }) }),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('SignInForm with two-step verification', () => {
  it('asks for the authenticator code after the password, then signs in', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    api.signInWithPassword.mockResolvedValue({ user: { id: 'u1', factors: [{ id: 'f1', factor_type: 'totp', status: 'verified' }] } });
    api.verifyTotp.mockRejectedValueOnce(new Error('Código inválido. Confira o aplicativo e tente de novo.')).mockResolvedValueOnce(undefined);
    api.ensureProfile.mockResolvedValue({ id: 'u1', full_name: 'Ana' });
    render(<SignInForm onSignedIn={onSignedIn} onForgot={vi.fn()} onSignUp={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'ana@pedbook.test');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    const form = await screen.findByRole('form', { name: 'Verificação em duas etapas' });
    expect(api.ensureProfile).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Dígito 1 do código'));
    await user.keyboard('000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido');
    expect(form).toBeInTheDocument();

    await user.click(screen.getByLabelText('Dígito 1 do código'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(api.verifyTotp).toHaveBeenLastCalledWith('f1', '123456');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled(), { timeout: 3000 });
  });

  it('without a verified factor signs in at once', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    api.signInWithPassword.mockResolvedValue({ user: { id: 'u2', factors: [{ id: 'f2', factor_type: 'totp', status: 'unverified' }] } });
    api.ensureProfile.mockResolvedValue({ id: 'u2', full_name: 'Bia' });
    render(<SignInForm onSignedIn={onSignedIn} onForgot={vi.fn()} onSignUp={vi.fn()} />);
    await user.type(screen.getByLabelText('Email'), 'bia@pedbook.test');
    await user.type(screen.getByLabelText('Senha'), 'segredo123');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled(), { timeout: 3000 });
    expect(screen.queryByRole('form', { name: 'Verificação em duas etapas' })).toBeNull();
  });
});

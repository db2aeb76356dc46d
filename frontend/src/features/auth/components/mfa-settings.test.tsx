import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MfaSettings } from './mfa-settings';

const api = vi.hoisted(() => ({
  mfaStatus: vi.fn(),
  enrollTotp: vi.fn(),
  verifyTotp: vi.fn(),
  unenrollFactor: vi.fn(),
}));
vi.mock('../api/mfa', () => api);
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('MfaSettings', () => {
  beforeEach(() => {
    for (const f of Object.values(api)) f.mockReset();
  });

  it('enrols an authenticator app: QR code, secret, first code', async () => {
    const user = userEvent.setup();
    api.mfaStatus.mockResolvedValue({ factorId: null, needsCode: false });
    api.enrollTotp.mockResolvedValue({ factorId: 'f1', qrCode: 'data:image/svg+xml;utf-8,<svg/>', secret: 'JBSWY3DPEHPK3PXP' });
    api.verifyTotp.mockResolvedValue(undefined);
    render(<MfaSettings />);
    await user.click(await screen.findByRole('button', { name: 'Configurar aplicativo autenticador' }));
    expect(await screen.findByAltText('QR code para o aplicativo autenticador')).toHaveAttribute('src', 'data:image/svg+xml;utf-8,<svg/>');
    expect(screen.getByTestId('totp-secret').textContent).toBe('JBSWY3DPEHPK3PXP');
    await user.click(screen.getByLabelText('Dígito 1 do código'));
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(api.verifyTotp).toHaveBeenCalledWith('f1', '123456');
    expect(await screen.findByRole('button', { name: 'Desativar' })).toBeInTheDocument();
  });

  it('shows a wrong code and lets the user turn a verified factor off', async () => {
    const user = userEvent.setup();
    api.mfaStatus.mockResolvedValue({ factorId: 'f9', needsCode: false });
    api.unenrollFactor.mockRejectedValueOnce(new Error('Entre com o código do aplicativo antes de desativar.')).mockResolvedValueOnce(undefined);
    render(<MfaSettings />);
    await user.click(await screen.findByRole('button', { name: 'Desativar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('antes de desativar');
    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByRole('button', { name: 'Configurar aplicativo autenticador' })).toBeInTheDocument();
    expect(api.unenrollFactor).toHaveBeenCalledWith('f9');
  });
});

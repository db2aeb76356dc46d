import { act, fireEvent, render, screen } from '@testing-library/react';
import { useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { PROMPT_DELAY_MS } from '../lib/site-feedback';
import { SiteFeedbackDialog } from './site-feedback-dialog';

const submit = vi.fn(async () => undefined);
vi.mock('../api/site-feedback-api', () => ({ submitSiteFeedback: (...args: unknown[]) => submit(...(args as [])) }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

describe('SiteFeedbackDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    submit.mockClear();
    useAuthStore.getState().setSession({ id: 'u1', email: 'ana@hospital.com' });
  });
  afterEach(() => {
    vi.useRealTimers();
    useUiStore.getState().releasePopup('site-feedback');
  });

  it('asks signed-in users after the delay and requires a comment below 5 stars', async () => {
    render(<SiteFeedbackDialog />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(PROMPT_DELAY_MS));
    expect(screen.getByRole('dialog', { name: 'Como está sendo sua experiência?' })).toBeInTheDocument();
    expect(screen.getByText('0/500')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('3 de 5'));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Campo obrigatório');
    expect(submit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('O que podemos melhorar?'), { target: { value: 'Mais calculadoras' } });
    expect(screen.getByText('17/500')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    });
    expect(submit).toHaveBeenCalledWith({ rating: 3, comment: 'Mais calculadoras', whatsapp: '' }, 'u1', 'ana@hospital.com');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another popup holds the slot', () => {
    useUiStore.getState().requestPopup('social-banner');
    render(<SiteFeedbackDialog />);
    act(() => vi.advanceTimersByTime(PROMPT_DELAY_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    useUiStore.getState().releasePopup('social-banner');
  });
});

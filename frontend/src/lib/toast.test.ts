import { subscribeToastRequests, toast, toastRequested } from './toast';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }) }));

describe('toast requests', () => {
  it('asks for the Toaster once, with the first toast, and not before', () => {
    const listener = vi.fn();
    const stop = subscribeToastRequests(listener);
    expect(toastRequested()).toBe(false);
    toast.success('Salvo');
    toast.error('Falhou');
    expect(toastRequested()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    stop();
  });
});

import { act, render, screen } from '@testing-library/react';
import { CHUNK_ERROR_CONTEXT_KEY, CHUNK_RETRY_KEY } from './error-kind';
import { ErrorScreen, reportCaughtError } from './error-screens';

describe('error screens', () => {
  const reload = vi.fn();
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    localStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload, assign: vi.fn(), pathname: '/blog' }, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/blog.js');

  it('chunk-load: shows Atualizando recursos..., saves the context and reloads after 1 s × attempt', () => {
    render(<ErrorScreen error={chunkError} />);
    expect(screen.getByRole('heading', { name: 'Atualizando recursos...' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(CHUNK_ERROR_CONTEXT_KEY) ?? '{}').path).toBe('/blog');
    act(() => vi.advanceTimersByTime(999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RETRY_KEY)).toBe('1');
  });

  it('chunk-load: after 2 retries asks for a manual reload', () => {
    sessionStorage.setItem(CHUNK_RETRY_KEY, '2');
    render(<ErrorScreen error={chunkError} />);
    expect(screen.getByRole('button', { name: 'Recarregar Agora' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('other errors: critical screen with a way home', () => {
    render(<ErrorScreen error={new Error('boom')} />);
    expect(screen.getByRole('heading', { name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir para o início' })).toBeInTheDocument();
  });
});

describe('reportCaughtError', () => {
  it('logs the error once with its kind, the path and the component stack', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.defineProperty(window, 'location', { value: { ...window.location, pathname: '/calculadoras' }, configurable: true });
    const error = new TypeError('l is not a function');
    reportCaughtError(error, { componentStack: '\n    at RootLayout' });
    expect(log).toHaveBeenCalledOnce();
    const [text, logged] = log.mock.calls[0]!;
    expect(text).toContain('/calculadoras (critical): TypeError: l is not a function');
    expect(text).toContain('at RootLayout');
    expect(logged).toBe(error);
    log.mockRestore();
  });
});

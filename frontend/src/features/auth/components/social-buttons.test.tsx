import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { authSettingsKeys } from '../api/auth-settings';
import { SocialButtons } from './social-buttons';

type Win = Window & { Capacitor?: { isNativePlatform: () => boolean; getPlatform: () => string } };

function renderButtons(providers: { google: boolean; apple: boolean }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(authSettingsKeys.providers(), { ...providers, passkeys: false });
  return render(
    <QueryClientProvider client={queryClient}>
      <SocialButtons />
    </QueryClientProvider>,
  );
}

function inShell(platform: string | null) {
  if (platform === null) delete (window as Win).Capacitor;
  else (window as Win).Capacitor = { isNativePlatform: () => true, getPlatform: () => platform };
}

const userAgent = navigator.userAgent;
function withUserAgent(ua: string) {
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: ua });
}

describe('SocialButtons per platform (spec: Apple only on iOS native; Google not in embedded web views)', () => {
  afterEach(() => {
    inShell(null);
    withUserAgent(userAgent);
  });

  it('web: Google only, even when the service has Apple', () => {
    inShell(null);
    renderButtons({ google: true, apple: true });
    expect(screen.getByRole('button', { name: /Continuar com Google/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Continuar com Apple/ })).toBeNull();
  });

  it('iOS shell: Google and an enabled Apple button', () => {
    inShell('ios');
    renderButtons({ google: true, apple: true });
    expect(screen.getByRole('button', { name: /Continuar com Google/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Continuar com Apple/ })).toBeEnabled();
  });

  it('Android shell: Google, no Apple — although its WebView says "; wv)"', () => {
    inShell('android');
    withUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36');
    renderButtons({ google: true, apple: true });
    expect(screen.getByRole('button', { name: /Continuar com Google/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Continuar com Apple/ })).toBeNull();
  });

  it('another app’s embedded web view: no Google', () => {
    inShell(null);
    withUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Instagram 300.0');
    const { container } = renderButtons({ google: true, apple: true });
    expect(container).toBeEmptyDOMElement();
  });

  it('iOS shell without Apple configured on the server: no Apple', () => {
    inShell('ios');
    renderButtons({ google: true, apple: false });
    expect(screen.queryByRole('button', { name: /Continuar com Apple/ })).toBeNull();
  });
});

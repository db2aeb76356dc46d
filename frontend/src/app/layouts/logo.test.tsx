import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { siteSettingsKey } from '@/lib/site-settings';
import { Logo } from './logo';
import faviconSvg from '../../../public/favicon.svg?raw';

// The settings query never reaches a server here: db() waits for a client nobody creates.
vi.mock('@/lib/supabase', () => ({ db: () => new Promise(() => undefined) }));

function renderLogo(settings: Record<string, string> | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (settings) client.setQueryData(siteSettingsKey, settings);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Logo />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Logo', () => {
  it('draws the built-in mark inline, with no image request, when no logo is configured', () => {
    const { container } = renderLogo(undefined);
    expect(screen.getByTestId('logo-mark')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'PedBook — início' })).toHaveAttribute('href', '/');
  });

  it('draws the same mark as public/favicon.svg (the source of the PNG icons, scripts/icons.mjs)', () => {
    const file = new DOMParser().parseFromString(faviconSvg, 'image/svg+xml').documentElement;
    renderLogo(undefined);
    const mark = screen.getByTestId('logo-mark');
    const shapes = (svg: Element) => [...svg.children].map((el) => [el.tagName, ...el.getAttributeNames().sort().map((n) => `${n}=${el.getAttribute(n)}`)].join(' '));
    expect(mark.getAttribute('viewBox')).toBe(file.getAttribute('viewBox'));
    expect(shapes(mark)).toEqual(shapes(file));
  });

  it("shows the configured logo, and the built-in mark once that image fails to load", () => {
    const { container } = renderLogo({ logo_url: 'https://cdn.example/logo.png' });
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example/logo.png');
    expect(screen.queryByTestId('logo-mark')).toBeNull();
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('logo-mark')).toBeInTheDocument();
  });
});

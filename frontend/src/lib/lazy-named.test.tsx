import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed, trackedLoader } from './lazy-named';

const Hello = ({ who }: { who: string }) => <p>olá, {who}</p>;

describe('trackedLoader', () => {
  it('loads once and hands out the same promise while it is pending or fulfilled', async () => {
    const load = vi.fn(() => Promise.resolve({ Hello }));
    const get = trackedLoader(load);
    const first = get();
    expect(get()).toBe(first);
    await first;
    expect(get()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Hello });
    const get = trackedLoader(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    await expect(get()).resolves.toEqual({ Hello });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyNamed', () => {
  it('renders a preloaded module in the first commit, without its Suspense fallback', async () => {
    const Lazy = lazyNamed<{ Hello: typeof Hello }, 'Hello', { who: string }>(() => Promise.resolve({ Hello }), 'Hello');
    await Lazy.preload();
    act(() => {
      render(<Suspense fallback={<p>carregando</p>}><Lazy who="Ana" /></Suspense>);
    });
    expect(screen.getByText('olá, Ana')).toBeInTheDocument();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('shows the fallback while the module loads, then the component with its props', async () => {
    let resolve: (m: { Hello: typeof Hello }) => void = () => undefined;
    const Lazy = lazyNamed<{ Hello: typeof Hello }, 'Hello', { who: string }>(() => new Promise((r) => { resolve = r; }), 'Hello');
    await act(async () => {
      render(<Suspense fallback={<p>carregando</p>}><Lazy who="Bia" /></Suspense>);
    });
    expect(screen.getByText('carregando')).toBeInTheDocument();
    await act(async () => {
      resolve({ Hello });
    });
    expect(await screen.findByText('olá, Bia')).toBeInTheDocument();
    expect(screen.queryByText('carregando')).toBeNull();
  });
});

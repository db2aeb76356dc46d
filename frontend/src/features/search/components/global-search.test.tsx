import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SearchResult } from '../lib/types';
import { GlobalSearch } from './global-search';

const state: { results: SearchResult[] } = { results: [] };
vi.mock('../hooks/use-global-search', () => ({
  useGlobalSearch: (input: string) => ({ query: input.trim().toLowerCase(), enabled: input.trim().length >= 3, pending: false, results: state.results, isError: false }),
}));

const r = (id: string, name: string, path: string): SearchResult => ({ id, name, path, type: 'medication', relevance: 1 });

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function setup() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <GlobalSearch variant="hero" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('combobox');
}

describe('GlobalSearch dropdown', () => {
  beforeEach(() => {
    state.results = [r('a', 'Amoxicilina', '/medicamentos/amoxicilina'), r('b', 'Azitromicina', '/medicamentos/azitromicina'), r('c', 'Ampicilina', '/medicamentos/ampicilina')];
  });

  it('asks for 3 characters, then lists results; arrows wrap; Enter opens the selection', async () => {
    const user = userEvent.setup();
    const box = setup();
    await user.type(box, 'am');
    expect(screen.getByText('Digite pelo menos 3 caracteres para buscar.')).toBeInTheDocument();
    await user.type(box, 'o');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: /Ampicilina/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: /Amoxicilina/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status').textContent).toBe('/medicamentos/azitromicina');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Escape and outside clicks close it; focus opens it again', async () => {
    const user = userEvent.setup();
    const box = setup();
    await user.type(box, 'amo');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.click(document.body);
    await user.click(box);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('resets the selection when the results change', async () => {
    const user = userEvent.setup();
    const box = setup();
    await user.type(box, 'amo');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant');
    state.results = [r('d', 'Amoxicilina + clavulanato', '/medicamentos/amoxicilina-clavulanato')];
    await user.type(box, 'x');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status').textContent).toBe('/');
  });
});

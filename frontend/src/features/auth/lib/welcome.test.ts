import { welcomeMessage } from './welcome';

describe('welcome message', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('welcomes new users', () => {
    expect(welcomeMessage('2026-01-01T11:59:30Z', now, 'Ana Lima').title).toBe('Bem-vindo ao PedBook, Ana Lima!');
  });
  it('welcomes back existing users, falling back to Usuário', () => {
    expect(welcomeMessage('2025-01-01T00:00:00Z', now, null).title).toBe('Bem-vindo de volta, Usuário!');
  });
});

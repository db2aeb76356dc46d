import { buildThreads, canReply, excludeDrWill, feedbackTitle, normalizeReply, statusLabel, supportChatUrl, type FeedbackRow } from './feedback';

const fb = (over: Partial<FeedbackRow>): FeedbackRow => ({
  id: 'f1',
  user_id: 'u1',
  type_id: null,
  message: 'm',
  whatsapp: null,
  title: 'Feedback',
  status: 'aguardando',
  created_at: '2026-01-01T00:00:00Z',
  feedback_category: null,
  feedback_type: null,
  ...over,
});

describe('feedback rules', () => {
  it('labels statuses, raw for unknown values', () => {
    expect(statusLabel('aguardando')).toBe('Aguardando');
    expect(statusLabel('em_andamento')).toBe('Em Andamento');
    expect(statusLabel('resolvido')).toBe('Resolvido');
    expect(statusLabel('arquivado')).toBe('arquivado');
  });
  it('drops dr_will items by category or type', () => {
    const rows = [fb({ id: 'a' }), fb({ id: 'b', feedback_category: 'dr_will' }), fb({ id: 'c', feedback_type: 'dr_will' })];
    expect(excludeDrWill(rows).map((r) => r.id)).toEqual(['a']);
  });
  it('builds threads oldest first with names and admin badges', () => {
    const threads = buildThreads(
      [fb({ id: 'f1' }), fb({ id: 'f2' })],
      [
        { id: 'r2', feedback_id: 'f1', message: 'segunda', created_at: '2026-01-02T00:00:00Z', user_id: 'admin' },
        { id: 'r1', feedback_id: 'f1', message: 'primeira', created_at: '2026-01-01T10:00:00Z', user_id: 'ghost' },
      ],
      [{ id: 'admin', full_name: 'Equipe PedBook', is_admin: true }],
    );
    expect(threads[0]?.replies.map((r) => [r.message, r.authorName, r.authorIsAdmin])).toEqual([
      ['primeira', 'Usuário', false],
      ['segunda', 'Equipe PedBook', true],
    ]);
    expect(threads[1]?.replies).toEqual([]);
  });
  it('titles, replies and support link', () => {
    expect(feedbackTitle('Sugestão')).toBe('Sugestão');
    expect(feedbackTitle(undefined)).toBe('Feedback');
    expect(canReply('resolvido')).toBe(false);
    expect(canReply('em_andamento')).toBe(true);
    expect(normalizeReply('   ')).toBeNull();
    expect(normalizeReply('  ok ')).toBe('ok');
    expect(supportChatUrl('+55 (11) 99999-0000', 'Oi')).toBe('https://wa.me/5511999990000?text=Oi');
    expect(supportChatUrl(undefined)).toBeNull();
    expect(supportChatUrl('')).toBeNull();
    expect(supportChatUrl('(11) 9999')).toBeNull();
    expect(supportChatUrl('1'.repeat(16))).toBeNull();
  });
});

import { shouldPrompt, siteFeedbackRow, validateSiteFeedback } from './site-feedback';

describe('site visitor feedback', () => {
  it('requires a comment below 5 stars', () => {
    expect(validateSiteFeedback({ rating: 4, comment: '  ', whatsapp: '' })).toEqual({ comment: 'Campo obrigatório' });
    expect(validateSiteFeedback({ rating: 5, comment: '', whatsapp: '' })).toEqual({});
    expect(validateSiteFeedback({ rating: 3, comment: 'Faltou X', whatsapp: '' })).toEqual({});
  });
  it('caps the comment at 500 characters', () => {
    expect(validateSiteFeedback({ rating: 5, comment: 'a'.repeat(501), whatsapp: '' }).comment).toBe('Máximo de 500 caracteres');
  });
  it('prompts at most once per period', () => {
    expect(shouldPrompt(null, 1000)).toBe(true);
    expect(shouldPrompt(1000, 2000)).toBe(false);
  });
  it('builds the row with visitor_id = user id', () => {
    expect(siteFeedbackRow({ rating: 5, comment: ' ', whatsapp: ' 11 ' }, 'u1', 'a@b.com')).toEqual({
      rating: 5,
      comment: null,
      email: 'a@b.com',
      whatsapp: '11',
      user_id: 'u1',
      visitor_id: 'u1',
      feedback_type: 'site_visitor_timed',
    });
  });
});

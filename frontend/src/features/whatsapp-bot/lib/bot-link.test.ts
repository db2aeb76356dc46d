import { describe, expect, it } from 'vitest';
import { botChatUrl } from './bot-link';

describe('botChatUrl', () => {
  it('keeps the digits of a usable number and adds the greeting', () => {
    expect(botChatUrl('+55 (11) 98888-7777')).toBe('https://wa.me/5511988887777?text=Ol%C3%A1!%20Quero%20consultar%20o%20PedBook.');
  });
  it('no number, or not a phone number: no link', () => {
    expect(botChatUrl(undefined)).toBeNull();
    expect(botChatUrl('')).toBeNull();
    expect(botChatUrl('12345')).toBeNull();
    expect(botChatUrl('1'.repeat(16))).toBeNull();
  });
});

/** The click-to-chat link of PedBook's WhatsApp bot: the number an admin set in the site
 * settings (`whatsapp_bot_number`), with a first message; null when no usable number is set
 * (10–15 digits, E.164's limit), and the page then says the bot is not available. */
export const BOT_GREETING = 'Olá! Quero consultar o PedBook.';

export function botChatUrl(phone: string | null | undefined, message = BOT_GREETING): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 15) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

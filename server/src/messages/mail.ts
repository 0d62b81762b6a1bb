// The email for messages left unread (one per burst), in the recipient's language. Its words are
// in the catalogs (shared/src/i18n/*/mail.ts); the web's texts.ts holds the screens' own.
import { isolateLtrRuns, type Locale, type Message } from '@carrental/shared';
import { say } from '../http/locale.js';
import { renderMail, type MailMessage } from '../mail/mailer.js';

const PREVIEW = 300;

export function unreadMessagesMail(
  recipient: { name: string; email: string; locale?: Locale | null },
  senderName: string | null,
  bookingId: string,
  unread: Message[],
  publicUrl: string,
): MailMessage {
  const locale = recipient.locale ?? 'en';
  const count = unread.length;
  const sender = senderName ?? say(locale, 'mail.messages.theOtherParty');
  const subject = count === 1 ? say(locale, 'mail.messages.subjectOne', { sender }) : say(locale, 'mail.messages.subjectMany', { count, sender });
  const preview = (m: Message) => isolateLtrRuns(m.body.length > PREVIEW ? `${m.body.slice(0, PREVIEW)}…` : m.body);
  const previews = unread.slice(-3).map((m) => (m.body ? `“${preview(m)}”` : (m.photos.length === 1 ? say(locale, 'mail.messages.onePhoto') : say(locale, 'mail.messages.photos', { count: m.photos.length }))));
  const { text, html } = renderMail({
    heading: subject,
    paragraphs: [say(locale, 'mail.messages.hello', { name: recipient.name }), ...previews],
    action: { label: say(locale, 'mail.messages.reply'), url: `${publicUrl}/bookingDetails/${bookingId}` },
    locale,
  });
  return { to: recipient.email, subject, text, html };
}

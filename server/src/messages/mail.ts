// The email for messages left unread (one per burst). Texts of the feature live here and in the web's texts.ts.
import type { Message } from '@carrental/shared';
import { renderMail, type MailMessage } from '../mail/mailer.js';

const PREVIEW = 300;

export function unreadMessagesMail(
  recipient: { name: string; email: string },
  senderName: string,
  bookingId: string,
  unread: Message[],
  publicUrl: string,
): MailMessage {
  const count = unread.length;
  const subject = count === 1 ? `New message from ${senderName}` : `${count} new messages from ${senderName}`;
  const preview = (m: Message) => (m.body.length > PREVIEW ? `${m.body.slice(0, PREVIEW)}…` : m.body);
  const previews = unread.slice(-3).map((m) => (m.body ? `“${preview(m)}”` : `(${m.photos.length === 1 ? 'a photo' : `${m.photos.length} photos`})`));
  const { text, html } = renderMail({
    heading: subject,
    paragraphs: [`Hello ${recipient.name}, you have unread messages about your booking.`, ...previews],
    action: { label: 'Reply', url: `${publicUrl}/bookingDetails/${bookingId}` },
  });
  return { to: recipient.email, subject, text, html };
}

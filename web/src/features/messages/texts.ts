// Every user-facing text of the messages feature, in one place (for the coming translation).
export const texts = {
  inboxTitle: 'Inbox',
  inboxEmpty: 'No conversations yet. Messages about your bookings appear here.',
  inboxLoadFailed: 'Failed to load your conversations',
  conversationTitle: 'Messages',
  conversationEmpty: 'No messages yet. Ask a question or share trip details here.',
  conversationLoadFailed: 'Failed to load messages',
  olderMessages: 'Show older messages',
  placeholder: 'Write a message',
  send: 'Send',
  sendFailed: 'Failed to send the message',
  readOnly: 'Admins can read this conversation but not write in it.',
  maskNote: 'Phone numbers and email addresses are hidden from the other side until the booking is confirmed.',
  you: 'You',
  openInbox: (unread: number) => (unread ? `Inbox, ${unread} unread messages` : 'Inbox'),
  unread: (n: number) => `${n} unread`,
  noMessagePreview: 'No messages',
};

// The messaging feature's surface for other features.
export { queueText, flushTexts, type TextToSend } from './outbox.js';
export type { Messenger, OutgoingText, TextChannel } from './messenger.js';
export { useMessenger, messengerOf } from './providers.js';

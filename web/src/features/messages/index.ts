// Public face of the messages feature: the inbox screen, the header's button, the booking's conversation.
export { InboxPage } from './InboxPage';
export { InboxButton } from './InboxButton';
export { ConversationPanel } from './ConversationPanel';

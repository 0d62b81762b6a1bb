// The messages feature's surface for other features: the unread-mail queue and its handler.
export { sweepUnsentMessagePhotos } from './photo-sweep.js';
export { UNREAD_MAIL_QUEUE, mailUnreadMessages, type UnreadMailJob } from './service.js';

// The notifications feature's surface for other features: the live-stream hub of an app, and the
// message that ends a user's streams on every instance.
export { notificationHubOf } from './routes.js';
export { closeStreamsOf } from './service.js';
export { bookingFactsOf, notifyUser, tellParty } from './service.js';
export type { BookingFacts, Party } from './messages.js';

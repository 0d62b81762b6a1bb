// The notifications feature's surface for other features: the live-stream hub of an app.
export { notificationHubOf } from './routes.js';

// The payments feature's surface for other features and their tests.
export { paymentsSettled } from './subscriber.js';

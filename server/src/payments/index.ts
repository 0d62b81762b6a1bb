// The payments feature's surface for other features and their tests.
export { paymentsSettled } from './subscriber.js';
export { REFUND_QUEUE, type RefundJob } from './refund-queue.js';
export { markAttempt, providerOf, refundPayment, settlePaidPayment } from './settle.js';
export { enqueueStrandedRefunds } from './attempts.js';
export { moneyOfBooking, processRefund } from './refunds.js';
export { checkoutFormOrigins } from './providers.js';

// The payments feature's surface for other features and their tests.
export { paymentsSettled } from './subscriber.js';
export { REFUND_QUEUE, type RefundJob } from './refund-queue.js';
export { enqueueStrandedRefunds, markAttempt, providerOf, refundPaidOpenAttempt, refundPayment, settlePaidPayment } from './settle.js';
export { moneyOfBooking, processRefund } from './refunds.js';
export { checkoutFormOrigins } from './providers.js';

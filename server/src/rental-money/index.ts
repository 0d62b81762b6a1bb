// The rental-money feature's surface for other features: the settling of a payment of what is due
// at pickup, and a cancellation's refund on the booking's ledger.
export { recordCancellationInLedger, settlePickupPayment } from './service.js';
export type { DepositReminderDue, MoneyRecorded } from './events.js';
// The admins' lists, counted on the admins' dashboard.
export { listMoneyDisputes, listOverdueDeposits } from './queries.js';

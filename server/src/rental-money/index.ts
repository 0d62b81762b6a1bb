// The rental-money feature's surface for other features: the settling of a payment of what is due
// at pickup, and a cancellation's refund on the booking's ledger.
export { recordCancellationInLedger, settleChargesPayment, settlePickupPayment } from './service.js';
// For the charges feature's settlement of the deposit (decision 0044): the ledger's writer and sums.
export { appendMovement, loadBooking, moneyOf } from './ledger.js';
export type { DepositReminderDue, MoneyDecided, MoneyRecorded } from './events.js';
// The admins' lists, counted on the admins' dashboard.
export { listMoneyDisputes, listOverdueDeposits } from './queries.js';

// The earnings feature's surface for other features: the ledger writes that follow payments and refunds.
export { ledgerBalance, lockLedger, recordEarning, recordRefundInLedger } from './ledger.js';

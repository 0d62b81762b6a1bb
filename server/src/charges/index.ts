// The charges feature's surface for other features (decision 0044): the standing amounts the
// deposit is settled against, and the writer of the settlement rows. The claims feature's amounts
// join through `SOURCES` in settlement.ts.
export { settledAmounts, settleDeposit, type SettlementItem, type SettlementSource } from './settlement.js';
export type { ChargeDecided } from './events.js';

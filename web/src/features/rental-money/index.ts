// The rental-money feature's public face (decision 0034).
export { StatementPanel } from './StatementPanel';
export { PaymentTermsPanel } from './PaymentTermsPanel';
export { AdminMoneyLists } from './AdminMoneyLists';
export { PayChargesButton } from './PayChargesButton';

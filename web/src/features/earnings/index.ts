export { EarningsPage } from './EarningsPage';
export { PayoutsPage } from './PayoutsPage';
export { VendorEarningsPage } from './VendorEarningsPage';

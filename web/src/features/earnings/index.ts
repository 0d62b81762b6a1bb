export { EarningsPage } from './EarningsPage';
export { PayoutsPage } from './PayoutsPage';

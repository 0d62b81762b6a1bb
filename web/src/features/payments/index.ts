export { PaymentSuccessPage } from './PaymentSuccessPage';
export { startPayment } from './startPayment';

export { PaymentSuccessPage } from './PaymentSuccessPage';
export { startPayment } from './startPayment';
export { useStartPayment } from './api';

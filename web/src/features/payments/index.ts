export { PaymentSuccessPage } from './PaymentSuccessPage';
export { PaymentReturnNotice } from './PaymentReturnNotice';
export { postForm, startPayment } from './startPayment';
export { useStartPayment } from './api';
export { usePayFlow } from './api';

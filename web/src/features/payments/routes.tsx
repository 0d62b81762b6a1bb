// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const PaymentSuccessPage = preloadable(() => import('./PaymentSuccessPage'), 'PaymentSuccessPage');
const PaymentReturnNotice = preloadable(() => import('./PaymentReturnNotice'), 'PaymentReturnNotice');

export const routes: FeatureRoutes = {
  slots: {
    'booking.notices': [
      piece(PaymentReturnNotice, { order: 10, when: ({ booking }) => booking.status === 'ACCEPTED' && booking.viewerSide === 'CUSTOMER', props: () => ({}) }),
    ],
  },
  signedIn: [
    { path: '/payment/success', element: <PaymentSuccessPage /> },
  ],
};

// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const AgreementVerifyPage = preloadable(() => import('./AgreementVerifyPage'), 'AgreementVerifyPage');
const BookingAgreement = preloadable<{ bookingId: string }>(() => import('./AgreementDownload'), 'BookingAgreement', 'AgreementDownload');

export const routes: FeatureRoutes = {
  slots: {
    'booking.panels': [
      piece(BookingAgreement, {
        order: 40,
        when: ({ booking }) => booking.status === 'IN_PROGRESS' || booking.status === 'COMPLETED',
        props: ({ booking }) => ({ bookingId: booking.id }),
      }),
    ],
  },
  open: [{ path: '/agreements/:id/verify', element: <AgreementVerifyPage /> }],
};

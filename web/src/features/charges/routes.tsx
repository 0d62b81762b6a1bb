// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const AdminDisputesPage = preloadable(() => import('./AdminDisputesPage'), 'AdminDisputesPage');
const ChargesPanel = preloadable<{ bookingId: string }>(() => import('./ChargesPanel'), 'ChargesPanel');

export const routes: FeatureRoutes = {
  slots: {
    'booking.panels': [
      piece(ChargesPanel, { order: 20, when: ({ booking }) => booking.status === 'COMPLETED', props: ({ booking }) => ({ bookingId: booking.id }) }),
    ],
  },
  signedIn: [
    { path: '/admin/disputes', element: <AdminDisputesPage />, handle: { slots: ['dispute.money', 'dispute.evidence', 'dispute.conversation', 'chargesPanel.pay'] } },
  ],
};

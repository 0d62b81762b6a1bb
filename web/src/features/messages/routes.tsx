// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';
import { isPaidStatus } from '@carrental/shared';

const InboxPage = preloadable(() => import('./InboxPage'), 'InboxPage');
const ConversationPanel = preloadable<{ bookingId: string; masked: boolean }>(() => import('./ConversationPanel'), 'ConversationPanel');

export const routes: FeatureRoutes = {
  slots: {
    'booking.conversation': [
      piece(ConversationPanel, { order: 10, space: 160, props: ({ booking }) => ({ bookingId: booking.id, masked: !isPaidStatus(booking.status) }) }),
    ],
    'dispute.conversation': [piece(ConversationPanel, { order: 10, space: 160, props: ({ bookingId }) => ({ bookingId, masked: false }) })],
  },
  signedIn: [
    { path: '/inbox', element: <InboxPage /> },
  ],
};

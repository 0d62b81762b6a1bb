// What the handovers feature puts in other features' slots (decision 0052); it has no screens of its own.
import { isPaidStatus, type Booking } from '@carrental/shared';
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const HandoverPanel = preloadable<{ booking: Booking }>(() => import('./HandoverPanel'), 'HandoverPanel');

export const routes: FeatureRoutes = {
  slots: {
    'booking.panels': [piece(HandoverPanel, { order: 10, when: ({ booking }) => isPaidStatus(booking.status) && !!booking.viewerSide })],
    'dispute.evidence': [piece(HandoverPanel, { order: 10 })],
  },
};

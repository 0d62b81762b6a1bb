// What the claims feature puts in other features' slots (decision 0052); it has no screens of its own.
import type { Booking } from '@carrental/shared';
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const ClaimsPanel = preloadable<{ booking: Booking }>(() => import('./ClaimsPanel'), 'ClaimsPanel');

export const routes: FeatureRoutes = {
  slots: {
    'booking.panels': [piece(ClaimsPanel, { order: 30, when: ({ booking }) => booking.status === 'COMPLETED' && !!booking.viewerSide })],
    'dispute.evidence': [piece(ClaimsPanel, { order: 20 })],
  },
};

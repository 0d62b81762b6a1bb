// What the identity feature puts in other features' slots (decision 0052); it has no screens of its own.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const RenterIdentity = preloadable<{ customerId: string }>(() => import('./RenterIdentity'), 'RenterIdentity');
const IdentityPrompt = preloadable<{ message: string }>(() => import('./IdentityPrompt'), 'IdentityPrompt');
const IdentityCard = preloadable(() => import('./IdentityCard'), 'IdentityCard');
const IdentityReview = preloadable<{ userId: string }>(() => import('./IdentityReview'), 'IdentityReview');

export const routes: FeatureRoutes = {
  slots: {
    'booking.customer': [
      piece(RenterIdentity, {
        order: 20,
        when: ({ booking }) => booking.viewerSide === 'VENDOR' && booking.status === 'CONFIRMED',
        props: ({ booking }) => ({ customerId: booking.customer.id }),
      }),
    ],
    'booking.form.identity': [piece(IdentityPrompt, { order: 10 })],
    'profile.cards': [piece(IdentityCard, { order: 10, props: () => ({}) })],
    'user.details': [piece(IdentityReview, { order: 10 })],
  },
};

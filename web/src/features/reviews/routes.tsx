// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';
import type { RatingSummary as Summary } from '@carrental/shared';

const ReportedReviewsPage = preloadable(() => import('./ReportedReviewsPage'), 'ReportedReviewsPage');
const CustomerTrust = preloadable<{ customerId: string }>(() => import('./CustomerTrust'), 'CustomerTrust');
const UserBadges = preloadable<{ userId: string }>(() => import('./Badges'), 'UserBadges', 'Badges');
const BookingReviewPanel = preloadable<{ bookingId: string; side: 'CUSTOMER' | 'VENDOR' | null }>(() => import('./BookingReviewPanel'), 'BookingReviewPanel');
const RatingSummary = preloadable<{ rating: Summary | undefined }>(() => import('./Stars'), 'RatingSummary', 'Stars');
const ReviewList = preloadable<{ carId?: string; serviceId?: string }>(() => import('./ReviewList'), 'ReviewList');

export const routes: FeatureRoutes = {
  slots: {
    'booking.customer': [
      piece(CustomerTrust, { order: 10, when: ({ booking }) => booking.viewerSide === 'VENDOR', props: ({ booking }) => ({ customerId: booking.customer.id }) }),
    ],
    'booking.provider': [piece(UserBadges, { order: 10, props: ({ booking }) => ({ userId: booking.service.vendorId }) })],
    'booking.panels': [
      piece(BookingReviewPanel, {
        order: 50,
        when: ({ booking }) => booking.status === 'COMPLETED',
        props: ({ booking }) => ({ bookingId: booking.id, side: booking.viewerSide ?? null }),
      }),
    ],
    'car.heading': [piece(RatingSummary, { order: 10, props: ({ car }) => ({ rating: car.rating }) })],
    'car.badges': [piece(UserBadges, { order: 10, props: ({ car }) => ({ userId: car.service.vendorId }) })],
    'car.sections': [piece(ReviewList, { order: 20, space: 120, props: ({ car }) => ({ carId: car.id }) })],
    'service.heading': [piece(RatingSummary, { order: 10, props: ({ service }) => ({ rating: service.rating }) })],
    'service.badges': [piece(UserBadges, { order: 10, props: ({ service }) => ({ userId: service.vendorId }) })],
    'service.sections': [piece(ReviewList, { order: 10, space: 120, props: ({ service }) => ({ serviceId: service.id }) })],
    'profile.badges': [piece(UserBadges, { order: 10 })],
  },
  signedIn: [
    { path: '/admin/reviews', element: <ReportedReviewsPage /> },
  ],
};

// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const BookingsPage = preloadable(() => import('./BookingsPage'), 'BookingsPage');
const BookingDetailsPage = preloadable(() => import('./BookingDetailsPage'), 'BookingDetailsPage');
const BookingReceiptPage = preloadable(() => import('./BookingReceiptPage'), 'BookingReceiptPage');

export const routes: FeatureRoutes = {
  signedIn: [
    { path: '/bookings', element: <BookingsPage /> },
    { path: '/bookingDetails/:id', element: <BookingDetailsPage /> },
    { path: '/bookings/:id/receipt', element: <BookingReceiptPage /> },
  ],
};

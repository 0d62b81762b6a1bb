// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import { drawnPage, type FeatureRoutes } from '@/lib/featureRoutes';

const BookingsPage = preloadable(() => import('./BookingsPage'), 'BookingsPage');
const BookingDetailsPage = preloadable(() => import('./BookingDetailsPage'), 'BookingDetailsPage');
const BookingReceiptPage = preloadable(() => import('./BookingReceiptPage'), 'BookingReceiptPage');

export const routes: FeatureRoutes = {
  signedIn: [
    // Drawn on the server for the signed-in reader whose session cookie it checked (decision 0049).
    {
      path: '/bookings',
      element: <BookingsPage />,
      handle: drawnPage(async ({ search }) => {
        const { bookingQueries, bookingsViewOf } = await import('./api');
        return [bookingQueries.list(bookingsViewOf(search.get('tab')))];
      }),
    },
    {
      path: '/bookingDetails/:id',
      element: <BookingDetailsPage />,
      handle: drawnPage(async ({ params }) => [(await import('./api')).bookingQueries.one(params.id ?? '')]),
    },
    { path: '/bookings/:id/receipt', element: <BookingReceiptPage /> },
  ],
};

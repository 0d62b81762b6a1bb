// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import type { CancellationPolicy, CarWithService } from '@carrental/shared';
import { preloadable } from '@/lib/preloadable';
import { drawnPage, type FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const BookingsPage = preloadable(() => import('./BookingsPage'), 'BookingsPage');
const BookingDetailsPage = preloadable(() => import('./BookingDetailsPage'), 'BookingDetailsPage');
const BookingReceiptPage = preloadable(() => import('./BookingReceiptPage'), 'BookingReceiptPage');
const BookCarForm = preloadable<{ car: CarWithService; policy: CancellationPolicy }>(() => import('./BookCarForm'), 'BookCarForm');

export const routes: FeatureRoutes = {
  slots: {
    'car.book': [piece(BookCarForm, { order: 10, space: 520, props: ({ car }) => ({ car, policy: car.service.cancellationPolicy }) })],
  },
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
      handle: drawnPage(
        async ({ params }) => [(await import('./api')).bookingQueries.one(params.id ?? '')],
        ['booking.notices', 'booking.customer', 'booking.provider', 'booking.money', 'booking.panels', 'booking.conversation', 'chargesPanel.pay'],
      ),
    },
    { path: '/bookings/:id/receipt', element: <BookingReceiptPage /> },
  ],
};

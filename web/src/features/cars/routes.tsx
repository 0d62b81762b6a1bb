// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import { drawnPage, type FeatureRoutes } from '@/lib/featureRoutes';

const CarsPage = preloadable(() => import('./CarsPage'), 'CarsPage');
const CarDetailsPage = preloadable(() => import('./CarDetailsPage'), 'CarDetailsPage');
const AddCarPage = preloadable(() => import('./AddCarPage'), 'AddCarPage');
const EditCarPage = preloadable(() => import('./EditCarPage'), 'EditCarPage');
const VendorCarsPage = preloadable(() => import('./VendorCarsPage'), 'VendorCarsPage');

export const routes: FeatureRoutes = {
  open: [
    // The search's queries follow its filters; the drawing finds them (src/entry-server.tsx).
    { path: '/cars', element: <CarsPage />, handle: drawnPage(undefined, ['car.filters']) },
    {
      path: '/cars/:id',
      element: <CarDetailsPage />,
      handle: drawnPage(
        async ({ params }) => [(await import('./api')).carQueries.one(params.id)],
        ['car.heading', 'car.badges', 'car.sections', 'car.book', 'booking.form.trip', 'booking.form.quote'],
      ),
    },
  ],
  signedIn: [
    { path: '/cars/add', element: <AddCarPage /> },
    { path: '/cars/editCar/:id', element: <EditCarPage /> },
    { path: '/vendor/cars', element: <VendorCarsPage /> },
  ],
};

// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import { drawnPage, type FeatureRoutes } from '@/lib/featureRoutes';

const ServiceDetailsPage = preloadable(() => import('./ServiceDetailsPage'), 'ServiceDetailsPage');
const ServicesPage = preloadable(() => import('./ServicesPage'), 'ServicesPage');
const AddServicePage = preloadable(() => import('./AddServicePage'), 'AddServicePage');
const EditServicePage = preloadable(() => import('./EditServicePage'), 'EditServicePage');

export const routes: FeatureRoutes = {
  open: [
    {
      path: '/services/:serviceId',
      element: <ServiceDetailsPage />,
      handle: drawnPage(async ({ params }) => {
        const [{ serviceQueries }, { carQueries }] = await Promise.all([import('./api'), import('@/features/cars/api')]);
        return [serviceQueries.one(params.serviceId), carQueries.ofService(params.serviceId)];
      }, ['service.heading', 'service.badges', 'service.sections']),
    },
  ],
  signedIn: [
    { path: '/services', element: <ServicesPage /> },
    { path: '/services/add', element: <AddServicePage /> },
    { path: '/services/edit/:serviceId', element: <EditServicePage />, handle: { slots: ['service.settings'] } },
  ],
};

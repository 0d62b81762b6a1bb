// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const VendorCalendarPage = preloadable(() => import('./VendorCalendarPage'), 'VendorCalendarPage');
const AvailabilityCalendar = preloadable<{ carId: string }>(() => import('./AvailabilityCalendar'), 'AvailabilityCalendar');
const ServiceRulesPanel = preloadable<{ serviceId: string }>(() => import('./ServiceRulesPanel'), 'ServiceRulesPanel');

export const routes: FeatureRoutes = {
  slots: {
    'car.sections': [piece(AvailabilityCalendar, { order: 10, space: 360, props: ({ car }) => ({ carId: car.id }) })],
    'service.settings': [piece(ServiceRulesPanel, { order: 10 })],
  },
  signedIn: [
    { path: '/vendor/cars/:id/calendar', element: <VendorCalendarPage />, handle: { slots: ['car.settings'] } },
  ],
};

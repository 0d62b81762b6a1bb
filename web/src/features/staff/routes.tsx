// The screens of the staff feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const StaffPage = preloadable(() => import('./StaffPage'), 'StaffPage');
const AuditLogPage = preloadable(() => import('./AuditLogPage'), 'AuditLogPage');
const WorkPage = preloadable(() => import('./WorkPage'), 'WorkPage');
const DriverTripsPage = preloadable(() => import('./DriverTripsPage'), 'DriverTripsPage');
const CarPapersPage = preloadable(() => import('./CarPapersPage'), 'CarPapersPage');

export const routes: FeatureRoutes = {
  signedIn: [
    { path: '/vendor/staff', element: <StaffPage /> },
    { path: '/vendor/audit-log', element: <AuditLogPage /> },
    { path: '/staff', element: <WorkPage /> },
    { path: '/staff/invitations', element: <WorkPage /> },
    { path: '/driver/trips', element: <DriverTripsPage /> },
    { path: '/vendor/cars/:id/papers', element: <CarPapersPage /> },
  ],
};

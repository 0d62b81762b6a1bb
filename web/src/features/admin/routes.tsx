// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const UsersPage = preloadable(() => import('./UsersPage'), 'UsersPage');
const UserDetailsPage = preloadable(() => import('./UserDetailsPage'), 'UserDetailsPage');
const JobsPage = preloadable(() => import('./JobsPage'), 'JobsPage');
const ManualRefundsPage = preloadable(() => import('./ManualRefundsPage'), 'ManualRefundsPage');

export const routes: FeatureRoutes = {
  signedIn: [
    { path: '/users', element: <UsersPage /> },
    { path: '/users/:id', element: <UserDetailsPage />, handle: { slots: ['user.details'] } },
    { path: '/admin/jobs', element: <JobsPage /> },
    { path: '/admin/refunds', element: <ManualRefundsPage /> },
  ],
};

// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const AdminDisputesPage = preloadable(() => import('./AdminDisputesPage'), 'AdminDisputesPage');

export const routes: FeatureRoutes = {
  signedIn: [{ path: '/admin/disputes', element: <AdminDisputesPage /> }],
};

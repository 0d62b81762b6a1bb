// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const VendorAnalyticsPage = preloadable(() => import('./VendorAnalyticsPage'), 'VendorAnalyticsPage');
const AdminAnalyticsPage = preloadable(() => import('./AdminAnalyticsPage'), 'AdminAnalyticsPage');

export const routes: FeatureRoutes = {
  signedIn: [
    { path: '/insights', element: <VendorAnalyticsPage /> },
    { path: '/admin/analytics', element: <AdminAnalyticsPage /> },
  ],
};

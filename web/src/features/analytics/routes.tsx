// The screens of the analytics feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const AnalyticsPage = preloadable(() => import('./AnalyticsPage'), 'AnalyticsPage');

export const routes: FeatureRoutes = {
  signedIn: [{ path: '/vendor/analytics', element: <AnalyticsPage /> }],
};

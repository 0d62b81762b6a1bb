// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const PhoneLoginPage = preloadable(() => import('./PhoneLoginPage'), 'PhoneLoginPage');

export const routes: FeatureRoutes = {
  open: [{ path: '/login/phone', element: <PhoneLoginPage /> }],
};

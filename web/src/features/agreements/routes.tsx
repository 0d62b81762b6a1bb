// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const AgreementVerifyPage = preloadable(() => import('./AgreementVerifyPage'), 'AgreementVerifyPage');

export const routes: FeatureRoutes = {
  open: [{ path: '/agreements/:id/verify', element: <AgreementVerifyPage /> }],
};

// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const PayoutsPage = preloadable(() => import('./PayoutsPage'), 'PayoutsPage');
const VendorEarningsPage = preloadable(() => import('./VendorEarningsPage'), 'VendorEarningsPage');
const EarningsPage = preloadable(() => import('./EarningsPage'), 'EarningsPage');

export const routes: FeatureRoutes = {
  signedIn: [
    { path: '/admin/payouts', element: <PayoutsPage />, handle: { slots: ['payouts.lists'] } },
    { path: '/admin/payouts/:vendorId', element: <VendorEarningsPage /> },
    { path: '/earnings', element: <EarningsPage /> },
  ],
};

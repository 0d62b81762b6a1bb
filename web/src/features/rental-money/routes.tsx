// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const ReceiptPage = preloadable(() => import('./ReceiptPage'), 'ReceiptPage');

export const routes: FeatureRoutes = {
  signedIn: [{ path: '/receipts/:bookingId/:rowId', element: <ReceiptPage /> }],
};

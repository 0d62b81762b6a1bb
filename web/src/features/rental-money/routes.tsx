// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const ReceiptPage = preloadable(() => import('./ReceiptPage'), 'ReceiptPage');
const StatementPanel = preloadable<{ bookingId: string }>(() => import('./StatementPanel'), 'StatementPanel');
const PaymentTermsPanel = preloadable<{ serviceId: string }>(() => import('./PaymentTermsPanel'), 'PaymentTermsPanel');
const AdminMoneyLists = preloadable(() => import('./AdminMoneyLists'), 'AdminMoneyLists');
const PayChargesButton = preloadable<{ bookingId: string }>(() => import('./PayChargesButton'), 'PayChargesButton');

export const routes: FeatureRoutes = {
  slots: {
    'booking.money': [piece(StatementPanel, { order: 20, props: ({ booking }) => ({ bookingId: booking.id }) })],
    'dispute.money': [piece(StatementPanel, { order: 10 })],
    'service.settings': [piece(PaymentTermsPanel, { order: 30 })],
    'payouts.lists': [piece(AdminMoneyLists, { order: 10, props: () => ({}) })],
    'chargesPanel.pay': [piece(PayChargesButton, { order: 10 })],
  },
  signedIn: [{ path: '/receipts/:bookingId/:rowId', element: <ReceiptPage /> }],
};

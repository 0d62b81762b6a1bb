// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';
import { piece } from '@/lib/slots';

const PhoneLoginPage = preloadable(() => import('./PhoneLoginPage'), 'PhoneLoginPage');
const PhoneVerification = preloadable<{ phone: string; verified: boolean }>(() => import('./PhoneVerification'), 'PhoneVerification');
const TextPreferencesCard = preloadable(() => import('./TextPreferencesCard'), 'TextPreferencesCard');

export const routes: FeatureRoutes = {
  slots: {
    'profile.phone': [piece(PhoneVerification, { order: 10 })],
    'profile.settings': [piece(TextPreferencesCard, { order: 10, props: () => ({}) })],
  },
  open: [{ path: '/login/phone', element: <PhoneLoginPage /> }],
};

// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import type { FeatureRoutes } from '@/lib/featureRoutes';

const ProfilePage = preloadable(() => import('./ProfilePage'), 'ProfilePage');

export const routes: FeatureRoutes = {
  signedIn: [
    { path: '/profile', element: <ProfilePage />, handle: { slots: ['profile.badges', 'profile.phone', 'profile.cards', 'profile.settings'] } },
  ],
};

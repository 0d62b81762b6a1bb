// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { preloadable } from '@/lib/preloadable';
import { drawnPage, type FeatureRoutes } from '@/lib/featureRoutes';

const AboutPage = preloadable(() => import('./AboutPage'), 'AboutPage');
const FaqPage = preloadable(() => import('./FaqPage'), 'FaqPage');
const ContactPage = preloadable(() => import('./ContactPage'), 'ContactPage');
const PrivacyPage = preloadable(() => import('./PrivacyPage'), 'PrivacyPage');
const TermsPage = preloadable(() => import('./TermsPage'), 'TermsPage');

export const routes: FeatureRoutes = {
  open: [
    { path: '/about', element: <AboutPage />, handle: drawnPage() },
    { path: '/faq', element: <FaqPage />, handle: drawnPage() },
    { path: '/contact', element: <ContactPage />, handle: drawnPage() },
    { path: '/privacy', element: <PrivacyPage />, handle: drawnPage() },
    { path: '/terms', element: <TermsPage />, handle: drawnPage() },
  ],
};

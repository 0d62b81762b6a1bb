// The screens of this feature and their addresses; the app's route table reads them from web/src/features.ts.
import { HomePage } from './HomePage';
import { drawnPage, type FeatureRoutes } from '@/lib/featureRoutes';

export const routes: FeatureRoutes = {
  open: [
    { path: '/', element: <HomePage />, handle: drawnPage() },
  ],
};

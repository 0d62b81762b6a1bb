// What a web feature brings to the route table: its screens open to everyone, and those behind the
// sign-in (under <RequireAuth/>). Each feature declares them in its routes.tsx; web/src/features.ts
// lists the features.
import type { RouteObject } from 'react-router';

export interface FeatureRoutes {
  open?: RouteObject[];
  signedIn?: RouteObject[];
}

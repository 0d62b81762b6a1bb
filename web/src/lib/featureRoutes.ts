// What a web feature brings to the route table: its screens open to everyone, and those behind the
// sign-in (under <RequireAuth/>). Each feature declares them in its routes.tsx; web/src/features.ts
// lists the features.
import type { RouteObject } from 'react-router';
import type { QueryKey } from '@tanstack/react-query';
import type { SlotName, SlotPieces } from './slots';

export interface FeatureRoutes {
  open?: RouteObject[];
  signedIn?: RouteObject[];
  /** What this feature puts in other features' slots (decision 0052), each piece loaded lazily. */
  slots?: SlotPieces;
}

/**
 * The slots a route's page shows (its `handle`, decision 0052): their pieces are loaded with the
 * page, so the server draws them and the browser adopts them at once.
 */
export interface PageSlots {
  slots?: readonly SlotName[];
}

/** A query a drawn page shows: what a feature's `queryOptions(...)` gives. */
export interface PageQuery {
  queryKey: QueryKey;
}

/** Where a drawn page's loader looks: the address's parameters and query. */
export interface PageAddress {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}

/**
 * A screen the server draws (decision 0049), with its loader: the queries the page shows, fetched
 * before it is drawn. The loader runs while that reader's page is drawn, so it may read the
 * reader's session (`useSession.getState()`). It imports the feature's `api.ts` itself, so the
 * route table costs the first page nothing.
 */
export interface DrawnPage extends PageSlots {
  drawn: { load?: (address: PageAddress) => Promise<PageQuery[]> };
}

export const drawnPage = (load?: DrawnPage['drawn']['load'], slots?: readonly SlotName[]): DrawnPage => ({
  drawn: load ? { load } : {},
  ...(slots ? { slots } : {}),
});

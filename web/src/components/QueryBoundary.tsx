// The one way a screen shows what it is waiting for: its skeleton while the data loads (of the final
// shape, so nothing jumps), an error with "Try again" when loading failed, its empty state when
// there is nothing, and otherwise the content drawn from the data. A 404 may have its own words
// (the thing is gone: trying again would not help).
import type { ReactNode } from 'react';
import { Alert, Button } from '@mui/material';
import { ApiError } from '@/lib/api';
import { useT } from '@/lib/i18n';

interface Loadable<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  /** The failure (a query's `error`): read for `notFound` and `errorView`. */
  error?: unknown;
  refetch(): unknown;
}

/**
 * The error state: what failed, said to the user ("Failed to load services") with "Try again"; or,
 * where the failure is a screen's own answer (a payment's outcome with its ways out), that view.
 */
type ErrorState = { errorText: string; errorView?: never } | { errorText?: never; errorView(error: unknown): ReactNode };

type Props<T> = ErrorState & {
  query: Loadable<T>;
  /** Shown while loading: a skeleton of the content's shape. */
  loading: ReactNode;
  /** Shown instead of the error when the answer was 404 (nothing to try again). */
  notFound?: ReactNode;
  /** Shown instead of the error alert; `null` when another boundary of the same query says it. */
  failure?: ReactNode;
  /** The empty state, shown when `isEmpty` says the data has nothing (default: an empty list). */
  empty?: ReactNode;
  isEmpty?(data: T): boolean;
  children(data: T): ReactNode;
};

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

export function QueryBoundary<T>({ query, loading, errorText, errorView, notFound, failure, empty, isEmpty = emptyList, children }: Props<T>) {
  const t = useT();
  // Data already shown stays when loading it again fails: the screen (and a form half filled in
  // it) does not vanish for a moment's failure; the next load tries again.
  if (query.data !== undefined && !query.isPending) return <>{empty !== undefined && isEmpty(query.data) ? empty : children(query.data)}</>;
  if (query.isError && errorView) return <>{errorView(query.error)}</>;
  if (query.isError) {
    if (notFound !== undefined && query.error instanceof ApiError && query.error.status === 404) return <>{notFound}</>;
    if (failure !== undefined) return <>{failure}</>;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('components.queryBoundary.retry')}
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  }
  return <>{loading}</>;
}

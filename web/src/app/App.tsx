import { useState, type ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { routes } from './routes';
import { slots } from './slots';
import { Toaster } from '@/components/Toaster';
import { ApiError } from '@/lib/api';
import { LocaleRoot } from '@/lib/i18n';
import { SlotsProvider } from '@/lib/slots';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** The route table (./routes.tsx) in declarative mode: the app uses no loaders or actions. Its
 * pages find the features' slot pieces in the table given here (decision 0052). */
export function AppRoutes() {
  return <SlotsProvider table={slots}>{useRoutes(routes)}</SlotsProvider>;
}

/** Everything around the routes: data, language and theme, toasts. The router comes from outside. */
export function AppFrame({ queryClient, state, children }: { queryClient: QueryClient; state?: DehydratedState; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={state}>
        <LocaleRoot>
          {children}
          <Toaster />
        </LocaleRoot>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** The app in the browser; `state` is the data a server-rendered page was drawn with. */
export function App({ state }: { state?: DehydratedState }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppFrame queryClient={queryClient} state={state}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}

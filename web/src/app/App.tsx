import { useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { routes } from './routes';
import { Toaster } from '@/components/Toaster';
import { ApiError } from '@/lib/api';
import { LocaleRoot } from '@/lib/i18n';

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

/** The route table (./routes.tsx) in declarative mode: the app uses no loaders or actions. */
function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <LocaleRoot>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Toaster />
      </LocaleRoot>
    </QueryClientProvider>
  );
}

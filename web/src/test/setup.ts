import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { apiServer } from './server';

// `findBy…` and `waitFor` wait up to 5 s (default 1 s): a busy machine renders screens slowly.
configure({ asyncUtilTimeout: 5_000 });

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  // A file that draws as the server does runs without a DOM (entry-server.test.tsx).
  if (typeof localStorage !== 'undefined') localStorage.clear();
  apiServer.resetHandlers();
});

afterAll(() => apiServer.close());

import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { apiServer } from './server';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  // A file that draws as the server does runs without a DOM (entry-server.test.tsx).
  if (typeof localStorage !== 'undefined') localStorage.clear();
  apiServer.resetHandlers();
});

afterAll(() => apiServer.close());

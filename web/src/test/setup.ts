import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { apiServer } from './server';

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  localStorage.clear();
  apiServer.resetHandlers();
});

afterAll(() => apiServer.close());

import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// `waitFor` and `findBy…` wait up to five seconds: on a busy two-core machine a screen's first
// answers can take longer than the default second. They still return as soon as the page is right.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

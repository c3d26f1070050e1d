import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { session } from '../lib/session';

// findBy*/waitFor wait up to 5 s (default 1 s) on a busy shared machine; a passing wait returns at once.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  session.end();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

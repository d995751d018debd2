import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setNavigate } from '@/lib/navigation';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  setNavigate(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

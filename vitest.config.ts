import { defineConfig } from 'vitest/config';

/**
 * Two projects: `node` (shared code, functions, CDK, scripts; integration tests use the emulators
 * started once per run by test/integration/global-setup.ts) and `web` (React, jsdom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'cdk/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test/integration/**/*.test.ts',
          ],
          globalSetup: ['test/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: './web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // A cap for a stuck test, not a pace: rendering MUI forms in jsdom on a loaded two-core machine passes vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

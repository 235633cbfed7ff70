import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['@insp/devdb/vitest-global-setup'],
    testTimeout: 120_000, // a bound for a test that hangs, far above what a test needs on two busy cores
    hookTimeout: 180_000,
  },
});

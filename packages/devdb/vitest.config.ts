import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/vitest-global-setup.ts'],
    testTimeout: 120_000, // a bound for a test that hangs, far above what a test needs on two busy cores
    hookTimeout: 180_000,
  },
});

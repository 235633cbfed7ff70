import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Chromium starts cold on 2 shared cores; a first render can take several seconds.
    testTimeout: 120_000, // a bound for a test that hangs, far above what a test needs on two busy cores
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Chromium starts cold on 2 shared cores; a first render can take several seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

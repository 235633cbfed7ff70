import { createRequire } from 'node:module';

import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    // One embedded FerretDB for the run; each test file takes a fresh database on it.
    globalSetup: [require.resolve('@insp/devdb/vitest-global-setup')],
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000, // a bound for a test that hangs, far above what a test needs on two busy cores
    hookTimeout: 180_000,
  },
});

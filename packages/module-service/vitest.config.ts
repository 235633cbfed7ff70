import './test/context-type.ts';

import { defineConfig } from 'vitest/config';

import { moduleSpecs } from './src/spec.ts';

// The same files run once per module service, each on its own spec (module flag, collection).
export default defineConfig({
  test: {
    globalSetup: ['@insp/devdb/vitest-global-setup'],
    testTimeout: 120_000, // a bound for a test that hangs, far above what a test needs on two busy cores
    hookTimeout: 180_000,
    projects: (Object.keys(moduleSpecs) as (keyof typeof moduleSpecs)[]).map((name) => ({ extends: true, test: { name, provide: { moduleService: name } } })),
  },
});

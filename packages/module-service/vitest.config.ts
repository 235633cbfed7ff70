import { defineConfig } from 'vitest/config';
import { moduleSpecs } from './src/spec.ts';
import './test/context-type.ts';

// The same files run once per module service, each on its own spec (module flag, collection).
export default defineConfig({
  test: {
    globalSetup: ['@insp/devdb/vitest-global-setup'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: (Object.keys(moduleSpecs) as (keyof typeof moduleSpecs)[]).map((name) => ({
      extends: true,
      test: { name, provide: { moduleService: name } },
    })),
  },
});

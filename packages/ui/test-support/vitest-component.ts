// The one vitest configuration of the component tests (packages/ui and the four remotes), imported by
// relative path from each workspace's vitest.config.ts, so every component suite waits the same way.
import { defineConfig } from 'vitest/config';

/**
 * Component tests wait for what the user would see (findBy…, waitFor), never for a time. The limits
 * below only bound how long a test that will never see it keeps waiting: they are far above what a
 * screen needs on a busy machine (two cores at load 14 took a lazy chunk's first import past 5 s), so
 * no test depends on the machine's speed.
 */
export const COMPONENT_WAIT_LIMIT_MS = 30_000;

export function componentTestConfig() {
  return defineConfig({
    // One router module, as at run time (the shell shares react-router as react-router-dom too): in
    // Node, react-router-dom resolves to its CommonJS build and would bring a second react-router.
    resolve: { alias: { 'react-router-dom': 'react-router' } },
    test: {
      environment: 'happy-dom',
      include: ['test/**/*.test.{ts,tsx}'],
      setupFiles: [new URL('./setup.ts', import.meta.url).pathname],
      testTimeout: 4 * COMPONENT_WAIT_LIMIT_MS,
      hookTimeout: 4 * COMPONENT_WAIT_LIMIT_MS,
    },
  });
}

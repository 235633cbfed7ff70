import { defineConfig } from 'vitest/config';

export default defineConfig({
  // One router module, as at run time (the shell shares react-router as react-router-dom too): in
  // Node, react-router-dom resolves to its CommonJS build and would bring a second react-router.
  resolve: { alias: { 'react-router-dom': 'react-router' } },
  test: { environment: 'happy-dom', include: ['test/**/*.test.{ts,tsx}'], setupFiles: ['test/setup.ts'], testTimeout: 15_000 },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./src/global-setup.ts'],
    // One browser and one platform for the whole run: files run one after another.
    fileParallelism: false,
    testTimeout: 180_000, // a bound for a journey that hangs; every step waits for what the user sees
    hookTimeout: 300_000,
  },
});

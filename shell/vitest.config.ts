import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['test/**/*.test.{ts,tsx}'], testTimeout: 60_000, hookTimeout: 180_000, fileParallelism: false } });

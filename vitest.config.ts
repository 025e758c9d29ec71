import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['reference/**/*.test.ts', 'harness/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: {
    // Node resolves 'graphql' to its CommonJS build for externalised packages (Pothos, Yoga);
    // test files must get the same instance or graphql's realm check throws.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['tests/**/*.test.ts', 'bff/**/*.test.ts', 'web/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Browser and PostgreSQL tests share one machine with 2 cores.
    maxWorkers: 2,
  },
});

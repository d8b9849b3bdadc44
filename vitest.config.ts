import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A worker on every core: vitest keeps one core back by default, which on two cores left the
    // suites one file at a time while its own process, which only reports, sat mostly idle.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['machines/**/*.test.ts', 'contract/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/flows/**/*.test.ts'],
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/flows/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
          // A screen test renders routes, chunks and MUI in jsdom; on two busy cores that can take seconds.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // nginx with deploy/nginx.conf in front of two server processes on one PostgreSQL (TEST_DATABASE_URL).
          name: 'proxy',
          environment: 'node',
          include: ['tests/proxy/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Files side by side against the one server and browser: each signs in numbers of its own
          // (tests/e2e/sign-in.ts), and one file alone left a core idle while the page and the server
          // waited on each other (12 minutes one file at a time, 6.5 on two cores).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});

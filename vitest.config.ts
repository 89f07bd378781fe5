import { defineConfig } from 'vitest/config';

// One runner for every suite: `npm test` runs them all. With TEST_DATABASE_URL set (CI), the
// server suite runs a second time against PostgreSQL (and Redis when REDIS_URL is set).
const realServers = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: {
          name: 'server-pg',
          sequence: { groupOrder: 2 },
          env: { NODE_ENV: 'test', TEST_DB_ENGINE: 'postgres' },
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', ...realServers, 'apps/web', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});

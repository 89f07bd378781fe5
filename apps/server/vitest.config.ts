import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // Projects run one after another (two cores); see the root config.
    sequence: { groupOrder: 1 },
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each file opens its own database; two cores cannot take many at once.
    maxWorkers: 2,
    env: { NODE_ENV: 'test' },
  },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    // Projects run one after another (two cores); see the root config.
    sequence: { groupOrder: 4 },
    name: 'e2e',
    environment: 'node',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One browser and one server at a time: two cores.
    fileParallelism: false,
  },
});

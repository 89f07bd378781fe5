import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    sequence: { groupOrder: 0 },
    name: 'shared',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    env: { TZ: 'Europe/Istanbul' },
  },
});

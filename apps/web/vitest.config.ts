import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Projects run one after another (two cores); see the root config.
    sequence: { groupOrder: 3 },
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    env: { TZ: 'Europe/Istanbul' },
    // Page tests render whole routes in jsdom; on a loaded 2-core machine the default 5 s is
    // tight. Nothing here measures time, so a longer limit hides no defect.
    testTimeout: 20_000,
  },
});

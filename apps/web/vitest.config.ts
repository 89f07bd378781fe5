import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

const esm = (name: string, file: string) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}$`),
  replacement: fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url)),
});

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
      // Their ES module builds: the test runner would take their CommonJS builds (a `node`
      // condition listed first, or only a `module` field), whose `require('react')` no alias meets.
      ...(preactAliases.length
        ? [
            esm('react-router', 'react-router/dist/development/index.mjs'),
            esm('lucide-react', 'lucide-react/dist/esm/lucide-react.mjs'),
            esm('recharts', 'recharts/es6/index.js'),
            esm(
              '@testing-library/react',
              '@testing-library/react/dist/@testing-library/react.esm.js',
            ),
          ]
        : []),
    ],
  },
  test: {
    // Projects run one after another (two cores); see the root config.
    sequence: { groupOrder: 3 },
    name: 'web',
    environment: 'jsdom',
    // Libraries that import React go through Vite here, so that they too get Preact.
    server: {
      deps: { inline: [/react/, /@testing-library/, /lucide/, /recharts/, /zustand/, /@hookform/] },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    env: { TZ: 'Europe/Istanbul' },
    // Page tests render whole routes in jsdom; on a loaded 2-core machine the default 5 s is
    // tight. Nothing here measures time, so a longer limit hides no defect.
    testTimeout: 20_000,
  },
});

// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const WEB_SRC = 'apps/web/src';
const webFeatures = readdirSync(new URL(`./${WEB_SRC}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webTests = [`${WEB_SRC}/**/*.test.{ts,tsx}`, `${WEB_SRC}/**/test-*.{ts,tsx}`];

/** `no-restricted-imports` for static imports plus the same check for `import()`. */
function restrict(patterns) {
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        // esquery regex literals end at the first '/': spell it \x2F.
        selector: `ImportExpression > Literal[value=/${regex.replace(/\//g, '\\x2F')}/]`,
        message,
      })),
    ],
  };
}

const NO_OTHER_FEATURE =
  'A feature imports only shared code (components/, lib/, config/) and its own files. Move what two features share to components/ or lib/, or compose them in app/.';
const NO_APP = 'Shared code and features never import app/: app/ composes them, not the reverse.';
const FEATURE_INDEX_ONLY =
  "app/ uses a feature through its public index.ts ('@/features/x'), never its internals.";

function webImportBoundaries() {
  const perFeature = webFeatures.map((feature) => {
    const others = webFeatures.filter((f) => f !== feature).join('|');
    return {
      files: [`${WEB_SRC}/features/${feature}/**/*.{ts,tsx}`],
      ignores: webTests,
      rules: restrict([
        { regex: `^@/features/(?!${feature}(/|$))`, message: NO_OTHER_FEATURE },
        // Relative paths out of the feature: features are at most two folders deep.
        { regex: '^(\\.\\./){2,}', message: NO_OTHER_FEATURE },
        { regex: `^\\.\\./(${others})(/|$)`, message: NO_OTHER_FEATURE },
        { regex: '^@/app(/|$)', message: NO_APP },
      ]),
    };
  });
  // Tests may use the app's render helpers (@/app/testing), never another feature.
  const perFeatureTests = webFeatures.map((feature) => ({
    files: webTests.map((glob) => glob.replace(WEB_SRC, `${WEB_SRC}/features/${feature}`)),
    rules: restrict([
      { regex: `^@/features/(?!${feature}(/|$))`, message: NO_OTHER_FEATURE },
      { regex: '^(\\.\\./){2,}', message: NO_OTHER_FEATURE },
    ]),
  }));
  return [
    ...perFeature,
    ...perFeatureTests,
    {
      files: [`${WEB_SRC}/{components,lib}/**/*.{ts,tsx}`],
      ignores: webTests,
      rules: restrict([
        { regex: '^@/(features|app)(/|$)', message: NO_APP.replace('and features ', '') },
        { regex: '^(\\.\\./)+(features|app)(/|$)', message: NO_APP },
      ]),
    },
    {
      files: [`${WEB_SRC}/app/**/*.{ts,tsx}`],
      ignores: webTests,
      rules: restrict([{ regex: '^@/features/[^/]+/', message: FEATURE_INDEX_ONLY }]),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'apps/server/drizzle/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Import boundaries of the web app (docs/decisions/025-web-import-boundaries.md):
  // features/X imports shared code (components/, lib/, config/, @carsi/shared) and its own
  // files, never another feature and never app/; components/ and lib/ import no feature and no
  // app/; app/ (routes, layout, provider) composes features through their index.ts only.
  ...webImportBoundaries(),
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
);

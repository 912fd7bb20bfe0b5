// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { existsSync, readdirSync } from 'node:fs';

const featuresDir = new URL('./apps/console/src/features/', import.meta.url);
const consoleFeatures = existsSync(featuresDir) ? readdirSync(featuresDir) : [];

/** The import arrows of shared/design/ARCHITECTURE.md, enforced rather than remembered. */
const forbid = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const noApps = {
  group: ['**/apps/**', '@creator-console/console', '@creator-console/server'],
  message: 'Packages never import an app.',
};
const serverFacing = {
  group: ['@creator-console/api-client*', '@creator-console/auth*', '@creator-console/contract*'],
  message: 'ui is the design system: it knows no server and imports none of our packages.',
};
const clientOnly = {
  group: ['@creator-console/ui*', '@creator-console/auth*', '@creator-console/api-client*'],
  message: 'The server imports only the contract.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.data/**',
      'reports/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['packages/ui/**'], rules: forbid([noApps, serverFacing]) },
  {
    files: ['packages/contract/**'],
    rules: forbid([
      noApps,
      { group: ['@creator-console/*'], message: 'contract depends on nothing of ours.' },
    ]),
  },
  {
    files: ['packages/api-client/**'],
    rules: forbid([
      noApps,
      {
        group: ['@creator-console/ui*', '@creator-console/auth*'],
        message: 'api-client imports only the contract.',
      },
    ]),
  },
  {
    files: ['packages/auth/**'],
    rules: forbid([noApps, { group: ['@creator-console/ui*'], message: 'auth knows no design system.' }]),
  },
  { files: ['apps/server/**'], rules: forbid([clientOnly]) },
  // Console features do not import each other: share through packages/* or src/shared.
  ...consoleFeatures.map((feature) => ({
    files: [`apps/console/src/features/${feature}/**`],
    rules: forbid([
      {
        group: ['**/features/*/**', `!**/features/${feature}/**`],
        message: 'Console features do not import each other; share through src/shared or packages/*.',
      },
    ]),
  })),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
  },
);

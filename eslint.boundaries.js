// @ts-check
/**
 * The import arrows of docs/ARCHITECTURE.md, checked on resolved files rather than on the text of
 * the import: every import (static, dynamic, re-export, type-only) is resolved by the TypeScript
 * resolver, and the file it lands in decides which element it belongs to. A relative path such as
 * `../../../auth/src/session` is therefore the same dependency as `@creator-console/auth`.
 */
import boundaries from 'eslint-plugin-boundaries';

/** Element types, each a folder from the repository root (full match, not a suffix). */
const elements = [
  { type: 'contract', pattern: 'packages/contract' },
  { type: 'api-client', pattern: 'packages/api-client' },
  { type: 'auth', pattern: 'packages/auth' },
  { type: 'ui', pattern: 'packages/ui' },
  { type: 'console-feature', pattern: 'apps/console/src/features/*', capture: ['feature'] },
  { type: 'console-app', pattern: 'apps/console/src/app' },
  { type: 'console-shared', pattern: 'apps/console/src/shared' },
  { type: 'console', pattern: 'apps/console' },
  { type: 'server', pattern: 'apps/server' },
  // Tests, benchmarks, scripts and Storybook drive the whole product and may import any of it.
  ...['e2e', 'bench', 'scripts', '[.]storybook'].map((pattern) => ({ type: 'tooling', pattern })),
].map((element) => ({ ...element, partialMatch: false }));

const to = (/** @type {string[]} */ ...types) => types.map((type) => ({ to: { element: { type } } }));
const packages = ['contract', 'api-client', 'auth', 'ui'];

/** `A → B`: A may import B. Everything not listed is refused (`default: 'disallow'`). */
const policies = [
  // Libraries from the registry and Node's modules. One of our names that does not resolve to a
  // file of the tree (an app is no package's dependency) is refused like a path would be.
  { allow: [{ to: { module: { origin: ['external', 'core'], source: '!@creator-console/**' } } }] },
  { from: { element: { type: 'api-client' } }, allow: to('contract') },
  { from: { element: { type: 'auth' } }, allow: to('api-client', 'contract') },
  // ui is the design system: it imports none of our packages (no policy: nothing allowed).
  { from: { element: { type: 'server' } }, allow: to('contract') },
  {
    from: { element: { types: { anyOf: ['console-feature', 'console-shared'] } } },
    allow: to(...packages, 'console-shared'),
  },
  {
    from: { element: { type: 'console-app' } },
    allow: [
      ...to(...packages, 'console-shared'),
      // The page registry and the router load a feature's pages, and nothing else of it.
      { to: { element: { type: 'console-feature', fileInternalPath: 'pages/**' } } },
    ],
  },
  {
    from: { element: { type: 'console' } },
    allow: to(...packages, 'console-app', 'console-shared', 'console-feature'),
  },
  { from: { element: { type: 'tooling' } }, allow: to(...packages, 'console', 'server', 'tooling') },
  // A workspace's build and test configs extend the shared ones at the repository root.
  {
    from: { element: { fileInternalPath: '*.config.{ts,js,mjs}' } },
    allow: [{ to: { element: { isUnknown: true }, file: { path: '*.{ts,js,mjs}' } } }],
  },
];

const message =
  '{{ from.element.type }} may not import ' +
  '{{#if to.element.type}}{{ to.element.type }}{{else}}{{ dependency.source }}{{/if}}' +
  '{{#if to.element.captured.feature}} (feature {{ to.element.captured.feature }}){{/if}}' +
  ' (`{{ dependency.source }}`); see "Import rules" in docs/ARCHITECTURE.md.';

/** @type {import('eslint').Linter.Config[]} */
export const boundaryRules = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      'import/resolver': {
        typescript: {
          // Workspace packages resolve to their sources, as the apps and tests see them.
          conditionNames: ['source', 'types', 'import', 'default'],
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        },
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'disallow', policies, message, checkAllOrigins: true, checkUnknownLocals: true },
      ],
    },
  },
];

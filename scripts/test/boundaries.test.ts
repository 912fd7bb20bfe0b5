import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/**
 * Lints `code` as if it were the file at `filePath` (repository-relative; the file need not exist,
 * the files it imports do) and answers the messages of the boundaries rule.
 */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'boundaries/dependencies');
}

/** [importing file, import statement]: each crosses a boundary and must be reported. */
const crossings: [string, string][] = [
  // ui imports none of our packages, by name or by relative path.
  ['packages/ui/src/probe.ts', "import { endpoints } from '@creator-console/contract';"],
  ['packages/ui/src/probe.ts', "import { endpoints } from '../../contract/src/index';"],
  ['packages/ui/src/components/probe.ts', "export * from '../../../auth/src/index';"],
  // contract depends on nothing of ours; no package imports an app.
  ['packages/contract/src/probe.ts', "import type { ApiClient } from '../../api-client/src/index';"],
  ['packages/contract/src/probe.ts', "import { buildApp } from '../../../apps/server/src/app';"],
  ['packages/auth/src/probe.ts', "import '../../../apps/console/src/shared/api';"],
  // An app is no package's dependency, so its name does not even resolve: still refused.
  ['packages/ui/src/probe.ts', "import { buildApp } from '@creator-console/server';"],
  ['packages/api-client/src/probe.ts', "import type { X } from '@creator-console/console';"],
  ['packages/auth/src/probe.ts', "import { Button } from '@creator-console/ui';"],
  ['packages/api-client/src/probe.ts', "import type { Session } from '../../auth/src/index';"],
  // The server imports only the contract.
  ['apps/server/src/probe.ts', "import { Button } from '../../../packages/ui/src/index';"],
  ['apps/server/src/probe.ts', "import { createApiClient } from '@creator-console/api-client';"],
  // The console and the server meet only in the contract.
  ['apps/console/src/shared/probe.ts', "import { loadConfig } from '../../../server/src/config';"],
  ['apps/server/src/modules/videos/probe.ts', "import { x } from '../../../../console/src/shared/api';"],
  // Console features do not import each other's internals, statically, lazily or for types.
  ['apps/console/src/features/audit/probe.ts', "import { x } from '../films/api/keys';"],
  ['apps/console/src/features/audit/probe.ts', "const page = () => import('../films/pages/index-page');"],
  ['apps/console/src/features/audit/pages/probe.ts', "import type { X } from '../../video/labels';"],
  ['apps/console/src/features/audit/probe.ts', "import { x } from '../../app/page-registry';"],
  // shared is below the features and the app.
  ['apps/console/src/shared/probe.ts', "import { x } from '../features/audit/labels';"],
  ['apps/console/src/shared/probe.ts', "import { AppProviders } from '../app/providers';"],
  // The app loads a feature's pages and nothing else of it.
  ['apps/console/src/app/probe.ts', "import { x } from '../features/audit/api/keys';"],
  // No package or app imports the e2e tests.
  ['packages/ui/src/probe.ts', "import { login } from '../../../e2e/tests/support/session';"],
];

/** Legal imports: the same rules must not report them. */
const legal: [string, string][] = [
  ['packages/ui/src/probe.ts', "import { tokens } from './tokens';"],
  ['packages/ui/src/probe.ts', "import * as Dialog from '@radix-ui/react-dialog';"],
  ['packages/contract/src/probe.ts', "import { createHash } from 'node:crypto';"],
  ['packages/api-client/src/probe.ts', "import { endpoints } from '@creator-console/contract';"],
  ['packages/auth/src/probe.ts', "import { createApiClient } from '../../api-client/src/index';"],
  ['apps/server/src/probe.ts', "import { endpoints } from '@creator-console/contract';"],
  ['apps/console/src/features/audit/probe.ts', "import { Button } from '@creator-console/ui';"],
  ['apps/console/src/features/audit/probe.ts', "import { apiClient } from '../../shared/api';"],
  ['apps/console/src/features/audit/pages/probe.ts', "import { x } from '../api/keys';"],
  ['apps/console/src/app/probe.ts', "const page = () => import('../features/audit/pages/index-page');"],
  ['apps/console/src/main.tsx', "import { router } from './app/router';"],
  ['e2e/tests/probe.ts', "import { endpoints } from '@creator-console/contract';"],
];

describe('import boundaries (eslint-plugin-boundaries on resolved files)', () => {
  it.each(crossings)('%s: `%s` is reported', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.map((error) => error.message)).toEqual([expect.stringContaining('may not import')]);
  });

  it.each(legal)('%s: `%s` is allowed', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

import { endpoints, type Access, type Endpoint } from '@creator-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../helper.js';
import {
  DEMO_USERS,
  ENDPOINT_NAMES,
  hasRoute,
  injectOptions,
  SAMPLES,
  seededIds,
  type RequestParts,
  type SampleContext,
  uploadedDocument,
} from './samples.js';

/**
 * The authorization matrix: every contract endpoint × every demo role and an anonymous caller.
 * What each caller may do is derived from the contract's `access` and the role's page rights as
 * GET /api/my-page answers them — nothing here is written per role.
 *
 * Two requests per cell:
 * - a valid one (test/security/samples.ts): a refused caller gets 401/403; an admitted one gets
 *   an answer from the handler, 2xx or a business 202/404, never 401/403;
 * - an invalid one (where the endpoint takes input): the same 401/403 when refused — access is
 *   checked before validation — and 400 when admitted, which shows the access layer let the
 *   caller through whatever the handler then decides.
 * Rules a handler adds beyond `access` (say, only an MCN has bloggers) are listed with the sample
 * (`handlerForbids`): those admitted callers must get the handler's 403 for the valid request.
 */

type Caller = (typeof DEMO_USERS)[number] | null;
const CALLERS: Caller[] = [null, ...DEMO_USERS];
const callerName = (caller: Caller) => caller ?? 'anonymous';

let t: TestApp;
let ids: Record<string, number>;
const tokens = new Map<string, string>();
const rights = new Map<string, Set<string>>();
const roles = new Map<string, string>();
const documents = new Map<string, string>();
const statuses = new Map<string, number>();

beforeAll(async () => {
  t = await buildTestApp();
  ids = await seededIds(t);
  for (const username of DEMO_USERS) {
    const token = await t.loginAs(username);
    tokens.set(username, token);
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/my-page',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(page.statusCode, `GET /api/my-page as ${username}`).toBe(200);
    rights.set(username, new Set(page.json<{ data: { page: string[] } }>().data.page));
    const menu = await t.app.inject({
      method: 'GET',
      url: '/api/my-menu',
      headers: { authorization: `Bearer ${token}` },
    });
    roles.set(username, menu.json<{ data: { role: string } }>().data.role);
    documents.set(username, await uploadedDocument(t, token));
  }
});
afterAll(async () => {
  await t?.close();
  // MATRIX_PRINT=1: the status of every valid request, endpoint by caller.
  if (process.env.MATRIX_PRINT) {
    const header = [
      'endpoint'.padEnd(28),
      ...CALLERS.map((caller) => callerName(caller).slice(0, 12).padStart(13)),
    ];
    const rows = ENDPOINT_NAMES.map((name) =>
      [
        name.padEnd(28),
        ...CALLERS.map((caller) => String(statuses.get(`${name} ${callerName(caller)}`) ?? '-').padStart(13)),
      ].join(''),
    );
    console.log([header.join(''), ...rows].join('\n'));
  }
});

/** 'admitted', or the status the access layer must refuse with. */
function expectation(access: Access, caller: Caller): 'admitted' | 401 | 403 {
  if (access === 'public') return 'admitted';
  if (caller === null) return 401;
  if (access === 'session') return 'admitted';
  const granted = rights.get(caller)!;
  return access.permissions.some((permission) => granted.has(permission)) ? 'admitted' : 403;
}

const context = (caller: Caller): SampleContext => ({
  caller,
  role: caller ? roles.get(caller)! : null,
  ids,
  token: caller ? tokens.get(caller)! : null,
  document: caller ? documents.get(caller)! : null,
  encrypt: t.encrypt,
});

async function send(endpoint: Endpoint, parts: RequestParts, token: string | null) {
  const response = await t.app.inject(injectOptions(endpoint, parts, token));
  let message: string;
  try {
    message = response.json<{ message?: string }>().message ?? '';
  } catch {
    message = response.body.slice(0, 80);
  }
  return { status: response.statusCode, message };
}

describe('every contract endpoint has a route', () => {
  it('lists no missing route', () => {
    const missing = ENDPOINT_NAMES.filter((name) => !hasRoute(t, endpoints[name])).map(
      (name) => `${endpoints[name].method} ${endpoints[name].path} (${name})`,
    );
    expect(missing, `route missing:\n  ${missing.join('\n  ')}`).toEqual([]);
  });
});

describe('the samples', () => {
  const parse = (schema: z.ZodType | undefined, value: unknown, label: string) => {
    if (!schema) return;
    const result = schema.safeParse(value ?? {});
    expect(result.success, `${label}: ${result.error?.issues.map((issue) => issue.message).join('; ')}`).toBe(
      true,
    );
  };
  const asUrl = (query: RequestParts['query']) =>
    Object.fromEntries(Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]));

  it.each(ENDPOINT_NAMES)('%s: the valid sample passes the contract, the invalid one does not', (name) => {
    const endpoint = endpoints[name] as Endpoint;
    const sample = SAMPLES[name];
    for (const caller of CALLERS) {
      const parts = sample.valid(context(caller));
      const label = `${name} as ${callerName(caller)}`;
      parse(endpoint.params, asUrl(parts.params), `${label} params`);
      parse(endpoint.query, asUrl(parts.query), `${label} query`);
      parse(endpoint.body, parts.body, `${label} body`);
    }
    if (!sample.invalid) {
      expect([endpoint.params, endpoint.query, endpoint.body].filter(Boolean), `${name} takes input`).toEqual(
        [],
      );
      return;
    }
    const { params, query, body } = sample.invalid;
    const valid = (schema: z.ZodType | undefined, value: unknown) =>
      !schema || schema.safeParse(value ?? {}).success;
    expect(
      valid(endpoint.params, asUrl(params)) &&
        valid(endpoint.query, asUrl(query)) &&
        valid(endpoint.body, body),
      `${name}: the invalid sample is valid`,
    ).toBe(false);
  });
});

describe('authorization matrix', () => {
  it.each(ENDPOINT_NAMES)('%s', async (name) => {
    const endpoint = endpoints[name] as Endpoint;
    const label = `${endpoint.method} ${endpoint.path}`;
    if (!hasRoute(t, endpoint)) expect.fail(`route missing: ${label} (${name})`);
    const sample = SAMPLES[name];

    const problems: string[] = [];
    for (const caller of CALLERS) {
      const expected = expectation(endpoint.access, caller);
      const token =
        caller && sample.endsSession ? await t.loginAs(caller) : caller ? tokens.get(caller)! : null;
      const who = callerName(caller).padEnd(12);

      const valid = await send(endpoint, sample.valid(context(caller)), token);
      statuses.set(`${name} ${callerName(caller)}`, valid.status);
      const handlerRule = expected === 'admitted' ? sample.handlerForbids : undefined;
      if (handlerRule?.when(context(caller))) {
        if (valid.status !== 403)
          problems.push(
            `${who} valid   → ${valid.status} ${valid.message} (expected 403: ${handlerRule.because})`,
          );
      } else if (expected === 'admitted') {
        if (!(valid.status >= 200 && valid.status < 300) && valid.status !== 404)
          problems.push(
            `${who} valid   → ${valid.status} ${valid.message} (expected the handler's 2xx, 202 or 404)`,
          );
      } else if (valid.status !== expected) {
        problems.push(`${who} valid   → ${valid.status} ${valid.message} (expected ${expected})`);
      }

      if (sample.invalid) {
        const invalid = await send(
          endpoint,
          sample.invalid,
          caller && sample.endsSession ? tokens.get(caller)! : token,
        );
        const wanted = expected === 'admitted' ? 400 : expected;
        if (invalid.status !== wanted)
          problems.push(`${who} invalid → ${invalid.status} ${invalid.message} (expected ${wanted})`);
      }
    }
    const access =
      typeof endpoint.access === 'string' ? endpoint.access : endpoint.access.permissions.join(' | ');
    expect(problems, `${label} [${access}]\n  ${problems.join('\n  ')}`).toEqual([]);
  });
});

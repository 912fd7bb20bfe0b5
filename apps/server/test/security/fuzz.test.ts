import { randomUUID } from 'node:crypto';
import { endpoints, errorBody, type Endpoint, type EndpointName } from '@creator-console/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildTestApp, type TestApp } from '../helper.js';
import {
  encodeSegment,
  ENDPOINT_NAMES,
  SAMPLES,
  seededIds,
  uploadedDocument,
  type SampleContext,
} from './samples.js';

/**
 * Random and malformed input to every endpoint, as an administrator (admitted everywhere) and
 * anonymously: wrong types, huge and unicode strings, nested junk, missing and extra fields,
 * broken JSON, other content types, numbers out of range, odd path segments. For every answer:
 * - never a 5xx;
 * - the wire convention: `{ data, message? }` for 200/207, `{ message, issues? }` for 202 and errors,
 *   as JSON, with the security headers and `Cache-Control: no-store` of API answers;
 * - input the contract refuses is refused (4xx), whoever sends it;
 * - a refused request (202, 4xx) writes nothing: row-level triggers added to every table count
 *   the rows each request inserts, updates or deletes.
 * FUZZ_RUNS (default 30) sets the runs per endpoint; a failure prints fast-check's seed and path.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Long inputs cut for messages. */
const short = (text: string, max = 160) =>
  (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text).replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

// ——— generators ———

const HOSTILE_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '2147483648',
  '-2147483649',
  '99999999999',
  '9'.repeat(40),
  '0x10',
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '\u0000',
  '%00',
  '%',
  '%%',
  '%zz',
  '../../etc/passwd',
  '..',
  '.',
  '/',
  '\\',
  '\r\n',
  '\u202e',
  '\ud800',
  '𠮷𠮷',
  'é',
  '${7*7}',
  '{{7*7}}',
  'A'.repeat(43),
  'Bearer x',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '2026-01-01T00:00:00Z',
];

const hugeString = fc
  .tuple(fc.integer({ min: 200, max: 5_000 }), fc.constantFrom('x', '字', '😀', '%', '\u0000'))
  .map(([length, unit]) => unit.repeat(length));
const anyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: hugeString },
);
/** Numbers at the edges: of ids (PostgreSQL integer), of safe integers, of doubles. */
const EDGE_NUMBERS = [
  0,
  -1,
  0.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e21,
  99_999_999_999,
  Number.MAX_VALUE,
  -0,
];
const edgeNumber = fc.constantFrom(...EDGE_NUMBERS);
const anyNumber = fc.oneof({ weight: 2, arbitrary: edgeNumber }, fc.integer(), fc.double());
/** Where a number is expected in a URL: the edges written out, and junk. */
const numericString = fc.oneof(
  { weight: 3, arbitrary: edgeNumber.map(String) },
  { weight: 1, arbitrary: fc.constantFrom('1e3', '1.0', ' 7 ', '0x1F', '9007199254740993', '-0') },
  { weight: 2, arbitrary: anyString },
);
const anyKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'type',
    'status',
    'fields',
    'page',
    'data',
    '',
  ),
  fc.string({ maxLength: 8 }),
);
const { junk } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small' },
    anyString,
    anyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('junk'), { maxLength: 4 }),
    fc.dictionary(anyKey, tie('junk'), { maxKeys: 4 }),
  ),
}));

type Json = Record<string, unknown>;
const clone = <T>(value: T): T => structuredClone(value);
/** Sets an own property, `__proto__` included (a plain assignment would set the prototype). */
const define = (target: Json, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

/** Paths to the fields of an object, one level into nested objects (`fields.id_number`). */
function fieldPaths(value: Json): string[][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? [[key], ...Object.keys(inner).map((innerKey) => [key, innerKey])]
      : [[key]],
  );
}

function at(value: Json, path: string[]): Json {
  return path.slice(0, -1).reduce((node, key) => node[key] as Json, value);
}

/** A valid object with one field replaced by junk, removed, or an extra field added. */
function mutated(base: Json, leaf: fc.Arbitrary<unknown>): fc.Arbitrary<Json> {
  const paths = fieldPaths(base);
  const extra = fc.tuple(anyKey, leaf).map(([key, value]) => define(clone(base), key, value));
  if (paths.length === 0) return extra;
  return fc.oneof(
    fc.tuple(fc.constantFrom(...paths), leaf).map(([path, value]) => {
      const copy = clone(base);
      define(at(copy, path), path.at(-1)!, value);
      return copy;
    }),
    fc.constantFrom(...paths).map((path) => {
      const copy = clone(base);
      delete at(copy, path)[path.at(-1)!];
      return copy;
    }),
    extra,
  );
}

type QueryValue = string | string[];
type Query = { kind: 'object'; value: Record<string, QueryValue> } | { kind: 'raw'; value: string };
type Body = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; payload: string | Buffer };
interface FuzzRequest {
  params?: Record<string, string>;
  /** Path params put in the URL as they are, not percent-encoded (malformed URLs). */
  rawParams?: boolean;
  query?: Query;
  body?: Body;
}

const queryValue: fc.Arbitrary<QueryValue> = fc.oneof(
  { weight: 4, arbitrary: numericString },
  { weight: 1, arbitrary: fc.array(anyString, { minLength: 2, maxLength: 3 }) },
);
const stringify = (value: Json): Record<string, QueryValue> =>
  Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, String(inner)]));
const RAW_QUERIES = [
  'a[b]=1',
  '%',
  '%zz=1',
  '&&&',
  '=1',
  'page=1&page=2',
  'page',
  'size=1&size',
  '__proto__[x]=1',
];
const RAW_JSON = [
  '',
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '{"a":1}}',
  '{"a":1,}',
  "{'a':1}",
  '"\\ud800"',
  '1e999999',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\u0000',
  '[]',
  '"x"',
  '42',
  'null',
];

function requestArbitrary(name: EndpointName, context: SampleContext): fc.Arbitrary<FuzzRequest> {
  const endpoint = endpoints[name] as Endpoint;
  const sample = SAMPLES[name].valid(context);
  const paramKeys = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

  const params =
    paramKeys.length === 0
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 1, arbitrary: fc.constant(stringify(sample.params ?? {})) },
          {
            weight: 3,
            arbitrary: fc
              .tuple(...paramKeys.map(() => numericString))
              .map((values) => Object.fromEntries(paramKeys.map((key, i) => [key, values[i]!]))),
          },
        );

  const validQuery = stringify(sample.query ?? {});
  const query: fc.Arbitrary<Query | undefined> = fc.oneof(
    {
      weight: endpoint.query ? 1 : 3,
      arbitrary: fc.constant(endpoint.query ? { kind: 'object', value: validQuery } : undefined),
    },
    {
      weight: 3,
      arbitrary: mutated(validQuery, queryValue).map((value) => ({
        kind: 'object' as const,
        value: value as Record<string, QueryValue>,
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(anyKey, queryValue, { maxKeys: 4 })
        .map((value) => ({ kind: 'object' as const, value })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...RAW_QUERIES).map((value) => ({ kind: 'raw' as const, value })),
    },
  );

  const takesBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  const validBody = (sample.body ?? {}) as Json;
  const rule = endpoint.upload;
  // Raw-byte endpoints: their sample's bytes, random bytes of an accepted type, and other types.
  const uploadBody: fc.Arbitrary<Body> | null = rule
    ? fc.oneof(
        {
          weight: 2,
          arbitrary: fc.constant({
            kind: 'raw' as const,
            contentType: sample.contentType ?? rule.mediaTypes[0]!,
            payload: sample.body as Buffer,
          }),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...rule.mediaTypes), fc.uint8Array({ maxLength: 64 }))
            .map(([contentType, bytes]) => ({
              kind: 'raw' as const,
              contentType,
              payload: Buffer.from(bytes),
            })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.constantFrom('text/plain', 'application/json', 'application/octet-stream', 'image/gif'),
              anyString,
            )
            .map(([contentType, payload]) => ({ kind: 'raw' as const, contentType, payload })),
        },
      )
    : null;
  const body: fc.Arbitrary<Body | undefined> = !takesBody
    ? fc.constant(undefined)
    : uploadBody
      ? uploadBody
      : fc.oneof(
          {
            weight: 1,
            arbitrary: fc.constant(endpoint.body ? { kind: 'json' as const, value: validBody } : undefined),
          },
          {
            weight: 4,
            arbitrary: mutated(validBody, junk).map((value) => ({ kind: 'json' as const, value })),
          },
          { weight: 2, arbitrary: junk.map((value) => ({ kind: 'json' as const, value })) },
          {
            weight: 1,
            arbitrary: fc
              .constantFrom(...RAW_JSON)
              .map((payload) => ({ kind: 'raw' as const, contentType: 'application/json', payload })),
          },
          {
            weight: 1,
            arbitrary: fc
              .tuple(
                fc.constantFrom(
                  'text/plain',
                  'application/x-www-form-urlencoded',
                  'application/xml',
                  'multipart/form-data; boundary=x',
                  'application/json; charset=utf-16',
                  'application/octet-stream',
                ),
                anyString,
              )
              .map(([contentType, payload]) => ({ kind: 'raw' as const, contentType, payload })),
          },
          {
            weight: 1,
            arbitrary: fc.constant({
              kind: 'raw' as const,
              contentType: 'application/json',
              payload: JSON.stringify({ a: 'x'.repeat(300_000) }),
            }),
          },
        );

  const rawParams =
    paramKeys.length === 0
      ? fc.constant(false)
      : fc.oneof({ weight: 3, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  return fc.record({ params, rawParams, query, body }, { requiredKeys: [] }) as fc.Arbitrary<FuzzRequest>;
}

// ——— requests ———

function toInject(
  endpoint: Endpoint,
  request: FuzzRequest,
  token: string | null,
  remoteAddress: string,
): InjectOptions & { url: string; headers: Record<string, string> } {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = request.params?.[key] ?? '';
    // Raw: only what an HTTP client could put on the wire unencoded (no '/', '?', '#', spaces, controls).
    return request.rawParams
      ? value.replace(/[^\x21-\x7e]|[/?#]/g, (c) => encodeSegment(c))
      : encodeSegment(value);
  });
  let search = '';
  if (request.query?.kind === 'raw') search = request.query.value;
  else if (request.query)
    search = Object.entries(request.query.value)
      .flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map(
          (item) => `${encodeSegment(key)}=${encodeSegment(item)}`,
        ),
      )
      .join('&');
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (endpoint.idempotent) headers['idempotency-key'] = randomUUID();
  let payload: string | Buffer | undefined;
  if (request.body?.kind === 'json') {
    payload = JSON.stringify(request.body.value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (request.body) {
    payload = request.body.payload;
    headers['content-type'] = request.body.contentType;
  }
  return {
    method: endpoint.method,
    url: search ? `${path}?${search}` : path,
    headers,
    remoteAddress,
    ...(payload !== undefined ? { payload } : {}),
  };
}

const passes = (schema: z.ZodType | undefined, value: unknown) => !schema || schema.safeParse(value).success;

/** What Fastify's JSON parser refuses (secure-json-parse): `__proto__`, `constructor.prototype`. */
function poisoned(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(poisoned);
  if (Object.hasOwn(value, '__proto__')) return true;
  const constructor = (value as Json).constructor;
  if (
    Object.hasOwn(value, 'constructor') &&
    constructor &&
    typeof constructor === 'object' &&
    Object.hasOwn(constructor, 'prototype')
  )
    return true;
  return Object.values(value).some(poisoned);
}

/**
 * Whether the contract refuses the request outright ('invalid'), or it might pass validation
 * ('maybe': the handler decides). Mirrors what the server parses: the query string into strings
 * (repeated keys into arrays), JSON bodies, path segments percent-decoded.
 */
function predict(endpoint: Endpoint, request: FuzzRequest): 'invalid' | 'maybe' {
  if (endpoint.params && !request.rawParams) {
    const params = Object.fromEntries(
      Object.entries(request.params ?? {}).map(([key, value]) => [
        key,
        Buffer.from(value, 'utf8').toString('utf8'),
      ]),
    );
    if (!passes(endpoint.params, params)) return 'invalid';
  }
  if (endpoint.query && request.query?.kind !== 'raw') {
    const value = request.query?.value ?? {};
    const decoded = Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        Buffer.from(key, 'utf8').toString('utf8'),
        Array.isArray(inner)
          ? inner.map((item) => Buffer.from(item, 'utf8').toString('utf8'))
          : Buffer.from(inner, 'utf8').toString('utf8'),
      ]),
    );
    if (!passes(endpoint.query, decoded)) return 'invalid';
  }
  const body = request.body;
  if (endpoint.upload) {
    // 415 for another media type; what the bytes lead to is the handler's business.
    if (body?.kind !== 'raw') return 'invalid';
    return endpoint.upload.mediaTypes.includes(body.contentType.split(';')[0]!) ? 'maybe' : 'invalid';
  }
  if (body?.kind === 'raw') {
    // Fastify reads a JSON media type whatever its parameters (a charset included).
    if (body.contentType.split(';')[0] === 'application/json') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(body.payload));
      } catch {
        return 'invalid';
      }
      if (poisoned(parsed) || Buffer.byteLength(body.payload) > 256 * 1024) return 'invalid';
      if (
        endpoint.body &&
        (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !passes(endpoint.body, parsed))
      )
        return 'invalid';
    } else if (body.contentType !== 'text/plain')
      return 'invalid'; // 415
    else if (endpoint.body) return 'invalid'; // a string is not a JSON object
  }
  if (body?.kind === 'json') {
    // What the server parses: the JSON text (undefined and functions dropped, -0 as 0, …).
    const parsed: unknown = JSON.parse(JSON.stringify(body.value) ?? 'null');
    if (poisoned(parsed)) return 'invalid';
    if (endpoint.body) {
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return 'invalid';
      if (!passes(endpoint.body, parsed)) return 'invalid';
    }
  }
  return 'maybe';
}

/** Made once: zod compiles a schema's parser at its first use, again for each new copy. */
const strictErrorBody = errorBody.strict();

/** What is wrong with an answer, or null. */
function wireProblem(response: LightMyRequestResponse): string | null {
  const { statusCode: status } = response;
  if (status >= 500) return `status ${status}`;
  if (!String(response.headers['content-type']).startsWith('application/json'))
    return `content-type ${response.headers['content-type']}`;
  // The one cacheable answer is the public agreement (admin.md §6.8): shared for 5 minutes, with its ETag.
  const cacheable =
    response.headers['cache-control'] === 'public, max-age=300' && Boolean(response.headers.etag);
  if (response.headers['cache-control'] !== 'no-store' && !cacheable)
    return `cache-control ${response.headers['cache-control']}`;
  if (!String(response.headers['content-security-policy']).includes("default-src 'self'")) return 'no CSP';
  if (response.headers['x-content-type-options'] !== 'nosniff') return 'no nosniff';
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 100)}`;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `body ${response.body.slice(0, 100)}`;
  const keys = Object.keys(body);
  if (status === 200 || status === 207) {
    if (!('data' in body) || keys.some((key) => key !== 'data' && key !== 'message'))
      return `success body keys ${keys}`;
    if ('message' in body && typeof body.message !== 'string') return 'success message not a string';
    return null;
  }
  const parsed = strictErrorBody.safeParse(body);
  if (!parsed.success || parsed.data.message.trim() === '')
    return `error body ${response.body.slice(0, 200)}`;
  return null;
}

// ——— counting writes ———

let t: TestApp;

/**
 * Row writes per table since the start, counted by row-level triggers the test adds to every
 * table of the database (the list from information_schema): an INSERT, UPDATE or DELETE of a row
 * counts, an UPDATE matching no row does not. On `sessions`, an UPDATE counts only when it sets
 * something else than `last_seen_at`, which authenticated requests refresh at most once a minute
 * whatever their answer.
 */
/** Rows of `db.execute`: node-postgres answers `{ rows }`, PGlite's drizzle driver too. */
const rowsOf = <T>(result: unknown): T[] =>
  (result && typeof result === 'object' && 'rows' in result ? result.rows : result) as T[];

/**
 * The counts last read, and PGlite's write generation then (db/write-generation.ts: it changes
 * whenever a statement that may write starts or ends, and the counting triggers fire only on
 * writes): while it stays the same, the counts are those — most refused requests write nothing.
 * PostgreSQL has no generation: its counts are read every time.
 */
let lastRead: { generation: number; counts: Record<string, number> } | null = null;

async function writes(): Promise<Record<string, number>> {
  // Taken before the read: a write starting or ending during it makes the next call read again.
  const generation = t.database.writeGeneration?.();
  if (generation !== undefined && lastRead?.generation === generation) return lastRead.counts;
  const rows = rowsOf<{ t: string; n: number | string }>(
    await t.database.db.execute(sql`select t, n from fuzz_writes`),
  );
  const counts = Object.fromEntries(rows.map((row) => [row.t, Number(row.n)]));
  if (generation !== undefined) lastRead = { generation, counts };
  return counts;
}

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  const result = await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = rowsOf<{ name: string }>(result).map((row) => row.name);
  expect(tables).toEqual(expect.arrayContaining(['users', 'sessions']));
  await db.execute(sql`create table fuzz_writes (t text primary key, n bigint not null)`);
  await db.execute(
    sql.raw(`create function fuzz_count_write() returns trigger language plpgsql as $$
      begin
        insert into fuzz_writes values (tg_table_name, 1) on conflict (t) do update set n = fuzz_writes.n + 1;
        return null;
      end $$`),
  );
  // Throttling counters record attempts, refused ones above all: bookkeeping, not a write of the request.
  for (const table of tables.filter((name) => name !== 'throttles')) {
    const events =
      table === 'sessions'
        ? 'insert or delete or update of token_hash, user_id, expires_at, revoked_at'
        : table === 'operation_logs'
          ? 'insert or update' // append-only: its trigger refuses deletes
          : 'insert or update or delete';
    // A refused or denied attempt is audited on purpose (admin.md §5): only successes count as writes.
    const when = table === 'operation_logs' ? `when (new.outcome = 'success')` : '';
    await db.execute(
      sql.raw(
        `create trigger fuzz_count_write after ${events} on "${table}" for each row ${when} execute function fuzz_count_write()`,
      ),
    );
  }
});
afterAll(() => t?.close());

// ——— the property, per endpoint ———

describe('the write counter', () => {
  it('counts inserted and updated rows, not the idle-expiry bookkeeping of sessions', async () => {
    const before = await writes();
    const token = await t.loginAs('creator');
    await t.database.db.execute(sql`update sessions set last_seen_at = now()`);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const after = await writes();
    expect((after.sessions ?? 0) - (before.sessions ?? 0)).toBe(2); // the login's insert, the logout's update
  });
});

/** The operations of /api/docs by operationId: where the fuzzer sends each endpoint's requests. */
type Operation = { method: Endpoint['method']; path: string };
async function documentedOperations(): Promise<Map<string, Operation>> {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json<{
    paths: Record<string, Record<string, { operationId?: string }>>;
  }>();
  const operations = new Map<string, Operation>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.operationId) {
        operations.set(operation.operationId, { method: method.toUpperCase() as Operation['method'], path });
      }
    }
  }
  return operations;
}

describe('fuzzing every endpoint', () => {
  let adminToken: string;
  let context: SampleContext;
  let operations: Map<string, Operation>;
  beforeAll(async () => {
    adminToken = await t.loginAs('admin');
    context = {
      caller: 'admin',
      role: null,
      ids: await seededIds(t),
      token: adminToken,
      document: await uploadedDocument(t, adminToken),
      encrypt: t.encrypt,
    };
    operations = await documentedOperations();
  });

  it('fuzzes what the document lists: every contract endpoint, under its name', () => {
    // The signed download is no contract endpoint (no zod schemas to judge answers by).
    const documented = [...operations.keys()].filter((name) => name !== 'signedFile').sort();
    expect(documented).toEqual([...ENDPOINT_NAMES].sort());
  });

  it.each(ENDPOINT_NAMES)('%s', async (name) => {
    const operation = operations.get(name);
    if (!operation) throw new Error(`${name} is not in /api/docs`);
    // The zod schemas judge the answers; the document says where the requests go.
    const endpoint = { ...(endpoints[name] as Endpoint), ...operation };
    const sample = SAMPLES[name];
    let sent = 0;
    /** The write counts as of now: each request's answer is read against them, then they move on. */
    let counts = await writes();

    const property = fc.asyncProperty(requestArbitrary(name, context), async (request) => {
      let admin = adminToken;
      if (sample.endsSession) {
        admin = await t.loginAs('admin');
        counts = await writes();
      }
      for (const token of [admin, null]) {
        sent += 1;
        const options = toInject(
          endpoint,
          request,
          token,
          `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        );
        const contentType = options.headers['content-type'];
        const label = `${token ? 'admin' : 'anonymous'} ${options.method} ${short(options.url)}${contentType ? ` [${contentType}] ${short(String(options.payload))}` : ''}`;
        const refusedByAccess = token === null && endpoint.access !== 'public';
        // The router refuses some URLs before any hook: malformed (400), a param over 100 characters
        // (414), an empty one or a dot segment, which the URL's normalisation removes (404, or 405
        // when what is left is a path served with other methods) — or, with an oversized body, 413
        // while the not-found answer reads it.
        const routable =
          !request.rawParams &&
          Object.values(request.params ?? {}).every(
            (value) => !['', '.', '..'].includes(value) && encodeSegment(value).length <= 100,
          );
        const verdict = refusedByAccess ? 'invalid' : predict(endpoint, request);

        const response = await t.app.inject(options);
        const status = response.statusCode;
        const answer = `${label}\n→ ${status} ${short(response.body)}`;
        const problem = wireProblem(response);
        if (problem) throw new Error(`${answer}\n${problem}`);
        const refused = status === 202 || status >= 400;

        if (verdict === 'invalid') {
          // A dot segment may leave the path of another endpoint (`/api/ad-hall/../my-videos` is
          // `/api/my-videos`): that one answers, not this one.
          if ((routable && status < 400) || status >= 500)
            throw new Error(`${answer}\nthe contract refuses this input`);
          if (refusedByAccess && !(routable ? [401] : [400, 401, 404, 405, 413, 414]).includes(status))
            throw new Error(`${answer}\nanonymous, expected ${routable ? 401 : '401 or a router refusal'}`);
        }
        // Exports run in the background after their request: let them finish before counting.
        await t.app.exports.idle();
        const before = counts;
        counts = await writes();
        // A 202 of a request that moves money is stored under its key (money.md §3), and only that.
        const written = Object.keys(counts).filter(
          (table) =>
            counts[table] !== before[table] &&
            !(table === 'idempotency_keys' && status === 202 && endpoint.idempotent),
        );
        if (refused && written.length > 0)
          throw new Error(`${answer}\nrefused, yet wrote to ${written.join(', ')}`);
      }
    });
    const details = await fc.check(property, {
      numRuns: RUNS,
      endOnFailure: true,
      ...(SEED === undefined ? {} : { seed: SEED }),
    });
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      throw new Error(
        `${name}: ${error}\n(fast-check seed ${details.seed}, path "${details.counterexamplePath}"; FUZZ_SEED=${details.seed} replays it)`,
      );
    }
  });
});

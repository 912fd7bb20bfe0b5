import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpointExamples } from '@creator-console/contract';
import { createApi } from '../src/index.js';
import { json, startTestServer } from './server.js';
import { staffEndpoints } from './staff-cases.js';

/**
 * Every endpoint of the administration area through the bound client: the method, the path
 * with its parameters filled in, the contract's example body sent as JSON, the answer's `data`
 * resolved — so a new staff endpoint is covered the day it enters the contract.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const examples = endpointExamples as Record<string, { body?: unknown } | undefined>;

describe('staff domains', () => {
  it('holds endpoints to walk', () => {
    expect(staffEndpoints.length).toBeGreaterThan(50);
  });

  it.each(staffEndpoints)(
    '%s sends its method, path and body and resolves with the data',
    async (name, endpoint) => {
      const api = createApi({ baseUrl: server.baseUrl, getToken: () => 'tok' });
      const names = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const params = Object.fromEntries(names.map((param, index) => [param, 7 + index]));
      const path = endpoint.path.replace(/\{(\w+)\}/g, (_, param: string) => String(params[param]));
      server.on(path, (_, res) => json(res, 200, { data: { answered: name } }));
      const body = examples[name]?.body;
      const call = (api as unknown as Record<string, Record<string, (options: object) => Promise<unknown>>>)[
        endpoint.tag
      ]![name]!;
      const idempotencyKey = endpoint.idempotent ? '5f0c3a52-9a4e-4b7e-8d1f-2c6b9e0a7d31' : undefined;
      await expect(
        call({
          ...(names.length ? { params } : {}),
          ...(body !== undefined ? { body } : {}),
          ...(idempotencyKey ? { idempotencyKey } : {}),
        }),
      ).resolves.toEqual({ answered: name });
      const received = server.last();
      // A request that moves money carries its key (contract `idempotent`).
      expect(received.headers['idempotency-key']).toBe(idempotencyKey);
      expect(received.method).toBe(endpoint.method);
      expect(received.url.split('?')[0]).toBe(path);
      expect(received.headers.authorization).toBe('Bearer tok');
      if (body !== undefined) expect(JSON.parse(received.body)).toEqual(body);
    },
  );
});

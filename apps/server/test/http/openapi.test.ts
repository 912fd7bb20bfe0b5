import { validate } from '@readme/openapi-parser';
import { encryptField, endpoints, MAX_RANGE_DAYS, type Endpoint } from '@creator-console/contract';
// OpenAPI 3.0 schemas are JSON Schema draft 4 (boolean exclusiveMinimum), with `nullable`.
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSING } from '../../src/http/openapi.js';
import { buildTestApp, type TestApp } from '../helper.js';

let t: TestApp;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
let doc: any;

beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
});
afterAll(() => t.close());

const operation = (path: string, method: string) => doc.paths[path][method.toLowerCase()];
interface Media {
  schema: object;
  example?: unknown;
}
interface Operation {
  operationId: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
}

describe('GET /api/docs', () => {
  it('is a valid OpenAPI document', async () => {
    const result = await validate(structuredClone(doc));
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('names every operation after its contract endpoint, and documents each', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const op = operation(endpoint.path, endpoint.method);
      expect(op?.operationId, `${endpoint.method} ${endpoint.path}`).toBe(name);
      for (const [status, response] of Object.entries(op.responses) as [string, { description: string }][]) {
        expect(response.description, `${name} ${status}`).not.toBe('Default Response');
      }
      expect(Object.keys(op.responses)).not.toContain('4XX');
    }
  });

  it('declares only the statuses an operation can answer', () => {
    // 429: a session-checked route refuses an address whose bearer tokens failed too often.
    expect(Object.keys(operation('/api/my-profile', 'GET').responses).sort()).toEqual(['200', '401', '429']);
    expect(Object.keys(operation('/api/my-videos', 'GET').responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
    ]);
    expect(operation('/api/my-videos/{id}', 'GET').responses).toHaveProperty('404');
    expect(operation('/api/my-videos/bulk', 'POST')?.responses ?? {}).not.toHaveProperty('4XX');
    expect(operation('/api/my-videos', 'GET').responses).not.toHaveProperty('207');
    expect(operation('/api/my-videos', 'GET').responses).not.toHaveProperty('202');
    expect(operation('/api/login', 'POST').responses).toHaveProperty('429');
  });

  it('declares 202 exactly on the operations that can refuse, and 207 on the batches', () => {
    const declaring = (status: string) =>
      Object.values(doc.paths)
        .flatMap((methods) => Object.values(methods as Record<string, Operation>))
        .filter((op) => op.responses?.[status])
        .map((op) => op.operationId)
        .sort();
    // Requests that move money may answer a stored refusal (contract `idempotent`).
    const idempotent = Object.entries(endpoints)
      .filter(([, endpoint]) => (endpoint as Endpoint).idempotent)
      .map(([name]) => name);
    expect(declaring('202')).toEqual([...new Set([...REFUSING, ...idempotent])].sort());
    expect(declaring('207')).toEqual([
      'bulkVideos',
      'decideAlbumBatch',
      'decideReviewBatch',
      'reviewFinanceWithdrawalBatch',
    ]);
    // Writes that refuse nothing, and the one read that does (a reveal without a fresh confirmation).
    for (const name of ['logout', 'track', 'claimReviewBatch', 'releaseReviewItems', 'createVideo']) {
      expect(REFUSING.has(name), name).toBe(false);
    }
    expect(operation('/api/p1/usi', 'GET').responses).toHaveProperty('202');
  });

  it('names shared schemas once, in components', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'UserBrief', 'CalendarDayInput']),
    );
    expect(doc.components.schemas.CalendarDayInput).toMatchObject({ type: 'string', format: 'date' });
    expect(JSON.stringify(operation('/api/my-profile', 'GET').responses['401'])).toContain(
      '#/components/schemas/ErrorBody',
    );
  });

  it('refuses in its date pattern the days the server refuses, and states the range limit', async () => {
    const day = doc.components.schemas.CalendarDayInput;
    expect(day).toMatchObject({ type: 'string', format: 'date' });
    const pattern = new RegExp(day.pattern);
    for (const refused of [
      '0000-00-00',
      '0000-01-01',
      '2026-02-29',
      '2026-02-30',
      '2026-04-31',
      '2026-13-01',
    ]) {
      expect(pattern.test(refused), refused).toBe(false);
    }
    expect(pattern.test('2024-02-29')).toBe(true);
    // The server refuses them too, as invalid input (a day before year 1 in UTC was a 500).
    for (const url of [
      '/api/my-videos?start_date=0000-01-01',
      '/api/my-videos?end_date=2026-02-30',
      '/api/user-statistics-info?start_date=0000-01-01&end_date=0000-01-02',
    ]) {
      expect((await t.injectAs('creator', { method: 'GET', url })).statusCode, url).toBe(400);
    }
    for (const path of [
      '/api/user-statistics-info',
      '/api/user-statistics-history',
      '/api/user-statistics-fans',
    ]) {
      const ends = operation(path, 'GET').parameters.filter((parameter: { name: string }) =>
        ['start_date', 'end_date'].includes(parameter.name),
      );
      expect(ends).toHaveLength(2);
      for (const end of ends) {
        expect(end.schema['x-max-range-days'], `${path} ${end.name}`).toBe(MAX_RANGE_DAYS);
        expect(end.description).toContain(`at most ${MAX_RANGE_DAYS} days`);
      }
    }
  });

  it('gives encrypted fields the shape of the ciphertext', () => {
    const login = operation('/api/login', 'POST').requestBody.content['application/json'].schema;
    const phone = operation('/api/a-login', 'POST').requestBody.content['application/json'].schema;
    const field = operation('/api/p1/usi', 'GET').parameters.find(
      (parameter: { name: string }) => parameter.name === 'e',
    ).schema;
    for (const schema of [login.properties.email, login.properties.password, phone.properties.phone, field]) {
      const pattern = new RegExp(schema.pattern);
      expect(pattern.test(encryptField('creator'))).toBe(true);
      expect(pattern.test(encryptField('x'.repeat(40)))).toBe(true);
      for (const plain of ['creator', '13800000003', 'bm90IGNpcGhlcg=='])
        expect(pattern.test(plain), plain).toBe(false);
    }
  });

  it('shows an example of every request body and of the main answers, each valid by its own schema', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const check = (schema: object, example: unknown) => {
      const validate = ajv.compile({ ...schema, components: doc.components });
      return validate(example) ? [] : validate.errors;
    };
    let answers = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
        const json = op.requestBody?.content?.['application/json'];
        if (json) {
          expect(json.example, `${method} ${path}`).toBeDefined();
          expect(check(json.schema, json.example), `${op.operationId} body`).toEqual([]);
        }
        const ok = op.responses?.['200']?.content?.['application/json'];
        if (ok?.example !== undefined) {
          answers += 1;
          expect(check(ok.schema, ok.example), `${op.operationId} answer`).toEqual([]);
        }
      }
    }
    expect(answers).toBeGreaterThanOrEqual(5);
    expect(
      operation('/api/login', 'POST').responses['200'].content['application/json'].example.data.token,
    ).toEqual(expect.any(String));
  });

  it('describes requests as the server validates them: enums stay enums', () => {
    const type = operation('/api/my-message', 'GET').parameters.find(
      (parameter: { name: string }) => parameter.name === 'type',
    );
    const ref = /#\/components\/schemas\/(\w+)/.exec(JSON.stringify(type.schema))?.[1];
    const schema = ref ? doc.components.schemas[ref] : type.schema;
    expect(schema.enum).toEqual([1, 2, 3, 4, 5]);
    expect(doc.components.schemas.CalendarDayInput.pattern).toBeDefined();
  });

  it('gives the raw-byte uploads their request body, and shows the signed download', () => {
    const image = operation('/api/files', 'POST').requestBody;
    expect(Object.keys(image.content)).toEqual([...endpoints.uploadImage.upload!.mediaTypes]);
    expect(image.content['image/png'].schema).toMatchObject({ type: 'string', format: 'binary' });
    const chunk = operation('/api/uploads/{id}/chunks', 'PUT').requestBody;
    expect(Object.keys(chunk.content)).toEqual([...endpoints.putUploadChunk.upload!.mediaTypes]);
    const download = operation('/api/files/{id}', 'GET');
    expect(Object.keys(download.responses)).toEqual(
      expect.arrayContaining(['200', '206', '403', '404', '416']),
    );
    expect(download.parameters.map((parameter: { name: string }) => parameter.name)).toContain('Range');
  });

  it('links a create to the operations on what it created', () => {
    const links = operation('/api/my-videos', 'POST').responses['200'].links;
    expect(Object.keys(links)).toEqual(['myVideoDetail', 'updateVideo', 'deleteVideo']);
    expect(links.deleteVideo).toEqual({
      operationId: 'deleteVideo',
      parameters: { id: '$response.body#/data/id' },
    });
  });
});

describe('the refusals the document declares', () => {
  it('are answered: a wrong password, a reveal without a fresh confirmation, a repeated whitelisting', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: t.encrypt('creator'), password: t.encrypt('not the password') },
    });
    expect(login.statusCode).toBe(202);
    expect(login.json().message).toBeTruthy();

    const reveal = await t.injectAs('operator', {
      method: 'GET',
      url: `/api/p1/usi?t=1&d=1&e=${encodeURIComponent(t.encrypt('phone'))}`,
    });
    expect(reveal.statusCode).toBe(202);

    const profile = await t.injectAs('creator', { method: 'GET', url: '/api/my-profile' });
    const whitelist = () =>
      t.injectAs('admin', {
        method: 'POST',
        url: '/api/audit/whitelist',
        payload: { user_id: profile.json().data.id, note: '' },
      });
    expect((await whitelist()).statusCode).toBe(200);
    expect((await whitelist()).statusCode).toBe(202);

    for (const [path, method] of [
      ['/api/login', 'POST'],
      ['/api/p1/usi', 'GET'],
      ['/api/audit/whitelist', 'POST'],
    ] as const) {
      expect(operation(path, method).responses, `${method} ${path}`).toHaveProperty('202');
    }
  });
});

describe('a method the path does not serve', () => {
  it('answers 405 with Allow, for unknown and for body-carrying methods', async () => {
    const trace = await t.app.inject({ method: 'TRACE' as 'GET', url: '/api/a-login' });
    expect(trace.statusCode).toBe(405);
    expect(trace.headers.allow).toBe('POST');
    expect(trace.json().message).toBeTruthy();

    const del = await t.app.inject({ method: 'QUERY' as 'GET', url: '/api/message/1', payload: {} });
    expect(del.statusCode).toBe(405);
    expect(del.headers.allow).toBe('GET, HEAD');
  });

  it('still answers 404 for a path nobody serves', async () => {
    const nowhere = await t.app.inject({ method: 'TRACE' as 'GET', url: '/api/nothing-here' });
    expect(nowhere.statusCode).toBe(404);
  });
});

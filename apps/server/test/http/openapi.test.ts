import { validate } from '@readme/openapi-parser';
import { endpoints } from '@creator-console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('names shared schemas once, in components', () => {
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorBody', 'UserBrief', 'CalendarDayInput']),
    );
    expect(doc.components.schemas.CalendarDayInput).toMatchObject({ type: 'string', format: 'date' });
    expect(JSON.stringify(operation('/api/my-profile', 'GET').responses['401'])).toContain(
      '#/components/schemas/ErrorBody',
    );
  });

  it('describes requests as the server validates them: enums stay enums', () => {
    const type = operation('/api/my-message', 'GET').parameters.find(
      (parameter: { name: string }) => parameter.name === 'type',
    );
    const ref = /#\/components\/schemas\/(\w+)/.exec(JSON.stringify(type.schema))?.[1];
    const schema = ref ? doc.components.schemas[ref] : type.schema;
    expect(schema.enum).toEqual([1, 2, 3, 4]);
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

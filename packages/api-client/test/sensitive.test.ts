import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SENSITIVE_DIALOG as CONTRACT_DIALOG } from '@creator-console/contract';
import {
  HttpError,
  SENSITIVE_DIALOG,
  SensitiveDecryptError,
  createApi,
  createApiClient,
  decryptField,
  encryptField,
  isApiError,
  isSensitiveDecryptError,
  revealSensitive,
} from '../src/index.js';
import { json, startTestServer } from './server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const clientFor = () => createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });

/** The stored values of user 7, as the server keeps them. */
const stored: Record<string, string> = { phone: '13800000003', id_number: '11010519491231002X' };

/** The fake server's confirm dialog endpoint: each POST issues a new one-time confirmation. */
function serveConfirm() {
  const fresh = new Set<string>();
  let issued = 0;
  server.on('/api/p1/usi/confirm', (request, res) => {
    if (request.method !== 'POST') return json(res, 405, { message: '不支持的请求方法' });
    const n = `confirmation-${(issued += 1)}`;
    fresh.add(n);
    json(res, 200, { data: { n } });
  });
  return fresh;
}

/** A fake server side of the lookup: decrypts `e` with `key`, answers the value encrypted with it. */
function serveLookup(key?: string) {
  const seen: Array<{ t: string | null; d: string | null; field: string | null }> = [];
  const fresh = serveConfirm();
  server.on('/api/p1/usi', (request, res) => {
    const query = new URL(request.url, server.baseUrl).searchParams;
    // one reveal per confirmation, as the server has it
    if (!fresh.delete(query.get('n') ?? ''))
      return json(res, 202, { message: '请确认后再查看，每次确认只能查看一次' });
    const field = decryptField(query.get('e') ?? '', key);
    seen.push({ t: query.get('t'), d: query.get('d'), field });
    const value = field === null ? undefined : stored[field];
    if (value === undefined || query.get('d') !== '7') return json(res, 400, { message: '查看字段无效' });
    json(res, 200, { data: { c: encryptField(value, key) } });
  });
  return seen;
}

describe('revealSensitive', () => {
  it('sends module, user and the encrypted field, and resolves with the decrypted value', async () => {
    const seen = serveLookup();
    const client = clientFor();
    await expect(
      revealSensitive(client, { module: 'certification', userId: 7, field: 'id_number' }),
    ).resolves.toBe('11010519491231002X');
    await expect(revealSensitive(client, { module: 'userInfo', userId: 7, field: 'phone' })).resolves.toBe(
      '13800000003',
    );
    expect(seen).toEqual([
      { t: '2', d: '7', field: 'id_number' },
      { t: '1', d: '7', field: 'phone' },
    ]);
    const request = server.last();
    expect(request.method).toBe('GET');
    expect(request.url).not.toContain('phone');
    expect(request.body).toBe('');
  });

  it('asks for a fresh one-time confirmation before every reveal and sends it as `n`', async () => {
    serveLookup();
    const client = clientFor();
    await revealSensitive(client, { module: 'userInfo', userId: 7, field: 'phone' });
    await revealSensitive(client, { module: 'userInfo', userId: 7, field: 'phone' });
    expect(server.received.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      'POST /api/p1/usi/confirm',
      'GET /api/p1/usi',
      'POST /api/p1/usi/confirm',
      'GET /api/p1/usi',
    ]);
    const used = server.received
      .filter((r) => r.method === 'GET')
      .map((r) => new URL(r.url, server.baseUrl).searchParams.get('n'));
    expect(used).toEqual(['confirmation-1', 'confirmation-2']);
  });

  it('uses the given key both ways', async () => {
    const key = 'AnotherKey123456';
    const seen = serveLookup(key);
    await expect(
      revealSensitive(clientFor(), { module: 'mcn', userId: 7, field: 'phone' }, { key }),
    ).resolves.toBe('13800000003');
    expect(seen).toEqual([{ t: '3', d: '7', field: 'phone' }]);
  });

  it('rejects with a typed error when the answer does not decrypt', async () => {
    serveConfirm();
    server.on('/api/p1/usi', (_, res) =>
      json(res, 200, { data: { c: encryptField('13800000003', 'AnotherKey123456') } }),
    );
    const error = await revealSensitive(clientFor(), { module: 'userInfo', userId: 7, field: 'phone' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SensitiveDecryptError);
    expect(isSensitiveDecryptError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
    expect(error).toMatchObject({ name: 'SensitiveDecryptError', field: 'phone' });
  });

  it('passes a refusal of the server through as an HttpError', async () => {
    serveConfirm();
    server.on('/api/p1/usi', (_, res) => json(res, 403, { message: '没有查看敏感信息的权限' }));
    const notices: unknown[] = [];
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'tok',
      notify: (n) => notices.push(n),
    });
    const error = await revealSensitive(
      client,
      { module: 'userInfo', userId: 7, field: 'phone' },
      { silent: true },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, message: '没有查看敏感信息的权限' });
    expect(notices).toEqual([]);
  });

  it('is bound by createApi', async () => {
    serveLookup();
    const api = createApi({ baseUrl: server.baseUrl, getToken: () => 'tok' });
    await expect(
      api.sensitive.revealSensitive({ module: 'userInfo', userId: 7, field: 'phone' }),
    ).resolves.toBe('13800000003');
  });

  it("exports the contract's confirm dialog texts for the console", () => {
    expect(SENSITIVE_DIALOG).toBe(CONTRACT_DIALOG);
    expect(SENSITIVE_DIALOG).toMatchObject({
      title: '提示',
      text: '您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？',
      confirm: '确定',
      cancel: '取消',
      cancelled: '已取消操作',
    });
  });
});

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

/** A fake server side of the lookup: decrypts `e` with `key`, answers the value encrypted with it. */
function serveLookup(key?: string) {
  const seen: Array<{ t: string | null; d: string | null; field: string | null }> = [];
  server.on('/api/p1/usi', (request, res) => {
    const query = new URL(request.url, server.baseUrl).searchParams;
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

  it('uses the given key both ways', async () => {
    const key = 'AnotherKey123456';
    const seen = serveLookup(key);
    await expect(
      revealSensitive(clientFor(), { module: 'mcn', userId: 7, field: 'phone' }, { key }),
    ).resolves.toBe('13800000003');
    expect(seen).toEqual([{ t: '3', d: '7', field: 'phone' }]);
  });

  it('rejects with a typed error when the answer does not decrypt', async () => {
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

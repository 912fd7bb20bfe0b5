import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createApi,
  createApiClient,
  decryptField,
  encryptCredentials,
  encryptField,
  login,
  loginLabel,
  type UserInfo,
} from '../src/index.js';
import { endpoints } from '@creator-console/contract';
import { json, startTestServer } from './server.js';

const user: UserInfo = {
  id: 3,
  name: 'creator',
  avatar: '',
  real_name: '张三',
  phone: '138****0003',
  status: 1,
  roles: [{ name: '创作者' }],
  info: { entity_name: '' },
  admin_tags: [],
};

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => server.reset());

const clientFor = (token: string | null = 'tok') =>
  createApiClient({ baseUrl: server.baseUrl, getToken: () => token });

describe('credentials', () => {
  it('trims the account, sends it as email and encrypts both fields', () => {
    const body = encryptCredentials({ account: '  13800000003 ', password: ' Demo@2026' });
    expect(Object.keys(body).sort()).toEqual(['email', 'password']);
    expect(decryptField(body.email)).toBe('13800000003');
    expect(decryptField(body.password)).toBe(' Demo@2026');
  });

  it('encrypts with another key when given one', () => {
    const body = encryptCredentials({ account: 'creator', password: 'x' }, 'AnotherKey123456');
    expect(body.email).toBe(encryptField('creator', 'AnotherKey123456'));
    expect(decryptField(body.email)).toBeNull();
  });

  it('labels phone numbers and creator numbers for analytics', () => {
    expect(loginLabel('13800000003')).toBe('phone');
    expect(loginLabel(' 19912345678 ')).toBe('phone');
    expect(loginLabel('creator')).toBe('creator-number');
    expect(loginLabel('12800000003')).toBe('creator-number');
    expect(loginLabel('1380000000')).toBe('creator-number');
  });
});

describe('session endpoints', () => {
  it('logs in with /api/login when the payload has no phone field', async () => {
    server.on('/api/login', (_, res) => json(res, 200, { data: { token: 'new', user } }));
    const body = encryptCredentials({ account: 'creator', password: 'Demo@2026' });
    await expect(login(clientFor(null), body)).resolves.toEqual({ token: 'new', user });
    const request = server.last();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/login');
    expect(JSON.parse(request.body)).toEqual(body);
    expect(request.headers).not.toHaveProperty('authorization');
  });

  it('logs in with /api/a-login when the payload has a phone field', async () => {
    server.on('/api/a-login', (_, res) => json(res, 200, { data: { token: 'new', user } }));
    const body = { phone: encryptField('13800000003'), password: encryptField('Demo@2026') };
    await login(clientFor(null), body);
    expect(server.last().url).toBe('/api/a-login');
    expect(JSON.parse(server.last().body)).toEqual(body);
  });

  it('passes request options such as silent through', async () => {
    server.on('/api/login', (_, res) => json(res, 202, { message: '账号或密码错误' }));
    const notices: unknown[] = [];
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => null,
      notify: (n) => notices.push(n),
    });
    await expect(
      login(client, encryptCredentials({ account: 'a', password: 'b' }), { silent: true }),
    ).rejects.toThrow('账号或密码错误');
    expect(notices).toEqual([]);
  });

  it('reads menu, page rights and profile, and logs out', async () => {
    const menu = [{ path: 'dashboard', title: '首页', icon: 'dashboard', hidden: false, children: [] }];
    server.on('/api/my-menu', (_, res) => json(res, 200, { data: { menu, role: '创作者' } }));
    server.on('/api/my-page', (_, res) => json(res, 200, { data: { page: ['video.create'] } }));
    server.on('/api/my-profile', (_, res) => json(res, 200, { data: user }));
    server.on('/api/logout', (_, res) => json(res, 200, { data: null }));
    const client = clientFor('tok');
    await expect(client.call(endpoints.myMenu)).resolves.toEqual({ menu, role: '创作者' });
    await expect(client.call(endpoints.myPage)).resolves.toEqual({ page: ['video.create'] });
    await expect(client.call(endpoints.myProfile)).resolves.toEqual(user);
    await expect(client.call(endpoints.logout)).resolves.toBeNull();
    expect(server.received.map((r) => `${r.method} ${r.url} ${r.headers.authorization}`)).toEqual([
      'GET /api/my-menu Bearer tok',
      'GET /api/my-page Bearer tok',
      'GET /api/my-profile Bearer tok',
      'POST /api/logout Bearer tok',
    ]);
  });

  it('binds the domain functions with createApi', async () => {
    server.on('/api/my-profile', (_, res) => json(res, 200, { data: user }));
    const api = createApi({ baseUrl: server.baseUrl, getToken: () => 'tok' });
    await expect(api.session.myProfile()).resolves.toEqual(user);
    expect(typeof api.call).toBe('function');
  });
});

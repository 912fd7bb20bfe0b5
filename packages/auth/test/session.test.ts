import { describe, expect, it } from 'vitest';
import { HttpError } from '@creator-console/api-client';
import { ROLE } from '@creator-console/contract';
import {
  createSessionStore,
  loadSessionRoutes,
  memoryCookieJar,
  memoryStorage,
  persistLogin,
  signOutSession,
  type RouteGroup,
} from '../src/index.js';
import { fakeClient, menu, userWith } from './fixtures.js';

const newStore = () => createSessionStore({ cookies: memoryCookieJar(), local: memoryStorage() });
const refusal = () =>
  new HttpError(401, '登录已过期', { message: '登录已过期' }, { method: 'GET', url: '', headers: {} });

describe('persistLogin', () => {
  it('stores token, user and role of a creator and drops MCN leftovers', () => {
    const store = newStore();
    store.setMcnToken('old-mcn');
    store.setMcnInfo(userWith(ROLE.mcn, [], 9));
    const user = userWith(ROLE.creator, [], 3);
    persistLogin(store, { token: 'tok', user });
    expect(store.getToken()).toBe('tok');
    expect(store.getUserInfo()).toEqual(user);
    expect(store.getRole()).toBe(ROLE.creator);
    expect(store.getMcnToken()).toBeNull();
    expect(store.getMcnInfo()).toBeNull();
  });

  it("keeps an MCN's own user and token for switching back", () => {
    const store = newStore();
    const mcn = userWith(ROLE.mcn, [], 5);
    persistLogin(store, { token: 'mcn-tok', user: mcn });
    expect(store.getMcnToken()).toBe('mcn-tok');
    expect(store.getMcnInfo()).toEqual(mcn);
  });
});

describe('signOutSession', () => {
  it.each([
    [ROLE.creator, '/login'],
    [ROLE.mcn, '/login'],
    [ROLE.mcnPending, '/login'],
    [ROLE.admin, '/enter'],
    [ROLE.operator, '/enter'],
  ])('revokes the token, clears the store and sends %s to %s', async (role, destination) => {
    const store = newStore();
    persistLogin(store, { token: 'tok', user: userWith(role) });
    store.setPageRights(['a']);
    const { client, calls } = fakeClient(store, { '/api/logout': () => null });
    await expect(signOutSession(client, store)).resolves.toBe(destination);
    expect(calls).toEqual([{ path: '/api/logout', token: 'tok', options: { silent: true } }]);
    expect(store.snapshot()).toEqual({ token: null, role: null, pageRights: null, user: null });
    expect(store.getMcnToken()).toBeNull();
  });

  it('still signs out when the server call fails, and skips it without a token', async () => {
    const store = newStore();
    persistLogin(store, { token: 'tok', user: userWith(ROLE.creator) });
    const failing = fakeClient(store, {
      '/api/logout': () => {
        throw refusal();
      },
    });
    await expect(signOutSession(failing.client, store)).resolves.toBe('/login');
    expect(store.getToken()).toBeNull();
    const idle = fakeClient(store, {});
    await expect(signOutSession(idle.client, store)).resolves.toBe('/enter');
    expect(idle.calls).toEqual([]);
  });
});

describe('loadSessionRoutes', () => {
  const staticTable: RouteGroup[] = [
    { path: '/admin', title: '系统管理', icon: 'admin', hidden: false, children: [] },
  ];

  it('fetches the menu, builds routes, fetches page rights and stores them', async () => {
    const store = newStore();
    store.setToken('tok');
    const user = userWith(ROLE.creator);
    const { client, calls } = fakeClient(store, {
      '/api/my-menu': () => ({ menu, role: ROLE.creator }),
      '/api/my-profile': () => user,
      '/api/my-page': () => ({ page: ['video.create'] }),
    });
    const loaded = await loadSessionRoutes({ client, store, staticTable, silent: true });
    expect(loaded.routes.map((group) => group.path)).toEqual(['/dashboard', '/video']);
    expect(loaded).toMatchObject({ role: ROLE.creator, pageRights: ['video.create'], user });
    expect(calls.map((call) => call.path)).toEqual(['/api/my-menu', '/api/my-profile', '/api/my-page']);
    expect(calls.every((call) => call.options.silent === true)).toBe(true);
    expect(store.getRole()).toBe(ROLE.creator);
    expect(store.getPageRights()).toEqual(['video.create']);
    expect(store.getUserInfo()).toEqual(user);
  });

  it("takes the server's answers sent with the page instead of asking", async () => {
    const store = newStore();
    store.setToken('tok');
    const user = userWith(ROLE.creator);
    const { client, calls } = fakeClient(store, {});
    const loaded = await loadSessionRoutes({
      client,
      store,
      staticTable,
      silent: true,
      answers: { menu: { menu, role: ROLE.creator }, page: { page: ['video.create'] }, profile: user },
    });
    expect(calls).toEqual([]);
    expect(loaded.routes.map((group) => group.path)).toEqual(['/dashboard', '/video']);
    expect(loaded).toMatchObject({ role: ROLE.creator, pageRights: ['video.create'], user });
    expect(store.getUserInfo()).toEqual(user);
    expect(store.getPageRights()).toEqual(['video.create']);
  });

  it('uses the stored user and gives administrators the static table', async () => {
    const store = newStore();
    store.setToken('tok');
    store.setUserInfo(userWith(ROLE.admin));
    const { client, calls } = fakeClient(store, {
      '/api/my-menu': () => ({ menu, role: ROLE.admin }),
      '/api/my-page': () => ({ page: [] }),
    });
    const loaded = await loadSessionRoutes({ client, store, staticTable });
    expect(loaded.routes).toEqual(staticTable);
    expect(calls.map((call) => call.path)).toEqual(['/api/my-menu', '/api/my-page']);
  });

  it('clears the token and rethrows on failure', async () => {
    const store = newStore();
    store.setToken('tok');
    const { client } = fakeClient(store, {
      '/api/my-menu': () => {
        throw refusal();
      },
    });
    await expect(loadSessionRoutes({ client, store, staticTable })).rejects.toThrow('登录已过期');
    expect(store.getToken()).toBeNull();
  });

  it('fails with the verification message when the user info is empty', async () => {
    const store = newStore();
    store.setToken('tok');
    const { client } = fakeClient(store, {
      '/api/my-menu': () => ({ menu, role: ROLE.creator }),
      '/api/my-profile': () => null,
    });
    await expect(loadSessionRoutes({ client, store, staticTable })).rejects.toThrow(
      'Verification failed, please Login again.',
    );
    expect(store.getToken()).toBeNull();
  });
});

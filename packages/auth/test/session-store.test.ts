import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_KEYS,
  LOCAL_KEYS,
  createSessionStore,
  documentCookieJar,
  memoryCookieJar,
  memoryStorage,
} from '../src/index.js';
import { userWith } from './fixtures.js';

function storeWithFakes(cookies: Record<string, string> = {}, local: Record<string, string> = {}) {
  const jar = memoryCookieJar(cookies);
  const storage = memoryStorage(local);
  return { store: createSessionStore({ cookies: jar, local: storage }), jar, storage };
}

describe('session store', () => {
  it('keeps token, role and page rights in cookies under the spec keys', () => {
    const { store, jar } = storeWithFakes();
    store.setToken('tok');
    store.setRole('创作者');
    store.setPageRights(['video.create', 'video.index']);
    expect(jar.get('token')).toBe('tok');
    expect(jar.get('role')).toBe('创作者');
    expect(JSON.parse(jar.get('page-rights')!)).toEqual(['video.create', 'video.index']);
    expect(store.getToken()).toBe('tok');
    expect(store.getRole()).toBe('创作者');
    expect(store.getPageRights()).toEqual(['video.create', 'video.index']);
  });

  it('keeps user, MCN info and MCN token in localStorage under the spec keys', () => {
    const { store, storage } = storeWithFakes();
    const user = userWith('创作者', [], 3);
    const mcn = userWith('MCN', [], 5);
    store.setUserInfo(user);
    store.setMcnInfo(mcn);
    store.setMcnToken('mcn-tok');
    expect(JSON.parse(storage.getItem('USERINFO')!)).toEqual(user);
    expect(JSON.parse(storage.getItem('MCNINFO')!)).toEqual(mcn);
    expect(storage.getItem('MCNTOKEN')).toBe('mcn-tok');
    expect(store.getUserInfo()).toEqual(user);
    expect(store.getMcnInfo()).toEqual(mcn);
    expect(store.getMcnToken()).toBe('mcn-tok');
  });

  it('answers null for missing and corrupt values', () => {
    const { store } = storeWithFakes(
      { 'page-rights': '{not json' },
      { USERINFO: '{"id":', MCNINFO: '"a string"', MCNTOKEN: '' },
    );
    expect(store.getToken()).toBeNull();
    expect(store.getRole()).toBeNull();
    expect(store.getPageRights()).toBeNull();
    expect(store.getUserInfo()).toBeNull();
    expect(store.getMcnInfo()).toBeNull();
    expect(store.getMcnToken()).toBeNull();
    expect(storeWithFakes({ 'page-rights': '[1,2]' }).store.getPageRights()).toBeNull();
  });

  it('removes a value set to null', () => {
    const { store, jar, storage } = storeWithFakes({ token: 'tok' }, { MCNTOKEN: 'm' });
    store.setToken(null);
    store.setMcnToken(null);
    expect(jar.get('token')).toBeUndefined();
    expect(storage.getItem('MCNTOKEN')).toBeNull();
  });

  it('clears the whole session on logout but keeps the sidebar choice', () => {
    const cookies = { token: 't', role: 'MCN', 'page-rights': '["a"]', other: 'kept' };
    const local = { USERINFO: '{"roles":[]}', MCNINFO: '{"roles":[]}', MCNTOKEN: 'm', sidebarStatus: '0' };
    const { store, jar, storage } = storeWithFakes(cookies, local);
    store.clear();
    for (const name of Object.values(COOKIE_KEYS)) expect(jar.get(name)).toBeUndefined();
    for (const key of Object.values(LOCAL_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(jar.get('other')).toBe('kept');
    expect(store.getSidebarOpened()).toBe(false);
  });

  it("stores the sidebar choice as '1' or '0'", () => {
    const { store, storage } = storeWithFakes();
    expect(store.getSidebarOpened()).toBeNull();
    store.setSidebarOpened(true);
    expect(storage.getItem('sidebarStatus')).toBe('1');
    store.setSidebarOpened(false);
    expect(storage.getItem('sidebarStatus')).toBe('0');
    expect(store.getSidebarOpened()).toBe(false);
  });

  it('notifies subscribers and keeps one snapshot object until something changes', () => {
    const { store } = storeWithFakes({ token: 'tok' });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.snapshot();
    expect(store.snapshot()).toBe(first);
    expect(first).toEqual({ token: 'tok', role: null, pageRights: null, user: null });
    store.setRole('MCN');
    expect(listener).toHaveBeenCalledTimes(1);
    const second = store.snapshot();
    expect(second).not.toBe(first);
    expect(second.role).toBe('MCN');
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.snapshot().token).toBeNull();
  });

  it('re-reads storage changed behind its back on reload', () => {
    const { store, jar } = storeWithFakes({ token: 'old' });
    expect(store.snapshot().token).toBe('old');
    jar.set('token', 'new');
    expect(store.snapshot().token).toBe('old');
    store.reload();
    expect(store.snapshot().token).toBe('new');
  });
});

describe('browser defaults', () => {
  afterEach(() => {
    for (const name of ['token', 'role', 'page-rights'])
      document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    localStorage.clear();
  });

  it('uses document.cookie and localStorage without injected storage', () => {
    const store = createSessionStore();
    store.setToken('tok en;=1');
    store.setRole('待审核MCN');
    store.setUserInfo(userWith('待审核MCN'));
    expect(document.cookie).toContain('token=tok%20en%3B%3D1');
    expect(document.cookie).toContain(`role=${encodeURIComponent('待审核MCN')}`);
    expect(localStorage.getItem('USERINFO')).toContain('待审核MCN');
    expect(createSessionStore().getToken()).toBe('tok en;=1');
    store.clear();
    expect(document.cookie).not.toContain('token=');
    expect(localStorage.getItem('USERINFO')).toBeNull();
  });

  it('tolerates a cookie whose value is not valid percent-encoding', () => {
    document.cookie = 'token=%E0%A4%A; path=/';
    expect(documentCookieJar().get('token')).toBeUndefined();
  });
});

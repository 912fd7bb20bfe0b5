import { describe, expect, it, vi } from 'vitest';
import { ROLE } from '@creator-console/contract';
import {
  createSessionStore,
  memoryCookieJar,
  memoryStorage,
  persistLogin,
  switchAccount,
} from '../src/index.js';
import { fakeClient, userWith } from './fixtures.js';

const mcn = userWith(ROLE.mcn, [], 5);
const creator = userWith(ROLE.creator, ['直播'], 7);

/** A signed-in MCN, and a fake profile call that answers whoever the token belongs to. */
function mcnSession() {
  const store = createSessionStore({ cookies: memoryCookieJar(), local: memoryStorage() });
  persistLogin(store, { token: 'mcn-tok', user: mcn });
  store.setPageRights(['mcn.index']);
  const owners: Record<string, typeof mcn> = { 'mcn-tok': mcn, 'creator-tok': creator };
  const { client, calls } = fakeClient(store, {
    '/api/my_user_token': ({ options }) => {
      const query = options.query as { user_id: number };
      const headers = options.headers as Record<string, string>;
      if (headers['x-mcn-token'] !== 'mcn-tok') throw new Error('wrong MCN token');
      return query.user_id === creator.id ? 'creator-tok' : 'stale-tok';
    },
    '/api/my-profile': ({ token }) => {
      const user = token ? owners[token] : undefined;
      if (!user) throw new Error('unknown token');
      return user;
    },
  });
  return { store, client, calls };
}

describe('switchAccount', () => {
  it("switches an MCN to a creator with the creator's token, keeping the MCN's own", async () => {
    const { store, client, calls } = mcnSession();
    store.setMcnToken(null);
    store.setMcnInfo(null);
    const fetchCreatorToken = vi.fn(async () => 'creator-tok');

    const user = await switchAccount({ client, store, target: { user_id: 7 }, fetchCreatorToken });

    expect(fetchCreatorToken).toHaveBeenCalledWith(7, 'mcn-tok');
    expect(store.getMcnToken()).toBe('mcn-tok');
    expect(store.getMcnInfo()).toEqual(mcn);
    expect(calls).toEqual([{ path: '/api/my-profile', token: 'creator-tok', options: {} }]);
    expect(user).toEqual(creator);
    expect(store.getToken()).toBe('creator-tok');
    expect(store.getUserInfo()).toEqual(creator);
    expect(store.getRole()).toBe(ROLE.creator);
    expect(store.getPageRights()).toBeNull();
  });

  it("switches back to the MCN's own row with the saved MCN token", async () => {
    const { store, client } = mcnSession();
    await switchAccount({
      client,
      store,
      target: { user_id: 7 },
      fetchCreatorToken: async () => 'creator-tok',
    });
    const fetchCreatorToken = vi.fn(async () => 'unused');

    const user = await switchAccount({
      client,
      store,
      target: { user_id: 5, isOwnMcnRow: true },
      fetchCreatorToken,
    });

    expect(fetchCreatorToken).not.toHaveBeenCalled();
    expect(user).toEqual(mcn);
    expect(store.getToken()).toBe('mcn-tok');
    expect(store.getRole()).toBe(ROLE.mcn);
    expect(store.getMcnToken()).toBe('mcn-tok');
  });

  it("recognises the MCN's own row by the stored MCN user when not told", async () => {
    const { store, client } = mcnSession();
    const fetchCreatorToken = vi.fn(async () => 'creator-tok');
    await switchAccount({ client, store, target: { user_id: 5 }, fetchCreatorToken });
    expect(fetchCreatorToken).not.toHaveBeenCalled();
    expect(store.getToken()).toBe('mcn-tok');
  });

  it('switches a creator acting for an MCN to another creator with the saved MCN token', async () => {
    const { store, client } = mcnSession();
    await switchAccount({
      client,
      store,
      target: { user_id: 7 },
      fetchCreatorToken: async () => 'creator-tok',
    });
    const fetchCreatorToken = vi.fn(async () => 'creator-tok');
    await switchAccount({ client, store, target: { user_id: 8, isOwnMcnRow: false }, fetchCreatorToken });
    expect(fetchCreatorToken).toHaveBeenCalledWith(8, 'mcn-tok');
    expect(store.getMcnToken()).toBe('mcn-tok');
    expect(store.getMcnInfo()).toEqual(mcn);
  });

  it('restores the previous token when the profile cannot be fetched', async () => {
    const { store, client } = mcnSession();
    await expect(
      switchAccount({ client, store, target: { user_id: 9 }, fetchCreatorToken: async () => 'stale-tok' }),
    ).rejects.toThrow('unknown token');
    expect(store.getToken()).toBe('mcn-tok');
    expect(store.getUserInfo()).toEqual(mcn);
  });

  it('refuses to switch back when no MCN token was kept', async () => {
    const store = createSessionStore({ cookies: memoryCookieJar(), local: memoryStorage() });
    persistLogin(store, { token: 'creator-tok', user: creator });
    const { client, calls } = fakeClient(store, {});
    await expect(
      switchAccount({
        client,
        store,
        target: { user_id: 5, isOwnMcnRow: true },
        fetchCreatorToken: async () => 'x',
      }),
    ).rejects.toThrow();
    expect(calls).toEqual([]);
    expect(store.getToken()).toBe('creator-tok');
  });

  it("fetches the creator's token with my_user_token and the MCN token by default", async () => {
    const { store, client, calls } = mcnSession();

    const user = await switchAccount({ client, store, target: { user_id: 7 } });

    expect(calls).toEqual([
      {
        path: '/api/my_user_token',
        token: 'mcn-tok',
        // the MCN token travels in the X-MCN-Token header, out of the URL
        options: { query: { user_id: 7 }, headers: { 'x-mcn-token': 'mcn-tok' } },
      },
      { path: '/api/my-profile', token: 'creator-tok', options: {} },
    ]);
    expect(user).toEqual(creator);
    expect(store.getToken()).toBe('creator-tok');
  });

  it('sends the saved MCN token, not the current one, when switching between creators', async () => {
    const { store, client, calls } = mcnSession();
    await switchAccount({ client, store, target: { user_id: 7 } });
    calls.length = 0;

    await expect(switchAccount({ client, store, target: { user_id: 8 } })).rejects.toThrow('unknown token');

    expect(calls[0]).toEqual({
      path: '/api/my_user_token',
      token: 'creator-tok',
      options: { query: { user_id: 8 }, headers: { 'x-mcn-token': 'mcn-tok' } },
    });
    expect(store.getToken()).toBe('creator-tok');
  });

  it('refuses by default to fetch a creator token without an MCN session', async () => {
    const store = createSessionStore({ cookies: memoryCookieJar(), local: memoryStorage() });
    persistLogin(store, { token: 'creator-tok', user: creator });
    const { client, calls } = fakeClient(store, {});
    await expect(switchAccount({ client, store, target: { user_id: 8 } })).rejects.toThrow('MCN');
    expect(calls).toEqual([]);
    expect(store.getToken()).toBe('creator-tok');
  });
});

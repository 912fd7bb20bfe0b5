import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLE } from '@creator-console/contract';
import { createSessionStore, memoryCookieJar, memoryStorage } from '../src/index.js';
import { Can, RequireAuth, SessionProvider, useSession } from '../src/react.js';
import { fakeClient, userWith } from './fixtures.js';

afterEach(cleanup);

function setup() {
  const store = createSessionStore({ cookies: memoryCookieJar(), local: memoryStorage() });
  const { client, calls } = fakeClient(store, { '/api/logout': () => null });
  return { store, client, calls };
}

function Status() {
  const session = useSession();
  return (
    <p>{session.isAuthenticated ? `signed in as ${session.user?.name} (${session.role})` : 'signed out'}</p>
  );
}

describe('SessionProvider', () => {
  it('renders from the store and follows signIn and signOut', async () => {
    const { store, client, calls } = setup();
    function Controls() {
      const { signIn, signOut } = useSession();
      const [destination, setDestination] = useState<string>();
      return (
        <>
          <button onClick={() => signIn({ token: 'tok', user: userWith(ROLE.mcn, [], 5) })}>登录</button>
          <button onClick={() => void signOut().then(setDestination)}>退出</button>
          {destination && <p>go to {destination}</p>}
        </>
      );
    }
    render(
      <SessionProvider client={client} store={store}>
        <Status />
        <Controls />
      </SessionProvider>,
    );
    expect(screen.getByText('signed out')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(screen.getByText('signed in as user-5 (MCN)')).toBeTruthy();
    expect(store.getMcnToken()).toBe('tok');

    fireEvent.click(screen.getByRole('button', { name: '退出' }));
    expect(await screen.findByText('go to /login')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/api/logout']);
    expect(screen.getByText('signed out')).toBeTruthy();
    expect(store.getToken()).toBeNull();
  });

  it('shows changes made through the store, e.g. by switchAccount', () => {
    const { store, client } = setup();
    store.setToken('tok');
    store.setUserInfo(userWith(ROLE.creator, [], 3));
    store.setRole(ROLE.creator);
    render(
      <SessionProvider client={client} store={store}>
        <Status />
      </SessionProvider>,
    );
    expect(screen.getByText('signed in as user-3 (创作者)')).toBeTruthy();
    act(() => store.setUserInfo(userWith(ROLE.creator, [], 4)));
    expect(screen.getByText('signed in as user-4 (创作者)')).toBeTruthy();
  });

  it('refuses useSession outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Status />)).toThrow('useSession must be used inside <SessionProvider>');
    vi.restoreAllMocks();
  });
});

describe('Can', () => {
  it('renders children only when the page rights grant the permission', () => {
    const { store, client } = setup();
    store.setToken('tok');
    store.setPageRights(['video.create']);
    render(
      <SessionProvider client={client} store={store}>
        <Can permission="video.create">
          <button>发布视频</button>
        </Can>
        <Can permission="admin.role" fallback={<span>无权限</span>}>
          <button>角色管理</button>
        </Can>
        <Can permission={['audit.one', 'video.create']}>
          <button>审核或发布</button>
        </Can>
      </SessionProvider>,
    );
    expect(screen.getByRole('button', { name: '发布视频' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '角色管理' })).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
    expect(screen.getByRole('button', { name: '审核或发布' })).toBeTruthy();

    act(() => store.setPageRights(['admin.role']));
    expect(screen.queryByRole('button', { name: '发布视频' })).toBeNull();
    expect(screen.getByRole('button', { name: '角色管理' })).toBeTruthy();
  });
});

describe('RequireAuth', () => {
  it('renders children with a session and never asks to navigate', () => {
    const { store, client } = setup();
    store.setToken('tok');
    const onUnauthenticated = vi.fn();
    render(
      <SessionProvider client={client} store={store}>
        <RequireAuth onUnauthenticated={onUnauthenticated}>
          <h1>工作台</h1>
        </RequireAuth>
      </SessionProvider>,
    );
    expect(screen.getByRole('heading', { name: '工作台' })).toBeTruthy();
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('renders the fallback and asks to navigate without a session, also after the token goes', () => {
    const { store, client } = setup();
    store.setToken('tok');
    const onUnauthenticated = vi.fn();
    render(
      <SessionProvider client={client} store={store}>
        <RequireAuth onUnauthenticated={onUnauthenticated} fallback={<p>请先登录</p>}>
          <h1>工作台</h1>
        </RequireAuth>
      </SessionProvider>,
    );
    act(() => store.setToken(null));
    expect(screen.queryByRole('heading', { name: '工作台' })).toBeNull();
    expect(screen.getByText('请先登录')).toBeTruthy();
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });
});

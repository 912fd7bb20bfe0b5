import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { logIn } from './session-actions';
import { sessionStore } from './session';

/** The server: the login answers `login`; tracked events are collected. */
function loginServer(login: { status: number; body: unknown }) {
  const tracked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/track') {
        tracked.push(await request.json());
        return Response.json({ data: null });
      }
      if (path === '/api/login' || path === '/api/a-login') return Response.json(login.body, login);
      return Response.json({ message: 'not found' }, { status: 404 });
    }),
  );
  return tracked;
}

const user = {
  id: 3,
  name: 'creator',
  avatar: '',
  real_name: '',
  phone: '138****0003',
  status: 1,
  roles: [{ name: '创作者' }],
  info: { entity_name: '' },
  admin_tags: [],
};

afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('logging in', () => {
  it('stores the session and tracks the success', async () => {
    const tracked = loginServer({ status: 200, body: { data: { token: 'token-1', user } } });
    await logIn({ account: 'creator', password: 'Demo@2026' });
    expect(sessionStore.getToken()).toBe('token-1');
    expect(sessionStore.getUserInfo()?.name).toBe('creator');
    await waitFor(() =>
      expect(tracked).toEqual([
        expect.objectContaining({ event: 'login', success: true, properties: { label: 'creator-number' } }),
      ]),
    );
  });

  it("tracks a failure with the server's message as the reason, labelled by the account typed", async () => {
    const tracked = loginServer({ status: 422, body: { message: '账号或密码错误' } });
    await expect(logIn({ account: '13800000003', password: 'wrong' })).rejects.toThrow('账号或密码错误');
    expect(sessionStore.getToken()).toBeNull();
    await waitFor(() =>
      expect(tracked).toEqual([
        expect.objectContaining({
          event: 'login',
          success: false,
          reason: '账号或密码错误',
          properties: { label: 'phone' },
        }),
      ]),
    );
  });
});

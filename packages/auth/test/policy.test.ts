import { describe, expect, it } from 'vitest';
import { ROLE } from '@creator-console/contract';
import {
  PUBLIC_PATHS,
  activeRole,
  canSeeLive,
  canSwitchAccount,
  filterLiveGroup,
  guard,
  guardFailure,
  hasPermission,
  isAdmin,
  isCreatorOrMcn,
  linkedAccountState,
  loginRedirect,
  logoutDestination,
  safeRedirectTarget,
  shouldFetchUnaudited,
} from '../src/index.js';
import { menu, userWith } from './fixtures.js';

describe('roles', () => {
  it('takes the first role as the active one', () => {
    expect(activeRole({ roles: [{ name: 'MCN' }, { name: '创作者' }] })).toBe('MCN');
    expect(activeRole({ roles: [] })).toBeNull();
    expect(activeRole(null)).toBeNull();
  });

  it('recognises administrators and the creator side', () => {
    expect(isAdmin('管理员')).toBe(true);
    expect(isAdmin('运营')).toBe(false);
    expect(['创作者', 'MCN', '待审核MCN'].map(isCreatorOrMcn)).toEqual([true, true, true]);
    expect(['管理员', '运营', null, undefined, ''].map(isCreatorOrMcn)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it.each([
    [ROLE.creator, '/login'],
    [ROLE.mcnPending, '/login'],
    [ROLE.mcn, '/login'],
    [ROLE.admin, '/enter'],
    [ROLE.operator, '/enter'],
    [null, '/enter'],
  ])('sends %s to %s after logout', (role, destination) => {
    expect(logoutDestination(role)).toBe(destination);
  });

  it('fetches unaudited counts only for staff roles', () => {
    expect(shouldFetchUnaudited(ROLE.admin)).toBe(true);
    expect(shouldFetchUnaudited(ROLE.operator)).toBe(true);
    expect(shouldFetchUnaudited(ROLE.creator)).toBe(false);
    expect(shouldFetchUnaudited(ROLE.mcn)).toBe(false);
    expect(shouldFetchUnaudited(ROLE.mcnPending)).toBe(false);
    expect(shouldFetchUnaudited(null)).toBe(false);
  });

  it('grants a permission present in the page rights, any of a list', () => {
    expect(hasPermission(['video.create'], 'video.create')).toBe(true);
    expect(hasPermission(['video.create'], ['audit.one', 'video.create'])).toBe(true);
    expect(hasPermission(['video.create'], 'audit.one')).toBe(false);
    expect(hasPermission(null, 'video.create')).toBe(false);
    expect(hasPermission(['video.create'], [])).toBe(false);
  });
});

describe('live group', () => {
  it('lets creators and MCNs with the 直播 tag see live', () => {
    expect(canSeeLive(userWith(ROLE.creator, ['直播']))).toBe(true);
    expect(canSeeLive(userWith(ROLE.mcn, ['推广', '直播']))).toBe(true);
  });

  it('refuses creators and MCNs without the tag, and other roles', () => {
    expect(canSeeLive(userWith(ROLE.creator))).toBe(false);
    expect(canSeeLive(userWith(ROLE.mcn, ['推广']))).toBe(false);
    expect(canSeeLive(userWith(ROLE.operator, ['直播']))).toBe(false);
    expect(canSeeLive(null)).toBe(false);
  });

  it('removes /live for a creator or MCN without the tag', () => {
    for (const role of [ROLE.creator, ROLE.mcn, ROLE.mcnPending]) {
      const paths = filterLiveGroup(menu, userWith(role)).map((entry) => entry.path);
      expect(paths).toEqual(['dashboard', 'video']);
    }
    expect(filterLiveGroup([{ path: '/live/' }, { path: '/liveness' }], userWith(ROLE.creator))).toEqual([
      { path: '/liveness' },
    ]);
  });

  it('keeps /live for a creator or MCN with the tag', () => {
    expect(filterLiveGroup(menu, userWith(ROLE.creator, ['直播']))).toEqual(menu);
    expect(filterLiveGroup(menu, userWith(ROLE.mcn, ['直播']))).toEqual(menu);
  });

  it('leaves the menus of other roles alone', () => {
    expect(filterLiveGroup(menu, userWith(ROLE.admin))).toEqual(menu);
    expect(filterLiveGroup(menu, userWith(ROLE.operator))).toEqual(menu);
  });
});

describe('redirects', () => {
  it('encodes the requested path and query into the login address', () => {
    expect(loginRedirect('/video/index?page=2&size=20')).toBe(
      '/login?redirect=%2Fvideo%2Findex%3Fpage%3D2%26size%3D20',
    );
  });

  it.each([
    ['/video/index?page=2', '/video/index?page=2'],
    ['/inform/index?type=1#top', '/inform/index?type=1#top'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['video', '/'],
    ['', '/'],
    [null, '/'],
    [undefined, '/'],
  ])('allows only same-origin paths: %j → %j', (raw, target) => {
    expect(safeRedirectTarget(raw)).toBe(target);
  });
});

describe('guard', () => {
  const noSession = { hasToken: false, routesLoaded: false };

  it.each(PUBLIC_PATHS)('opens the public path %s without a session', (path) => {
    expect(guard(path, noSession)).toEqual({ action: 'allow' });
    expect(guard(`${path}?redirect=%2Fvideo`, noSession)).toEqual({ action: 'allow' });
  });

  it('sends everything else to the login page, keeping path and query', () => {
    expect(guard('/video/index?page=2&size=20', noSession)).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fvideo%2Findex%3Fpage%3D2%26size%3D20',
    });
    expect(guard('/', noSession)).toEqual({ action: 'redirect', to: '/login?redirect=%2F' });
    expect(guard('/login-help', noSession)).toMatchObject({ action: 'redirect' });
  });

  it('sends /login with a session to the root', () => {
    expect(guard('/login', { hasToken: true, routesLoaded: true })).toEqual({ action: 'redirect', to: '/' });
    expect(guard('/login?redirect=%2Fvideo', { hasToken: true, routesLoaded: false })).toEqual({
      action: 'redirect',
      to: '/',
    });
  });

  it('loads the routes first with a token and no routes, then allows', () => {
    expect(guard('/video/create', { hasToken: true, routesLoaded: false })).toEqual({
      action: 'load-routes',
    });
    expect(guard('/video/create', { hasToken: true, routesLoaded: true })).toEqual({ action: 'allow' });
    expect(guard('/agreement', { hasToken: true, routesLoaded: true })).toEqual({ action: 'allow' });
  });

  it('turns a failure into a toast message and a login redirect', () => {
    expect(guardFailure(new Error('网络错误'), '/video/index?page=2')).toEqual({
      message: '网络错误',
      to: '/login?redirect=%2Fvideo%2Findex%3Fpage%3D2',
    });
    expect(guardFailure('boom', '/x').message).toBe('Has Error');
    expect(guardFailure(new Error(''), '/x').message).toBe('Has Error');
  });
});

describe('linked accounts', () => {
  const row = (is_current: 0 | 1, status: number) => ({ is_current, user: { status } });

  it('shows the account in use as current, a disabled user as disabled, any other as switchable', () => {
    expect(linkedAccountState(row(1, 1))).toBe('current');
    expect(linkedAccountState(row(0, 2))).toBe('disabled');
    expect(linkedAccountState(row(0, 1))).toBe('other');
    expect(linkedAccountState(row(1, 2))).toBe('current');
  });

  it('offers switching only when the linked-account list is non-empty', () => {
    expect(canSwitchAccount(1)).toBe(true);
    expect(canSwitchAccount(12)).toBe(true);
    expect(canSwitchAccount(0)).toBe(false);
    expect(canSwitchAccount(null)).toBe(false);
    expect(canSwitchAccount(undefined)).toBe(false);
  });
});

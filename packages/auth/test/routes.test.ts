import { describe, expect, it } from 'vitest';
import { ROLE, menuCatalogue, toMenuEntry } from '@creator-console/contract';
import { breadcrumbFor, menuToRoutes, pageTitle, routesFor, type RouteGroup } from '../src/index.js';
import { menu, userWith } from './fixtures.js';

const staticTable: RouteGroup[] = [
  {
    path: '/admin',
    title: '系统管理',
    icon: 'admin',
    hidden: false,
    children: [
      {
        path: '/admin/index',
        name: 'AdminIndex',
        title: '账号管理',
        hidden: false,
        component: 'admin/index',
      },
    ],
  },
  {
    path: '/live',
    title: '直播管理',
    icon: 'live',
    hidden: false,
    children: [
      { path: '/live/index', name: 'LiveIndex', title: '直播列表', hidden: false, component: 'live/index' },
    ],
  },
];

describe('menuToRoutes', () => {
  it('joins child paths under the group and keeps titles, icons, hidden flags and components', () => {
    const [, video] = menuToRoutes(menu);
    expect(video).toEqual({
      path: '/video',
      title: '内容管理',
      icon: 'video',
      hidden: false,
      children: [
        {
          path: '/video/create',
          name: 'VideoCreate',
          title: '上传视频',
          hidden: false,
          component: 'video/create',
        },
        { path: '/video/edit', name: 'VideoEdit', title: '编辑视频', hidden: true, component: 'video/edit' },
      ],
    });
  });

  it('turns an entry without children into a single index page', () => {
    const [dashboard] = menuToRoutes(menu);
    expect(dashboard).toEqual({
      path: '/dashboard',
      title: '仪表盘',
      icon: 'dashboard',
      hidden: false,
      children: [
        {
          path: '/dashboard/index',
          name: 'dashboard-index',
          title: '仪表盘',
          hidden: false,
          component: 'dashboard/index',
        },
      ],
    });
  });

  it('accepts paths with slashes and keeps absolute child paths', () => {
    const [group] = menuToRoutes([
      {
        path: '/certification/',
        title: '认证',
        icon: 'certification',
        hidden: true,
        children: [
          {
            path: '/identity-set',
            name: 'IdentitySet',
            title: '身份',
            hidden: false,
            component: 'certification/x',
          },
          { path: 'rule/', name: 'Rule', title: '基础条件', hidden: false, component: 'certification/rule' },
        ],
      },
    ]);
    expect(group?.path).toBe('/certification');
    expect(group?.hidden).toBe(true);
    expect(group?.children.map((child) => child.path)).toEqual(['/identity-set', '/certification/rule']);
  });
  it("builds the whole static table from the contract's catalogue", () => {
    const routes = menuToRoutes(menuCatalogue.map((group) => toMenuEntry(group)));
    expect(routes.map((group) => group.path)).toContain('/video');
    const video = routes.find((group) => group.path === '/video');
    expect(video?.children.find((page) => page.path === '/video/album/detail')).toMatchObject({
      component: 'video/album/detail',
      hidden: true,
    });
    const paths = routes.flatMap((group) => group.children.map((page) => page.path));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('routesFor', () => {
  it('gives administrators the static table', () => {
    const routes = routesFor({ role: ROLE.admin, menu, staticTable, user: userWith(ROLE.admin) });
    expect(routes).toEqual(staticTable);
  });

  it('gives other roles the server menu, without /live when the tag is missing', () => {
    const routes = routesFor({ role: ROLE.creator, menu, staticTable, user: userWith(ROLE.creator) });
    expect(routes.map((group) => group.path)).toEqual(['/dashboard', '/video']);
    const live = routesFor({ role: ROLE.creator, menu, staticTable, user: userWith(ROLE.creator, ['直播']) });
    expect(live.map((group) => group.path)).toEqual(['/dashboard', '/video', '/live']);
    const operator = routesFor({ role: ROLE.operator, menu, staticTable, user: userWith(ROLE.operator) });
    expect(operator.map((group) => group.path)).toEqual(['/dashboard', '/video', '/live']);
  });

  it("falls back to the user's first role", () => {
    expect(routesFor({ menu, staticTable, user: userWith(ROLE.admin) })).toEqual(staticTable);
  });
});

describe('page title', () => {
  it('puts the route title before the platform title', () => {
    expect(pageTitle('上传视频', '创作者平台')).toBe('上传视频 - 创作者平台');
  });
  it('uses a generic admin title when the platform title is unset', () => {
    expect(pageTitle('上传视频')).toBe('上传视频 - 管理后台');
    expect(pageTitle('上传视频', '')).toBe('上传视频 - 管理后台');
    expect(pageTitle(undefined, '创作者平台')).toBe('创作者平台');
  });
});

describe('breadcrumbFor', () => {
  const routes = menuToRoutes(menu);

  it('starts with a home crumb to /dashboard, then group and page', () => {
    expect(breadcrumbFor('/video/create?draft=1', routes)).toEqual([
      { path: '/dashboard', title: '首页' },
      { path: '/video', title: '内容管理' },
      { path: '/video/create', title: '上传视频' },
    ]);
  });

  it('has no home crumb when the first crumb is the dashboard', () => {
    expect(breadcrumbFor('/dashboard/index', routes)).toEqual([
      { path: '/dashboard/index', title: '仪表盘' },
    ]);
  });

  it('shows the group alone for the group path and only home for unknown paths', () => {
    expect(breadcrumbFor('/video/', routes)).toEqual([
      { path: '/dashboard', title: '首页' },
      { path: '/video', title: '内容管理' },
    ]);
    expect(breadcrumbFor('/nowhere', routes)).toEqual([{ path: '/dashboard', title: '首页' }]);
  });
});

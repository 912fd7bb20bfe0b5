import { describe, expect, it } from 'vitest';
import { menuToRoutes } from '@creator-console/auth';
import { menuCatalogue, toMenuEntry } from '@creator-console/contract';
import { breadcrumbItems, reminderBadges, sidebarGroups } from './shell-menu';

const routes = menuToRoutes(
  menuCatalogue
    .filter((group) => ['dashboard', 'video'].includes(group.path))
    .map((group) => toMenuEntry(group)),
);

describe('sidebar groups', () => {
  it('keeps hidden pages routable but hidden, with icons by name', () => {
    const [dashboard, video] = sidebarGroups(routes, 'zh-CN');
    expect(dashboard).toMatchObject({
      key: 'dashboard',
      title: '首页',
      icon: 'dashboard',
      path: '/dashboard',
    });
    expect(video?.items.find((item) => item.path === '/video/edit')).toMatchObject({ hidden: true });
    expect(video?.items.find((item) => item.path === '/video/create')).toMatchObject({
      title: '发布视频',
      hidden: false,
    });
  });

  it("titles entries in English from the catalogue's titleEn", () => {
    const [, video] = sidebarGroups(routes, 'en-US');
    expect(video?.title).toBe('Content');
    expect(video?.items[0]?.title).toBe('Upload');
  });
});

describe('sidebar badges', () => {
  const staffRoutes = menuToRoutes(
    menuCatalogue
      .filter((group) => ['dashboard', 'films', 'approval'].includes(group.path))
      .map((group) => toMenuEntry(group)),
  );

  it('puts unreviewed albums on album review and unreviewed users on review management', () => {
    const groups = sidebarGroups(staffRoutes, 'zh-CN', reminderBadges({ album_count: 2, user_count: 5 }));
    expect(groups.map((group) => [group.key, group.badge])).toEqual([
      ['dashboard', undefined],
      ['films', 2],
      ['approval', 5],
    ]);
  });

  it('shows no badge for a count of 0 or before the counts are known', () => {
    const none = sidebarGroups(staffRoutes, 'zh-CN', reminderBadges({ album_count: 0, user_count: 0 }));
    const unknown = sidebarGroups(staffRoutes, 'zh-CN', reminderBadges(undefined));
    for (const group of [...none, ...unknown]) expect(group).not.toHaveProperty('badge');
  });
});

describe('breadcrumb', () => {
  it('starts with a home crumb to /dashboard; the group is text, the current page last', () => {
    expect(breadcrumbItems('/video/create', routes, 'zh-CN', '首页')).toEqual([
      { label: '首页', href: '/dashboard' },
      { label: '内容管理' },
      { label: '发布视频' },
    ]);
  });

  it('has no second home crumb on the dashboard', () => {
    expect(breadcrumbItems('/dashboard', routes, 'en-US', 'Dashboard')).toEqual([{ label: 'Dashboard' }]);
  });
});

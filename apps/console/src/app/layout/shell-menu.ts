import type { Reminders } from '@creator-console/api-client';
import { breadcrumbFor, HOME_CRUMB, type RouteGroup } from '@creator-console/auth';
import { isIconName, type BreadcrumbItem, type SidebarMenuGroup } from '@creator-console/ui';
import type { Locale } from '../../shared/i18n';
import { groupKey } from '../../shared/menu-routes';
import { menuTitle } from '../../shared/menu-titles';

/** Counts shown on sidebar groups, by group key ('films', 'approval'). */
export type GroupBadges = Readonly<Partial<Record<string, number>>>;

/**
 * The unreviewed counts on their groups (spec §2): albums on album review (films), users on
 * review management (approval).
 */
export const reminderBadges = (reminders: Partial<Reminders> | undefined): GroupBadges => ({
  ...(reminders?.album_count !== undefined && { films: reminders.album_count }),
  ...(reminders?.user_count !== undefined && { approval: reminders.user_count }),
});

/**
 * The user's routes as sidebar groups: titles in the chosen language, hidden entries kept hidden,
 * and the badges of the groups that have one.
 */
export function sidebarGroups(
  routes: readonly RouteGroup[],
  locale: Locale,
  badges: GroupBadges = {},
): SidebarMenuGroup[] {
  return routes.map((group) => {
    const key = groupKey(group);
    const badge = badges[key];
    return {
      key,
      title: menuTitle(locale, key, group.title),
      ...(isIconName(group.icon) ? { icon: group.icon } : {}),
      ...(badge ? { badge } : {}),
      path: group.path,
      hidden: group.hidden,
      items: group.children.map((page) => ({
        key: page.component,
        title: menuTitle(locale, page.component, page.title),
        path: page.path,
        hidden: page.hidden,
      })),
    };
  });
}

/**
 * The breadcrumb of spec §2 (home crumb to /dashboard unless the page is the dashboard). Pages
 * link, groups are text (a group has no page of its own), the current page is last.
 */
export function breadcrumbItems(
  pathname: string,
  routes: readonly RouteGroup[],
  locale: Locale,
  homeLabel: string,
): BreadcrumbItem[] {
  const crumbs = breadcrumbFor(pathname, routes);
  return crumbs.map((crumb, index) => {
    const link = index === crumbs.length - 1 ? {} : { href: crumb.path };
    if (crumb.path === HOME_CRUMB.path) return { label: homeLabel, ...link };
    for (const group of routes) {
      if (group.path === crumb.path) return { label: menuTitle(locale, groupKey(group), group.title) };
      const page = group.children.find((child) => child.path === crumb.path);
      if (page) return { label: menuTitle(locale, page.component, page.title), ...link };
    }
    return { label: crumb.title };
  });
}

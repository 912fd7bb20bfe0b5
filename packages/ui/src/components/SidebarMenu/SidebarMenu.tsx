import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { PlainLink, type LinkComponent } from '../../internal/link';
import * as menu from '../../internal/menu.css';
import { usePortalContainer, useUiStrings } from '../../provider';
import { dataAttributes, type DataAttributes } from '../../vocabulary';
import { useAppShell } from '../AppShell/AppShell';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import * as styles from './SidebarMenu.css';

export type SidebarMenuItem = {
  key: string;
  title: string;
  /** Full path, e.g. `/video/index`. */
  path: string;
  /** Routable but not listed (e.g. edit pages). */
  hidden?: boolean;
};

export type SidebarMenuGroup = {
  key: string;
  title: string;
  icon?: IconName;
  /** The group's own path, e.g. `/video`; pages under it count as inside the group. */
  path: string;
  /** A count shown on the group (e.g. items waiting for review). */
  badge?: number;
  hidden?: boolean;
  items: readonly SidebarMenuItem[];
};

export type SidebarMenuProps = {
  groups: readonly SidebarMenuGroup[];
  /** The current location's path; the matching item gets aria-current="page". */
  activePath: string;
  /** Icons only. Defaults to the enclosing AppShell's state (false outside one). */
  collapsed?: boolean;
  /** The router's link component (adapted to take `href`); a plain `<a>` by default. */
  linkAs?: LinkComponent;
  /** A prominent action above the menu, e.g. 发布视频 → /video/create. */
  publishAction?: { label: string; href: string };
  data?: DataAttributes;
};

function isWithin(activePath: string, path: string): boolean {
  if (path === '/') return activePath === '/';
  return activePath === path || activePath.startsWith(path.endsWith('/') ? path : `${path}/`);
}

function visibleItems(group: SidebarMenuGroup): readonly SidebarMenuItem[] {
  return group.items.filter((item) => !item.hidden);
}

function activeGroupKey(groups: readonly SidebarMenuGroup[], activePath: string): string | undefined {
  return groups.find(
    (group) =>
      isWithin(activePath, group.path) || group.items.some((item) => isWithin(activePath, item.path)),
  )?.key;
}

/**
 * The console's navigation: groups with icons, optional count badges, nested items that expand
 * and collapse, and a publish action at the top. Collapsed, each group is an icon whose items
 * open in a flyout menu.
 */
export const SidebarMenu = forwardRef<HTMLElement, SidebarMenuProps>(
  ({ groups, activePath, collapsed, linkAs: Link = PlainLink, publishAction, data }, ref) => {
    const strings = useUiStrings();
    const shell = useAppShell();
    const container = usePortalContainer();
    const baseId = useId();
    const isCollapsed = collapsed ?? shell?.collapsed ?? false;
    const shownGroups = groups.filter((group) => !group.hidden);
    const currentGroup = activeGroupKey(shownGroups, activePath);

    const [expanded, setExpanded] = useState<ReadonlySet<string>>(
      () => new Set(currentGroup ? [currentGroup] : []),
    );
    const [openedFor, setOpenedFor] = useState(currentGroup);
    // Navigating into another group opens it (state adjusted during render, not in an effect).
    if (currentGroup !== openedFor) {
      setOpenedFor(currentGroup);
      if (currentGroup && !expanded.has(currentGroup)) setExpanded(new Set(expanded).add(currentGroup));
    }

    const toggle = (key: string) => {
      const next = new Set(expanded);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setExpanded(next);
    };

    const current = (path: string) => (isWithin(activePath, path) ? ('page' as const) : undefined);

    const badgeFor = (group: SidebarMenuGroup): ReactNode =>
      group.badge && group.badge > 0 ? (
        isCollapsed ? (
          <span className={styles.collapsedBadge}>
            <Badge dot />
          </span>
        ) : (
          <Badge count={group.badge} label={strings.pendingCount(group.badge)} />
        )
      ) : null;

    const collapsedName = (group: SidebarMenuGroup) =>
      group.badge && group.badge > 0 ? `${group.title} ${strings.pendingCount(group.badge)}` : group.title;

    const icon = (group: SidebarMenuGroup) => (group.icon ? <Icon name={group.icon} /> : null);

    return (
      <nav
        ref={ref}
        aria-label={strings.mainNavigation}
        className={styles.root}
        data-collapsed={isCollapsed}
        {...dataAttributes(data)}
      >
        {publishAction ? (
          <div className={styles.publish}>
            {isCollapsed ? (
              <Link
                href={publishAction.href}
                aria-label={publishAction.label}
                className={styles.publishIconOnly}
              >
                <Icon name="video-upload" />
              </Link>
            ) : (
              <Button asChild tone="accent" variant="solid" fullWidth icon="video-upload">
                <Link href={publishAction.href}>{publishAction.label}</Link>
              </Button>
            )}
          </div>
        ) : null}
        <ul className={styles.list}>
          {shownGroups.map((group) => {
            const items = visibleItems(group);
            const containsActive = group.key === currentGroup;

            // A group with one page (or none listed) is a single link.
            if (items.length <= 1) {
              const path = items[0]?.path ?? group.path;
              return (
                <li key={group.key}>
                  <Link
                    href={path}
                    className={styles.entry}
                    aria-current={containsActive ? 'page' : undefined}
                    aria-label={isCollapsed ? collapsedName(group) : undefined}
                    data-icon-only={isCollapsed}
                  >
                    {icon(group)}
                    {isCollapsed ? null : <span className={styles.label}>{group.title}</span>}
                    {badgeFor(group)}
                  </Link>
                </li>
              );
            }

            if (isCollapsed) {
              return (
                <li key={group.key}>
                  <DropdownMenu.Root modal={false}>
                    <DropdownMenu.Trigger
                      className={styles.entry}
                      aria-label={collapsedName(group)}
                      data-icon-only
                      data-contains-active={containsActive}
                    >
                      {icon(group)}
                      {badgeFor(group)}
                    </DropdownMenu.Trigger>
                    <DropdownMenu.Portal container={container}>
                      <DropdownMenu.Content
                        side="right"
                        align="start"
                        sideOffset={8}
                        className={menu.content}
                      >
                        <DropdownMenu.Label className={menu.label}>{group.title}</DropdownMenu.Label>
                        {items.map((item) => (
                          <DropdownMenu.Item key={item.key} asChild className={menu.item}>
                            <Link href={item.path} aria-current={current(item.path)}>
                              {item.title}
                            </Link>
                          </DropdownMenu.Item>
                        ))}
                      </DropdownMenu.Content>
                    </DropdownMenu.Portal>
                  </DropdownMenu.Root>
                </li>
              );
            }

            const isExpanded = expanded.has(group.key);
            const listId = `${baseId}-${group.key}`;
            return (
              <li key={group.key}>
                <button
                  type="button"
                  className={styles.entry}
                  aria-expanded={isExpanded}
                  aria-controls={listId}
                  data-contains-active={containsActive}
                  onClick={() => toggle(group.key)}
                >
                  {icon(group)}
                  <span className={styles.label}>{group.title}</span>
                  {badgeFor(group)}
                  <span className={styles.chevron}>
                    <Icon name="chevron-right" size="small" />
                  </span>
                </button>
                <ul id={listId} className={styles.list} hidden={!isExpanded}>
                  {items.map((item) => (
                    <li key={item.key}>
                      <Link
                        href={item.path}
                        className={clsx(styles.entry, styles.child)}
                        aria-current={current(item.path)}
                      >
                        <span className={styles.label}>{item.title}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  },
);
SidebarMenu.displayName = 'SidebarMenu';

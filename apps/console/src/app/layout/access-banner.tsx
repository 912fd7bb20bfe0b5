import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RouteGroup } from '@creator-console/auth';
import { Button, Inline, Text } from '@creator-console/ui';
import { useAccessChanged } from '../../shared/access-version';
import { defineMessages, useMessages } from '../../shared/i18n';
import { findRoute } from '../../shared/menu-routes';
import { toaster } from '../../shared/notices';
import * as styles from './access-banner.css';

const messages = defineMessages({
  'zh-CN': { updated: '你的账号权限已更新', refresh: '刷新菜单', pageGone: '当前页面已无访问权限' },
  'en-US': {
    updated: 'Your account’s access has changed',
    refresh: 'Refresh menu',
    pageGone: 'You no longer have access to this page',
  },
});

/** The first page the sidebar shows: where a user whose page went away lands. */
export function firstPermittedPath(routes: readonly RouteGroup[]): string | null {
  for (const group of routes) {
    if (group.hidden) continue;
    const page = group.children.find((child) => !child.hidden);
    if (page) return page.path;
  }
  return null;
}

/**
 * 你的账号权限已更新 · 刷新菜单 (admin.md §4): shown when an answer's X-Access-Version differs from
 * the one seen when the routes were loaded. Refreshing loads the menu and rights again in place;
 * when the open page is no longer among them, the user goes to the first page they may see.
 */
export function AccessBanner() {
  const t = useMessages(messages);
  const changed = useAccessChanged();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!changed) return null;

  const refresh = async () => {
    setBusy(true);
    try {
      const { reloadRoutes } = await import('../load-routes');
      const routes = await reloadRoutes();
      if (!routes || findRoute(routes, pathname)) return;
      toaster.show({ tone: 'caution', message: t('pageGone') });
      navigate(firstPermittedPath(routes) ?? '/', { replace: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.banner} role="status">
      <Inline space="small" align="spaceBetween" alignY="center">
        <Text>{t('updated')}</Text>
        <Button size="small" loading={busy} onClick={() => void refresh()}>
          {t('refresh')}
        </Button>
      </Inline>
    </div>
  );
}

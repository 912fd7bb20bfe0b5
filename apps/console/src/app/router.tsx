import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { checkAccess } from './access';
import { landingPath, menuRoutesStore } from '../shared/menu-routes';
import { sessionStore } from '../shared/session';
import type { MenuPageData } from './menu-page-resolver';
import { AppLoading } from './app-loading';
import { RouteErrorPage } from './route-error-page';

/** Every route lazily loads its page; the login route loads only what login needs. */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Public or not, every route passes the guard of spec §2 first. */
async function accessLoader({ request }: LoaderFunctionArgs) {
  const to = await checkAccess(new URL(request.url));
  if (to) throw redirect(to);
  return null;
}

/** `/` opens the video upload, or the dashboard for a menu without one (see `landingPath`). */
async function homeLoader(args: LoaderFunctionArgs) {
  await accessLoader(args);
  return redirect(landingPath(menuRoutesStore.get() ?? []));
}

/** A page of the signed-in user's menu, its module loaded before the navigation commits. */
async function menuPageLoader(args: LoaderFunctionArgs): Promise<MenuPageData> {
  const pathname = new URL(args.request.url).pathname;
  const resolver = import('./menu-page-resolver');
  // A session's first page: its code and data start now, beside the guard's loading of the menu.
  if (sessionStore.getToken() !== null && menuRoutesStore.get() === null) {
    void resolver.then(({ startMenuPage }) => startMenuPage(pathname));
  }
  await accessLoader(args);
  const { resolveMenuPage } = await resolver;
  const data = await resolveMenuPage(pathname);
  if (!data) throw redirect('/404');
  return data;
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorPage,
    children: [
      {
        path: '/login',
        loader: accessLoader,
        lazy: lazyPage(() => import('../features/login/pages/login-page')),
      },
      {
        path: '/enter',
        loader: accessLoader,
        lazy: lazyPage(() => import('../features/login/pages/enter-page')),
      },
      {
        path: '/agreement',
        loader: accessLoader,
        lazy: lazyPage(() => import('../features/agreement/pages/agreement-page')),
      },
      {
        path: '/404',
        loader: accessLoader,
        lazy: lazyPage(() => import('./not-found-page')),
      },
      { index: true, loader: homeLoader },
      {
        id: 'shell',
        loader: accessLoader,
        lazy: async () => ({ Component: (await import('./layout/shell-layout')).ShellLayout }),
        children: [
          {
            path: '*',
            loader: menuPageLoader,
            lazy: async () => ({ Component: (await import('./menu-page')).MenuPageRoute }),
          },
        ],
      },
    ],
  },
];

/** The app's router; created once, at start-up, so the guard runs for the first URL too. */
export const createAppRouter = () => createBrowserRouter(routes);

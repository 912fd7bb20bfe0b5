import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { pageTitle } from '@creator-console/auth';
import { AppRoot } from './app/app-root';
import {
  CLICK_PENDING_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PATHS,
  type PrerenderedPath,
} from './app/prerendered-shell';
import { routes } from './app/router';
import { SUBMIT_PENDING_ATTRIBUTE } from './features/login/components/login-form';
import { loginMessages } from './features/login/messages';
import { routeTable } from './app/route-table';
import { findRoute } from './shared/menu-routes';
import { DEFAULT_LOCALE, LOCALES, translate } from './shared/i18n';

export { PRERENDERED_PATHS };

/**
 * The shell's inline script, right after `#root` (the server allows it by its hash, never
 * 'unsafe-inline'):
 * - the markup is in zh-CN, so for a visitor who chose another language it is removed before the
 *   first paint, and the page renders as without prerendering;
 * - a submit that no handler took (React's, on `#root`, runs first and prevents the default once
 *   the page is hydrated) is held instead of sent by the browser — the form is marked, and submits
 *   itself on hydration (login-form.tsx): an early Enter or click is neither lost nor a page load;
 * - a click on a button of the markup (the language switch, the password's eye) while it is still
 *   prerendered (`#root` keeps `data-prerendered` until main.tsx hydrates it) is held too: the
 *   button is marked and clicked again once hydrated (main.tsx): a click made while the scripts
 *   load is not lost.
 */
export const SHELL_SCRIPT =
  `try{if(${JSON.stringify(
    LOCALES.filter((locale) => locale !== DEFAULT_LOCALE),
  )}.indexOf(localStorage.getItem("locale"))>=0)document.getElementById("root").replaceChildren()}catch(e){}` +
  `document.addEventListener("submit",function(e){if(!e.defaultPrevented){e.preventDefault();` +
  `e.target.setAttribute(${JSON.stringify(SUBMIT_PENDING_ATTRIBUTE)},"")}});` +
  `document.addEventListener("click",function(e){var r=document.getElementById("root"),` +
  `b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');` +
  `if(!b||!r||!r.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)})||!r.contains(b))return;` +
  `r.querySelectorAll("[${CLICK_PENDING_ATTRIBUTE}]").forEach(function(o){o.removeAttribute(${JSON.stringify(CLICK_PENDING_ATTRIBUTE)})});` +
  `b.setAttribute(${JSON.stringify(CLICK_PENDING_ATTRIBUTE)},"")})`;

export interface PrerenderedPage {
  /** The markup of `#root`, as the browser's first render of the page, signed out, in zh-CN. */
  markup: string;
  /** The page's `<title>`, as the page sets it once it runs. */
  title: string;
}

/**
 * Renders a public page of the console to HTML at build time (scripts/prerender.mjs runs this
 * module's SSR build): the app's own routes, guard and providers, signed out, zh-CN, as static
 * markup that `hydrateRoot` in main.tsx takes over. The static router runs the route's loader
 * (the guard lets a visitor without a session through) and loads its lazy module first.
 */
export async function prerender(path: PrerenderedPath): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path}: the guard answered ${context.status}`);
  if (context.errors) throw new Error(`${path}: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppRoot>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>,
  );
  const titleKey = path === '/enter' ? 'staffTitle' : 'title';
  const title = pageTitle(
    translate(loginMessages, DEFAULT_LOCALE, titleKey),
    import.meta.env.VITE_PLATFORM_TITLE,
  );
  return { markup, title };
}

/**
 * Every path of a menu page (the static route table: every page any menu can have) with the
 * component key of its page module, as `findRoute` resolves it (a group's path opens its index
 * page): for scripts/prerender.mjs to list each page's chunks for the server to preload.
 */
export function menuPagePaths(): Array<{ path: string; component: string }> {
  const paths = routeTable.flatMap((group) => [group.path, ...group.children.map((child) => child.path)]);
  return [...new Set(paths)].flatMap((path) => {
    const match = findRoute(routeTable, path);
    return match ? [{ path, component: match.page.component }] : [];
  });
}

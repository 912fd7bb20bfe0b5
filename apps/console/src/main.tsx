import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadUiStrings } from '@creator-console/ui';
import { AppRoot } from './app/app-root';
import { applyCspNonce } from './app/csp-nonce';
import { PRERENDERED_ATTRIBUTE, prerenderedPath, takeHeldClick, routerReady } from './app/prerendered-shell';
import { createAppRouter } from './app/router';
import { readStoredLocale } from './shared/i18n';

applyCspNonce();
const router = createAppRouter();
const container = document.getElementById('root')!;
const app = (
  <AppRoot>
    <RouterProvider router={router} />
  </AppRoot>
);

/** Runs `then` once its subtree has hydrated (its effects run after the commit); renders nothing more. */
function AfterHydration({ children, then }: { children: ReactNode; then: () => void }) {
  useEffect(then, [then]);
  return children;
}

/**
 * /login and /enter come prerendered (scripts/prerender.mjs) to a visitor without a session: the
 * markup stays on screen while the router's first navigation settles, then React hydrates it — the
 * same nodes, so focus and what was typed stay. Should the navigation end elsewhere (a redirect),
 * the app renders afresh and replaces it.
 */
async function start() {
  const shell = prerenderedPath(container);
  if (shell) {
    await routerReady(router);
    // From here on React handles the markup's events (it replays what lands before it has
    // hydrated); the shell script no longer holds clicks.
    container.removeAttribute(PRERENDERED_ATTRIBUTE);
    const held = takeHeldClick(container);
    if (router.state.location.pathname === shell && !router.state.errors) {
      const replay = () => held?.click();
      hydrateRoot(container, <AfterHydration then={replay}>{app}</AfterHydration>);
      return;
    }
  }
  // In a transition, the first render is time-sliced: it yields to the browser every few ms
  // instead of holding the main thread for the whole tree (one long task on a slow phone).
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// The router has started loading the first route; meanwhile the ui's built-in strings of a stored
// locale other than zh-CN arrive (a chunk of their own), so the first render is in one language.
loadUiStrings(readStoredLocale()).then(start, start);

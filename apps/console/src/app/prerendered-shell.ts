import type { DataRouter } from 'react-router-dom';

/**
 * The pages the build prerenders (scripts/prerender.mjs) and the server sends, as static HTML, to
 * a visitor without a session: their heading and form paint with the stylesheet, before any script
 * has run, and React hydrates them.
 */
export const PRERENDERED_PATHS = ['/login', '/enter'] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/** The attribute on `#root` that names the path whose markup it holds. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The path of the prerendered markup `#root` still holds, if any. */
export function prerenderedPath(container: HTMLElement): string | null {
  return container.firstElementChild ? container.getAttribute(PRERENDERED_ATTRIBUTE) : null;
}

/** Resolves once the router's first navigation (guard, loaders, lazy route modules) has settled. */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

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

/**
 * On a button of the prerendered markup clicked before React took it over (the shell script,
 * prerender.tsx): taken off before hydrating (`takeHeldClick`), clicked again once hydrated.
 */
export const CLICK_PENDING_ATTRIBUTE = 'data-click-pending';

/**
 * The button the shell script held a click for, unmarked (the markup React hydrates is then the
 * markup it rendered): call before hydrating, and click what it answers once hydrated.
 */
export function takeHeldClick(container: HTMLElement): HTMLElement | null {
  const held = container.querySelector<HTMLElement>(`[${CLICK_PENDING_ATTRIBUTE}]`);
  held?.removeAttribute(CLICK_PENDING_ATTRIBUTE);
  return held;
}

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

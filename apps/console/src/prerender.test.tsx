import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app/app-root';
import {
  CLICK_PENDING_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  prerenderedPath,
  takeHeldClick,
  routerReady,
} from './app/prerendered-shell';
import { routes } from './app/router';
import { prerender, SHELL_SCRIPT } from './prerender';

// hydrateRoot directly, not through Testing Library's render: tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLElement | null = null;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = null;
  container = null;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The page as the server sends it: the prerendered markup in `#root`. */
async function shellOf(path: '/login' | '/enter') {
  const { markup } = await prerender(path);
  container = document.createElement('div');
  container.id = 'root';
  container.setAttribute(PRERENDERED_ATTRIBUTE, path);
  container.innerHTML = markup;
  document.body.append(container);
  return container;
}

/** What main.tsx does with the page once the router's first navigation has settled. */
async function hydrate(shell: HTMLElement, onRecoverableError?: (error: unknown) => void) {
  const router = createMemoryRouter(routes, { initialEntries: ['/login'] });
  await routerReady(router);
  await act(async () => {
    root = hydrateRoot(
      shell,
      <AppRoot>
        <RouterProvider router={router} />
      </AppRoot>,
      { onRecoverableError },
    );
  });
}

describe('the prerendered login pages', () => {
  it('/login has the heading, the form, the agreement link and no script or inline style', async () => {
    const { markup, title } = await prerender('/login');
    expect(markup).toContain('<h1');
    expect(markup).toContain('登录创作者平台');
    expect(markup).toMatch(/<form[^>]*>/);
    expect(markup).toMatch(/<input[^>]*name="account"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*name="password"|<input[^>]*name="password"/);
    expect(markup).toMatch(/<button type="submit"[^>]*><span[^>]*>登录<\/span>/);
    expect(markup).toContain('href="/agreement"');
    expect(markup).toContain('href="/enter"');
    // The CSP allows no inline script and no style attribute: the markup needs neither.
    expect(markup).not.toMatch(/<script\b/i);
    expect(markup).not.toMatch(/\sstyle="/i);
    // Nothing of the signed-in app: no loading state, no error page.
    expect(markup).not.toContain('加载中');
    expect(title).toMatch(/^登录 - /);
  });

  it('/enter is the staff door', async () => {
    const { markup, title } = await prerender('/enter');
    expect(markup).toContain('员工登录');
    expect(markup).toContain('href="/login"');
    expect(title).toMatch(/^员工登录 - /);
  });

  it('hydrates without a mismatch, keeping what was typed and the focus', async () => {
    const shell = await shellOf('/login');
    expect(prerenderedPath(shell)).toBe('/login');
    const account = shell.querySelector<HTMLInputElement>('input[name="account"]')!;
    const password = shell.querySelector<HTMLInputElement>('input[name="password"]')!;
    // Typed before any script ran.
    account.value = 'creator';
    password.value = 'Demo@2026';
    password.focus();

    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await hydrate(shell, (error) => recoverable.push(error));

    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // The same nodes, taken over: not replaced.
    expect(shell.querySelector('input[name="account"]')).toBe(account);
    expect(account.value).toBe('creator');
    expect(password.value).toBe('Demo@2026');
    expect(document.activeElement).toBe(password);
  });

  it('a submit before hydration is held, not sent by the browser, and sent by the form once hydrated', async () => {
    const shell = await shellOf('/login');
    new Function(SHELL_SCRIPT)();
    shell.querySelector<HTMLInputElement>('input[name="account"]')!.value = 'creator';
    shell.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Demo@2026';
    const form = shell.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(form.hasAttribute('data-submit-pending')).toBe(true);

    const requests: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response(JSON.stringify({ message: '账号或密码错误' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await hydrate(shell);
    await act(() => vi.waitFor(() => expect(requests).toContain('POST /api/login'), { timeout: 5000 }));
    expect(form.hasAttribute('data-submit-pending')).toBe(false);
  });

  it('a click on the language switch before hydration is held and replayed once hydrated', async () => {
    const shell = await shellOf('/login');
    new Function(SHELL_SCRIPT)();
    const toggle = [...shell.querySelectorAll<HTMLButtonElement>('button[type="button"]')].find(
      (button) => button.textContent === 'English',
    )!;
    expect(toggle).toBeDefined();
    toggle.click();
    expect(toggle.hasAttribute(CLICK_PENDING_ATTRIBUTE)).toBe(true);

    // What main.tsx does: React takes the markup's events over, then the held click goes again.
    shell.removeAttribute(PRERENDERED_ATTRIBUTE);
    const held = takeHeldClick(shell);
    expect(held).toBe(toggle);
    expect(toggle.hasAttribute(CLICK_PENDING_ATTRIBUTE)).toBe(false);
    const errors = vi.spyOn(console, 'error');
    await hydrate(shell);
    expect(errors).not.toHaveBeenCalled();
    await act(async () => held?.click());
    expect(localStorage.getItem('locale')).toBe('en-US');
    expect(shell.querySelector('h1')?.textContent).not.toContain('登录创作者平台');
    localStorage.removeItem('locale');
  });

  it('the shell script empties #root for a visitor who chose another language', async () => {
    const shell = await shellOf('/login');
    const run = () => new Function(SHELL_SCRIPT)() as void;
    run();
    expect(shell.childElementCount).toBeGreaterThan(0);
    localStorage.setItem('locale', 'en-US');
    run();
    expect(shell.childElementCount).toBe(0);
    expect(prerenderedPath(shell)).toBeNull();
  });
});

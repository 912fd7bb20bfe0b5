import {
  expect,
  request,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

type Cookie = Awaited<ReturnType<BrowserContext['storageState']>>['cookies'][number];

/** Every demo account's password (README). */
export const DEMO_PASSWORD = 'Demo@2026';

/** What the console stored after an account's first login through the form, and the request it sent. */
interface SavedLogin {
  /** The encrypted credentials the form posted to /api/login. */
  body: string;
  token: string;
  cookies: Cookie[];
  localStorage: { name: string; value: string }[];
}

/** One per account for the whole run (one worker): the form is exercised once per account. */
const savedLogins = new Map<string, SavedLogin>();

const signedInLayout = async (page: Page) => {
  await expect(page).not.toHaveURL(/\/(login|enter)(\?|$)/);
  await expect(mainNav(page).or(page.getByRole('button', { name: '打开导航菜单' }))).toBeVisible();
};

/**
 * Logs in as `account` and waits until the signed-in layout shows, at the page `from` leads to
 * (`/login?redirect=…`, `/enter?redirect=…`, or a guarded path that redirects to a login page).
 *
 * The first login of an account goes through the form, as a person does. Later ones are a new
 * session all the same — the same encrypted request to /api/login answers a token of its own — put
 * where the console keeps a session (the cookies and localStorage the form left, with the new
 * token and user), and the page then opens directly: one page load per test instead of the login
 * page's load, the typing and the navigation. A test that logs out or revokes its session
 * therefore never touches another test's.
 */
export async function logInAs(page: Page, account: string, { from = '/login' } = {}): Promise<void> {
  const saved = savedLogins.get(account);
  if (saved) {
    await resumeLogin(page, saved, from);
    return signedInLayout(page);
  }
  await page.goto(from);
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码').fill(DEMO_PASSWORD);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/login'),
    page.getByRole('button', { name: '登录' }).click(),
  ]);
  await signedInLayout(page);
  const answer = (await (await request.response())!.json()) as { data: { token: string } };
  const state = await page.context().storageState();
  savedLogins.set(account, {
    body: request.postData()!,
    token: answer.data.token,
    cookies: state.cookies,
    localStorage:
      state.origins.find((origin) => origin.origin === new URL(page.url()).origin)?.localStorage ?? [],
  });
}

async function resumeLogin(page: Page, saved: SavedLogin, from: string): Promise<void> {
  const response = await page.request.post('/api/login', {
    data: saved.body,
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), `login of a saved account`).toBe(200);
  const { token, user } = ((await response.json()) as { data: { token: string; user: { id: number } } }).data;
  const withToken = (value: string) =>
    value
      .replaceAll(saved.token, token)
      .replaceAll(encodeURIComponent(saved.token), encodeURIComponent(token));
  // The stored user, refreshed from this login's answer (a test may have renamed the account).
  const withUser = (value: string) => {
    try {
      const stored = JSON.parse(value) as Record<string, unknown> | null;
      if (stored?.id !== user.id) return value;
      const fresh = user as unknown as Record<string, unknown>;
      return JSON.stringify(Object.fromEntries(Object.keys(stored).map((key) => [key, fresh[key]])));
    } catch {
      return value;
    }
  };
  await page
    .context()
    .addCookies(saved.cookies.map((cookie) => ({ ...cookie, value: withToken(cookie.value) })));
  const items = saved.localStorage.map(({ name, value }): [string, string] => [
    name,
    withUser(withToken(value)),
  ]);
  // Before the console starts, and once per tab: a later logout in the test is not undone.
  await page.addInitScript(
    ({ marker, items }) => {
      if (sessionStorage.getItem(marker)) return;
      sessionStorage.setItem(marker, '1');
      for (const [name, value] of items) localStorage.setItem(name, value);
    },
    { marker: `e2e-login-${token.slice(-12)}`, items },
  );
  const url = new URL(from, 'http://e2e.invalid');
  const isLoginPage = url.pathname === '/login' || url.pathname === '/enter';
  // A login page with nowhere to go leads home after the form; `/` does the same for a session.
  await page.goto(isLoginPage ? (url.searchParams.get('redirect') ?? '/') : from);
}

/**
 * A new session of `account` for calls to the API only (set-up and checks that are not what a
 * test is about): no browser context, no console page. The saved login's request is sent again; an
 * account not logged in yet in this worker goes through the form first, in a context of its own.
 * `dispose()` the request context when done.
 */
export async function apiSession(
  browser: Browser,
  account: string,
  { from = '/login' } = {},
): Promise<{ api: APIRequestContext; token: string }> {
  const { baseURL } = test.info().project.use;
  if (!savedLogins.has(account)) {
    const context = await browser.newContext({ baseURL });
    await logInAs(await context.newPage(), account, { from });
    await context.close();
  }
  const api = await request.newContext({ baseURL });
  const response = await api.post('/api/login', {
    data: savedLogins.get(account)!.body,
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status(), `login of a saved account`).toBe(200);
  const { token } = ((await response.json()) as { data: { token: string } }).data;
  return { api, token };
}

/** The session token the console stored in its cookie. */
export async function storedToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'token cookie').toBeTruthy();
  return decodeURIComponent(token!);
}

/**
 * The user comes back to the window a while later: the page's clock moves on past SWR's focus
 * throttle (the shell's counts refresh on focus at most once in 5 s) and the window gets focus, so
 * the shell fetches its counts again — without the test sitting out those 5 s. The page's clock
 * must have been installed (`page.clock.install()`) before the console loaded.
 */
export async function refocusLater(page: Page): Promise<void> {
  await page.clock.fastForward(5_000);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Waits until no request is in flight: the top progress bar has finished and gone. */
export async function requestsSettled(page: Page): Promise<void> {
  await expect(page.getByRole('progressbar')).toHaveCount(0);
}

/** The signed-in layout's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The button of the avatar menu in the top bar. */
export const userMenuButton = (page: Page) => page.getByRole('button', { name: /的账户菜单$/ });

/** An authorised request to the API as the session behind `token`. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A toast showing `text`, in the toast region (消息提示) at the top of the page. */
export const toast = (page: Page, text: string | RegExp) =>
  page
    .getByRole('region', { name: /^消息提示/ })
    .getByRole('listitem')
    .filter({ hasText: text });

/**
 * One page (in a context of its own) shared by the tests of a serial group, signed in once as
 * `account` — or a visitor's page when `account` is null. Most of a test that only looks at a page
 * is otherwise overhead: a new context loads and parses the whole console bundle again (cold HTTP
 * cache) and replays the login before the page's own data. Call it inside a
 * `test.describe(() => { test.describe.configure({ mode: 'serial' }); … })` (an anonymous describe
 * keeps the tests' titles) and get the page in each test with the returned function; tests then
 * open their path with `navigate`. For read-only tests only: the page, its session, any toast and
 * the client's cached data carry over from one test to the next, and a failing test skips the rest
 * of its group.
 */
export function sharedPage(account: string | null, { from = '/login' } = {}): () => Page {
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    // What the config's `use` gives the `page` fixture's context.
    const { baseURL, locale } = testInfo.project.use;
    page = await (await browser.newContext({ baseURL, locale })).newPage();
    if (account) await logInAs(page, account, { from });
  });
  test.afterAll(async () => {
    await page?.context().close();
    page = undefined;
  });
  return () => {
    if (!page) throw new Error('sharedPage: the page is made in beforeAll, use it inside a test');
    return page;
  };
}

/**
 * Opens `path` in the console already running in `page` the way a link does (react-router's
 * browser history: a pushed entry and a popstate), without reloading the bundle; a blank page loads
 * it. Returns once the router has committed the navigation, i.e. the previous page's level-1
 * heading has left the document (every page renders one; a menu page is keyed by its path, so
 * even two pages with the same heading swap elements). A path with the current pathname (only the
 * query differs) keeps the same page mounted: nothing to wait for then; the current URL is left as is.
 */
export async function navigate(page: Page, path: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(path);
    return;
  }
  const [to, from] = [new URL(path, page.url()), new URL(page.url())];
  if (to.href === from.href) return;
  const samePage = to.pathname === from.pathname;
  // The page shown now has rendered (a page load or a redirect, `/` to the home page, may still be
  // under way just after a login): the new entry then comes after it, not before.
  const heading = samePage ? null : await page.waitForSelector('h1', { state: 'attached' });
  await page.evaluate((to) => {
    // The entry as react-router's history writes it, so its own index stays in step.
    const current = history.state as { idx?: number } | null;
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ usr: null, key, idx: (current?.idx ?? 0) + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, path);
  if (heading) {
    await page.waitForFunction((element) => !element.isConnected, heading);
    await heading.dispose();
  }
}

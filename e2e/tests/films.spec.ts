import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer, logInAs, navigate, requestsSettled, storedToken, toast } from './support/session';

/**
 * Album review, operator side (/films/*), read as the spec:
 *
 * - A creator submits albums (through the API, as the album form would): images uploaded as
 *   stored files (`purpose=album`), then the album with `submit: true` goes to first review.
 * - First review (/films/two) is a workbench like the video one: 领取一批 claims a batch locked to
 *   the reviewer; the open album shows its images as a gallery; the operator approves it with the
 *   keyboard (A). A second reviewer (admin, another browser) approves it at second review
 *   (/films/three) and the creator's API shows it published.
 * - A second album is rejected at first review with a quick-reason chip: the creator finds it in
 *   the notification centre with the reason.
 * - /log/album lists both decisions.
 * - Checked albums are decided together; leaving the workbench gives the batch back.
 * - The album list (/films/index) shows both with status and reviewer; keyword, creator and
 *   paging live in the URL; a creator id that is not an id is refused under its field.
 * - The operator edits an album (field errors, saved, logged as 运营修改 in /log/album).
 * - /films/option keeps album reasons apart from video ones: added here, offered at /films/two's
 *   chips' source, absent from /audit/option; the album log records it.
 *
 * Every test creates its own albums (a stamp in the title) and gives back what its reviewers
 * claimed, so the seeded queue and other specs are unaffected.
 */

const IMAGE = fileURLToPath(new URL('../fixtures/face.png', import.meta.url));
const stamp = `${Date.now() % 1_000_000}`;

type Api = { page: Page; token: string };

async function signedIn(browser: Browser, account: string, from?: string): Promise<Api> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, account, from ? { from } : undefined);
  return { page, token: await storedToken(page) };
}

async function uploadImage({ page, token }: Api, name: string): Promise<string> {
  const uploaded = await page.request.post(`/api/files?purpose=album&name=${name}`, {
    headers: { ...bearer(token), 'Content-Type': 'image/png' },
    data: readFileSync(IMAGE),
  });
  expect(uploaded.status()).toBe(200);
  return ((await uploaded.json()) as { data: { url: string } }).data.url;
}

/** The creator submits an album of `count` images to first review. */
async function submitAlbum(api: Api, title: string, count: number): Promise<number> {
  const images: string[] = [];
  for (let n = 1; n <= count; n += 1) images.push(await uploadImage(api, `image-${n}.png`));
  const created = await api.page.request.post('/api/my-albums', {
    headers: bearer(api.token),
    data: { title, description: '端到端测试提交的图集', images, visibility: 'public', submit: true },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

async function statusOf({ page, token }: Api, id: number): Promise<string> {
  const response = await page.request.get(`/api/my-albums/${id}`, { headers: bearer(token) });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** The albums waiting for review, as the sidebar's 图集审核 badge counts them. */
async function unreviewedAlbums({ page, token }: Api): Promise<number> {
  const response = await page.request.get('/api/reminders', { headers: bearer(token) });
  return ((await response.json()) as { data: { album_count: number } }).data.album_count;
}

/** Whatever a reviewer still holds goes back to the pool. */
async function releaseAll({ page, token }: Api): Promise<void> {
  await page.request.post('/api/audit/albums/release', { headers: bearer(token), data: {} });
}

const queue = (page: Page) => page.getByRole('region', { name: /队列$/ });
const queueItem = (page: Page, title: string) => queue(page).getByRole('button', { name: new RegExp(title) });
const openItem = (page: Page) => page.getByRole('article');

async function claimBatch(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^领取/ }).click();
  await expect(page.getByText(/^锁定剩余 \d+:\d\d$/)).toBeVisible({ timeout: 15_000 });
}

let creator: Api;
let operator: Api;
let admin: Api;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(90_000);
  creator = await signedIn(browser, 'creator');
  operator = await signedIn(browser, 'operator', '/enter');
  admin = await signedIn(browser, 'admin', '/enter');
});

test.afterAll(async () => {
  for (const session of [creator, operator, admin]) await session?.page.context().close();
});

test.describe('album review', () => {
  test.describe.configure({ timeout: 90_000, mode: 'serial' });

  const approvedTitle = `山间图集 ${stamp}`;
  const rejectedTitle = `模糊图集 ${stamp}`;

  test('first review by keyboard with the gallery, second review by another reviewer, published', async () => {
    const id = await submitAlbum(creator, approvedTitle, 2);
    expect(await statusOf(creator, id)).toBe('first_review');

    const { page } = operator;
    try {
      await page.goto('/films/two');
      await expect(page.getByRole('heading', { level: 1, name: '一审' })).toBeVisible();
      await claimBatch(page);
      await queueItem(page, approvedTitle).click();
      const item = openItem(page);
      await expect(item.getByRole('heading', { name: approvedTitle })).toBeVisible();
      // The gallery shows the album's images, loaded through signed addresses.
      const first = item.getByRole('img', { name: `《${approvedTitle}》第 1 张图片` }).first();
      await expect(first).toBeVisible();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(item.getByRole('button', { name: new RegExp(`第 2 张图片`) })).toBeVisible();
      await page.keyboard.press('a');
      await expect(toast(page, `《${approvedTitle}》已通过`)).toBeVisible();
      await expect(queueItem(page, approvedTitle)).toHaveCount(0);
      expect(await statusOf(creator, id)).toBe('second_review');
    } finally {
      await releaseAll(operator);
    }

    try {
      await admin.page.goto('/films/three');
      await expect(admin.page.getByRole('heading', { level: 1, name: '二审' })).toBeVisible();
      await claimBatch(admin.page);
      await queueItem(admin.page, approvedTitle).click();
      const history = openItem(admin.page).getByRole('list', { name: '审核记录' });
      await expect(history).toContainText('初审');
      await expect(history).toContainText('运营-林晓雯');
      await admin.page.getByRole('button', { name: '通过', exact: true }).click();
      await expect(toast(admin.page, `《${approvedTitle}》已通过`)).toBeVisible();
    } finally {
      await releaseAll(admin);
    }
    expect(await statusOf(creator, id)).toBe('published');
    const mine = await creator.page.request.get(`/api/my-albums?keyword=${stamp}&status=published`, {
      headers: bearer(creator.token),
    });
    const published = ((await mine.json()) as { data: { data: { title: string }[] } }).data.data;
    expect(published.map((album) => album.title)).toEqual([approvedTitle]);
  });

  test('rejection with a quick-reason chip reaches the creator; /log/album lists the decisions', async () => {
    const id = await submitAlbum(creator, rejectedTitle, 1);
    const { page } = operator;
    try {
      await page.goto('/films/two');
      // The sidebar's 图集审核 badge counts the albums waiting; it follows the decision below.
      const waiting = await unreviewedAlbums(operator);
      const badge = page
        .getByRole('navigation', { name: '主导航' })
        .getByRole('button', { name: /^图集审核/ });
      await expect(badge).toHaveAccessibleName(new RegExp(`${waiting} 项待处理`));
      await claimBatch(page);
      await queueItem(page, rejectedTitle).click();
      await expect(openItem(page).getByRole('heading', { name: rejectedTitle })).toBeVisible();
      await openItem(page)
        .getByRole('button', { name: /封面不清晰/ })
        .click();
      await page.getByRole('button', { name: '驳回', exact: true }).click();
      await expect(toast(page, `《${rejectedTitle}》已驳回`)).toBeVisible();
      await expect(badge).toHaveAccessibleName(new RegExp(`${waiting - 1} 项待处理`));
      await expect(queueItem(page, rejectedTitle)).toHaveCount(0);
      expect(await statusOf(creator, id)).toBe('rejected');
    } finally {
      await releaseAll(operator);
    }

    await navigate(creator.page, '/inform/index?type=2');
    await creator.page.getByRole('link', { name: `图集《${rejectedTitle}》未通过初审` }).click();
    await expect(creator.page.getByRole('heading', { level: 1, name: '通知详情' })).toBeVisible();
    await expect(creator.page.getByText(/原因：封面不清晰/)).toBeVisible();
    await requestsSettled(creator.page);

    await navigate(page, `/log/album?target=${id}`);
    const log = page.getByRole('table', { name: '图集日志' });
    await expect(log.getByRole('row', { name: /审核驳回/ })).toContainText('运营-林晓雯');
    await navigate(page, '/log/album?action=review_approve');
    await expect(
      page
        .getByRole('table', { name: '图集日志' })
        .getByRole('row', { name: new RegExp(approvedTitle) })
        .first(),
    ).toBeVisible();
  });

  test('the album list: status, reviewer, keyword and creator in the URL, a field error', async () => {
    const { page } = operator;
    await page.goto(`/films/index?q=${stamp}`);
    await expect(page.getByRole('heading', { level: 1, name: '图集列表' })).toBeVisible();
    const table = page.getByRole('table', { name: '图集列表' });
    await expect(table.getByRole('row', { name: new RegExp(approvedTitle) })).toContainText('已发布');
    await expect(table.getByRole('row', { name: new RegExp(approvedTitle) })).toContainText('管理员');
    await expect(table.getByRole('row', { name: new RegExp(rejectedTitle) })).toContainText('未通过');
    await expect(table.getByRole('row', { name: new RegExp(rejectedTitle) })).toContainText('运营-林晓雯');
    await expect(table.getByRole('row')).toHaveCount(3);

    // The status filter goes into the URL and survives a reload.
    await page.getByRole('combobox', { name: '状态' }).click();
    await page.getByRole('option', { name: '未通过' }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await page.reload();
    await expect(page.getByRole('textbox', { name: '关键词' })).toHaveValue(stamp);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row', { name: new RegExp(rejectedTitle) })).toBeVisible();

    // A creator id that is not an id is refused under its field; the creator's name filters by them.
    const filters = page.getByRole('search', { name: '筛选' });
    await filters.getByRole('textbox', { name: '创作者 ID' }).fill('abc');
    await filters.getByRole('button', { name: '搜索' }).click();
    await expect(filters.getByText('请输入正整数 ID')).toBeVisible();
    await filters.getByRole('textbox', { name: '创作者 ID' }).fill('');
    await filters.getByRole('button', { name: '搜索' }).click();
    await expect(filters.getByText('请输入正整数 ID')).toHaveCount(0);
    await table
      .getByRole('button', { name: /^只看 .+ 的图集$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/creator=\d+/);
    await expect(table.getByRole('row', { name: new RegExp(rejectedTitle) })).toBeVisible();
  });

  test('the operator edits an album: field errors, saved, in the album log', async () => {
    const title = `湖边图集 ${stamp}`;
    const id = await submitAlbum(creator, title, 1);
    const { page } = operator;
    await page.goto(`/films/index?q=${encodeURIComponent(title)}`);
    await page.getByRole('link', { name: `查看并编辑：${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/films/edit\\?id=${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: '图集详情' })).toBeVisible();
    const form = page.getByRole('form', { name: '图集详情' });
    const titleField = form.getByRole('textbox', { name: '标题' });
    await titleField.fill('');
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(form.getByText('请填写标题')).toBeVisible();

    const corrected = `湖边图集（修订） ${stamp}`;
    await titleField.fill(corrected);
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(toast(page, '已保存，修改已记入操作日志')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: corrected })).toBeVisible();
    const mine = await creator.page.request.get(`/api/my-albums/${id}`, { headers: bearer(creator.token) });
    expect(((await mine.json()) as { data: { title: string } }).data.title).toBe(corrected);

    await navigate(page, `/log/album?action=operator_edit&target=${id}`);
    const log = page.getByRole('table', { name: '图集日志' });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').last()).toContainText('运营修改');
  });

  test('album quick reasons are their own: added at /films/option, not offered for videos', async () => {
    const { page } = operator;
    await page.goto('/films/option');
    await expect(page.getByRole('heading', { level: 1, name: '快捷审核设置' })).toBeVisible();
    const table = page.getByRole('table', { name: '快捷审核理由列表' });
    await expect(table.getByRole('row', { name: /封面不清晰/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /画面模糊/ })).toHaveCount(0);

    const add = page.getByRole('form', { name: '添加理由' });
    await add.getByRole('button', { name: '添加理由' }).click();
    await expect(add.getByText('请填写审核理由')).toBeVisible();
    const reason = `图片重复 ${stamp}`;
    await add.getByRole('textbox', { name: '理由' }).fill(reason);
    await add.getByRole('button', { name: '添加理由' }).click();
    await expect(toast(page, '已添加理由')).toBeVisible();
    await expect(table.getByRole('row').last()).toContainText(reason);

    await navigate(page, '/audit/option');
    await expect(
      page.getByRole('table', { name: '快捷审核理由列表' }).getByRole('row', { name: /画面模糊/ }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(reason) })).toHaveCount(0);

    await navigate(page, '/log/album?action=reason_create');
    await expect(
      page.getByRole('table', { name: '图集日志' }).getByRole('row', { name: new RegExp(reason) }),
    ).toContainText('运营-林晓雯');

    await navigate(page, '/films/option');
    await page.getByRole('button', { name: `删除：${reason}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(toast(page, '已删除理由')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(reason) })).toHaveCount(0);
  });

  test('a batch decision over checked albums; leaving the workbench gives the rest back', async () => {
    const titles = [`晨雾图集 ${stamp}`, `夜市图集 ${stamp}`];
    const ids = [await submitAlbum(creator, titles[0]!, 1), await submitAlbum(creator, titles[1]!, 1)];
    const left = `留下的图集 ${stamp}`;
    const leftId = await submitAlbum(creator, left, 1);

    const { page } = operator;
    try {
      await page.goto('/films/two');
      await claimBatch(page);
      for (const title of titles) {
        await queue(page)
          .getByRole('checkbox', { name: `选择“${title}”` })
          .check();
      }
      await expect(page.getByText('对 2 项批量操作')).toBeVisible();
      await page.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
      await expect(toast(page, '已处理 2 条')).toBeVisible();
      for (const title of titles) await expect(queueItem(page, title)).toHaveCount(0);
      for (const id of ids) expect(await statusOf(creator, id)).toBe('second_review');

      // Leaving the page releases what is still held: the other reviewer can claim it.
      await expect(queueItem(page, left)).toBeVisible();
      await page.goto('/films/index');
      await expect
        .poll(async () => {
          const claimed = await admin.page.request.post('/api/audit/albums/claim', {
            headers: bearer(admin.token),
            data: { stage: 'first', size: 20 },
          });
          return ((await claimed.json()) as { data: { id: number }[] }).data.map((item) => item.id);
        })
        .toContain(leftId);
    } finally {
      await releaseAll(operator);
      await releaseAll(admin);
    }
  });
});

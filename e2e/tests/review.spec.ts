import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bearer, logInAs, navigate, requestsSettled, storedToken, toast } from './support/session';

/**
 * Video review, operator side (/audit/*), read as the spec:
 *
 * - A creator submits videos (through the API, as the publish page would). The machine review
 *   judges each at once: a clean title passes to first review; a title with a blocklisted word
 *   (赌博, level block) waits at machine review. The video list (/audit/index, keyword in the URL)
 *   and the machine-review workbench (/audit/one) show the verdict and its reason.
 * - First review (/audit/two) is a workbench: 领取一批 claims a batch locked to the reviewer (the
 *   lock's remaining time shows); the operator opens the video in the queue and approves it with
 *   the keyboard (A). A second reviewer (admin, in another browser) approves it at second review
 *   (/audit/three) and the creator's library shows it published.
 * - The lock: reviewer A's claimed items are not handed to reviewer B, and B's decision on one of
 *   them is refused with 202 and the server's message. When an item A holds is decided by someone
 *   else after all, A's decision shows the server's message and the item leaves A's queue.
 * - Checked items are decided together; leaving the workbench gives the batch back.
 * - Rejection at first review with a quick-reason chip and a message (typing the message never
 *   triggers a shortcut): the creator finds it in the notification centre with the reason.
 *
 * - Settings: quick-review reasons, creator declarations and the machine-review whitelist, each
 *   with its field errors; the operator's edit of a video; the video log records them.
 *
 * Every test creates its own videos (a stamp in the title), gives back what its reviewers claimed
 * and undoes its settings, so the seeded queue and other specs are unaffected. The creator and the
 * two reviewers each have their own browser context, signed in once.
 */

const COVER = fileURLToPath(new URL('../fixtures/face.png', import.meta.url));
const stamp = `${Date.now() % 1_000_000}`;

type Api = { page: Page; token: string };

async function signedIn(browser: Browser, account: string, from?: string): Promise<Api> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInAs(page, account, from ? { from } : undefined);
  return { page, token: await storedToken(page) };
}

/** The first bytes of an MP4 (an `ftyp` box) and filler: what the upload accepts as a video. */
const VIDEO_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]),
  Buffer.alloc(500, 7),
]);

/** Uploads a video file of the creator's, in one chunk, as the publish page's uploader does. */
async function uploadVideo({ page, token }: Api): Promise<{ url: string; size: number }> {
  const started = await page.request.post('/api/uploads', {
    headers: bearer(token),
    data: { name: 'clip.mp4', size: VIDEO_BYTES.length, mime: 'video/mp4', purpose: 'video' },
  });
  expect(started.status()).toBe(200);
  const { id } = ((await started.json()) as { data: { id: string } }).data;
  const chunk = await page.request.put(`/api/uploads/${id}/chunks?offset=0`, {
    headers: { ...bearer(token), 'Content-Type': 'application/octet-stream' },
    data: VIDEO_BYTES,
  });
  expect(chunk.status()).toBe(200);
  const completed = await page.request.post(`/api/uploads/${id}/complete`, {
    headers: bearer(token),
    data: {},
  });
  expect(completed.status()).toBe(200);
  return ((await completed.json()) as { data: { url: string; size: number } }).data;
}

/** The creator submits a video: an uploaded file, a cover image, the first enabled declaration. */
async function submitVideo(api: Api, title: string): Promise<number> {
  const { page, token } = api;
  const uploaded = await page.request.post('/api/files?purpose=cover&name=cover.png', {
    headers: { ...bearer(token), 'Content-Type': 'image/png' },
    data: readFileSync(COVER),
  });
  expect(uploaded.status()).toBe(200);
  const cover = ((await uploaded.json()) as { data: { url: string } }).data;
  const video = await uploadVideo(api);
  const statements = await page.request.get('/api/video-statements', { headers: bearer(token) });
  const statementId = ((await statements.json()) as { data: { id: number }[] }).data[0]!.id;
  const created = await page.request.post('/api/my-videos', {
    headers: bearer(token),
    data: {
      title,
      description: '端到端测试提交的视频',
      topics: ['测试'],
      cover: cover.url,
      // The machine review checks what the form declares about the file.
      file: { url: video.url, mime: 'video/mp4', size: video.size, duration: 12 },
      visibility: 'public',
      statement_id: statementId,
      submit: true,
    },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

async function statusOf({ page, token }: Api, id: number): Promise<string> {
  const response = await page.request.get(`/api/my-videos/${id}`, { headers: bearer(token) });
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** Whatever a reviewer still holds goes back to the pool. */
async function releaseAll({ page, token }: Api): Promise<void> {
  await page.request.post('/api/audit/release', { headers: bearer(token), data: {} });
}

const queue = (page: Page) => page.getByRole('region', { name: /队列$/ });
const queueItem = (page: Page, title: string) => queue(page).getByRole('button', { name: new RegExp(title) });
const openItem = (page: Page) => page.getByRole('article');

async function claimBatch(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^领取/ }).click();
  await expect(page.getByText(/^锁定剩余 \d+:\d\d$/)).toBeVisible({ timeout: 15_000 });
}

// One browser context per person, signed in once: the creator and two reviewers.
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

test.describe('video review', () => {
  // Three signed-in browsers per test: the creator and two reviewers.
  test.describe.configure({ timeout: 90_000 });

  test('machine verdict, first review by keyboard, second review by another reviewer, published', async () => {
    const cleanTitle = `春日骑行 ${stamp}`;
    const blockedTitle = `赌博揭秘 ${stamp}`;
    const clean = await submitVideo(creator, cleanTitle);
    const blocked = await submitVideo(creator, blockedTitle);
    expect(await statusOf(creator, clean)).toBe('first_review');
    expect(await statusOf(creator, blocked)).toBe('machine_review');

    const { page } = operator;
    try {
      // The video list: the keyword is in the URL; each row shows stage and machine verdict.
      await page.goto(`/audit/index?q=${stamp}`);
      const table = page.getByRole('table', { name: '视频列表' });
      await expect(table.getByRole('row', { name: new RegExp(cleanTitle) })).toContainText('初审中');
      await expect(table.getByRole('row', { name: new RegExp(cleanTitle) })).toContainText('通过');
      await expect(table.getByRole('row', { name: new RegExp(blockedTitle) })).toContainText('机审中');
      await expect(table.getByRole('row', { name: new RegExp(blockedTitle) })).toContainText('拦截');
      await page.reload();
      await expect(page.getByRole('textbox', { name: '关键词' })).toHaveValue(stamp);
      await expect(table.getByRole('row')).toHaveCount(3);

      // Machine review: the blocked video waits here with the machine's reason beside it.
      await navigate(page, '/audit/one');
      await expect(page.getByRole('heading', { level: 1, name: '机器审核' })).toBeVisible();
      await claimBatch(page);
      await queueItem(page, blockedTitle).click();
      const verdict = openItem(page).getByRole('region', { name: '机审结果' });
      await expect(verdict).toContainText('拦截');
      await expect(verdict).toContainText('标题含敏感词「赌博」');
      await expect(verdict).toContainText('违法违规');
      await page.getByRole('button', { name: '释放全部' }).click();
      await expect(toast(page, '已释放领取的内容')).toBeVisible();

      // First review: claim, open the clean video, approve with the keyboard.
      await navigate(page, '/audit/two');
      await expect(page.getByRole('heading', { level: 1, name: '一审' })).toBeVisible();
      await claimBatch(page);
      await queueItem(page, cleanTitle).click();
      await expect(openItem(page).getByRole('heading', { name: cleanTitle })).toBeVisible();
      await expect(openItem(page).getByRole('region', { name: '机审结果' })).toContainText('通过');
      await page.keyboard.press('a');
      await expect(toast(page, `《${cleanTitle}》已通过`)).toBeVisible();
      await expect(queueItem(page, cleanTitle)).toHaveCount(0);
      // The next item opens at once.
      await expect(openItem(page).getByRole('heading', { level: 2 })).not.toHaveText(cleanTitle);
      expect(await statusOf(creator, clean)).toBe('second_review');
    } finally {
      await releaseAll(operator);
    }

    // Second review by another reviewer, in another browser.
    try {
      await admin.page.goto('/audit/three');
      await expect(admin.page.getByRole('heading', { level: 1, name: '二审' })).toBeVisible();
      await claimBatch(admin.page);
      await queueItem(admin.page, cleanTitle).click();
      const history = openItem(admin.page).getByRole('list', { name: '审核记录' });
      await expect(history).toContainText('初审');
      await expect(history).toContainText('运营-林晓雯');
      await admin.page.keyboard.press('a');
      await expect(toast(admin.page, `《${cleanTitle}》已通过`)).toBeVisible();
    } finally {
      await releaseAll(admin);
    }
    expect(await statusOf(creator, clean)).toBe('published');
    const library = await creator.page.request.get(`/api/my-videos?keyword=${stamp}&status=published`, {
      headers: bearer(creator.token),
    });
    const published = ((await library.json()) as { data: { data: { title: string }[] } }).data.data;
    expect(published.map((video) => video.title)).toEqual([cleanTitle]);
  });

  test('the lock: B never gets A’s items, and a decision on them is refused with 202', async () => {
    const title = `锁定冲突 ${stamp}`;
    const id = await submitVideo(creator, title);

    const [a, b] = [operator, admin];
    try {
      await a.page.goto('/audit/two');
      await claimBatch(a.page);
      await expect(queueItem(a.page, title)).toBeVisible();

      // B claims at the same stage: none of A's items come.
      const claimed = await b.page.request.post('/api/audit/claim', {
        headers: bearer(b.token),
        data: { stage: 'first', size: 20 },
      });
      expect(claimed.status()).toBe(200);
      const bIds = ((await claimed.json()) as { data: { id: number }[] }).data.map((item) => item.id);
      expect(bIds).not.toContain(id);

      // B decides A's item anyway: refused with 202 and the reason.
      const refused = await b.page.request.post(`/api/audit/videos/${id}/decision`, {
        headers: bearer(b.token),
        data: { stage: 'first', decision: 'approve' },
      });
      expect(refused.status()).toBe(202);
      expect(((await refused.json()) as { message: string }).message).toBe('该内容正由其他审核员处理');
      expect(await statusOf(creator, id)).toBe('first_review');

      // A's lock goes (as when it expires), B takes the item and decides it first…
      await a.page.request.post('/api/audit/release', { headers: bearer(a.token), data: { ids: [id] } });
      await releaseAll(b);
      const retaken = await b.page.request.post('/api/audit/claim', {
        headers: bearer(b.token),
        data: { stage: 'first', size: 20 },
      });
      expect(((await retaken.json()) as { data: { id: number }[] }).data.map((item) => item.id)).toContain(
        id,
      );
      const decided = await b.page.request.post(`/api/audit/videos/${id}/decision`, {
        headers: bearer(b.token),
        data: { stage: 'first', decision: 'approve' },
      });
      expect(decided.status()).toBe(200);

      // …so A's decision shows the server's message and the item leaves A's queue.
      await queueItem(a.page, title).click();
      await a.page.keyboard.press('a');
      await expect(toast(a.page, '该内容已被处理')).toBeVisible();
      await expect(queueItem(a.page, title)).toHaveCount(0);
      expect(await statusOf(creator, id)).toBe('second_review');
    } finally {
      await releaseAll(a);
      await releaseAll(b);
    }
  });

  test('rejection at first review with a reason chip reaches the creator', async () => {
    const title = `雨夜街拍 ${stamp}`;
    const id = await submitVideo(creator, title);

    const { page } = operator;
    try {
      await page.goto('/audit/two');
      await claimBatch(page);
      await queueItem(page, title).click();
      await expect(openItem(page).getByRole('heading', { name: title })).toBeVisible();

      // K and J move through the queue: the seeded items were submitted earlier, so one comes before.
      await page.keyboard.press('k');
      await expect(openItem(page).getByRole('heading', { level: 2 })).not.toHaveText(title);
      await page.keyboard.press('j');
      await expect(openItem(page).getByRole('heading', { level: 2, name: title })).toBeVisible();

      // ? lists the shortcuts.
      await page.keyboard.press('?');
      const help = page.getByRole('dialog', { name: '键盘快捷键' });
      await expect(help).toContainText('下一条');
      await page.keyboard.press('Escape');
      await expect(help).toHaveCount(0);

      await openItem(page)
        .getByRole('button', { name: /画面模糊/ })
        .click();
      const message = openItem(page).getByRole('textbox', { name: '给创作者的说明' });
      await message.press('End');
      // Letters typed into the message are text, never A (approve) or R (reject).
      await message.pressSequentially('\n光线太暗, a retake please');
      await expect(message).toHaveValue(/a retake please$/);
      await expect(queueItem(page, title)).toBeVisible();
      await page.getByRole('button', { name: '驳回', exact: true }).click();
      await expect(toast(page, `《${title}》已驳回`)).toBeVisible();
      await expect(queueItem(page, title)).toHaveCount(0);
      expect(await statusOf(creator, id)).toBe('rejected');
    } finally {
      await releaseAll(operator);
    }

    // The creator reads it in the notification centre, with the reason and the message.
    await navigate(creator.page, '/inform/index?type=2');
    await creator.page.getByRole('link', { name: `视频《${title}》未通过初审` }).click();
    await expect(creator.page.getByRole('heading', { level: 1, name: '通知详情' })).toBeVisible();
    await expect(creator.page.getByText(/原因：画面模糊/)).toBeVisible();
    await expect(creator.page.getByText(/审核意见：光线太暗, a retake please/)).toBeVisible();
    await requestsSettled(creator.page);
  });

  test('a batch decision over checked items', async () => {
    const titles = [`湖边晨跑 ${stamp}`, `城市夜景 ${stamp}`];
    const ids = [await submitVideo(creator, titles[0]!), await submitVideo(creator, titles[1]!)];

    const { page } = operator;
    try {
      await page.goto('/audit/two');
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
    } finally {
      await releaseAll(operator);
    }
  });

  test('leaving the workbench gives the batch back', async () => {
    const title = `落日航拍 ${stamp}`;
    const id = await submitVideo(creator, title);
    try {
      await operator.page.goto('/audit/two');
      await claimBatch(operator.page);
      await expect(queueItem(operator.page, title)).toBeVisible();
      await operator.page.goto('/audit/index');

      // The other reviewer can now claim it.
      await expect
        .poll(async () => {
          const claimed = await admin.page.request.post('/api/audit/claim', {
            headers: bearer(admin.token),
            data: { stage: 'first', size: 20 },
          });
          return ((await claimed.json()) as { data: { id: number }[] }).data.map((item) => item.id);
        })
        .toContain(id);
    } finally {
      await releaseAll(operator);
      await releaseAll(admin);
    }
  });
});

test.describe('review settings and the log', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the operator edits a video: field errors, saved, in its history’s log', async () => {
    const title = `山间小路 ${stamp}`;
    const id = await submitVideo(creator, title);

    const { page } = operator;
    await page.goto(`/audit/edit?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '视频详情' })).toBeVisible();
    await expect(page.getByRole('list', { name: '审核记录' }).first()).toContainText('机审系统');
    const form = page.getByRole('form', { name: '视频详情' });
    const titleField = form.getByRole('textbox', { name: '标题' });
    await titleField.fill('');
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(form.getByText('请填写标题')).toBeVisible();

    const corrected = `山间小路（修订） ${stamp}`;
    await titleField.fill(corrected);
    await form.getByRole('textbox', { name: '话题' }).fill('#徒步 #山野');
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(toast(page, '已保存，修改已记入操作日志')).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: corrected })).toBeVisible();

    await navigate(page, `/log/video?action=operator_edit&target=${id}`);
    const log = page.getByRole('table', { name: '视频日志' });
    await expect(log.getByRole('row')).toHaveCount(2);
    await expect(log.getByRole('row').last()).toContainText('运营修改');
    await expect(page.getByRole('textbox', { name: '对象 ID' })).toHaveValue(String(id));
  });

  test('quick reasons: a field error, add, reorder, delete; the log records them', async () => {
    const { page } = operator;
    await page.goto('/audit/option');
    await expect(page.getByRole('heading', { level: 1, name: '快捷审核设置' })).toBeVisible();
    const table = page.getByRole('table', { name: '快捷审核理由列表' });
    await expect(table.getByRole('row', { name: /画面模糊/ })).toBeVisible();

    // An empty reason is refused under its field; a duplicate gets the server's message there.
    const add = page.getByRole('form', { name: '添加理由' });
    await add.getByRole('button', { name: '添加理由' }).click();
    await expect(add.getByText('请填写审核理由')).toBeVisible();
    await add.getByRole('textbox', { name: '理由' }).fill('画面模糊');
    await add.getByRole('button', { name: '添加理由' }).click();
    await expect(add.getByText('该审核理由已存在')).toBeVisible();

    const reason = `字幕错误 ${stamp}`;
    await add.getByRole('textbox', { name: '理由' }).fill(reason);
    await add.getByRole('button', { name: '添加理由' }).click();
    await expect(toast(page, '已添加理由')).toBeVisible();
    const rows = table.getByRole('row');
    await expect(rows.last()).toContainText(reason);

    // Moved up one place, it stays there after a reload.
    await page.getByRole('button', { name: `上移：${reason}` }).click();
    await expect(rows.nth(-2)).toContainText(reason);
    // A move saves every row whose position changed: let those requests finish before reloading.
    await requestsSettled(page);
    await page.reload();
    await expect(rows.nth(-2)).toContainText(reason);

    await page.getByRole('button', { name: `删除：${reason}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(toast(page, '已删除理由')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(reason) })).toHaveCount(0);

    // The video log lists what was done, by whom; the action filter is in the URL.
    await navigate(page, '/log/video?action=reason_create');
    const log = page.getByRole('table', { name: '视频日志' });
    await expect(log.getByRole('row', { name: new RegExp(reason) })).toContainText('添加快捷理由');
    await expect(log.getByRole('row', { name: new RegExp(reason) })).toContainText('运营-林晓雯');
    await expect(log.getByRole('row', { name: /删除快捷理由/ })).toHaveCount(0);
  });

  test('creator declarations: add, disable, delete', async () => {
    const { page } = operator;
    await page.goto('/audit/statement');
    const table = page.getByRole('table', { name: '创作者声明列表' });
    const add = page.getByRole('form', { name: '添加声明' });
    await add.getByRole('button', { name: '添加声明' }).click();
    await expect(add.getByText('请填写声明内容')).toBeVisible();

    const content = `含赞助内容 ${stamp}`;
    await add.getByRole('textbox', { name: '声明内容' }).fill(content);
    await add.getByRole('button', { name: '添加声明' }).click();
    await expect(toast(page, '已添加声明')).toBeVisible();
    const enabled = table.getByRole('switch', { name: `启用：${content}` });
    await expect(enabled).toBeChecked();

    // Disabled, it stays disabled after a reload.
    await enabled.click();
    await expect(toast(page, '已停用')).toBeVisible();
    await expect(enabled).not.toBeChecked();
    await page.reload();
    await expect(enabled).not.toBeChecked();

    await page.getByRole('button', { name: `删除：${content}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(table.getByRole('row', { name: new RegExp(content) })).toHaveCount(0);
  });

  test('the machine-review whitelist: find a creator, add with a note, remove', async () => {
    const { page } = admin;
    await page.goto('/admin/white');
    await expect(page.getByRole('heading', { level: 1, name: '机审白名单' })).toBeVisible();
    const list = page.getByRole('table', { name: '机审白名单' });
    await expect(list.getByRole('row')).toHaveCount(2);

    const find = page.getByRole('search', { name: '查找用户' });
    await find.getByRole('textbox', { name: '查找用户' }).fill('晚风');
    await find.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: '添加到白名单：晚风说车' }).click();
    const dialog = page.getByRole('dialog', { name: '将 晚风说车 加入白名单' });
    await dialog.getByRole('textbox', { name: '备注' }).fill('x'.repeat(101));
    await dialog.getByRole('button', { name: '加入白名单' }).click();
    await expect(dialog.getByText('备注不能超过 100 字')).toBeVisible();
    await dialog.getByRole('textbox', { name: '备注' }).fill('汽车频道签约作者');
    await dialog.getByRole('button', { name: '加入白名单' }).click();
    await expect(toast(page, '已将 晚风说车 加入白名单')).toBeVisible();
    const row = list.getByRole('row', { name: /晚风说车/ });
    await expect(row).toContainText('汽车频道签约作者');
    await expect(row).toContainText('平台管理员');

    await page.getByRole('button', { name: '移出白名单：晚风说车' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '移出' }).click();
    await expect(toast(page, '已将 晚风说车 移出白名单')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { apiSession, bearer, navigate, requestsSettled, sharedPage, toast } from './support/session';

/**
 * /sem/index, its drawer, /sem/create and /sem/edit (issue 16; ad-tasks.md §10) in Chromium against
 * the real server, as the operator: a task made in the form (a field error first, a draft, then
 * published after a confirmation) shows in the list with its reward; a running apply-mode task made
 * through the API gets an application from the creator, which the operator approves in the
 * drawer's 参与者 tab, then pauses the task with a reason; the edit of a started task has its locked
 * fields disabled, and a stale edit shows the version refusal with 重新加载. axe on the three pages.
 */

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const row = (page: Page, text: string) =>
  page.getByRole('table', { name: '广告任务列表' }).getByRole('row').filter({ hasText: text });

async function violations(page: Page) {
  await requestsSettled(page);
  const { violations: found } = await axe(page).exclude('[role="progressbar"]').analyze();
  return found.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}

/** `YYYY-MM-DDTHH:mm` of the browser's clock `days` from now (what a datetime-local takes). */
const localIn = (days: number) => {
  const at = new Date(Date.now() + days * 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

type Options = { types: { id: number; name: string }[]; topics: { id: number; name: string }[] };

/** A running apply-mode task made through the API (it starts two seconds after it is created). */
async function runningTask(api: APIRequestContext, token: string, title: string) {
  const options = (await (await api.get('/api/ad-tasks/options', { headers: bearer(token) })).json()) as {
    data: Options;
  };
  const startsAt = Date.now() + 2_000;
  const response = await api.post('/api/ad-tasks', {
    headers: bearer(token),
    data: {
      title,
      advertiser_name: '轻行科技',
      type_id: options.data.types[0]!.id,
      cover: null,
      brief: '拍一条城市通勤 vlog，带上话题',
      join_mode: 'apply',
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + 10 * 86_400_000).toISOString(),
      topic_ids: [options.data.topics[0]!.id],
      reward: { kind: 'fixed', amount_fen: 5000 },
      budget_fen: 100_000,
      publish: false,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { id: number; version: number } }).data;
}

/** Publishes a draft made by `runningTask` (a cover is needed) and waits for its start. */
async function publishRunning(api: APIRequestContext, token: string, id: number) {
  const upload = await api.post('/api/files?purpose=ad&name=cover.png', {
    headers: { ...bearer(token), 'content-type': 'image/png' },
    data: readFileSync(fixture('id-front.png')),
  });
  expect(upload.ok(), await upload.text()).toBe(true);
  const cover = ((await upload.json()) as { data: { url: string } }).data.url;
  const detail = (
    (await (await api.get(`/api/ad-tasks/${id}`, { headers: bearer(token) })).json()) as {
      data: Record<string, unknown> & { version: number };
    }
  ).data;
  const startsAt = Date.now() + 2_000;
  const put = await api.put(`/api/ad-tasks/${id}`, {
    headers: bearer(token),
    data: {
      ...inputOf(detail),
      cover,
      starts_at: new Date(startsAt).toISOString(),
      ends_at: new Date(startsAt + 10 * 86_400_000).toISOString(),
      version: detail.version,
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  const published = await api.post(`/api/ad-tasks/${id}/publish`, { headers: bearer(token) });
  expect(published.status(), await published.text()).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 300));
}

const INPUT_FIELDS = [
  'title',
  'advertiser_name',
  'type_id',
  'cover',
  'brief',
  'join_mode',
  'review_required',
  'required_tag',
  'starts_at',
  'ends_at',
  'observe_days',
  'max_participants',
  'max_videos_per_creator',
  'topic_ids',
  'goods_ids',
  'join_field_ids',
  'receipt_field_ids',
  'reward',
  'metric_source',
  'receipt_required',
  'per_creator_cap_fen',
  'featured_bonus_fen',
  'featured_max',
  'budget_fen',
];
const inputOf = (detail: Record<string, unknown>) =>
  Object.fromEntries(INPUT_FIELDS.map((field) => [field, detail[field]]));

async function asOperator(browser: Browser) {
  return apiSession(browser, 'operator', { from: '/enter' });
}

test.describe('the operator runs ad tasks', () => {
  // Long flows (uploads, a task that must start, a settlement run) on a machine shared with other work.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const operator = sharedPage('operator', { from: '/enter' });

  test('creates a task: 请填写任务说明 on publish, a draft, then published and listed with its reward', async () => {
    const page = operator();
    await navigate(page, '/sem/index');
    await expect(page.getByRole('heading', { level: 1, name: '任务列表' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('main').getByRole('link', { name: '创建任务' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '创建任务' })).toBeVisible();

    await page.getByRole('textbox', { name: '名称', exact: true }).fill('山野春笋季 · 家常笋菜');
    await page.getByRole('textbox', { name: '广告主' }).fill('山野食品旗舰店');
    await page.getByRole('combobox', { name: '类型' }).click();
    await page.getByRole('option', { name: '种草' }).click();
    await page.locator('input[type="file"][aria-label="封面"]').setInputFiles(fixture('id-front.png'));
    await expect(page.getByRole('img', { name: '封面' })).toBeVisible();
    await page.getByLabel('开始时间').fill(localIn(2));
    await page.getByLabel('结束时间').fill(localIn(12));
    await page.getByRole('checkbox', { name: '#山野春笋季' }).click();
    await page.getByRole('radio', { name: '按播放' }).click();
    await page.getByRole('textbox', { name: '千次播放单价（元）' }).fill('8');
    await page.getByRole('textbox', { name: '起结播放量' }).fill('1000');
    await page.getByRole('textbox', { name: '单条封顶金额（元）' }).fill('300');
    await page.getByRole('textbox', { name: '总预算（元）' }).fill('5000');
    await expect(page.getByText('预计可支付约 16 条')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Publishing checks everything: the brief is missing.
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByText('请填写任务说明')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    await page.getByRole('button', { name: '存草稿' }).click();
    await expect(toast(page, '已保存草稿「山野春笋季 · 家常笋菜」')).toBeVisible();
    await expect(page).toHaveURL(/\/sem\/edit\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1, name: '编辑任务' })).toBeVisible();

    await page
      .getByRole('textbox', { name: '任务说明' })
      .fill('用山野笋干做一道家常菜，视频带话题并挂载商品。');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '发布任务' });
    await confirm.getByRole('button', { name: '发布' }).click();
    await expect(toast(page, '已发布「山野春笋季 · 家常笋菜」')).toBeVisible();
    await expect(page).toHaveURL(/\/sem\/index$/);

    const listed = row(page, '山野春笋季 · 家常笋菜');
    await expect(listed).toContainText('未开始', { timeout: 15_000 });
    await expect(listed).toContainText('¥8.00/千次播放 · 起结 1,000 · 单条封顶 ¥300.00');
    await expect(listed).toContainText('山野食品旗舰店');
    await page.getByRole('tab', { name: '未开始' }).click();
    await expect(page).toHaveURL(/phase=scheduled/);
    await expect(row(page, '山野春笋季 · 家常笋菜')).toHaveCount(1);
  });

  test('approves an applicant in the drawer, then pauses the task with a reason', async ({ browser }) => {
    const { api, token } = await asOperator(browser);
    const task = await runningTask(api, token, '城市通勤 · 报名审核');
    await publishRunning(api, token, task.id);
    const creator = await apiSession(browser, 'creator');
    const joined = await creator.api.post(`/api/ad-hall/${task.id}/join`, {
      headers: bearer(creator.token),
      data: { answers: {} },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    await creator.api.dispose();
    await api.dispose();

    const page = operator();
    await navigate(page, `/sem/index?task=${task.id}`);
    const drawer = page.getByRole('dialog', { name: '任务详情：城市通勤 · 报名审核' });
    await expect(drawer.getByRole('tab', { name: '概览' })).toHaveAttribute('aria-selected', 'true');
    await expect(drawer.getByLabel('任务规则', { exact: true })).toContainText('¥50.00/条');
    expect(await violations(page)).toEqual([]);

    await drawer.getByRole('tab', { name: '参与者' }).click();
    await expect(page).toHaveURL(/tab=participants/);
    const applicant = drawer
      .getByRole('table', { name: '参与者列表' })
      .getByRole('row')
      .filter({ hasText: '山野厨房阿杰' });
    await expect(applicant).toContainText('报名审核中');
    await applicant.getByRole('button', { name: '通过：山野厨房阿杰' }).click();
    await page.getByRole('alertdialog', { name: '通过报名' }).getByRole('button', { name: '通过' }).click();
    await expect(toast(page, '已通过 山野厨房阿杰 的报名')).toBeVisible();
    await expect(applicant).toContainText('已参与');

    await drawer.getByRole('button', { name: '暂停：城市通勤 · 报名审核' }).click();
    const pause = page.getByRole('dialog', { name: '暂停任务：城市通勤 · 报名审核' });
    await pause.getByRole('button', { name: '暂停' }).click();
    await expect(pause.getByText('请填写原因')).toBeVisible();
    await pause.getByRole('textbox', { name: '原因' }).fill('广告主调整素材');
    await pause.getByRole('button', { name: '暂停' }).click();
    await expect(toast(page, '已暂停「城市通勤 · 报名审核」')).toBeVisible();
    await expect(drawer.getByRole('button', { name: '恢复：城市通勤 · 报名审核' })).toBeVisible();
    await drawer.getByRole('tab', { name: '日志' }).click();
    await expect(drawer.getByRole('list', { name: '任务日志' })).toContainText(
      '暂停广告任务 城市通勤 · 报名审核（原因：广告主调整素材）',
    );
    await drawer.getByRole('button', { name: '关闭' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(row(page, '城市通勤 · 报名审核')).toContainText('已暂停');
  });

  test('edits a started task with its locked fields disabled; a stale save offers 重新加载', async ({
    browser,
  }) => {
    const { api, token } = await asOperator(browser);
    const task = await runningTask(api, token, '新能源试驾 · 进行中');
    await publishRunning(api, token, task.id);

    const page = operator();
    await navigate(page, `/sem/edit?id=${task.id}`);
    await expect(page.getByRole('heading', { level: 1, name: '编辑任务' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '名称', exact: true })).toBeDisabled();
    await expect(page.getByRole('radio', { name: '一口价' })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: '任务说明' })).toBeEnabled();
    expect(await violations(page)).toEqual([]);
    await page
      .getByRole('textbox', { name: '名称', exact: true })
      .locator('xpath=ancestor::*[@data-locked="true"][1]')
      .hover();
    await expect(page.getByRole('tooltip')).toContainText('任务已开始，不能修改');

    // Someone else saves the task meanwhile.
    const detail = (
      (await (await api.get(`/api/ad-tasks/${task.id}`, { headers: bearer(token) })).json()) as {
        data: Record<string, unknown> & { version: number };
      }
    ).data;
    const other = await api.put(`/api/ad-tasks/${task.id}`, {
      headers: bearer(token),
      data: { ...inputOf(detail), brief: '别人改过的说明', version: detail.version },
    });
    expect(other.status(), await other.text()).toBe(200);
    await api.dispose();

    await page.getByRole('textbox', { name: '任务说明' }).fill('我的说明');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '任务已被他人修改，请刷新后重试')).toBeVisible();
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('textbox', { name: '任务说明' })).toHaveValue('别人改过的说明');

    await page.getByRole('textbox', { name: '任务说明' }).fill('重新加载后保存的说明');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(toast(page, '已保存「新能源试驾 · 进行中」')).toBeVisible();
  });
});

/** The id of a seeded task by its title, and the ids of its submissions in a status. */
async function seededTask(api: APIRequestContext, token: string, title: string) {
  const list = (await (
    await api.get(`/api/ad-tasks?q=${encodeURIComponent(title)}`, { headers: bearer(token) })
  ).json()) as { data: { data: { id: number; title: string }[] } };
  const task = list.data.data.find((candidate) => candidate.title === title);
  expect(task, title).toBeTruthy();
  return task!.id;
}

test.describe('the settlement of the seeded task 城市通勤vlog (ad-tasks.md §11, task 6)', () => {
  // Long flows (uploads, a task that must start, a settlement run) on a machine shared with other work.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const operator = sharedPage('operator', { from: '/enter' });
  const admin = sharedPage('admin', { from: '/enter' });
  const settlement = (page: Page, id: number) => navigate(page, `/sem/index?task=${id}&tab=settlement`);
  const drawer = (page: Page) => page.getByRole('dialog', { name: '任务详情：城市通勤vlog' });

  test('the operator sees the blocker with its link, clears it, and reads 需管理员确认结算', async ({
    browser,
  }) => {
    const { api, token } = await asOperator(browser);
    const id = await seededTask(api, token, '城市通勤vlog');
    const page = operator();
    await settlement(page, id);
    const tab = drawer(page).getByRole('tabpanel', { name: '结算' });
    const checklist = tab.getByRole('list', { name: '结算前检查' });
    await expect(checklist).toContainText('待审核投稿 1', { timeout: 20_000 });
    await expect(checklist).toContainText('还有 1 条投稿待审核，请先处理');
    await expect(checklist.getByRole('link', { name: '去处理' })).toHaveAttribute(
      'href',
      `/sem/bind?task_id=${id}&status=pending_review`,
    );
    await expect(tab.getByText('需管理员确认结算')).toBeVisible();
    await expect(tab.getByRole('button', { name: '确认结算' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    // The pending submission approved (the bind page's work, done here through the API).
    const pending = (await (
      await api.get(`/api/ad-tasks/${id}/submissions?status=pending_review`, { headers: bearer(token) })
    ).json()) as { data: { data: { id: number }[] } };
    const approved = await api.post(`/api/ad-submissions/${pending.data.data[0]!.id}/decision`, {
      headers: bearer(token),
      data: { decision: 'approve' },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await api.dispose();
  });

  test('the admin previews ¥184.20, confirms, and the run completes', async ({ browser }) => {
    const { api, token } = await asOperator(browser);
    const id = await seededTask(api, token, '城市通勤vlog');
    await api.dispose();
    const page = admin();
    await settlement(page, id);
    const tab = drawer(page).getByRole('tabpanel', { name: '结算' });
    // The preview plans the whole run: the first answer may take a while on a busy machine.
    await expect(tab.getByRole('list', { name: '结算前检查' })).toContainText('没有阻碍结算的事项', {
      timeout: 20_000,
    });
    const summary = tab.getByRole('region', { name: '结算预览' });
    await expect(summary).toContainText('¥184.20');
    await expect(summary).toContainText('全额发放');
    await expect(tab.getByRole('table', { name: '结算明细' })).toContainText('互动率异常（点赞率低于 0.2%）');

    await tab.getByRole('button', { name: '确认结算' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认结算' });
    await expect(confirm).toContainText(/将向 \d+ 位创作者发放 ¥184\.20，确认后不可撤销/);
    await confirm.getByRole('button', { name: '确认结算' }).click();
    await expect(toast(page, '结算已开始')).toBeVisible();
    await expect(tab.getByRole('status')).toContainText('已完成', { timeout: 15_000 });
    const runs = tab.getByRole('table', { name: '结算记录' });
    await expect(runs).toContainText('已完成');
    await expect(runs).toContainText('¥184.20');
    await expect(runs).toContainText('平台管理员');
  });
});

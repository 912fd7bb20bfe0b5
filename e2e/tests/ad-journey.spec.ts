import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { publishVideo } from './support/published-video';
import { apiSession, bearer, navigate, sharedPage, toast } from './support/session';

/**
 * An ad task from the brief to the reward (issue 16, "Done when"), in Chromium against the real
 * server: the operator builds and publishes a task in /sem/create (a fixed ¥30.00 a video, no
 * observation days, a window of well under a minute so that the test can see it end); the creator, once
 * it runs, publishes a video carrying its topic, finds the task in the hall, sees which of his videos
 * qualify and why the others do not, joins and binds the new one; the operator approves it on
 * /sem/bind; when the window has closed the admin previews and confirms the settlement in the task's
 * drawer; the creator's /spread/mine shows it settled with its itemised statement, and the wallet
 * the credit.
 */

const stamp = `${Date.now() % 1_000_000}`;
const TASK = `旅程任务 ${stamp}`;
const TOPIC = `旅程话题${stamp}`;
const VIDEO = `旅程视频 ${stamp}`;
const cover = fileURLToPath(new URL('../fixtures/id-front.png', import.meta.url));

/** `YYYY-MM-DDTHH:mm:ss` of the browser's clock at `at` (a datetime-local with seconds). */
const local = (at: number) =>
  new Date(at - new Date(at).getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
const until = async (at: number) => {
  const wait = at - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

/**
 * The task's window is real time the run waits through, so it is as short as the steps need:
 * - it opens START_LEAD after the times are typed, the last fields before 发布: long enough to
 *   publish and see the task listed as 未开始 (8 s on a two-core machine loaded 7 times over); the
 *   creator's uploads and first review fill that wait;
 * - it stays open WINDOW: the creator's steps that need it running — the video's second review
 *   (its publication time must fall inside), joining and binding — took 11.5 s on that machine.
 * The report notes the time each left spare (annotations `spare`): raise them if one runs short.
 */
const START_LEAD = 20_000;
const WINDOW = 30_000;
let startsAt = 0;
/** Records in the report how much time was left before `at` (the margins START_LEAD and WINDOW give). */
const spare = (what: string, at: number) => {
  const left = at - Date.now();
  test.info().annotations.push({ type: 'spare', description: `${(left / 1000).toFixed(1)} s ${what}` });
  return left;
};
let endsAt = 0;
let taskId = 0;

test.describe('an ad task from the brief to the reward', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const operator = sharedPage('operator', { from: '/enter' });
  // creator_live: a creator whose wallet no other spec reads to the fen (a11y reads creator's).
  const creator = sharedPage('creator_live');
  const admin = sharedPage('admin', { from: '/enter' });

  test('the operator builds and publishes the task', async ({ browser }) => {
    const staff = await apiSession(browser, 'operator', { from: '/enter' });
    const made = await staff.api.post('/api/ad-topics', {
      headers: bearer(staff.token),
      data: { name: TOPIC, description: '端到端旅程', enabled: true },
    });
    expect(made.status(), await made.text()).toBe(200);

    const page = operator();
    await navigate(page, '/sem/create');
    await page.getByRole('textbox', { name: '名称', exact: true }).fill(TASK);
    await page.getByRole('textbox', { name: '广告主' }).fill('旅程食品旗舰店');
    await page.getByRole('combobox', { name: '类型' }).click();
    await page.getByRole('option', { name: '种草' }).click();
    await page.locator('input[type="file"][aria-label="封面"]').setInputFiles(cover);
    await expect(page.getByRole('img', { name: '封面' })).toBeVisible();
    await page.getByRole('textbox', { name: '任务说明' }).fill('拍一道家常菜，带上话题。');
    await page.getByRole('textbox', { name: '数据观察期（天）' }).fill('0');
    await page.getByRole('checkbox', { name: `#${TOPIC}` }).click();
    await page.getByRole('radio', { name: '一口价' }).click();
    await page.getByRole('textbox', { name: '单条奖励（元）' }).fill('30');
    await page.getByRole('textbox', { name: '总预算（元）' }).fill('300');
    await expect(page.getByText('预计可支付约 10 条')).toBeVisible();
    startsAt = Date.now() + START_LEAD;
    endsAt = startsAt + WINDOW;
    await page.getByLabel('开始时间').fill(local(startsAt));
    await page.getByLabel('结束时间').fill(local(endsAt));
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.getByRole('alertdialog', { name: '发布任务' }).getByRole('button', { name: '发布' }).click();
    await expect(toast(page, `已发布「${TASK}」`)).toBeVisible();
    const row = page.getByRole('table', { name: '广告任务列表' }).getByRole('row').filter({ hasText: TASK });
    await expect(row).toContainText('未开始');
    await expect(row).toContainText('¥30.00/条');
    spare('before the start', startsAt);
    const found = await staff.api.get(`/api/ad-tasks?q=${encodeURIComponent(TASK)}`, {
      headers: bearer(staff.token),
    });
    taskId = ((await found.json()) as { data: { data: { id: number }[] } }).data.data[0]!.id;
    await staff.api.dispose();
  });

  test('the creator finds it running, sees which videos qualify, joins and binds one', async ({
    browser,
  }) => {
    const author = await apiSession(browser, 'creator_live');
    const reviewer = await apiSession(browser, 'admin', { from: '/enter' });
    // Uploaded and through the first review now; published (the second review) once the task runs.
    await publishVideo(
      author,
      reviewer,
      { title: VIDEO, topics: [TOPIC] },
      { beforePublishing: () => until(startsAt + 1_000) },
    );
    await author.api.dispose();
    await reviewer.api.dispose();

    const page = creator();
    await navigate(page, '/spread/index');
    await page.getByRole('textbox', { name: '关键词' }).fill(TASK);
    await page.getByRole('button', { name: '搜索' }).click();
    const card = page.getByRole('article', { name: TASK });
    await expect(card).toContainText('¥30.00/条');
    await card.getByRole('button', { name: TASK }).click();
    const drawer = page.getByRole('dialog', { name: TASK });
    await expect(drawer).toContainText(`携带话题 #${TOPIC}`);
    await drawer.getByRole('button', { name: '立即参与' }).click();
    await expect(toast(page, '参与成功')).toBeVisible();

    const videos = drawer.getByRole('list', { name: '我的视频' });
    const mine = videos.getByRole('listitem', { name: VIDEO });
    await expect(mine).toContainText('✓ 已发布公开');
    await expect(mine).toContainText(`✓ 携带话题 #${TOPIC}`);
    // His older videos say why they do not qualify: published before the task, without its topic.
    const why = (text: string) => videos.getByRole('listitem').filter({ hasText: text }).first();
    await expect(why('✗ 视频发布时间不在任务时间内')).toBeVisible();
    await expect(why(`✗ 视频缺少任务话题：#${TOPIC}`)).toBeVisible();
    expect(spare('in the window at the bind', endsAt), 'time left to bind (raise WINDOW)').toBeGreaterThan(0);
    await mine.getByRole('button', { name: `将「${VIDEO}」关联到任务` }).click();
    await expect(toast(page, '已关联，等待审核')).toBeVisible();
    const bound = drawer.getByRole('table', { name: '我的投稿' }).getByRole('row').filter({ hasText: VIDEO });
    await expect(bound).toContainText('待审核');
    await expect(bound).toContainText('预估 ¥30.00');
  });

  test('the operator approves the submission', async () => {
    const page = operator();
    await navigate(page, `/sem/bind?task_id=${taskId}`);
    await page.getByRole('button', { name: `通过：${VIDEO}` }).click();
    await expect(toast(page, `已通过「${VIDEO}」`)).toBeVisible();
  });

  test('the admin previews and confirms the settlement once the window has closed', async () => {
    await until(endsAt + 1_000);
    const page = admin();
    await navigate(page, `/sem/index?task=${taskId}&tab=settlement`);
    const drawer = page.getByRole('dialog', { name: `任务详情：${TASK}` });
    const tab = drawer.getByRole('tabpanel', { name: '结算' });
    await expect(tab.getByRole('list', { name: '结算前检查' })).toContainText('没有阻碍结算的事项', {
      timeout: 20_000,
    });
    await expect(tab.getByRole('region', { name: '结算预览' })).toContainText('¥30.00');
    await tab.getByRole('button', { name: '确认结算' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认结算' });
    await expect(confirm).toContainText('将向 1 位创作者发放 ¥30.00，确认后不可撤销');
    await confirm.getByRole('button', { name: '确认结算' }).click();
    await expect(tab.getByRole('status')).toContainText('已完成', { timeout: 30_000 });
  });

  test('the creator sees the reward with its itemised statement, and in the wallet', async () => {
    const page = creator();
    await navigate(page, '/spread/mine?tab=settled');
    const row = page.getByRole('table', { name: '任务列表' }).getByRole('row').filter({ hasText: TASK });
    await expect(row).toContainText('已结算');
    await row.getByRole('button', { name: `展开「${TASK}」的结算明细` }).click();
    const statement = page
      .getByRole('table', { name: '结算明细' })
      .getByRole('row')
      .filter({ hasText: VIDEO });
    await expect(statement).toContainText('平台');
    await expect(statement).toContainText('¥30.00/条');
    await expect(statement).toContainText('100.00%');
    await expect(statement).toContainText('¥30.00');

    await navigate(page, '/personal/wallet');
    const credit = page.getByRole('table', { name: '收支明细' }).getByRole('row').filter({ hasText: TASK });
    await expect(credit).toContainText(`广告任务奖励 · ${TASK}`);
    await expect(credit).toContainText('¥30.00');
  });
});

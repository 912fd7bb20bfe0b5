import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { publishVideo, uploadImage, type ApiCaller } from './support/published-video';
import { apiSession, bearer, navigate, requestsSettled, sharedPage, toast } from './support/session';

/**
 * The ad-task centre, creator side (issue 16; ad-tasks.md §10), against the real server: the
 * operator creates and publishes a task over the API (topic #城市通勤vlog, join field 平台账号, a
 * receipt required), and the creator publishes a video carrying the topic once the task runs. The
 * creator sees the hall's type tabs with their counts and filters by one, finds the task, opens it, joins (the required field refused first), sees a
 * video ✗ 缺少话题 and his new one bindable, binds it (待审核, 预估), finds the task under 进行中 in
 * /spread/mine, files a receipt (a link refused first) and edits it. A creator signed to the demo
 * MCN joins too, and the MCN sees her row on 旗下创作者. Axe on each page.
 */

const stamp = `${Date.now() % 1_000_000}`;
const TASK = `通勤好物测评 ${stamp}`;
const VIDEO = `通勤路上的早餐 ${stamp}`;
const TOPIC = '城市通勤vlog';

async function violations(page: Page) {
  await requestsSettled(page);
  const { violations: found } = await axe(page).analyze();
  return found.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}

let taskId = 0;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const sessions: ApiCaller[] = [];
  try {
    const operator = await apiSession(browser, 'operator', { from: '/enter' });
    const admin = await apiSession(browser, 'admin', { from: '/enter' });
    const creator = await apiSession(browser, 'creator');
    // 小鱼爱跳舞, signed to the demo MCN: her part is what the MCN's 旗下创作者 tab shows.
    const signed = await apiSession(browser, 'qinghe_xiaoyu');
    sessions.push(operator, admin, creator, signed);
    const options = (await (
      await operator.api.get('/api/ad-tasks/options', { headers: bearer(operator.token) })
    ).json()) as {
      data: {
        types: { id: number; name: string }[];
        topics: { id: number; name: string }[];
        fields: { join: { id: number; label: string }[] };
      };
    };
    const { types, topics, fields } = options.data;
    const cover = await uploadImage(operator, 'ad');
    const startsAt = Date.now() + 4_000;
    const created = await operator.api.post('/api/ad-tasks', {
      headers: bearer(operator.token),
      data: {
        title: TASK,
        advertiser_name: '轻驰出行',
        type_id: types.find((type) => type.name === '测评')!.id,
        cover,
        brief: '记录你的通勤路线，展示早餐和出行装备，带上话题 #城市通勤vlog。',
        join_mode: 'open',
        review_required: true,
        required_tag: null,
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(startsAt + 10 * 86_400_000).toISOString(),
        observe_days: 3,
        max_participants: null,
        max_videos_per_creator: 2,
        topic_ids: [topics.find((topic) => topic.name === TOPIC)!.id],
        goods_ids: [],
        join_field_ids: [fields.join.find((field) => field.label === '平台账号')!.id],
        receipt_field_ids: [],
        reward: { kind: 'cpm', cpm_fen: 800, min_plays: 0, cap_fen: 30_000 },
        metric_source: 'receipt',
        receipt_required: true,
        per_creator_cap_fen: null,
        featured_bonus_fen: 0,
        featured_max: 6,
        budget_fen: 1_000_000,
        publish: true,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    taskId = ((await created.json()) as { data: { id: number } }).data.id;
    // The video must be published (its second review) inside the task's window; it is uploaded and
    // through the first review while the task is scheduled.
    await publishVideo(
      creator,
      admin,
      { title: VIDEO, topics: [TOPIC] },
      {
        beforePublishing: () =>
          new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 500)),
      },
    );
    const joined = await signed.api.post(`/api/ad-hall/${taskId}/join`, {
      headers: bearer(signed.token),
      data: { answers: { platform_account: 'xiaoyu_dance' } },
    });
    expect(joined.status(), await joined.text()).toBe(200);
  } finally {
    for (const { api } of sessions) await api.dispose();
  }
});

test.describe('the creator takes an ad task', () => {
  test.describe.configure({ mode: 'serial' });
  const creator = sharedPage('creator');

  test('sees the hall by type: the tabs with their counts, one filters', async () => {
    const page = creator();
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/ad-hall/types'));
    await navigate(page, '/spread/index');
    const { data: types } = (await (await answered).json()) as {
      data: { id: number; name: string; count: number }[];
    };
    // The seeded running tasks (种草 ×2, 测评) and the one made above (测评).
    expect(types.find((type) => type.name === '种草')?.count).toBeGreaterThanOrEqual(2);
    const review = types.find((type) => type.name === '测评')!;
    expect(review.count).toBeGreaterThanOrEqual(2);
    expect(types.map((type) => type.name)).not.toContain('直播带货');
    const tabs = page.getByRole('tablist', { name: '任务类型' }).getByRole('tab');
    await expect(tabs).toHaveText([
      '全部',
      ...types.filter((type) => type.count > 0).map((type) => `${type.name}（${type.count}）`),
    ]);

    await page.getByRole('tab', { name: `测评（${review.count}）` }).click();
    await expect(page).toHaveURL(new RegExp(`type_id=${review.id}`));
    await expect(page.getByRole('heading', { name: `共 ${review.count} 个进行中的任务` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(review.count);
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText('测评');
    await expect(page.getByRole('article', { name: TASK })).toBeVisible();
    await page.getByRole('tab', { name: '全部' }).click();
    await expect(page).not.toHaveURL(/type_id=/);
  });

  test('finds it in the hall and opens it: rule with its worked example', async () => {
    const page = creator();
    await navigate(page, '/spread/index');
    const card = page.getByRole('article', { name: TASK });
    await expect(card).toContainText('轻驰出行');
    await expect(card).toContainText('测评');
    await expect(card).toContainText('¥8.00/千次播放 · 单条封顶 ¥300.00');
    await expect(card).toContainText('奖金池 ¥10,000.00');
    await expect(card).toContainText('截止 还剩');
    expect(await violations(page)).toEqual([]);

    await page.getByRole('textbox', { name: '关键词' }).fill(stamp);
    await page.getByRole('button', { name: '搜索' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await card.getByRole('button', { name: TASK }).click();
    await expect(page).toHaveURL(new RegExp(`task=${taskId}`));
    const drawer = page.getByRole('dialog', { name: TASK });
    await expect(drawer).toContainText('记录你的通勤路线');
    await expect(drawer).toContainText(`携带话题 #${TOPIC}`);
    await expect(drawer).toContainText('每人最多 2 条');
    await expect(drawer.getByTestId('worked-example')).toHaveText('例：播放 2 万 → ¥160.00');
    expect(await violations(page)).toEqual([]);
  });

  test('joins: the required field is refused first', async () => {
    const page = creator();
    const drawer = page.getByRole('dialog', { name: TASK });
    await drawer.getByRole('button', { name: '立即参与' }).click();
    await expect(drawer.getByText('请填写平台账号')).toBeVisible();
    await drawer.getByRole('textbox', { name: '平台账号' }).fill('douyin_e2e');
    await drawer.getByRole('button', { name: '立即参与' }).click();
    await expect(toast(page, '参与成功')).toBeVisible();
    await expect(drawer.getByRole('heading', { name: '我的视频' })).toBeVisible();
  });

  test('sees a chip per check, binds the video carrying the topic and sees 待审核 and 预估', async () => {
    const page = creator();
    const drawer = page.getByRole('dialog', { name: TASK });
    const videos = drawer.getByRole('list', { name: '我的视频' });
    const mine = videos.getByRole('listitem', { name: VIDEO });
    await expect(mine).toContainText('✓ 已发布公开');
    await expect(mine).toContainText(`✓ 携带话题 #${TOPIC}`);
    await expect(
      videos
        .getByRole('listitem')
        .filter({ hasText: `✗ 视频缺少任务话题：#${TOPIC}` })
        .first(),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await mine.getByRole('button', { name: `将「${VIDEO}」关联到任务` }).click();
    await expect(toast(page, '已关联，等待审核')).toBeVisible();
    const submissions = drawer.getByRole('table', { name: '我的投稿' });
    const row = submissions.getByRole('row').filter({ hasText: VIDEO });
    await expect(row).toContainText('待审核');
    await expect(row).toContainText(/预估 ¥\d/);
    // Bound now: no longer offered for binding.
    await expect(mine.getByRole('button', { name: `将「${VIDEO}」关联到任务` })).toHaveCount(0);
  });

  test('finds the task under 进行中 in 我的任务', async () => {
    const page = creator();
    await page.keyboard.press('Escape');
    await navigate(page, '/spread/mine');
    const row = page.getByRole('table', { name: '任务列表' }).getByRole('row').filter({ hasText: TASK });
    await expect(row).toContainText('进行中');
    await expect(row).toContainText('待审核 1');
    await expect(row).toContainText('需提交 1');
    expect(await violations(page)).toEqual([]);
  });
  test('files a receipt for the submission: a link without https:// is refused first', async () => {
    const page = creator();
    await navigate(page, `/spread/survey-list?task_id=${taskId}`);
    const due = page.getByRole('table', { name: '待提交回执' });
    await expect(due.getByRole('row').filter({ hasText: VIDEO })).toContainText('待审核');
    expect(await violations(page)).toEqual([]);
    await due.getByRole('link', { name: `为「${VIDEO}」提交回执` }).click();

    const form = page.getByRole('form', { name: '提交回执' });
    await expect(page.getByText(VIDEO)).toBeVisible();
    await expect(page.getByTestId('receipt-deadline')).toContainText('截止');
    await form.getByRole('textbox', { name: '申报播放量' }).fill('12000');
    await form.getByRole('textbox', { name: '数据链接' }).fill('http://data.example.com/e2e');
    await form.getByRole('button', { name: '提交回执' }).click();
    await expect(form.getByText('链接须以 https:// 开头')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await form.getByRole('textbox', { name: '数据链接' }).fill('https://data.example.com/e2e');
    await form.getByRole('button', { name: '提交回执' }).click();
    await expect(toast(page, '回执已提交，等待审核')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/spread/survey-list\\?task_id=${taskId}`));
    const row = page.getByRole('table', { name: '我的回执' }).getByRole('row').filter({ hasText: VIDEO });
    await expect(row).toContainText('待审核');
    await expect(row).toContainText('播放 12,000');
    await expect(
      page.getByRole('table', { name: '待提交回执' }).getByRole('row').filter({ hasText: VIDEO }),
    ).toHaveCount(0);
  });

  test('edits the pending receipt', async () => {
    const page = creator();
    const row = page.getByRole('table', { name: '我的回执' }).getByRole('row').filter({ hasText: VIDEO });
    await row.getByRole('link', { name: '编辑' }).click();
    const form = page.getByRole('form', { name: '提交回执' });
    const plays = form.getByRole('textbox', { name: '申报播放量' });
    await expect(plays).toHaveValue('12000');
    await plays.fill('15000');
    await form.getByRole('textbox', { name: '备注' }).fill('补充了第二周的数据');
    expect(await violations(page)).toEqual([]);
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(toast(page, '回执已修改，等待审核')).toBeVisible();
    const edited = page.getByRole('table', { name: '我的回执' }).getByRole('row').filter({ hasText: VIDEO });
    await expect(edited).toContainText('播放 15,000');
  });
});

test.describe('the MCN follows its creators', () => {
  test.describe.configure({ mode: 'serial' });
  const mcn = sharedPage('mcn');

  test('sees its creator’s task on 旗下创作者, read-only', async () => {
    const page = mcn();
    await navigate(page, '/spread/mine?tab=creators');
    const row = page
      .getByRole('table', { name: '任务列表' })
      .getByRole('row')
      .filter({ hasText: TASK })
      .filter({ hasText: '小鱼爱跳舞' });
    await expect(row).toContainText('进行中');
    await expect(row).toContainText('预估 ¥0.00');
    await expect(row.getByRole('button', { name: '退出任务' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
});

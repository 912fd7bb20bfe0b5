import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { apiSession, bearer, navigate, requestsSettled, sharedPage, toast } from './support/session';

/**
 * The operator's review pages of an ad task (issue 16; ad-tasks.md §10 /sem/bind, /sem/best-video,
 * /sem/example-video, /sem/survey) in Chromium against the real server. Everything is made here
 * over HTTP, as the console would: an ad topic and a task of our own (starting seconds from now,
 * plays taken from receipts), the creator joins it, publishes three videos carrying its topic
 * (machine review, first review by the operator, second by the admin), binds them and files a
 * receipt for the first. The operator then approves one submission, rejects one with a quick
 * reason, batch-approves the third, features one, sets two sample videos in order, approves the
 * receipt with verified numbers and imports a CSV with a bad line. Axe on each page.
 */

const COVER = fileURLToPath(new URL('../fixtures/face.png', import.meta.url));
const stamp = `${Date.now() % 1_000_000}`;
const TOPIC = `审核演示${stamp}`;
const TASK = `评审演示任务 ${stamp}`;
const TITLES = [`春笋一 ${stamp}`, `春笋二 ${stamp}`, `春笋三 ${stamp}`] as const;
/** Published by the creator but not bound: the operator binds it (手动关联视频). */
const UNBOUND = `春笋四 ${stamp}`;

type Session = { api: APIRequestContext; token: string };
type Json = Record<string, unknown>;

async function call(session: Session, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const response = await session.api.fetch(path, {
    method,
    headers: bearer(session.token),
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { data: unknown }).data as Json;
}

/** The first bytes of an MP4 (an `ftyp` box) and filler: what the upload accepts as a video. */
const VIDEO_BYTES = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]),
  Buffer.alloc(500, 7),
]);

async function uploadImage(session: Session, purpose: string): Promise<string> {
  const response = await session.api.post(`/api/files?purpose=${purpose}&name=cover.png`, {
    headers: { ...bearer(session.token), 'Content-Type': 'image/png' },
    data: readFileSync(COVER),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { url: string } }).data.url;
}

/** The creator submits a public video carrying the topic, as the publish page would. */
async function submitVideo(creator: Session, title: string): Promise<number> {
  const cover = await uploadImage(creator, 'cover');
  const started = await call(creator, 'POST', '/api/uploads', {
    name: 'clip.mp4',
    size: VIDEO_BYTES.length,
    mime: 'video/mp4',
    purpose: 'video',
  });
  const chunk = await creator.api.put(`/api/uploads/${String(started.id)}/chunks?offset=0`, {
    headers: { ...bearer(creator.token), 'Content-Type': 'application/octet-stream' },
    data: VIDEO_BYTES,
  });
  expect(chunk.status()).toBe(200);
  const file = await call(creator, 'POST', `/api/uploads/${String(started.id)}/complete`, {});
  const statements = (await creator.api
    .get('/api/video-statements', { headers: bearer(creator.token) })
    .then((r) => r.json())) as { data: { id: number }[] };
  const video = await call(creator, 'POST', '/api/my-videos', {
    title,
    description: '端到端测试：广告任务投稿',
    topics: [TOPIC],
    cover,
    file: { url: file.url, mime: 'video/mp4', size: file.size, duration: 12 },
    visibility: 'public',
    statement_id: statements.data[0]!.id,
    submit: true,
  });
  return video.id as number;
}

/** First review (operator) and second review (admin) approve the videos; whatever they claimed goes back. */
async function publish(operator: Session, admin: Session, ids: number[]) {
  for (const [reviewer, stage] of [
    [operator, 'first'],
    [admin, 'second'],
  ] as const) {
    try {
      const claimed = (await call(reviewer, 'POST', '/api/audit/claim', { stage, size: 20 })) as unknown as {
        id: number;
      }[];
      for (const id of ids) {
        expect(claimed.map((item) => item.id)).toContain(id);
        await call(reviewer, 'POST', `/api/audit/videos/${id}/decision`, {
          stage,
          decision: 'approve',
          reasons: [],
          message: '',
        });
      }
    } finally {
      await reviewer.api.post('/api/audit/release', { headers: bearer(reviewer.token), data: {} });
    }
  }
}

const row = (page: Page, table: string, text: string) =>
  page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

async function violations(page: Page) {
  await requestsSettled(page);
  const { violations: found } = await axe(page).exclude('[role="progressbar"]').analyze();
  return found.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}

let taskId = 0;
let unboundVideo = 0;
const submissions: number[] = [];

async function setUp(browser: Browser) {
  const operator = await apiSession(browser, 'operator', { from: '/enter' });
  const admin = await apiSession(browser, 'admin', { from: '/enter' });
  const creator = await apiSession(browser, 'creator');
  try {
    const options = await call(operator, 'GET', '/api/ad-tasks/options');
    const type = (options.types as { id: number }[])[0]!;
    const topic = await call(operator, 'POST', '/api/ad-topics', {
      name: TOPIC,
      description: '',
      enabled: true,
    });
    const startsAt = new Date(Date.now() + 4_000);
    const task = await call(operator, 'POST', '/api/ad-tasks', {
      title: TASK,
      advertiser_name: '山野食品旗舰店',
      type_id: type.id,
      cover: await uploadImage(operator, 'ad'),
      brief: '拍一道春笋家常菜，带上任务话题。',
      join_mode: 'open',
      review_required: true,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      observe_days: 7,
      max_videos_per_creator: 5,
      topic_ids: [topic.id],
      reward: { kind: 'cpm', cpm_fen: 800, min_plays: 0, cap_fen: 30_000 },
      metric_source: 'receipt',
      featured_max: 6,
      budget_fen: 100_000,
      publish: true,
    });
    taskId = task.id as number;
    // Submitted (uploads and all) while the task is scheduled: only their publication, at the second
    // review, must come once it has started to count (§2's bind rules).
    const videos = [];
    for (const title of TITLES) videos.push(await submitVideo(creator, title));
    unboundVideo = await submitVideo(creator, UNBOUND);
    await expect
      .poll(async () => (await call(operator, 'GET', `/api/ad-tasks/${taskId}`)).phase, { timeout: 15_000 })
      .toBe('running');
    await publish(operator, admin, [...videos, unboundVideo]);
    await call(creator, 'POST', `/api/ad-hall/${taskId}/join`, { answers: {} });
    for (const video of videos) {
      const bound = await call(creator, 'POST', `/api/ad-hall/${taskId}/submissions`, { video_id: video });
      submissions.push(bound.id as number);
    }
    await call(creator, 'POST', '/api/my-ad-receipts', {
      submission_id: submissions[0],
      claimed_plays: 1200,
      link: 'https://data.example.com/report/1',
      images: [],
      answers: {},
    });
  } finally {
    for (const session of [operator, admin, creator]) await session.api.dispose();
  }
}

test.describe('the operator reviews an ad task', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  const operator = sharedPage('operator', { from: '/enter' });

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    await setUp(browser);
  });

  test('approves one, rejects one with a quick reason and batch-approves the third', async () => {
    const page = operator();
    await navigate(page, `/sem/bind?task_id=${taskId}`);
    await expect(page.getByRole('heading', { level: 1, name: '关联视频' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `${TASK} · 关联视频` })).toBeVisible();
    await expect(page.getByRole('tab', { name: '待审核', selected: true })).toBeVisible();
    for (const title of TITLES) await expect(row(page, '投稿列表', title)).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: `通过：${TITLES[0]}` }).click();
    await expect(toast(page, `已通过「${TITLES[0]}」`)).toBeVisible();
    await expect(row(page, '投稿列表', TITLES[0])).toHaveCount(0);

    await page.getByRole('button', { name: `驳回：${TITLES[1]}` }).click();
    const reject = page.getByRole('dialog', { name: `驳回投稿：${TITLES[1]}` });
    await reject.getByRole('button', { name: '驳回' }).click();
    await expect(reject.getByText('请填写原因')).toBeVisible();
    await reject.getByRole('button', { name: '疑似搬运' }).click();
    await expect(reject.getByRole('textbox', { name: '原因' })).toHaveValue('疑似搬运');
    await reject.getByRole('button', { name: '驳回' }).click();
    await expect(toast(page, `已驳回「${TITLES[1]}」`)).toBeVisible();

    await page.getByRole('checkbox', { name: `选择${TITLES[2]}` }).check();
    await page.getByRole('button', { name: '批量通过' }).click();
    await page
      .getByRole('alertdialog', { name: '批量通过' })
      .getByRole('button', { name: '批量通过' })
      .click();
    await expect(toast(page, '已处理 1 条，跳过 0 条')).toBeVisible();
    await expect(row(page, '投稿列表', stamp)).toHaveCount(0);

    await page.getByRole('tab', { name: '已通过' }).click();
    await expect(row(page, '投稿列表', TITLES[0])).toBeVisible();
    await expect(row(page, '投稿列表', TITLES[2])).toBeVisible();
    await page.getByRole('tab', { name: '已驳回' }).click();
    await expect(row(page, '投稿列表', TITLES[1])).toContainText('疑似搬运');
    await expect(page).toHaveURL(/status=rejected/);

    // 手动关联视频: pick the participant, then their video from the bind-checked list; the ones
    // already bound show why and cannot be chosen; the unbound one is approved at once.
    await page.getByRole('button', { name: '手动关联视频' }).click();
    const bind = page.getByRole('dialog', { name: '手动关联视频' });
    await bind.getByRole('combobox', { name: '参与者' }).click();
    await page.getByRole('option', { name: /山野厨房阿杰/ }).click();
    await bind.getByRole('searchbox', { name: '搜索视频标题' }).fill(stamp);
    const videos = bind.getByRole('list', { name: /的视频$/ });
    await expect(videos.getByRole('listitem')).toHaveCount(4);
    const taken = videos.getByRole('listitem', { name: TITLES[0] });
    await expect(taken).toContainText('✗ 该视频已参与广告任务');
    await expect(taken.getByRole('button')).toHaveCount(0);
    const free = videos.getByRole('listitem', { name: UNBOUND });
    await expect(free).toContainText('✓ 携带话题');
    expect(await violations(page)).toEqual([]);
    await bind.getByRole('button', { name: '手动关联视频' }).click();
    await expect(bind.getByText('请选择视频')).toBeVisible();
    await free.getByRole('button', { name: `选择「${UNBOUND}」` }).click();
    await bind.getByRole('button', { name: '手动关联视频' }).click();
    await expect(toast(page, '已关联视频，投稿已通过')).toBeVisible();
    await page.getByRole('tab', { name: '已通过' }).click();
    await expect(row(page, '投稿列表', UNBOUND)).toContainText('运营关联');
  });

  test('features one approved submission and saves it', async () => {
    const page = operator();
    await navigate(page, '/sem/best');
    await expect(page.getByRole('heading', { level: 1, name: '设置优秀视频' })).toBeVisible();
    const task = row(page, '优秀视频设置', TASK);
    await expect(task).toContainText('0/6');
    expect(await violations(page)).toEqual([]);
    await task.getByRole('link', { name: `设置：${TASK}` }).click();
    await expect(page).toHaveURL(new RegExp(`/sem/best-video\\?task_id=${taskId}$`));
    await expect(page.getByRole('heading', { level: 2, name: `${TASK} · 优秀视频` })).toBeVisible();
    await expect(page.getByText('已选 0/6')).toBeVisible();
    await page.getByRole('button', { name: `加入：${TITLES[2]}` }).click();
    await page.getByRole('button', { name: `加入：${TITLES[0]}` }).click();
    await expect(page.getByText('已选 2/6')).toBeVisible();
    const chosen = page.getByRole('list', { name: '优秀视频（按顺序展示）' });
    await expect(chosen.getByRole('listitem').first()).toContainText(TITLES[2]);
    await chosen.getByRole('button', { name: `上移：${TITLES[0]}` }).click();
    await expect(chosen.getByRole('listitem').first()).toContainText(TITLES[0]);
    await expect(chosen.getByRole('button', { name: `下移：${TITLES[0]}` })).toBeFocused();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '优秀视频已保存')).toBeVisible();

    await page.reload();
    await expect(page.getByText('已选 2/6')).toBeVisible();
    await expect(
      page.getByRole('list', { name: '优秀视频（按顺序展示）' }).getByRole('listitem').first(),
    ).toContainText(TITLES[0]);
  });

  test('sets two sample videos found by keyword under the task topic, in order', async () => {
    const page = operator();
    await navigate(page, '/sem/example');
    await expect(page.getByRole('heading', { level: 1, name: '设置示例视频' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '进行中', selected: true })).toBeVisible();
    const task = row(page, '示例视频设置', TASK);
    expect(await violations(page)).toEqual([]);
    await task.getByRole('link', { name: `设置：${TASK}` }).click();
    await expect(page).toHaveURL(new RegExp(`/sem/example-video\\?task_id=${taskId}$`));
    await expect(page.getByRole('heading', { level: 2, name: `${TASK} · 示例视频` })).toBeVisible();
    await expect(page.getByRole('combobox', { name: '话题' })).toHaveText(`#${TOPIC}`);
    await page.getByRole('textbox', { name: '关键词' }).fill(stamp);
    await page.getByRole('button', { name: '搜索' }).click();
    await page.getByRole('button', { name: `加入：${TITLES[1]}` }).click();
    await page.getByRole('button', { name: `加入：${TITLES[0]}` }).click();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '示例视频已保存')).toBeVisible();
    await navigate(page, '/sem/example');
    await expect(row(page, '示例视频设置', TASK).getByRole('cell').nth(2)).toHaveText('2');
    await navigate(page, `/sem/example-video?task_id=${taskId}`);
    const list = page.getByRole('list', { name: '示例视频（按顺序展示）' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').first()).toContainText(TITLES[1]);
  });

  test('approves a receipt with verified numbers and imports a CSV with a bad line', async () => {
    const page = operator();
    await navigate(page, `/sem/survey?task_id=${taskId}`);
    await expect(page.getByRole('heading', { level: 1, name: '第三方回执' })).toBeVisible();
    const receipt = row(page, '回执列表', TITLES[0]);
    await expect(receipt).toContainText('1,200');
    expect(await violations(page)).toEqual([]);
    await receipt.getByRole('button', { name: `查看回执：${TITLES[0]}` }).click();
    const drawer = page.getByRole('dialog', { name: `回执 · ${TITLES[0]}` });
    await expect(drawer.getByRole('link', { name: /data\.example\.com/ })).toBeVisible();
    const plays = drawer.getByRole('textbox', { name: '核定播放量' });
    await expect(plays).toHaveValue('1200');
    await plays.fill('1100');
    await drawer.getByRole('button', { name: '通过' }).click();
    await expect(toast(page, '回执已通过')).toBeVisible();
    await page.getByRole('tab', { name: '已通过' }).click();
    await expect(row(page, '回执列表', TITLES[0])).toContainText('1,100');

    await page.getByRole('button', { name: '导入第三方数据' }).click();
    const dialog = page.getByRole('dialog', { name: '导入第三方数据' });
    await expect(dialog.getByRole('combobox', { name: '任务' })).toHaveText(TASK);
    await dialog
      .getByRole('textbox', { name: '粘贴 CSV' })
      .fill(
        [
          'submission_id,plays,conversions,ref',
          `${submissions[2]},3400,,V-3`,
          'abc,-1,,bad',
          `${submissions[1]},900,,V-2`,
        ].join('\n'),
      );
    const preview = dialog.getByRole('table', { name: '导入预览' });
    await expect(preview.getByRole('row').filter({ hasText: 'abc' })).toContainText('plays 须为非负整数');
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: '导入 2 行' }).click();
    await expect(dialog.getByText('新建 1 条，通过 0 条，跳过 1 条')).toBeVisible();
    await expect(dialog.getByText('第 4 行：投稿未通过审核，不能提交回执')).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(row(page, '回执列表', TITLES[2])).toContainText('3,400');
  });
});

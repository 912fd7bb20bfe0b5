import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logInAs, requestsSettled, toast } from './support/session';

/**
 * A real two-second WebM, recorded in the browser from a canvas (MediaRecorder): a valid video
 * that plays and has frames to choose a cover from, made without downloading anything.
 */
async function recordVideo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    const stream = canvas.captureStream(15);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    let frame = 0;
    const draw = () => {
      frame += 1;
      context.fillStyle = `hsl(${(frame * 12) % 360} 60% 45%)`;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = '#fff';
      context.font = 'bold 64px sans-serif';
      context.fillText(String(frame), 110, 115);
    };
    draw();
    const timer = setInterval(draw, 66);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    recorder.stop();
    await stopped;
    clearInterval(timer);
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

let recorded: Buffer | null = null;
const sampleVideo = async (page: Page) => (recorded ??= await recordVideo(page));

/** The upload session's chunk size (contract UPLOAD_CHUNK_BYTES): a bigger file takes two chunks. */
const CHUNK_BYTES = 8 * 1024 * 1024;

const videoPicker = (page: Page) => page.getByLabel('选择视频', { exact: true });
const uploadDone = (page: Page, name: string) =>
  page.getByRole('list', { name: '上传文件' }).getByRole('listitem').filter({ hasText: name });
/** Chunk uploads: `PUT /api/uploads/<id>/chunks?offset=…`. */
const isChunk = (url: URL) => /\/api\/uploads\/[^/]+\/chunks$/.test(url.pathname);
const offsetOf = (url: string) => new URL(url).searchParams.get('offset') ?? '';
const row = (page: Page, title: string) => page.getByRole('row').filter({ hasText: title });

/** Picks a cover frame of the uploaded video and waits until the cover is stored. */
async function pickCoverFrame(page: Page) {
  const picker = page.getByRole('group', { name: '视频封面' });
  await expect(picker).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  await expect(picker.getByRole('button', { name: /处的画面$/ })).toHaveCount(6, { timeout: 15_000 });
  await picker
    .getByRole('button', { name: /处的画面$/ })
    .nth(3)
    .click();
  await picker.getByRole('button', { name: '设为封面' }).click();
  await expect(picker.getByRole('img', { name: '当前封面' })).toBeVisible();
  await expect(page.getByText('正在上传封面…')).toHaveCount(0);
}

test.describe('videos: the creator side', () => {
  test('upload, choose a cover frame, fill the form and publish: the library shows it in review', async ({
    page,
  }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Fcreate' });
    await expect(page.getByRole('heading', { level: 1, name: '发布视频' })).toBeVisible();
    const video = await sampleVideo(page);
    await videoPicker(page).setInputFiles({ name: '春笋炒腊肉.webm', mimeType: 'video/webm', buffer: video });
    await expect(uploadDone(page, '春笋炒腊肉.webm')).toContainText('上传完成', { timeout: 20_000 });

    const form = page.getByRole('form', { name: /发布信息/ });
    await expect(form.getByLabel('标题')).toHaveValue('春笋炒腊肉');
    await pickCoverFrame(page);
    const title = `春笋炒腊肉 ${Date.now()}`;
    await form.getByLabel('标题').fill(title);
    await form.getByLabel('简介').fill('山里刚挖的春笋，配自家腊肉。');
    await form.getByRole('textbox', { name: '话题' }).fill('家常菜');
    await form.getByRole('textbox', { name: '话题' }).press('Enter');
    await expect(form.getByRole('list', { name: '已添加的话题' })).toContainText('#家常菜');
    await form.getByRole('radio', { name: '粉丝可见' }).click();

    // The declaration is required to submit: the contract's message shows under it.
    await form.getByRole('button', { name: '发布' }).click();
    await expect(form.getByText('提交审核前请选择创作声明')).toBeVisible();
    await form.getByRole('radio', { name: '内容由本人原创' }).click();
    await form.getByRole('button', { name: '发布' }).click();

    await expect(page.getByText(`“${title}”已提交`, { exact: true })).toBeVisible();
    await expect(page.getByText(/当前状态：(机审中|初审中)/)).toBeVisible();
    await page.getByRole('link', { name: '查看内容库' }).click();
    await expect(page).toHaveURL(/\/video\/index$/);
    const published = row(page, title);
    await expect(published).toContainText(/机审中|初审中/);
    await expect(published).toContainText('粉丝可见');
    await expect(published.getByRole('img', { name: `${title} 的封面` })).toBeVisible();
  });

  test('a saved draft is listed in the drafts and opens in the edit form', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Fcreate' });
    const video = await sampleVideo(page);
    await videoPicker(page).setInputFiles({ name: '草稿视频.webm', mimeType: 'video/webm', buffer: video });
    await expect(uploadDone(page, '草稿视频.webm')).toContainText('上传完成', { timeout: 20_000 });
    const title = `竹林里的早饭 ${Date.now()}`;
    const form = page.getByRole('form', { name: /发布信息/ });
    await form.getByLabel('标题').fill(title);
    await form.getByRole('button', { name: '存草稿' }).click();
    await expect(page.getByText(`草稿“${title}”已保存`, { exact: true }).first()).toBeVisible();

    await page.getByRole('link', { name: '打开草稿箱' }).click();
    await expect(page).toHaveURL(/\/video\/draft$/);
    await expect(page.getByRole('table', { name: '草稿列表' })).toBeVisible();
    const draft = row(page, title);
    await expect(draft).toContainText('草稿');
    await draft.getByRole('link', { name: `编辑“${title}”` }).click();
    await expect(page).toHaveURL(/\/video\/edit\?id=\d+$/);
    await expect(page.getByLabel('标题')).toHaveValue(title);
  });

  test("the library's search, status, range and sort are in the URL and survive a reload", async ({
    page,
  }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Findex' });
    await expect(page.getByRole('heading', { level: 1, name: '内容库' })).toBeVisible();
    await page.getByRole('tab', { name: '未通过' }).click();
    await page.getByRole('searchbox', { name: '标题' }).fill('腊肉');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/status=rejected/);
    await expect(page).toHaveURL(/q=%E8%85%8A%E8%82%89/);
    await page.getByLabel('开始日期').fill('2020-01-01');
    await expect(page).toHaveURL(/start=2020-01-01/);

    const rejected = row(page, '山里人家的腊肉怎么做');
    await expect(rejected).toContainText('未通过原因：未授权背景音乐');
    await expect(page.getByRole('table', { name: '视频列表' }).getByRole('row')).toHaveCount(2);

    await page.reload();
    await expect(page.getByRole('tab', { name: '未通过' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('searchbox', { name: '标题' })).toHaveValue('腊肉');
    await expect(page.getByLabel('开始日期')).toHaveValue('2020-01-01');
    await expect(rejected).toContainText('未通过原因：未授权背景音乐');
    await expect(page.getByRole('table', { name: '视频列表' }).getByRole('row')).toHaveCount(2);

    await page.getByRole('tab', { name: '全部' }).click();
    await expect(page).not.toHaveURL(/status=/);
    await expect(page).toHaveURL(/q=/);
  });

  test('bulk change of visibility, after confirmation', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Findex%3Fstatus%3Ddraft' });
    const table = page.getByRole('table', { name: '视频列表' });
    await expect(row(page, '周末去山里挖春笋')).toBeVisible();
    await table.getByRole('checkbox', { name: '选择周末去山里挖春笋' }).check();
    await table.getByRole('checkbox', { name: '选择灶台改造记录 第三期' }).check();
    await expect(page.getByText('已选择 2 项')).toBeVisible();
    await page.getByRole('combobox', { name: '修改可见范围' }).click();
    await page.getByRole('option', { name: '仅自己可见' }).click();
    await page.getByRole('button', { name: '改为仅自己可见' }).click();
    const dialog = page.getByRole('alertdialog', { name: '修改可见范围' });
    await expect(dialog).toContainText('确定把选中的 2 个视频改为“仅自己可见”吗？');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '已处理 2 个视频')).toBeVisible();
    await expect(row(page, '周末去山里挖春笋')).toContainText('仅自己可见');
    await expect(row(page, '灶台改造记录 第三期')).toContainText('仅自己可见');
    await page.reload();
    await expect(row(page, '周末去山里挖春笋')).toContainText('仅自己可见');
  });

  test('a rejected video shows why, its review history, and can be edited and submitted again', async ({
    page,
  }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Findex%3Fstatus%3Drejected' });
    const rejected = row(page, '山里人家的腊肉怎么做');
    await expect(rejected).toContainText('未通过');
    await expect(rejected).toContainText('视频第 02:15 处出现未授权的背景音乐');

    await rejected.getByRole('button', { name: '“山里人家的腊肉怎么做”的审核记录' }).click();
    const drawer = page.getByRole('dialog', { name: /审核记录/ });
    await expect(drawer).toContainText('未授权背景音乐');
    await expect(page).toHaveURL(/history=\d+/);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);

    await rejected.getByRole('link', { name: '编辑“山里人家的腊肉怎么做”' }).click();
    await expect(page.getByText(/这个视频未通过审核：未授权背景音乐/)).toBeVisible();
    // The seeded video has no file: upload one, then submit again.
    const video = await sampleVideo(page);
    await videoPicker(page).setInputFiles({
      name: '腊肉-重新剪辑.webm',
      mimeType: 'video/webm',
      buffer: video,
    });
    await expect(uploadDone(page, '腊肉-重新剪辑.webm')).toContainText('上传完成', { timeout: 20_000 });
    await page.getByLabel('标题').fill('山里人家的腊肉怎么做（替换配乐）');
    await page.getByRole('radio', { name: '内容由本人原创' }).click();
    await page.getByRole('button', { name: '重新提交审核' }).click();
    await expect(page.getByText('“山里人家的腊肉怎么做（替换配乐）”已提交', { exact: true })).toBeVisible();

    // In review now: the same edit address shows it read-only, with a note.
    await page.reload();
    await expect(page.getByText(/这个视频正在(机审中|初审中)，审核结束前不能修改/)).toBeVisible();
    await expect(page.getByLabel('标题')).toHaveCount(0);

    await page.getByRole('link', { name: '返回内容库' }).click();
    await page.getByRole('searchbox', { name: '标题' }).fill('替换配乐');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(row(page, '山里人家的腊肉怎么做（替换配乐）')).toContainText(/机审中|初审中/);
  });

  test('an interrupted chunk is sent again and the upload completes', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Fcreate' });
    const video = await sampleVideo(page);
    const chunkOffsets: string[] = [];
    let dropped = 0;
    await page.route(isChunk, async (route) => {
      chunkOffsets.push(offsetOf(route.request().url()));
      if (dropped === 0) {
        dropped += 1;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    });
    await videoPicker(page).setInputFiles({ name: '断网重传.webm', mimeType: 'video/webm', buffer: video });
    await expect(uploadDone(page, '断网重传.webm')).toContainText('上传完成', { timeout: 20_000 });
    expect(dropped).toBe(1);
    expect(chunkOffsets).toEqual(['0', '0']);
    await expect(
      page.getByRole('form', { name: /发布信息/ }).getByRole('button', { name: '发布' }),
    ).toBeEnabled();
  });

  test('a reload in the middle of an upload continues from the offset the server stored', async ({
    page,
  }, testInfo) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Fcreate' });
    // Two chunks: the recorded video padded past one chunk. On disk, so picking it again after
    // the reload is the same file (name, size and modification time).
    const path = testInfo.outputPath('两段上传.webm');
    const video = await sampleVideo(page);
    writeFileSync(path, Buffer.concat([video, Buffer.alloc(CHUNK_BYTES + 512 * 1024 - video.length)]));

    // The connection drops for everything after the first chunk, until the page is reloaded.
    let connected = false;
    await page.route(isChunk, (route) =>
      connected || offsetOf(route.request().url()) === '0'
        ? route.continue()
        : route.abort('internetdisconnected'),
    );
    const firstChunk = page.waitForResponse(
      (response) => isChunk(new URL(response.url())) && offsetOf(response.url()) === '0' && response.ok(),
    );
    await videoPicker(page).setInputFiles(path);
    await firstChunk;

    await page.reload();
    connected = true;
    const offsets: string[] = [];
    page.on('request', (request) => {
      if (isChunk(new URL(request.url()))) offsets.push(offsetOf(request.url()));
    });
    await expect(page.getByText('检测到 1 个未完成的上传')).toBeVisible();
    await videoPicker(page).setInputFiles(path);
    await expect(uploadDone(page, '两段上传.webm')).toContainText('上传完成', { timeout: 30_000 });
    expect(offsets).toEqual([String(CHUNK_BYTES)]);
    await requestsSettled(page);
  });
});

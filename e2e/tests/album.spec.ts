import { expect, test, type Page } from '@playwright/test';
import { bearer, logInAs, navigate, requestsSettled, storedToken, toast } from './support/session';

/**
 * The creator's albums (/video/album, /video/album/edit, /video/album/detail), on the real console
 * and server:
 *
 * - A new album with two images made in the browser (a red and a blue PNG), uploaded through the
 *   picker; the images are put in the other order with the keyboard-reachable 上移 button, the
 *   second is made the cover, the draft is saved (and comes back from the server as saved), then
 *   submitted: the list shows it 初审中 and the detail page shows the images in the chosen order.
 * - The form shows the contract's field errors before sending.
 * - The list's status tab, keyword and page size are in the URL and survive a reload.
 */

/** A small solid-colour PNG drawn on a canvas in the page: a real image the server accepts. */
async function pngOf(page: Page, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 48;
    const context = canvas.getContext('2d')!;
    context.fillStyle = fill;
    context.fillRect(0, 0, 64, 48);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, colour);
  return Buffer.from(base64, 'base64');
}

const imagePicker = (page: Page) => page.locator('input[type="file"][aria-label="选择图片"]');
const fileIdOf = (reference: string) => reference.split('/').pop()!;

test.describe('creator albums', () => {
  test('creates an album from two uploaded images, reorders them, picks the cover, saves and submits', async ({
    page,
  }) => {
    const title = `秋收图集 ${Date.now()}`;
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Falbum' });
    await expect(page.getByRole('heading', { level: 1, name: '图集' })).toBeVisible();
    await page.getByRole('link', { name: '新建图集' }).first().click();
    await expect(page).toHaveURL(/\/video\/album\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: '编辑图集' })).toBeVisible();

    // Submitting an empty form shows the contract's messages under the fields, and sends nothing.
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(page.getByText('请填写标题')).toBeVisible();
    await expect(page.getByLabel('标题')).toHaveAttribute('aria-invalid', 'true');

    const red = await pngOf(page, '#d03030');
    const blue = await pngOf(page, '#3050d0');
    const uploads: string[] = [];
    page.on('response', async (response) => {
      if (response.request().method() === 'POST' && /\/api\/files\?/.test(response.url()) && response.ok()) {
        uploads.push(((await response.json()) as { data: { url: string } }).data.url);
      }
    });
    await imagePicker(page).setInputFiles([
      { name: 'red.png', mimeType: 'image/png', buffer: red },
      { name: 'blue.png', mimeType: 'image/png', buffer: blue },
    ]);
    const images = page.getByRole('list', { name: '图集图片' }).getByRole('listitem');
    await expect(images).toHaveCount(2);
    await expect.poll(() => uploads.length).toBe(2);
    const [redRef, blueRef] = uploads as [string, string];

    // The first image is the cover until another is chosen.
    await expect(images.nth(0).getByText('封面', { exact: true })).toBeVisible();
    // Blue moves up with the keyboard: the focus stays with it, now on 下移 at the top.
    await page.getByRole('button', { name: '上移第 2 张图片' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: '第 2 张图片已移到第 1 位' })).toBeAttached();
    await expect(page.getByRole('button', { name: '下移第 1 张图片' })).toBeFocused();
    // Red (now second) is made the cover.
    await page.getByRole('button', { name: '将第 2 张图片设为封面' }).click();
    await expect(page.getByRole('button', { name: '将第 2 张图片设为封面' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(images.nth(1).getByText('封面', { exact: true })).toBeVisible();
    await expect(images.nth(0).getByText('封面', { exact: true })).toHaveCount(0);

    await page.getByLabel('标题').fill(title);
    await page.getByLabel('简介').fill('红蓝两张');
    await page.getByRole('button', { name: '存草稿' }).click();
    await expect(toast(page, `已保存草稿“${title}”`)).toBeVisible();
    // The saved draft stays in the editor, loaded back from the server as it was saved.
    await expect(page).toHaveURL(/\/video\/album\/edit\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(page.getByLabel('标题')).toHaveValue(title);
    await expect(images).toHaveCount(2);
    await expect(page.getByRole('button', { name: '将第 2 张图片设为封面' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.getByRole('button', { name: '提交审核' }).click();
    await expect(toast(page, `已提交审核“${title}”`)).toBeVisible();
    await expect(page).toHaveURL(/\/video\/album$/);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('初审中')).toBeVisible();
    await expect(row.getByText('2 张')).toBeVisible();
    // In review: neither edit nor delete.
    await expect(row.getByRole('link', { name: `编辑“${title}”` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `删除“${title}”` })).toHaveCount(0);

    await row.getByRole('link', { name: `查看“${title}”` }).click();
    await expect(page).toHaveURL(`/video/album/detail?id=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: '图集详情' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const gallery = page.getByRole('list', { name: '图集图片（按顺序）' });
    const first = gallery.getByRole('img', { name: '第 1 张图片' });
    const second = gallery.getByRole('img', { name: '第 2 张图片' });
    await expect(first).toHaveAttribute('src', new RegExp(`/files/${fileIdOf(blueRef)}\\?`));
    await expect(second).toHaveAttribute('src', new RegExp(`/files/${fileIdOf(redRef)}\\?`));
    await expect(gallery.getByRole('listitem').nth(1).getByText('封面', { exact: true })).toBeVisible();
    // The images really load (the signed addresses answer with the bytes).
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText(/提交审核 · /)).toBeVisible();

    // The edit page shows it read-only while it is in review.
    await navigate(page, `/video/album/edit?id=${id}`);
    await expect(page.getByText('图集初审中，审核结束前不能修改。')).toBeVisible();
    await expect(page.getByRole('button', { name: '提交审核' })).toHaveCount(0);
    await requestsSettled(page);
  });

  test('keeps the status tab and keyword in the URL across a reload', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Falbum' });
    await expect(page.getByRole('row').filter({ hasText: '赶集见闻' })).toBeVisible();
    await page.getByRole('tab', { name: '初审中' }).click();
    await expect(page).toHaveURL(/status=first_review/);
    await expect(page.getByRole('row').filter({ hasText: '腊味制作全过程' })).toHaveCount(0);
    await page.getByLabel('标题').fill('赶集');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL(/q=%E8%B5%B6%E9%9B%86|q=赶集/);
    await expect(page.getByRole('row').filter({ hasText: '野菜图鉴（一）' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: '赶集见闻' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: '初审中' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('标题')).toHaveValue('赶集');
    await expect(page.getByRole('row').filter({ hasText: '赶集见闻' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: '野菜图鉴（一）' })).toHaveCount(0);

    // A rejected album shows why, and can be edited or deleted (after confirming).
    await page.goto('/video/album?status=rejected');
    const rejected = page.getByRole('row').filter({ hasText: '厨房角落随拍' });
    await expect(rejected.getByText(/^未通过原因：/)).toBeVisible();
    await expect(rejected.getByRole('link', { name: '编辑“厨房角落随拍”' })).toBeVisible();
  });

  test('deletes a draft after confirming, and not before', async ({ page }) => {
    const title = `待删除图集 ${Date.now()}`;
    await logInAs(page, 'creator');
    const created = await page.request.post('/api/my-albums', {
      headers: bearer(await storedToken(page)),
      data: { title },
    });
    expect(created.ok()).toBe(true);
    await navigate(page, `/video/album?status=draft&q=${encodeURIComponent(title)}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('草稿')).toBeVisible();

    await row.getByRole('button', { name: `删除“${title}”` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(`确定删除图集“${title}”吗？删除后无法恢复。`)).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `删除“${title}”` }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, `已删除图集“${title}”`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('还没有图集')).toBeVisible();
  });
});

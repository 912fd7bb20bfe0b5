import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { bearer, logInAs, storedToken } from './support/session';
import { openWorkbook } from './support/xlsx';

/**
 * Exports (/video/export, /audit/export): an export runs on the server in the background, shows
 * in the download list with its state, and downloads as an .xlsx workbook holding the list's rows.
 */
test.describe('exports', () => {
  test('a creator exports the library’s current filter and opens the downloaded workbook', async ({
    page,
  }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fvideo%2Findex%3Fstatus%3Dpublished' });
    const library = await page.request.get('/api/my-videos?size=100&status=published', {
      headers: bearer(await storedToken(page)),
    });
    const { data } = (await library.json()) as { data: { data: { title: string }[]; total: number } };
    expect(data.total).toBeGreaterThan(0);

    await page.getByRole('button', { name: '导出当前筛选' }).click();
    await expect(page).toHaveURL(/\/video\/export/);
    const table = page.getByRole('table', { name: '导出记录' });
    const row = table
      .getByRole('row')
      .filter({ hasText: /^我的作品-.*\.xlsx/ })
      .first();
    await expect(row.getByText('已完成')).toBeVisible({ timeout: 15_000 });
    await expect(row.getByRole('cell', { name: String(data.total), exact: true })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: '下载' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^我的作品-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await openWorkbook(await readFile((await download.path())!));
    expect(rows[0]?.slice(0, 3)).toEqual(['ID', '标题', '状态']);
    expect(rows).toHaveLength(data.total + 1);
    expect(new Set(rows.slice(1).map((cells) => cells[2]))).toEqual(new Set(['已发布']));
    expect(rows.slice(1).map((cells) => cells[1])).toEqual(data.data.map((video) => video.title));
  });

  test('an operator’s export is theirs alone', async ({ page, browser }) => {
    await logInAs(page, 'operator', { from: '/login?redirect=%2Faudit%2Fexport' });
    await page.getByRole('button', { name: '导出全部' }).click();
    const row = page
      .getByRole('table', { name: '导出记录' })
      .getByRole('row')
      .filter({ hasText: '视频审核列表-' });
    await expect(row.first().getByText('已完成')).toBeVisible({ timeout: 15_000 });

    // The admin sees the same list screen, without the operator's file.
    const other = await browser.newPage();
    await logInAs(other, 'admin', { from: '/enter?redirect=%2Faudit%2Fexport' });
    await expect(other.getByText('还没有导出记录')).toBeVisible();
    await other.close();
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { bearer, logInAs, requestsSettled, storedToken } from './support/session';

/**
 * 数据概览 (/analyse/user): the creator's figures over the range in the URL (`?start=&end=`, the
 * last 30 days up to yesterday by default) equal what the statistics API answers for that range;
 * a quick range changes the URL, and a reload keeps it.
 */

type Totals = Record<'plays' | 'likes' | 'comments' | 'shares' | 'new_fans' | 'published', number>;
type Info = { start_date: string; end_date: string; totals: Totals; previous: Totals; fans: number };
type History = { days: Array<Totals & { date: string }> };
type Fans = { fans: number; gender: Array<{ label: string; value: number }>; age: unknown[] };

const METRICS = ['plays', 'likes', 'comments', 'shares', 'new_fans', 'published'] as const;

async function api<T>(page: Page, path: string, start: string, end: string): Promise<T> {
  const response = await page.request.get(`${path}?start_date=${start}&end_date=${end}`, {
    headers: bearer(await storedToken(page)),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const number = (value: number, locale = 'zh-CN') => new Intl.NumberFormat(locale).format(value);

/** The change as the page writes it: a signed percentage, or 前期为 0 when there was nothing before. */
function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? '0%' : '前期为 0';
  return new Intl.NumberFormat('zh-CN', {
    style: 'percent',
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format((current - previous) / previous);
}

const figure = (region: Locator, metric: string) => region.locator(`dl[data-metric="${metric}"] dd`);

/** The range the page shows in its date inputs. */
async function shownRange(page: Page) {
  const range = page.getByRole('group', { name: '统计周期' });
  return {
    start: await range.getByLabel('开始日期').inputValue(),
    end: await range.getByLabel('结束日期').inputValue(),
  };
}

/** Every figure on the page against the API's answer for the same range. */
async function expectFiguresOf(page: Page, start: string, end: string) {
  await requestsSettled(page);
  const info = await api<Info>(page, '/api/user-statistics-info', start, end);
  const fans = await api<Fans>(page, '/api/user-statistics-fans', start, end);
  const overview = page.getByRole('region', { name: '核心数据' });
  for (const metric of METRICS) {
    await expect(figure(overview, metric)).toContainText(number(info.totals[metric]));
    await expect(figure(overview, metric)).toContainText(change(info.totals[metric], info.previous[metric]));
  }
  await expect(figure(overview, 'fans')).toHaveText(number(info.fans));

  const fansRegion = page.getByRole('region', { name: '粉丝分析' });
  await expect(figure(fansRegion, 'fans-total')).toHaveText(number(fans.fans));
  const gender = fansRegion.getByRole('list', { name: '性别分布' }).getByRole('listitem');
  const sum = fans.gender.reduce((total, share) => total + share.value, 0);
  await expect(gender).toHaveText(
    fans.gender.map(
      (share) =>
        `${share.label}${new Intl.NumberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 }).format(share.value / sum)}`,
    ),
  );
  await expect(fansRegion.getByRole('list', { name: '年龄分布' }).getByRole('listitem')).toHaveCount(
    fans.age.length,
  );
}

test.describe('data overview', () => {
  test('a creator sees the API’s figures, changes the range with a quick range and keeps it on reload', async ({
    page,
  }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fanalyse%2Fuser' });
    await expect(page.getByRole('heading', { level: 1, name: '数据概览' })).toBeVisible();

    // The default: the last 30 days, ending yesterday.
    const initial = await shownRange(page);
    expect((Date.parse(initial.end) - Date.parse(initial.start)) / 86_400_000).toBe(29);
    expect(initial.end < new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(true);
    await expectFiguresOf(page, initial.start, initial.end);

    // A quick range puts the last 7 days in the URL.
    await page.getByRole('button', { name: '近7天' }).click();
    const start7 = new Date(Date.parse(initial.end) - 6 * 86_400_000).toISOString().slice(0, 10);
    await expect(page).toHaveURL(new RegExp(`[?&]start=${start7}&end=${initial.end}$`));
    await expect(page.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'true');
    await expectFiguresOf(page, start7, initial.end);

    // The trend shows the metric picked in its tabs, one row per day, and the URL keeps it.
    await page.getByRole('tab', { name: '点赞数' }).click();
    await expect(page).toHaveURL(/[?&]metric=likes/);
    const history = await api<History>(page, '/api/user-statistics-history', start7, initial.end);
    const table = page.getByRole('table', { name: '点赞数趋势数据表' });
    await expect(table.getByRole('row')).toHaveCount(8);
    await expect(table.getByRole('row').last()).toHaveText(
      `${history.days[6]!.date}${number(history.days[6]!.likes)}`,
    );

    // A reload keeps the range and the metric.
    await page.reload();
    expect(await shownRange(page)).toEqual({ start: start7, end: initial.end });
    await expect(page.getByRole('tab', { name: '点赞数' })).toHaveAttribute('aria-selected', 'true');
    await expectFiguresOf(page, start7, initial.end);
  });

  test('a range in the URL opens as it is; typed dates go to the URL, a reversed range shows a field error', async ({
    page,
  }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fanalyse%2Fuser' });
    const { end: last } = await shownRange(page);
    const daysBefore = (days: number) =>
      new Date(Date.parse(last) - days * 86_400_000).toISOString().slice(0, 10);

    await page.goto(`/analyse/user?start=${daysBefore(60)}&end=${daysBefore(46)}`);
    expect(await shownRange(page)).toEqual({ start: daysBefore(60), end: daysBefore(46) });
    await expectFiguresOf(page, daysBefore(60), daysBefore(46));

    const range = page.getByRole('group', { name: '统计周期' });
    await range.getByLabel('开始日期').fill(daysBefore(50));
    await expect(page).toHaveURL(new RegExp(`start=${daysBefore(50)}&end=${daysBefore(46)}`));
    await expectFiguresOf(page, daysBefore(50), daysBefore(46));

    await range.getByLabel('结束日期').fill(daysBefore(55));
    await expect(range.getByLabel('结束日期')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('开始日期不能晚于结束日期')).toBeVisible();
    // The URL and the figures stay those of the last valid range.
    await expect(page).toHaveURL(new RegExp(`start=${daysBefore(50)}&end=${daysBefore(46)}`));
  });

  test('the page speaks English after the language switch', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fanalyse%2Fuser' });
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Period' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Key figures' });
    await expect(overview.getByText('Plays', { exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'New fans' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Fans' }).getByRole('list', { name: 'Gender' }),
    ).toBeVisible();
    await expect(page.getByRole('table', { name: 'Plays trend data table' })).toBeAttached();

    // Back to Chinese with the same switch.
    await page.getByRole('button', { name: '中文' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '数据概览' })).toBeVisible();
    await expect(page.getByRole('region', { name: '核心数据' })).toBeVisible();
  });
});

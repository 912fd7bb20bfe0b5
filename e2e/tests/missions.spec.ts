import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { navigate, requestsSettled, sharedPage, toast } from './support/session';

/**
 * Growth missions end to end (issue 16; ad-tasks.md §10, §11), in Chromium against the seeded demo
 * data: the creator claims 发布 3 条带 #山野春笋季 的视频 (3/3 seeded) and finds the ¥5.00 in his
 * wallet; the operator creates a mission and puts it online, and the creator sees it.
 *
 * This spec changes the creator's balance (+¥5.00): specs asserting his seeded figures run before it
 * (a11y) or read figures it does not touch.
 */

const SPRING = '发布 3 条带 #山野春笋季 的视频';

/** The value of a `Stat` (a `<dl>`) by its label. */
const figure = (page: Page, label: string) =>
  page.locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');
/** axe's findings on the page, once its requests are done. */
async function violations(page: Page) {
  await requestsSettled(page);
  const { violations: found } = await axe(page).analyze();
  return found.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) }));
}
const fenOf = (text: string) => Math.round(Number(text.replace(/[¥,\s]/g, '')) * 100);

test.describe('the creator claims a growth reward', () => {
  test.describe.configure({ mode: 'serial' });
  const creator = sharedPage('creator');
  let before = 0;

  test('sees the missions with their progress; the claimed one says 已领取', async () => {
    const page = creator();
    await navigate(page, '/personal/wallet');
    before = fenOf((await figure(page, '可提现余额').textContent()) ?? '');
    expect(before).toBeGreaterThan(0);

    await navigate(page, '/task/index');
    const spring = page.getByRole('article').filter({ hasText: SPRING });
    await expect(spring.getByRole('meter', { name: `${SPRING} 进度` })).toHaveAttribute('value', '3');
    await expect(spring).toContainText('3/3');
    await expect(spring).toContainText('¥5.00');
    const realName = page.getByRole('article').filter({ hasText: '完成实名认证' });
    await expect(realName).toContainText('已领取');
    await expect(realName.getByRole('button', { name: /领取/ })).toHaveCount(0);
    // The offline mission is not shown.
    await expect(page.getByRole('article').filter({ hasText: '完成首个广告任务投稿' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });

  test('claims 发布 3 条带 #山野春笋季 的视频 and sees the credit in the wallet', async () => {
    const page = creator();
    const spring = page.getByRole('article').filter({ hasText: SPRING });
    await spring.getByRole('button', { name: `领取「${SPRING}」的奖励` }).click();
    await expect(toast(page, '已领取 ¥5.00，已存入钱包')).toBeVisible();
    await expect(spring).toContainText('已领取');

    await navigate(page, '/task/mine');
    const claims = page.getByRole('table', { name: '领取记录' });
    await expect(claims.getByRole('row').filter({ hasText: SPRING })).toContainText('¥5.00');
    await expect(claims.getByRole('row').filter({ hasText: '完成实名认证' })).toContainText('¥10.00');
    expect(await violations(page)).toEqual([]);

    await navigate(page, '/personal/wallet');
    await expect(figure(page, '可提现余额')).toHaveText(
      new Intl.NumberFormat('zh-CN', { style: 'currency', currency: 'CNY' }).format((before + 500) / 100),
    );
    await expect(page.getByText(`成长任务奖励 · ${SPRING}`).first()).toBeVisible();
  });
});

test.describe('the operator puts a new mission online', () => {
  test.describe.configure({ mode: 'serial' });
  const operator = sharedPage('operator', { from: '/enter' });
  const creator = sharedPage('creator');
  const title = '每周发布 2 条视频';

  test('creates it as a draft, then 上线', async () => {
    const page = operator();
    await navigate(page, '/mission/index');
    await page.getByRole('button', { name: '新建任务' }).click();
    const dialog = page.getByRole('dialog', { name: '新建任务' });
    // The design's messages before anything is sent.
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('请填写任务名称')).toBeVisible();

    await dialog.getByLabel('任务名称').fill(title);
    await dialog.getByLabel('目标值').fill('2');
    await dialog.getByRole('combobox', { name: '周期' }).click();
    await page.getByRole('option', { name: '每周' }).click();
    await dialog.getByLabel('单次奖励').fill('3');
    await dialog.getByLabel('预算').fill('300');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, `「${title}」已创建`)).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('草稿');
    await row.getByRole('button', { name: `上线 ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '上线' }).click();
    await expect(toast(page, `「${title}」已上线`)).toBeVisible();
    await expect(row).toContainText('上线');
    expect(await violations(page)).toEqual([]);

    await navigate(page, '/mission/set');
    await expect(page.getByLabel('每人每月上限')).toHaveValue('100.00');
    expect(await violations(page)).toEqual([]);
  });

  test('the creator sees it with this week’s progress', async () => {
    const page = creator();
    await navigate(page, '/task/index');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toContainText('每周');
    await expect(card.getByRole('meter', { name: `${title} 进度` })).toHaveAttribute('max', '2');
  });
});

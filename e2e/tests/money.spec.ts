import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  bearer,
  logInAs,
  navigate,
  requestsSettled,
  sharedPage,
  storedToken,
  toast,
} from './support/session';
import { openWorkbook } from './support/xlsx';

/**
 * The money area end to end (issue 15 "done when"; money.md §7, §9, §10, §11, §12), in Chromium
 * against the seeded demo data of §11:
 *
 * - qinghe_axin (available ¥2,680.00, ¥1,200.00 pending today, 中国银行 card …7895 never paid yet)
 *   meets the form's bad-input messages, then withdraws ¥1,000.00 with the tax quoted before
 *   submitting; the operator approves it; the admin, refused a batch of a request they reviewed
 *   themselves, pays the operator-reviewed one in a batch whose
 *   bank sheet comes out of the export centre; the creator sees 已打款 with the tax and net, and the
 *   wallet log shows the payout's legs adding up to 0.00; finance then registers a bank return and
 *   the money is back, the card unusable.
 * - An adjustment for qinghe_laozhou proposed by the operator and approved by the admin; nobody
 *   approves their own.
 * - The pending statement of 《归途》 (month −1, prepared by the operator) approved by the admin;
 *   the partner mcn sees the credit and the wallet message.
 * - creator_live sees why it cannot withdraw, with the links that fix it.
 *
 * Other specs assert the seeded figures of `creator`; nothing here touches that account. The
 * accounts used here are not asserted by any spec that runs later.
 */

/** The value of a `Stat` (a `<dl>`) by its label. */
const figure = (page: Page, label: string) =>
  page.locator('dl', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/** The previous month, `YYYY-MM`, in Asia/Shanghai (the statements' periods). */
function previousMonth(): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

test.describe('a creator’s withdrawal, from the form to the bank and back', () => {
  test.describe.configure({ mode: 'serial' });
  const creator = sharedPage('qinghe_axin');
  const operator = sharedPage('operator', { from: '/enter' });
  const admin = sharedPage('admin', { from: '/enter' });
  /** The withdrawal this group makes (TX…). */
  let no = '';

  test('bad inputs get the design’s messages before anything is sent', async () => {
    const page = creator();
    await navigate(page, '/personal/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: '提现' })).toBeVisible();
    await expect(page.getByRole('tab', { name: '个人提现' })).toHaveAttribute('aria-selected', 'true');

    // More than the available balance: said with the balance, under the field.
    await page.getByLabel('提现金额').fill('2680.01');
    await page.getByRole('button', { name: '申请提现' }).click();
    await expect(page.getByText('可提现余额不足，当前可提现 2,680.00 元')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByLabel('提现金额').fill('');

    // A card number failing the Luhn check (§12), in the bind dialog.
    await navigate(page, '/personal/wallet?bind=personal');
    const dialog = page.getByRole('dialog', { name: '绑定银行卡' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('银行卡号').fill('6225 8801 2345 6784');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('银行卡号校验失败，请检查后重新输入')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the creator sees the tax before submitting, confirms, and the money moves to 提现中', async () => {
    const page = creator();
    await navigate(page, '/personal/withdraw');
    await expect(page.getByRole('heading', { level: 1, name: '提现' })).toBeVisible();
    await page.getByLabel('提现金额').fill('1000');
    // ¥1,000.00 alone in the month: ¥800.00 deducted, 20 % of ¥200.00 (§6.1).
    await expect(page.getByText('预计代扣个税：¥40.00')).toBeVisible();
    await expect(page.getByText('预计到账：¥960.00')).toBeVisible();
    await page.getByRole('button', { name: '计算说明' }).click();
    const explain = page.getByRole('dialog', { name: '个税计算说明' });
    await expect(explain).toContainText('减除费用¥800.00');
    await expect(explain).toContainText('应纳税所得额¥200.00');
    await expect(explain).toContainText('预扣率20%');
    await page.keyboard.press('Escape');
    await expect(explain).toHaveCount(0);

    await page.getByRole('button', { name: '申请提现' }).click();
    const confirm = page.getByRole('alertdialog', { name: '确认提现' });
    await expect(confirm).toContainText('提现金额¥1,000.00');
    await expect(confirm).toContainText('预计代扣个税¥40.00');
    await expect(confirm).toContainText('预计到账¥960.00');
    await expect(confirm).toContainText('中国银行 6216 **** **** 7895');
    await confirm.getByRole('button', { name: '确认提现' }).click();
    await expect(toast(page, '提现申请已提交，请等待审核')).toBeVisible();

    const row = page
      .getByRole('table', { name: '提现记录' })
      .getByRole('row')
      .filter({ hasText: '待审核' })
      .filter({ hasText: '¥1,000.00' });
    await expect(row).toHaveCount(1);
    no = /TX\d{14}/.exec((await row.textContent()) ?? '')?.[0] ?? '';
    expect(no).not.toBe('');
    await expect(row).toContainText('¥40.00');
    await expect(row).toContainText('¥960.00');

    await navigate(page, '/personal/wallet');
    await expect(figure(page, '可提现余额')).toHaveText('¥1,680.00');
    await expect(figure(page, '提现中')).toHaveText('¥2,200.00');
  });

  test('the operator approves it on /finance/index', async () => {
    const page = operator();
    await navigate(page, `/finance/index?q=${no}`);
    await expect(page.getByRole('heading', { level: 1, name: '列表审核' })).toBeVisible();
    await page.getByRole('button', { name: `审核 ${no}` }).click();
    const drawer = page.getByRole('dialog', { name: `提现详情 ${no}` });
    await expect(drawer).toContainText('¥1,000.00');
    await drawer.getByRole('group', { name: '审核操作' }).getByRole('button', { name: '通过' }).click();
    await expect(toast(page, no)).toBeVisible();
    await navigate(page, `/finance/index?q=${no}&status=approved`);
    await expect(
      page.getByRole('table', { name: '提现申请列表' }).getByRole('row').filter({ hasText: no }),
    ).toContainText('待打款');
  });

  test('whoever reviewed a withdrawal cannot pay it', async () => {
    // The admin reviews the creator's other request (¥1,200.00, pending since today, §11) …
    const page = admin();
    const headers = (key: string) => ({
      ...bearer(token),
      'Idempotency-Key': `e2e-duty-${key}-${Date.now()}`,
    });
    const token = await storedToken(page);
    const listed = await page.request.get(
      '/api/finance/withdrawals?status=pending&keyword=qinghe_axin&page=1&size=10',
      {
        headers: bearer(token),
      },
    );
    const other = (
      (await listed.json()) as { data: { data: { id: number; no: string; amount_fen: number }[] } }
    ).data.data.find((item) => item.amount_fen === 120000)!;
    const reviewed = await page.request.post(`/api/finance/withdrawals/${other.id}/review`, {
      headers: headers('review'),
      data: { decision: 'approve', reasons: [], message: '' },
    });
    expect(reviewed.status()).toBe(200);
    // … and the server refuses to let them put it in a payout batch.
    const refused = await page.request.post('/api/finance/payout-batches', {
      headers: headers('batch'),
      data: { type: 'personal', ids: [other.id] },
    });
    expect(refused.status()).toBe(202);
    expect(((await refused.json()) as { message: string }).message).toBe(
      `单号 ${other.no} 由你审核，不能由你打款`,
    );
  });

  test('the admin pays it in a batch, with the bank sheet from the export centre', async () => {
    const page = admin();
    await navigate(page, `/finance/personal?q=${no}`);
    await expect(page.getByRole('heading', { level: 1, name: '个人提现' })).toBeVisible();
    const list = page.getByRole('table', { name: '提现列表' });
    await expect(list.getByRole('row').filter({ hasText: no })).toContainText('¥960.00');
    await list.getByRole('checkbox', { name: `选择${no}` }).check();
    await page.getByRole('button', { name: '发起打款' }).click();
    const confirm = page.getByRole('alertdialog', { name: '发起打款' });
    await expect(confirm).toContainText('共 1 笔，实发合计 ¥960.00');
    await confirm.getByRole('button', { name: '发起打款' }).click();
    await expect(toast(page, /^已发起打款 PB\d+/)).toBeVisible();

    // The bank sheet: the full card number, the net amount, the withdrawal's number.
    await page.getByRole('link', { name: '前往财务表下载' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '财务表下载' })).toBeVisible();
    const sheet = page
      .getByRole('table', { name: '导出记录' })
      .getByRole('row')
      .filter({ hasText: /^打款明细-PB/ })
      .first();
    await expect(sheet.getByText('已完成')).toBeVisible({ timeout: 15_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      sheet.getByRole('button', { name: '下载' }).click(),
    ]);
    const rows = await openWorkbook(await readFile((await download.path())!));
    expect(rows[0]).toEqual(['序号', '收款户名', '收款账号', '开户行', '开户支行', '金额', '用途', '单号']);
    const line = rows.find((cells) => cells.includes(no));
    expect(line).toBeDefined();
    expect(line).toContain('6216610001234567895');
    expect(line).toContain('960.00');

    await navigate(page, `/finance/personal?tab=paying&q=${no}`);
    await page.getByRole('button', { name: `标记已打款：${no}` }).click();
    const paid = page.getByRole('dialog', { name: `标记已打款：${no}` });
    await paid.getByLabel('银行流水号').fill('E2E-BANK-0001');
    await paid.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '已标记为已打款')).toBeVisible();
    await navigate(page, `/finance/personal?tab=paid&q=${no}`);
    await expect(list.getByRole('row').filter({ hasText: no })).toContainText('已打款');
  });

  test('the creator sees 已打款 with the final tax and net', async () => {
    const page = creator();
    await navigate(page, '/personal/withdraw');
    const row = page.getByRole('table', { name: '提现记录' }).getByRole('row').filter({ hasText: no });
    await expect(row).toContainText('已打款');
    await expect(row).toContainText('¥40.00');
    await expect(row).toContainText('¥960.00');
    await row.getByRole('button', { name: '详情' }).click();
    const drawer = page.getByRole('dialog', { name: `提现详情 ${no}` });
    await expect(drawer).toContainText('个税（最终）¥40.00');
    await page.keyboard.press('Escape');

    await navigate(page, '/personal/wallet');
    await expect(figure(page, '可提现余额')).toHaveText('¥1,680.00');
    await expect(figure(page, '提现中')).toHaveText('¥1,200.00');
    // The statement line of the request, with the balance after it.
    const lines = page.getByRole('table', { name: '收支明细' });
    await expect(lines.getByRole('row').nth(1)).toContainText('-¥1,000.00');
    await expect(lines.getByRole('row').nth(1)).toContainText('¥1,680.00');

    // The wallet notice, opened in full.
    await navigate(page, '/inform/index?type=5');
    await page.getByRole('link', { name: '提现已到账' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '提现已到账' })).toBeVisible();
    await expect(
      page.getByText(`你的提现 ${no} 已打款，实际到账 ¥960.00（代扣个税 ¥40.00）。`),
    ).toBeVisible();
  });

  test('the wallet log shows the payout’s legs adding up to 0.00', async () => {
    const page = operator();
    await navigate(page, `/log/finance?no=${no}&kind=withdraw_payout`);
    await expect(page.getByRole('heading', { level: 1, name: '钱包日志' })).toBeVisible();
    await page
      .getByRole('table', { name: '资金流水' })
      .getByRole('button', { name: /^查看流水 / })
      .first()
      .click();
    const legs = page.getByRole('table', { name: '分录' });
    await expect(legs.getByRole('row').filter({ hasText: '提现中' })).toContainText('-1,000.00');
    await expect(legs.getByRole('row').filter({ hasText: '平台·代扣个税' })).toContainText('+40.00');
    await expect(legs.getByRole('row').filter({ hasText: '平台·打款' })).toContainText('+960.00');
    await expect(page.getByText('合计 0.00')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('a bank return puts the money back and makes the card unusable', async () => {
    const page = admin();
    await navigate(page, `/finance/personal?tab=paid&q=${no}`);
    await page.getByRole('button', { name: `登记退票：${no}` }).click();
    const dialog = page.getByRole('dialog', { name: `登记退票：${no}` });
    await dialog.getByLabel('原因').fill('收款行退票：账户状态异常');
    await dialog.getByLabel('银行流水号').fill('E2E-RETURN-0001');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '已登记退票，金额已退回用户钱包')).toBeVisible();

    const own = creator();
    await navigate(own, '/personal/withdraw');
    await expect(
      own.getByRole('table', { name: '提现记录' }).getByRole('row').filter({ hasText: no }),
    ).toContainText('已退票');
    await navigate(own, '/personal/wallet');
    await expect(figure(own, '可提现余额')).toHaveText('¥2,680.00');
    await expect(figure(own, '提现中')).toHaveText('¥1,200.00');
    const card = own.getByRole('region', { name: '收款银行卡' });
    await expect(card).toContainText('6216 **** **** 7895');
    await expect(card).toContainText(/不可用/);
    await expect(own.getByRole('region', { name: '暂不能提现的原因' })).toContainText(
      '收款账户不可用，请重新绑定',
    );
  });
});

test.describe('a wallet adjustment: proposed by one person, approved by another', () => {
  test.describe.configure({ mode: 'serial' });
  const operator = sharedPage('operator', { from: '/enter' });
  const admin = sharedPage('admin', { from: '/enter' });
  const REASON = '钓鱼直播活动补发奖励（端到端测试）';

  test('the operator proposes +¥88.00 for qinghe_laozhou and cannot approve it', async () => {
    const page = operator();
    await navigate(page, '/finance/account?q=qinghe_laozhou');
    await expect(page.getByRole('heading', { level: 1, name: '账户管理' })).toBeVisible();
    await page.getByRole('button', { name: /^调整 .+ 的钱包$/ }).click();
    const dialog = page.getByRole('dialog', { name: '调整钱包' });
    await dialog.getByLabel('调整金额').fill('88');
    await dialog.getByLabel('原因').fill(REASON);
    await dialog.getByRole('button', { name: '提交复核' }).click();
    await expect(toast(page, '已提交调整，等待复核')).toBeVisible();

    await navigate(page, '/finance/account?tab=adjustments');
    const row = page
      .getByRole('table', { name: '待复核调整列表' })
      .getByRole('row')
      .filter({ hasText: REASON });
    await expect(row).toContainText('+¥88.00');
    // Without finance:pay there is nothing to approve with; the API says why.
    await expect(row.getByRole('button', { name: /^通过/ })).toHaveCount(0);
    const list = await page.request.get('/api/finance/adjustments?status=pending&page=1&size=100', {
      headers: bearer(await storedToken(page)),
    });
    const pending = ((await list.json()) as { data: { data: { id: number; reason: string }[] } }).data.data;
    const id = pending.find((item) => item.reason === REASON)!.id;
    const refused = await page.request.post(`/api/finance/adjustments/${id}/decision`, {
      headers: { ...bearer(await storedToken(page)), 'Idempotency-Key': `e2e-adjust-${id}-operator-0001` },
      data: { decision: 'approve', message: '' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('没有权限执行此操作');
  });

  test('the admin cannot approve an adjustment of their own', async () => {
    const page = admin();
    const token = await storedToken(page);
    const accounts = await page.request.get('/api/finance/accounts?keyword=qinghe_laozhou&page=1&size=10', {
      headers: bearer(token),
    });
    const userId = ((await accounts.json()) as { data: { data: { user: { id: number } }[] } }).data.data[0]!
      .user.id;
    const proposed = await page.request.post('/api/finance/adjustments', {
      headers: { ...bearer(token), 'Idempotency-Key': `e2e-adjust-own-${Date.now()}` },
      data: { user_id: userId, amount_fen: 100, reason: '管理员自提调整（端到端测试）' },
    });
    expect(proposed.status()).toBe(200);
    const own = ((await proposed.json()) as { data: { id: number } }).data.id;

    await navigate(page, '/finance/account?tab=adjustments');
    const row = page
      .getByRole('table', { name: '待复核调整列表' })
      .getByRole('row')
      .filter({ hasText: '管理员自提调整（端到端测试）' });
    await expect(row.getByRole('button', { name: /^通过/ })).toBeDisabled();
    await row.getByRole('button', { name: /^通过/ }).locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toContainText('调整的提出人与复核人不能为同一人');
    await page.mouse.move(0, 0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    const refused = await page.request.post(`/api/finance/adjustments/${own}/decision`, {
      headers: { ...bearer(token), 'Idempotency-Key': `e2e-adjust-own-decision-${own}-0001` },
      data: { decision: 'approve', message: '' },
    });
    expect(refused.status()).toBe(202);
    expect(((await refused.json()) as { message: string }).message).toBe('调整的提出人与复核人不能为同一人');
  });

  test('the admin approves the operator’s proposal and the creator’s wallet is credited', async ({
    browser,
  }) => {
    const page = admin();
    await navigate(page, '/finance/account?tab=adjustments');
    const row = page
      .getByRole('table', { name: '待复核调整列表' })
      .getByRole('row')
      .filter({ hasText: REASON });
    await row.getByRole('button', { name: /^通过/ }).click();
    const confirm = page.getByRole('alertdialog', { name: '通过调整' });
    await expect(confirm).toContainText('+¥88.00');
    await confirm.getByRole('button', { name: '通过' }).click();
    await expect(toast(page, '已通过调整')).toBeVisible();
    await expect(row).toHaveCount(0);

    // What qinghe_laozhou (¥980.00 of income, §11) sees.
    const context = await browser.newContext();
    const own = await context.newPage();
    await logInAs(own, 'qinghe_laozhou', { from: '/login?redirect=%2Fpersonal%2Fwallet' });
    await expect(figure(own, '可提现余额')).toHaveText('¥1,068.00');
    const line = own.getByRole('table', { name: '收支明细' }).getByRole('row').nth(1);
    await expect(line).toContainText('平台调整');
    await expect(line).toContainText('+¥88.00');
    await context.close();
  });
});

test.describe('a short-drama statement approved by finance credits the partner', () => {
  test.describe.configure({ mode: 'serial' });
  const operator = sharedPage('operator', { from: '/enter' });
  const admin = sharedPage('admin', { from: '/enter' });
  const mcn = sharedPage('mcn');
  const period = previousMonth();

  test('the preparer (operator) cannot approve it', async () => {
    const page = operator();
    await navigate(page, '/playlet/finance');
    await expect(page.getByRole('heading', { level: 1, name: '财务审核' })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^详情：HT-\\d{4}-0001 ${period}$`) }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^分账单 HT-\\d{4}-0001 ${period}$`) });
    await expect(drawer).toContainText('《归途》');
    await expect(drawer.getByRole('button', { name: '通过' })).toBeDisabled();
    await drawer.getByRole('button', { name: '通过' }).locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toContainText('分账单的制作人与审核人不能为同一人');
    await page.mouse.move(0, 0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await requestsSettled(page);
  });

  test('the admin approves 《归途》’s month and the partner sees the credit and the message', async () => {
    const page = admin();
    await navigate(page, '/playlet/finance');
    await page.getByRole('button', { name: new RegExp(`^详情：HT-\\d{4}-0001 ${period}$`) }).click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^分账单 HT-\\d{4}-0001 ${period}$`) });
    await expect(drawer).toContainText('¥21,450.00');
    await drawer.getByRole('button', { name: '通过' }).click();
    const confirm = page.getByRole('alertdialog', { name: '通过分账单' });
    await expect(confirm).toContainText('通过后将向合作方钱包入账 ¥21,450.00');
    await confirm.getByRole('button', { name: '通过' }).click();
    await expect(toast(page, '已通过分账单，已向合作方入账 ¥21,450.00')).toBeVisible();

    const partner = mcn();
    await navigate(partner, '/personal/wallet');
    // ¥5,900.00 before (§11) and the month's share.
    await expect(figure(partner, '可提现余额')).toHaveText('¥27,350.00');
    const line = partner.getByRole('table', { name: '收支明细' }).getByRole('row').nth(1);
    await expect(line).toContainText('短剧分成');
    await expect(line).toContainText('+¥21,450.00');
    // The newest wallet notice, opened in full.
    await navigate(partner, '/inform/index?type=5');
    await partner.getByRole('link', { name: '短剧分成已入账' }).first().click();
    await expect(partner.getByRole('heading', { level: 2, name: '短剧分成已入账' })).toBeVisible();
    await expect(partner.getByText(`《归途》${period} 分成 ¥21,450.00 已入账`)).toBeVisible();
  });
});

test.describe(() => {
  test.describe.configure({ mode: 'serial' });
  const creatorLive = sharedPage('creator_live');

  test('a creator who cannot withdraw sees every reason with the link that fixes it', async () => {
    const page = creatorLive();
    await navigate(page, '/personal/wallet');
    await expect(page.getByRole('heading', { level: 1, name: '我的钱包' })).toBeVisible();
    await expect(page.getByRole('button', { name: '提现', exact: true })).toBeDisabled();
    const reasons = page.getByRole('region', { name: '暂不能提现的原因' }).getByRole('listitem');
    const fix = (message: string) =>
      reasons.filter({ hasText: message }).getByRole('link', { name: '去处理' });
    await expect(fix('请先完成实名认证后再提现')).toHaveAttribute('href', '/certification/personal');
    await expect(fix('请先完成企业认证后再申请企业提现')).toHaveAttribute(
      'href',
      '/certification/enterprise',
    );
    await expect(fix('请先绑定收款银行卡')).toHaveAttribute('href', '/personal/wallet?bind=personal');
    await fix('请先完成实名认证后再提现').click();
    await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();
  });
});

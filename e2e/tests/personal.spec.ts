import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { logInAs, requestsSettled } from './support/session';

/**
 * The personal centre (/personal/index):
 *
 * - 账号资料: avatar, username, real name, the phone masked, role and entity.
 * - 认证信息: the states of `/api/my_cert_info` — 实名认证, 企业认证, MCN 认证, 身份认证, 兴趣认证 —
 *   as status tags (未认证 / 审核中 / 已通过 / 已驳回), each linking to its application page when the
 *   user's menu has one (去认证 when none yet, else 查看).
 * - 钱包: links to 我的钱包 and 提现 for roles whose menu has them.
 */

const certRow = (page: Page, name: string) =>
  page
    .getByRole('region', { name: '认证信息' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });

test.describe('personal centre', () => {
  test('a creator sees their profile, certification states and wallet links', async ({ page }) => {
    await logInAs(page, 'creator', { from: '/login?redirect=%2Fpersonal%2Findex' });
    await expect(page.getByRole('heading', { level: 1, name: '个人中心' })).toBeVisible();

    const profile = page.getByRole('region', { name: '账号资料' });
    await expect(profile.getByText('山野厨房阿杰').first()).toBeVisible();
    await expect(profile.getByText('陈志杰')).toBeVisible();
    await expect(profile.getByText('阿杰美食工作室')).toBeVisible();
    await expect(profile.getByText('创作者')).toBeVisible();
    // The phone only ever arrives masked.
    await expect(profile.getByText(/^138\*+0003$/)).toBeVisible();
    await expect(profile.getByText('13800000003')).toHaveCount(0);

    await expect(certRow(page, '实名认证').getByText('已通过')).toBeVisible();
    await expect(certRow(page, '身份认证').getByText('审核中')).toBeVisible();
    await expect(certRow(page, '企业认证').getByText('未认证')).toBeVisible();
    await expect(certRow(page, '企业认证').getByRole('link', { name: '去认证：企业认证' })).toHaveAttribute(
      'href',
      '/certification/enterprise',
    );
    await expect(certRow(page, '实名认证').getByRole('link', { name: '查看：实名认证' })).toHaveAttribute(
      'href',
      '/certification/personal',
    );
    await expect(page.getByRole('link', { name: '我的认证' })).toHaveAttribute(
      'href',
      '/certification/index',
    );

    const wallet = page.getByRole('region', { name: '钱包' });
    await expect(wallet.getByRole('link', { name: '我的钱包' })).toHaveAttribute('href', '/personal/wallet');
    await wallet.getByRole('link', { name: '提现' }).click();
    await expect(page).toHaveURL('/personal/withdraw');
    await expect(page.getByRole('tab', { name: '个人提现' })).toBeVisible();
  });

  test('a rejected application shows as 已驳回', async ({ page }) => {
    await logInAs(page, 'creator_live', { from: '/login?redirect=%2Fpersonal%2Findex' });
    await expect(certRow(page, '实名认证').getByText('已驳回')).toBeVisible();
    await expect(certRow(page, '企业认证').getByText('审核中')).toBeVisible();
  });

  test('an operator sees the states without application links or wallet', async ({ page }) => {
    await logInAs(page, 'operator', { from: '/login?redirect=%2Fpersonal%2Findex' });
    await expect(certRow(page, '实名认证')).toBeVisible();
    await expect(page.getByRole('region', { name: '认证信息' }).getByRole('link')).toHaveCount(0);
    await expect(page.getByRole('region', { name: '钱包' })).toHaveCount(0);
  });

  test('has no axe violations', async ({ page }) => {
    await logInAs(page, 'mcn', { from: '/login?redirect=%2Fpersonal%2Findex' });
    await expect(certRow(page, 'MCN 认证').getByText('已通过')).toBeVisible();
    await requestsSettled(page);
    const { violations } = await axe(page).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual([]);
  });
});

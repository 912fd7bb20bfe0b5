import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { bearer, logInAs, mainNav, navigate, requestsSettled, storedToken, toast } from './support/session';

/**
 * The operator's certification review (/approval/*):
 *
 * - Each certification type has a queue (a table) filtered by status — 待审核 (the default), 已通过,
 *   已驳回, 全部 — and by applicant, a page at a time; the filters live in the URL.
 * - 审核 opens the application in a drawer (its id in the URL): the applicant, the fields, the
 *   documents as images, the masked ID-card number and phone, the review history and the decision.
 * - A masked value is revealed only after the 提示 dialog is confirmed, once per confirmation.
 * - 驳回 needs a message (quick reasons fill it in); the applicant then sees 已驳回 and the message.
 *   After a decision the next pending application opens and the sidebar's count drops.
 * - Approving an MCN certification makes the applicant an MCN: MCN management appears in their menu.
 *
 * Specs share one database per run, and later ones read certification states. This one decides
 * only seeded applications no later spec relies on — it rejects the real-name application of
 * 老周钓鱼记 (qinghe_laozhou) and approves the MCN application of mcn_pending (星芒娱乐) — and
 * adds a real-name application of the admin's own (平台管理员): the next one in the queue, and one
 * the admin may not decide. qinghe_mengmeng's real name is certification.spec's.
 */

/** The seeded real-name application of qinghe_laozhou (周国平). */
const APPLICANT = '老周钓鱼记';
const ID_NUMBER = '330501197509093011';
const MASKED_ID_NUMBER = '330501********3011';
const ADMIN = '平台管理员';

const drawer = (page: Page) => page.getByRole('dialog', { name: /申请$/ });
/** MCN management in the sidebar (/mcn/index): a link, or a group button while folded. */
const mcnMenu = (page: Page) =>
  mainNav(page)
    .getByRole('link', { name: 'MCN管理' })
    .or(mainNav(page).getByRole('button', { name: 'MCN管理' }));
const queue = (page: Page, name: string) => page.getByRole('table', { name });

/** The review-management badge in the sidebar: 审核管理 N 项待处理. */
async function pendingUsers(page: Page): Promise<number> {
  const response = await page.request.get('/api/reminders', { headers: bearer(await storedToken(page)) });
  return ((await response.json()) as { data: { user_count: number } }).data.user_count;
}

/** Someone else logs in in the same browser: the session goes first, as after a logout. */
async function switchUser(page: Page, account: string, options?: { from: string }) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await logInAs(page, account, options);
}

// Each test logs in two or three times (argon2id on a shared machine) and walks a whole review.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.describe('certification review', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await logInAs(page, 'admin', { from: '/enter' });
    const token = await storedToken(page);
    // The documents are the admin's own uploads: an application may name no one else's files.
    const upload = async (fixture: string) => {
      const uploaded = await page.request.post(`/api/files?purpose=certification&name=${fixture}`, {
        headers: { ...bearer(token), 'Content-Type': 'image/png' },
        data: readFileSync(fileURLToPath(new URL(`../fixtures/${fixture}`, import.meta.url))),
      });
      expect(uploaded.status()).toBe(200);
      return ((await uploaded.json()) as { data: { url: string } }).data.url;
    };
    const response = await page.request.post('/api/users_certification_apply', {
      headers: bearer(token),
      data: {
        type: 'personal',
        fields: {
          real_name: '王建国',
          id_number: '110105198001011238',
          id_front: await upload('id-front.png'),
          id_back: await upload('id-back.png'),
          face_image: await upload('face.png'),
        },
      },
    });
    expect(response.status()).toBe(200);
    await page.close();
  });

  test('the real-name queue: status filter in the URL, documents, one-time reveal, rejection', async ({
    page,
  }) => {
    await logInAs(page, 'operator', { from: '/enter' });
    const waiting = await pendingUsers(page);
    await expect(mainNav(page).getByRole('button', { name: `审核管理 ${waiting} 项待处理` })).toBeVisible();

    await navigate(page, '/approval/personal');
    await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();
    const table = queue(page, '实名认证申请列表');
    await expect(table.getByRole('row', { name: /老周钓鱼记/ })).toContainText('审核中');
    await expect(table.getByRole('row', { name: /平台管理员/ })).toContainText('审核中');
    await expect(table.getByText('已驳回')).toHaveCount(0);

    // The status filter is in the URL and survives a reload.
    await page.getByRole('combobox', { name: '审核状态' }).click();
    await page.getByRole('option', { name: '已驳回' }).click();
    await expect(page).toHaveURL(/[?&]status=3(&|$)/);
    await expect(table.getByRole('row', { name: /晚风说车/ })).toContainText('已驳回');
    await expect(table.getByRole('row', { name: /老周钓鱼记/ })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: '审核状态' })).toHaveText(/已驳回/);
    await expect(queue(page, '实名认证申请列表').getByRole('row', { name: /晚风说车/ })).toBeVisible();

    await page.getByRole('combobox', { name: '审核状态' }).click();
    await page.getByRole('option', { name: '待审核' }).click();
    await expect(page).toHaveURL(/[?&]status=1(&|$)/);

    // Open the application: its id is in the URL.
    await table.getByRole('button', { name: `审核 ${APPLICANT} 的实名认证申请` }).click();
    await expect(page).toHaveURL(/[?&]id=\d+(&|$)/);
    const detail = drawer(page);
    await expect(detail).toBeVisible();
    await expect(detail.getByText(APPLICANT, { exact: true })).toBeVisible();
    await expect(detail.getByText('周国平')).toBeVisible();

    // The documents, each by its label, open in the viewer.
    const documents = detail.getByRole('list', { name: '证件材料' });
    for (const label of ['身份证人像面', '身份证国徽面', '人脸照片']) {
      await expect(documents.getByRole('button', { name: `查看大图：${label}` })).toBeVisible();
    }
    await documents.getByRole('button', { name: '查看大图：身份证国徽面' }).click();
    const viewer = page.getByRole('dialog', { name: '身份证国徽面' });
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: '下一张' }).click();
    await expect(page.getByRole('dialog', { name: '人脸照片' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '人脸照片' })).toHaveCount(0);

    // The ID-card number is masked; cancelling the question keeps it so.
    const idNumber = detail.getByRole('group', { name: '身份证号' });
    await expect(idNumber).toContainText(MASKED_ID_NUMBER);
    await expect(detail).not.toContainText(ID_NUMBER);
    await idNumber.getByRole('button', { name: '查看 身份证号' }).click();
    const question = page.getByRole('alertdialog', { name: '提示' });
    await expect(question).toContainText('您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？');
    await question.getByRole('button', { name: '取消' }).click();
    await expect(toast(page, '已取消操作')).toBeVisible();
    await expect(idNumber).toContainText(MASKED_ID_NUMBER);

    // Confirming shows the value once; looking again needs a new confirmation.
    await idNumber.getByRole('button', { name: '查看 身份证号' }).click();
    await question.getByRole('button', { name: '确定' }).click();
    await expect(idNumber).toContainText(ID_NUMBER);
    await idNumber.getByRole('button', { name: '隐藏 身份证号' }).click();
    await expect(idNumber).toContainText(MASKED_ID_NUMBER);
    await idNumber.getByRole('button', { name: '查看 身份证号' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: '取消' }).click();
    await expect(idNumber).toContainText(MASKED_ID_NUMBER);

    // A rejection needs a message; a quick reason writes it.
    const decision = detail.getByRole('group', { name: '审核操作' });
    await decision.getByRole('button', { name: '驳回', exact: true }).click();
    const message = decision.getByRole('textbox', { name: '给创作者的说明' });
    await expect(message).toHaveAccessibleDescription(/驳回时请填写给创作者的说明/);
    await expect(message).toBeFocused();
    await decision.getByRole('button', { name: '证件照片不清晰' }).click();
    await expect(message).toHaveValue('证件照片不清晰，请重新上传清晰、完整的照片');
    await decision.getByRole('button', { name: '驳回', exact: true }).click();
    await expect(toast(page, `已驳回 ${APPLICANT} 的实名认证申请`)).toBeVisible();

    // The next pending application opens; the queue and the sidebar count follow.
    await expect(detail.getByText(ADMIN, { exact: true })).toBeVisible();
    await detail.getByRole('button', { name: '关闭' }).click();
    await expect(detail).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]id=/);
    await expect(table.getByRole('row', { name: /老周钓鱼记/ })).toHaveCount(0);
    await expect(
      mainNav(page).getByRole('button', { name: `审核管理 ${waiting - 1} 项待处理` }),
    ).toBeVisible();

    // The applicant reads the outcome.
    await switchUser(page, 'qinghe_laozhou', { from: '/login?redirect=%2Fcertification%2Findex' });
    const card = page.getByRole('list', { name: '认证列表' }).getByRole('article', { name: '实名认证' });
    await expect(card.getByText('已驳回')).toBeVisible();
    await expect(card.getByText('审核意见：证件照片不清晰，请重新上传清晰、完整的照片')).toBeVisible();
  });

  test('approving an MCN certification turns the pending MCN into an MCN', async ({ page }) => {
    await logInAs(page, 'mcn_pending');
    await expect(mcnMenu(page)).toHaveCount(0);
    await navigate(page, '/certification/index');
    const mcnCard = page.getByRole('list', { name: '认证列表' }).getByRole('article', { name: 'MCN 认证' });
    await expect(mcnCard.getByText('审核中')).toBeVisible();

    await switchUser(page, 'operator', { from: '/enter?redirect=%2Fapproval%2Fmcn' });
    await queue(page, 'MCN 认证申请列表')
      .getByRole('button', { name: '审核 星芒娱乐 的MCN 认证申请' })
      .click();
    const detail = drawer(page);
    await expect(detail.getByText('成都星芒文化传播有限公司')).toBeVisible();
    await expect(detail.getByRole('group', { name: '手机号' })).toContainText('138****0006');
    await detail.getByRole('button', { name: '通过', exact: true }).click();
    await expect(toast(page, '已通过 星芒娱乐 的MCN 认证申请')).toBeVisible();
    await expect(page.getByRole('dialog', { name: /申请$/ })).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]id=/);

    await switchUser(page, 'mcn_pending');
    await expect(mcnMenu(page)).toBeVisible();
    await navigate(page, '/certification/index');
    await expect(mcnCard.getByText('已通过')).toBeVisible();
    await navigate(page, '/mcn/index');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/mcn/index');
  });

  test('a reviewer cannot decide their own application: the server says so', async ({ page }) => {
    const own = `/approval/personal?q=${encodeURIComponent(ADMIN)}`;
    await logInAs(page, 'admin', { from: `/enter?redirect=${encodeURIComponent(own)}` });
    await queue(page, '实名认证申请列表')
      .getByRole('button', { name: `审核 ${ADMIN} 的实名认证申请` })
      .click();
    const detail = drawer(page);
    await expect(detail.getByText('这是你自己的申请，不能由你审核。')).toBeVisible();
    await detail.getByRole('button', { name: '通过', exact: true }).click();
    await expect(toast(page, '不能审核自己的认证申请')).toBeVisible();
    await expect(detail.getByText('审核中')).toBeVisible();
  });

  test('the user-information overview lists every pending application and has no axe violations', async ({
    page,
  }) => {
    await logInAs(page, 'operator', { from: '/enter' });
    const waiting = await pendingUsers(page);
    await navigate(page, '/approval/info');
    await expect(page.getByRole('heading', { level: 1, name: '用户信息' })).toBeVisible();
    const table = queue(page, '认证申请列表');
    await expect(table.getByRole('row')).toHaveCount(waiting + 1);
    await table.getByRole('button', { name: '审核 晚风说车 的企业认证申请' }).click();
    const summary = drawer(page).getByRole('list', { name: '该用户的全部认证' });
    await expect(summary.getByRole('listitem').filter({ hasText: '企业认证' })).toContainText('审核中');
    await expect(summary.getByRole('listitem').filter({ hasText: '实名认证' })).toContainText('已驳回');
    await requestsSettled(page);
    const { violations } = await axe(page).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual([]);
  });
});

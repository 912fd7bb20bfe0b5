import { fileURLToPath } from 'node:url';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { baseURL } from '../playwright.config';
import { apiSession, bearer, logInAs, navigate, requestsSettled, storedToken } from './support/session';

/**
 * My certification (/certification/index), the creator's summary:
 *
 * - One card per kind — 实名认证, 企业认证, MCN 认证, 身份认证, 兴趣认证 — with its state as a tag
 *   (未认证 / 审核中 / 已通过 / 已驳回), the latest application and the reviewer's message.
 * - Each links to its application page: 去认证 (none yet), 查看申请 (pending or approved), 重新申请
 *   (rejected).
 *
 * The real-name application (/certification/personal), as qinghe_mengmeng, a creator the seed gives
 * no real-name application:
 *
 * - 填写资料: the ID number is checked by the contract's rule under the field (the spec's two
 *   messages); both sides of the ID card are uploaded (e2e/fixtures) and previewed.
 * - 人脸识别: the face photo is taken with Chromium's fake camera, uploaded and previewed; after
 *   submitting, the summary shows 审核中 and the page shows the application read-only.
 * - The operator rejects it (the approval call on the real server); the page then shows the reason
 *   and the form prefilled, the camera is refused, so the face photo is an uploaded file instead,
 *   and the re-application (PUT) goes back to 审核中.
 * - A rejected interest application (qinghe_xiaoyu) re-applies from its prefilled form.
 */

const card = (page: Page, name: string) =>
  page.getByRole('list', { name: '认证列表' }).getByRole('article', { name });

test.describe('my certification', () => {
  test('shows each kind with its state, the reviewer message and the next step', async ({ page }) => {
    await logInAs(page, 'creator_live', { from: '/login?redirect=%2Fcertification%2Findex' });
    await expect(page.getByRole('heading', { level: 1, name: '我的认证' })).toBeVisible();

    const personal = card(page, '实名认证');
    await expect(personal.getByText('已驳回')).toBeVisible();
    await expect(personal.getByText(/审核意见：身份证国徽面照片模糊/)).toBeVisible();
    await expect(personal.getByRole('link', { name: '重新申请：实名认证' })).toHaveAttribute(
      'href',
      '/certification/personal',
    );

    const enterprise = card(page, '企业认证');
    await expect(enterprise.getByText('审核中')).toBeVisible();
    await expect(enterprise.getByRole('link', { name: '查看申请：企业认证' })).toBeVisible();

    const mcn = card(page, 'MCN 认证');
    await expect(mcn.getByText('未认证')).toBeVisible();
    await expect(mcn.getByText('尚未提交申请')).toBeVisible();
    await expect(mcn.getByRole('link', { name: '去认证：MCN 认证' })).toHaveAttribute(
      'href',
      '/certification/mcn',
    );

    await requestsSettled(page);
    const { violations } = await axe(page).analyze();
    expect(violations.map(({ id, nodes }) => ({ id, targets: nodes.map((n) => n.target) }))).toEqual([]);
  });
});

// Chromium's fake camera (a test pattern, `--use-fake-device-for-media-stream` in the config's
// launch options) answers getUserMedia; the permission decides the rest.

/** The user has refused the camera for the console's origin, as in the browser's site settings. */
async function denyCamera(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Browser.setPermission', {
    permission: { name: 'camera' },
    setting: 'denied',
    origin: baseURL,
  });
}

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

const ID_MESSAGES = {
  format: '身份证仅能为15位或18位且前两位为有效行政区划代码',
  checkDigit: '身份证最后一位校验码不正确',
};
const APPLICANT = 'qinghe_mengmeng';
const REJECTION = '人脸照片不清晰，请重新拍摄正面照片';

/** The hidden file input behind an upload button (the button opens it). */
const fileInput = (page: Page, label: string) => page.locator(`input[type="file"][aria-label="${label}"]`);

/** The applicant's own application of a kind, through the real API with the page's session. */
async function ownApplicationId(page: Page, type: string): Promise<number> {
  const response = await page.request.get('/api/my_cert_info', { headers: bearer(await storedToken(page)) });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { applications: { id: number; type: string }[] } };
  const application = data.applications.find((candidate) => candidate.type === type);
  expect(application, `${type} application`).toBeTruthy();
  return application!.id;
}

/** The operator rejects an application on the real server, as the review screen does. */
async function rejectAsOperator(browser: Browser, id: number, message: string): Promise<void> {
  const { api, token } = await apiSession(browser, 'operator', { from: '/enter' });
  const response = await api.post(`/api/users_certification_apply_approval/${id}`, {
    headers: bearer(token),
    data: { id, status: 3, message },
  });
  expect(response.status()).toBe(200);
  await api.dispose();
}

test.describe('the real-name application', () => {
  test.describe.configure({ mode: 'serial' });

  test.describe('with a camera', () => {
    test.use({ permissions: ['camera'] });

    test('checks the ID number, uploads the ID card, takes the face photo and submits', async ({ page }) => {
      await logInAs(page, APPLICANT, { from: '/login?redirect=%2Fcertification%2Findex' });
      await expect(card(page, '实名认证').getByText('未认证')).toBeVisible();
      await card(page, '实名认证').getByRole('link', { name: '去认证：实名认证' }).click();
      await expect(page).toHaveURL(/\/certification\/personal$/);
      await expect(page.getByRole('heading', { level: 1, name: '实名认证' })).toBeVisible();

      await page.getByLabel('真实姓名').fill('孙萌');
      const idNumber = page.getByLabel('身份证号');
      await idNumber.fill('33010619950318402');
      await idNumber.blur();
      await expect(idNumber).toHaveAccessibleDescription(new RegExp(ID_MESSAGES.format));
      await expect(page.getByText(ID_MESSAGES.format)).toBeVisible();

      await idNumber.fill('330106199503184020');
      await idNumber.blur();
      await expect(page.getByText(ID_MESSAGES.checkDigit)).toBeVisible();
      await expect(page.getByText(ID_MESSAGES.format)).toHaveCount(0);

      // Nothing uploaded yet: 下一步 shows the contract's messages under the documents.
      await idNumber.fill('330106199503184026');
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page.getByText(ID_MESSAGES.checkDigit)).toHaveCount(0);
      await expect(page.getByText('请上传身份证人像面')).toBeVisible();
      await expect(page.getByText('请上传身份证国徽面')).toBeVisible();

      await fileInput(page, '上传图片：身份证人像面').setInputFiles(fixture('id-front.png'));
      await expect(page.getByRole('img', { name: '身份证人像面预览' })).toBeVisible();
      await fileInput(page, '上传图片：身份证国徽面').setInputFiles(fixture('id-back.png'));
      await expect(page.getByRole('img', { name: '身份证国徽面预览' })).toBeVisible();
      await expect(page.getByText('请上传身份证人像面')).toHaveCount(0);
      await page.getByRole('button', { name: '下一步' }).click();

      const steps = page.getByRole('list', { name: '实名认证步骤' });
      await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
      const camera = page.getByRole('group', { name: '人脸拍摄' });
      await expect(camera.getByLabel('摄像头画面')).toBeVisible();
      await camera.getByRole('button', { name: '拍照' }).click();
      await expect(camera.getByRole('img', { name: '拍摄的照片' })).toBeVisible();
      await camera.getByRole('button', { name: '使用这张' }).click();
      await expect(page.getByRole('img', { name: '人脸照片预览' })).toBeVisible();
      await expect(page.getByText('人脸照片已就绪')).toBeVisible();

      await page.getByRole('button', { name: '提交申请' }).click();
      await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
      await page.getByRole('link', { name: '返回我的认证' }).first().click();
      await expect(page).toHaveURL(/\/certification\/index$/);
      await expect(card(page, '实名认证').getByText('审核中')).toBeVisible();
      await expect(card(page, '实名认证').getByText(/最近一次申请：孙萌/)).toBeVisible();

      // While it is reviewed, the application is shown read-only.
      await navigate(page, '/certification/personal');
      await expect(page.getByRole('heading', { name: '申请审核中' })).toBeVisible();
      const application = page.getByRole('definition');
      await expect(application.filter({ hasText: '孙萌' })).toBeVisible();
      await expect(application.filter({ hasText: '330106********4026' })).toBeVisible();
      await expect(page.getByRole('img', { name: '人脸照片预览' })).toBeVisible();
      await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
    });
  });

  test.describe('without a camera', () => {
    test('a rejected application re-applies, with an uploaded face photo when the camera is denied', async ({
      page,
      browser,
    }) => {
      await denyCamera(page);
      await logInAs(page, APPLICANT);
      await rejectAsOperator(browser, await ownApplicationId(page, 'personal'), REJECTION);

      await page.goto('/certification/index');
      await expect(card(page, '实名认证').getByText('已驳回')).toBeVisible();
      await card(page, '实名认证').getByRole('link', { name: '重新申请：实名认证' }).click();
      await expect(page.getByText(`驳回原因：${REJECTION}`)).toBeVisible();

      // Prefilled, except the masked ID number, which is entered again.
      await expect(page.getByLabel('真实姓名')).toHaveValue('孙萌');
      await expect(page.getByLabel('身份证号')).toHaveValue('');
      await expect(page.getByRole('img', { name: '身份证人像面预览' })).toBeVisible();
      await expect(page.getByRole('img', { name: '身份证国徽面预览' })).toBeVisible();
      await page.getByRole('button', { name: '下一步' }).click();
      await expect(page.getByText(ID_MESSAGES.format)).toBeVisible();
      await page.getByLabel('身份证号').fill('330106199503184026');
      await page.getByRole('button', { name: '下一步' }).click();

      // The earlier face photo is kept; take another, and the camera is refused.
      await expect(page.getByRole('img', { name: '人脸照片预览' })).toBeVisible();
      await page.getByRole('button', { name: '重新拍摄' }).click();
      const camera = page.getByRole('group', { name: '人脸拍摄' });
      await expect(camera.getByRole('alert')).toContainText('摄像头权限被拒绝');
      await expect(camera.getByRole('button', { name: '上传照片' })).toBeVisible();
      await fileInput(page, '上传照片').setInputFiles(fixture('face.png'));
      await expect(page.getByRole('img', { name: '人脸照片预览' })).toBeVisible();

      await page.getByRole('button', { name: '重新提交' }).click();
      await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
      await page.goto('/certification/index');
      await expect(card(page, '实名认证').getByText('审核中')).toBeVisible();
      await expect(card(page, '实名认证').getByText(/审核意见/)).toHaveCount(0);
    });
  });
});

test('a rejected interest application re-applies from its prefilled form', async ({ page }) => {
  await logInAs(page, 'qinghe_xiaoyu', { from: '/login?redirect=%2Fcertification%2Finterest' });
  await expect(page.getByText(/驳回原因：证明材料与申请的兴趣领域不符/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: '认证分类' })).toHaveText(/舞蹈/);
  await expect(page.getByRole('combobox', { name: '认证项' })).toHaveText(/街舞/);
  await expect(
    page.getByRole('region', { name: '认证条件：街舞' }).getByText(/作品累计获赞不少于 1 万/),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /证明材料预览/ })).toHaveCount(2);

  // The statement must not be empty: the contract's message shows before anything is sent.
  const statement = page.getByLabel('认证说明');
  await statement.fill('');
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByText('请填写认证说明')).toBeVisible();

  await statement.fill('每周更新街舞原创作品，近 30 天发布 6 条，累计获赞 12 万，附作品数据截图。');
  await fileInput(page, '上传图片（最多 9 张）').setInputFiles(fixture('id-front.png'));
  await expect(page.getByRole('img', { name: /证明材料预览/ })).toHaveCount(3);
  await page.getByRole('button', { name: '重新提交' }).click();
  await expect(page.getByRole('heading', { name: '申请已提交' })).toBeVisible();
  await page.getByRole('link', { name: '返回我的认证' }).first().click();
  await expect(card(page, '兴趣认证').getByText('审核中')).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { axe } from './support/axe';
import { navigate, requestsSettled, sharedPage } from './support/session';
import { PUBLIC_PAGES } from './support/public-pages';

/** axe on the page as it stands, once its requests are done (the progress bar has gone). */
async function accessibilityViolations(page: Page) {
  await requestsSettled(page);
  // Fades and slides (a toast coming in) end first: mid-way, text is drawn at partial opacity.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || !Number.isFinite(a.effect?.getComputedTiming().endTime)),
  );
  // The request progress bar is transient chrome at the top of every page (a background refresh may
  // start one while axe runs); the pages themselves are what these checks are about.
  const { violations } = await axe(page).exclude('[role="progressbar"]').analyze();
  return violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((node) => node.target) }));
}

type Shows = string | { role: 'table' | 'region' };

/**
 * A test that opens `path` in its group's page, waits for the page's heading and for what it
 * `shows` (a text, or the first element of a role), and runs axe.
 */
function pageTest(title: string, page: () => Page, path: string, heading: string, shows?: Shows) {
  test(title, async () => {
    const current = page();
    await navigate(current, path);
    await expect(current.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (shows !== undefined) {
      const shown = typeof shows === 'string' ? current.getByText(shows) : current.getByRole(shows.role);
      await expect(shown.first()).toBeVisible();
    }
    expect(await accessibilityViolations(current)).toEqual([]);
  });
}

/*
 * These tests only look: each group shares one page signed in as its account (`sharedPage`) and
 * every test opens its path in it as a link would (`navigate`), so the console's bundle and the
 * login are paid once per account, not once per test. A failing test skips the rest of its group.
 * The two workbench tests claim and give back a batch; they come last in the operator's group.
 */
test.describe('accessibility (axe)', () => {
  test.describe(() => {
    test.describe.configure({ mode: 'serial' });
    const visitor = sharedPage(null);

    for (const [path, heading] of PUBLIC_PAGES) {
      pageTest(`${path} has no violations`, visitor, path, heading);
    }
  });

  test.describe(() => {
    test.describe.configure({ mode: 'serial' });
    const creator = sharedPage('creator');

    pageTest('/dashboard in the signed-in layout has no violations', creator, '/dashboard', '首页');

    test('/analyse/user with its charts has no violations', async () => {
      const page = creator();
      await navigate(page, '/analyse/user');
      await expect(page.getByRole('heading', { level: 1, name: '数据概览' })).toBeVisible();
      await expect(page.getByRole('group', { name: '播放量趋势' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    // Read-only pages only: the account's applications stay as the seed made them.
    for (const [path, heading, shows] of [
      ['/certification/identity', '身份认证', '申请审核中'],
      ['/certification/enterprise', '企业认证', '统一社会信用代码'],
    ] as const) {
      pageTest(`${path} (creator) has no violations`, creator, path, heading, shows);
    }

    for (const [path, heading, shows] of [
      ['/video/create', '发布视频', '选择视频'],
      ['/video/index', '内容库', '秘制红烧肉的三个关键步骤'],
      ['/video/draft', '草稿箱', '腌酸菜的正确方法（未剪辑）'],
    ] as const) {
      pageTest(`${path} has no violations`, creator, path, heading, shows);
    }

    test('/video/edit with a draft in the publish form has no violations', async () => {
      const page = creator();
      await navigate(page, '/video/draft');
      await page.getByRole('link', { name: '编辑“腌酸菜的正确方法（未剪辑）”' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '编辑视频' })).toBeVisible();
      await expect(page.getByLabel('标题')).toHaveValue('腌酸菜的正确方法（未剪辑）');
      await expect(page.getByRole('group', { name: '视频封面' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    for (const [path, heading, shows] of [
      ['/video/album', '图集', '赶集见闻'],
      ['/video/album/edit', '编辑图集', '选择图片'],
    ] as const) {
      pageTest(`${path} has no violations`, creator, path, heading, shows);
    }

    test('/video/album/edit with a draft and its images has no violations', async () => {
      const page = creator();
      await navigate(page, '/video/album?status=draft');
      await page.getByRole('link', { name: '编辑“新菜试做（草稿）”' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '编辑图集' })).toBeVisible();
      await expect(page.getByLabel('标题')).toHaveValue('新菜试做（草稿）');
      await expect(page.getByRole('list', { name: '图集图片' }).getByRole('listitem').first()).toBeVisible();
      await requestsSettled(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('/video/album/detail of a published album has no violations', async () => {
      const page = creator();
      await navigate(page, '/video/album?status=published');
      await page.getByRole('link', { name: '查看“柴火灶的一天”' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '图集详情' })).toBeVisible();
      await expect(page.getByRole('list', { name: '图集图片（按顺序）' }).getByRole('img')).toHaveCount(6);
      await requestsSettled(page);
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  test.describe(() => {
    test.describe.configure({ mode: 'serial' });
    const creatorLive = sharedPage('creator_live');

    // Read-only pages only: the account's applications stay as the seed made them.
    for (const [path, heading, shows] of [
      ['/certification/personal', '实名认证', '上次申请未通过'],
      ['/certification/mcn', 'MCN认证', '机构介绍'],
      ['/certification/interest', '兴趣认证', '认证分类'],
    ] as const) {
      pageTest(`${path} (creator_live) has no violations`, creatorLive, path, heading, shows);
    }

    test('a certification form showing its field errors has no violations', async () => {
      const page = creatorLive();
      await navigate(page, '/certification/mcn');
      await page.getByRole('button', { name: '提交申请' }).click();
      await expect(page.getByText('请填写企业名称')).toBeVisible();
      await expect(page.getByText('请上传营业执照')).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });

  test.describe(() => {
    test.describe.configure({ mode: 'serial' });
    const admin = sharedPage('admin', { from: '/enter' });

    pageTest('/admin/white has no violations', admin, '/admin/white', '机审白名单', { role: 'table' });
  });

  test.describe(() => {
    test.describe.configure({ mode: 'serial' });
    const operator = sharedPage('operator', { from: '/enter' });

    for (const [path, heading] of [
      ['/approval/info', '用户信息'],
      ['/approval/personal', '实名认证'],
      ['/approval/enterprise', '企业认证'],
      ['/approval/mcn', 'MCN认证'],
      ['/approval/identity', '身份认证'],
      ['/approval/interest', '兴趣认证'],
    ] as const) {
      pageTest(`${path} with its queue has no violations`, operator, path, heading, { role: 'table' });
    }

    for (const [path, heading, shows] of [
      ['/audit/index', '视频列表', 'table'],
      ['/audit/option', '快捷审核设置', 'table'],
      ['/audit/statement', '创作者声明设置', 'table'],
      ['/log/video', '视频日志', 'table'],
      ['/audit/one', '机器审核', 'region'],
      ['/films/index', '图集列表', 'table'],
      ['/films/option', '快捷审核设置', 'table'],
      ['/log/album', '图集日志', 'table'],
    ] as const) {
      pageTest(`${path} has no violations`, operator, path, heading, { role: shows });
    }

    test('an album’s detail and edit form (/films/edit) has no violations', async () => {
      const page = operator();
      await navigate(page, '/films/index');
      await page
        .getByRole('link', { name: /^查看并编辑：/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: '图集详情' })).toBeVisible();
      await expect(page.getByRole('form', { name: '图集详情' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    for (const [title, path] of [
      ['the review workbench with a claimed item open', '/audit/two'],
      ['the album workbench with a claimed album open', '/films/two'],
    ] as const) {
      test(`${title} has no violations`, async () => {
        const page = operator();
        await navigate(page, path);
        await expect(page.getByRole('heading', { level: 1, name: '一审' })).toBeVisible();
        await page.getByRole('button', { name: /^领取/ }).click();
        await expect(page.getByRole('group', { name: '审核操作' })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
        // Give the batch back: later specs claim the same queue.
        await page.getByRole('button', { name: '释放全部' }).click();
        await expect(page.getByRole('group', { name: '审核操作' })).toHaveCount(0);
      });
    }
  });

  /*
   * The money pages (money.md §9), each for a role that has it, read-only: the seeded figures other
   * specs assert stay as they are. Drawers open on a seeded record and close without a decision.
   */
  test.describe('money pages', () => {
    test.describe(() => {
      test.describe.configure({ mode: 'serial' });
      const creator = sharedPage('creator');

      // The seeded figures (money.md §11): available ¥2,880.00.
      pageTest(
        '/personal/wallet (creator) has no violations',
        creator,
        '/personal/wallet',
        '我的钱包',
        '¥2,880.00',
      );
      pageTest('/personal/withdraw (creator) has no violations', creator, '/personal/withdraw', '提现', {
        role: 'table',
      });

      test('/personal/withdraw with an amount quoted and a withdrawal’s drawer has no violations', async () => {
        const page = creator();
        await navigate(page, '/personal/withdraw');
        await page.getByLabel('提现金额').fill('100');
        await expect(page.getByRole('button', { name: '计算说明' })).toBeEnabled();
        await page.getByRole('button', { name: '计算说明' }).click();
        await expect(page.getByRole('dialog', { name: '个税计算说明' })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await page.getByLabel('提现金额').fill('');
        await page
          .getByRole('table', { name: '提现记录' })
          .getByRole('button', { name: '详情' })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: /^提现详情 TX/ })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    });

    test.describe(() => {
      test.describe.configure({ mode: 'serial' });
      const mcn = sharedPage('mcn');

      pageTest('/personal/wallet (mcn) has no violations', mcn, '/personal/wallet', '我的钱包', '¥5,900.00');
      pageTest(
        '/personal/withdraw with the invoice form (mcn) has no violations',
        mcn,
        '/personal/withdraw?tab=company',
        '提现',
        '发票信息',
      );
    });

    test.describe(() => {
      test.describe.configure({ mode: 'serial' });
      const operator = sharedPage('operator', { from: '/enter' });

      for (const [path, heading] of [
        ['/finance/index', '列表审核'],
        ['/finance/account', '账户管理'],
        ['/finance/account?tab=adjustments', '账户管理'],
        ['/log/finance', '钱包日志'],
        ['/log/finance?tab=operations', '钱包日志'],
      ] as const) {
        pageTest(`${path} (operator) has no violations`, operator, path, heading, { role: 'table' });
      }
      pageTest(
        '/playlet/legal (operator) has no violations',
        operator,
        '/playlet/legal',
        '法务审核',
        '山海食记',
      );

      test('a withdrawal under review in /finance/index’s drawer has no violations', async () => {
        const page = operator();
        await navigate(page, '/finance/index');
        await page
          .getByRole('button', { name: /^审核 TX/ })
          .first()
          .click();
        await expect(page.getByRole('group', { name: '审核操作' })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });

      test('a ledger transaction with its legs in /log/finance has no violations', async () => {
        const page = operator();
        await navigate(page, '/log/finance');
        await page
          .getByRole('button', { name: /^查看流水 / })
          .first()
          .click();
        await expect(page.getByRole('table', { name: '分录' })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    });

    test.describe(() => {
      test.describe.configure({ mode: 'serial' });
      const admin = sharedPage('admin', { from: '/enter' });

      // Each with a seeded record (money.md §11) in view.
      for (const [path, heading, shows] of [
        ['/finance/personal', '个人提现', '¥1,500.00'],
        ['/finance/company', '企业提现', '26332000000198765432'],
        ['/finance/export', '财务表下载', '提现明细表'],
        ['/playlet/index', '合作用户', '青禾传媒'],
        ['/playlet/agreement', '合同管理', '夜航'],
        ['/playlet/finance', '财务审核', '归途'],
      ] as const) {
        pageTest(`${path} (admin) has no violations`, admin, path, heading, shows);
      }

      test('a pending statement’s drawer in /playlet/finance has no violations', async () => {
        const page = admin();
        await navigate(page, '/playlet/finance');
        await page
          .getByRole('button', { name: /^详情：HT-/ })
          .first()
          .click();
        await expect(page.getByRole('dialog', { name: /^分账单 HT-/ })).toBeVisible();
        expect(await accessibilityViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      });
    });
  });
});

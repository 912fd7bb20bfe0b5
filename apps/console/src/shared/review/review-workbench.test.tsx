import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, UiProvider } from '@creator-console/ui';
import { defineMessages } from '../i18n';
import { toaster } from '../notices';
import { defineReviewKind, type ReviewableItem } from './review-kind';
import { ReviewWorkbench } from './review-workbench';

vi.mock('@creator-console/auth/react', () => ({ useSession: () => ({ user: { name: '运营-林晓雯' } }) }));
vi.mock('../page-titles', () => ({ usePageTitles: () => ({ page: '一审', group: '测试审核' }) }));
vi.mock('../review-reasons/api', () => ({
  useReviewReasons: () => ({
    data: [
      { id: 1, kind: 'video', text: '画面模糊', sort: 1 },
      { id: 2, kind: 'video', text: '标题党', sort: 2 },
    ],
  }),
}));

type Item = ReviewableItem & { title: string; author: string };
const item = (id: number, title: string): Item => ({
  id,
  title,
  author: '山野厨房阿杰',
  locked_by: '运营-林晓雯',
  locked_until: new Date(Date.now() + 10 * 60_000).toISOString(),
  history: [],
});

const api = {
  claim: vi.fn<(stage: string, size: number) => Promise<Item[]>>(),
  release: vi.fn(async (_ids: number[]) => ({ released: 0 })),
  decide: vi.fn(async (..._args: unknown[]) => ({})),
  decideMany: vi.fn(),
  useWaitingCount: () => 7,
  isListKey: () => false,
  isItemKey: () => false,
};

/** A kind with a stage of its own words (as video review's machine stage) and a plain one. */
const testKind = defineReviewKind({
  reasons: 'video',
  api,
  stages: {
    gate: { hint: 'gateHint', approve: { key: 'keyLetThrough', done: 'letThrough' } },
    first: {},
  },
  stageName: (_locale, stage) => (stage === 'gate' ? '闸门' : '初审'),
  messages: defineMessages({
    'zh-CN': {
      noItem: '领取一批测试件后，在这里审核',
      noItemHint: '领取的测试件在 {minutes} 分钟内只由你处理',
      allDone: '本批测试件已全部处理',
      claimedNone: '暂无待审测试件',
      released: '已释放领取的测试件',
      batchHint: '已勾选 {count} 件',
      unsignedReviewer: '系统',
      gateHint: '闸门拦下的测试件在此等待',
      keyLetThrough: '放行',
      letThrough: '《{title}》已放行',
    },
    'en-US': {
      noItem: 'Claim test items',
      noItemHint: 'Yours for {minutes} minutes',
      allDone: 'Done',
      claimedNone: 'Nothing waits',
      released: 'Released',
      batchHint: '{count} checked',
      unsignedReviewer: 'System',
      gateHint: 'Held at the gate',
      keyLetThrough: 'Let through',
      letThrough: '“{title}” let through',
    },
  }),
  queueEntry: (entry) => ({ title: entry.title, submittedAt: '2026-05-01T08:00:00Z', author: entry.author }),
  ItemView: ({ item: open, children }: { item: Item; children: ReactNode }) => (
    <article aria-label={`正在审核：${open.title}`}>{children}</article>
  ),
});

const toastMessages = () => toaster.getToasts().map((toast) => toast.message);
const openItem = () => screen.getByRole('article', { name: /^正在审核：/ });

function renderWorkbench(stage: 'gate' | 'first' = 'first') {
  return render(
    <UiProvider>
      <ReviewWorkbench kind={testKind} stage={stage} />
    </UiProvider>,
  );
}

async function claim(items: Item[]) {
  api.claim.mockResolvedValueOnce(items);
  await userEvent.click(screen.getByRole('button', { name: /^领取/ }));
  await screen.findByRole('article', { name: /^正在审核：/ });
}

beforeEach(() => {
  for (const call of [api.claim, api.release, api.decide, api.decideMany]) call.mockClear();
});
afterEach(() => toaster.dismiss());

describe('ReviewWorkbench', () => {
  it('claims a batch at its stage, opens the first item, says so once and shows the lock', async () => {
    renderWorkbench();
    expect(screen.getByText('领取一批测试件后，在这里审核')).toBeVisible();
    await claim([item(1, '甲'), item(2, '乙')]);
    expect(api.claim).toHaveBeenCalledTimes(1);
    expect(api.claim).toHaveBeenCalledWith('first', 10);
    expect(openItem()).toHaveAccessibleName('正在审核：甲');
    expect(screen.getByRole('heading', { name: '初审队列' })).toBeVisible();
    expect(screen.getByRole('timer')).toHaveTextContent(/^锁定剩余 (10:00|9:5\d)$/);
    expect(toastMessages()).toEqual(['已领取 2 条']);
  });

  it('says when nothing waits', async () => {
    renderWorkbench();
    api.claim.mockResolvedValueOnce([]);
    await userEvent.click(screen.getByRole('button', { name: /^领取/ }));
    await waitFor(() => expect(toastMessages()).toEqual(['暂无待审测试件']));
  });

  it('decides the open item with the chips as reasons and the rest of the message, then opens the next', async () => {
    renderWorkbench();
    await claim([item(1, '甲'), item(2, '乙'), item(3, '丙'), item(4, '丁')]);
    await userEvent.keyboard('j');
    const bar = within(openItem()).getByRole('group', { name: '审核操作' });
    await userEvent.click(within(bar).getByRole('button', { name: /画面模糊/ }));
    await userEvent.type(within(bar).getByRole('textbox'), '\n请重新拍摄');
    await userEvent.click(within(bar).getByRole('button', { name: /^驳回/ }));
    await waitFor(() => expect(openItem()).toHaveAccessibleName('正在审核：丙'));
    expect(api.decide).toHaveBeenCalledWith('first', 2, {
      decision: 'reject',
      reasons: ['画面模糊'],
      message: '请重新拍摄',
    });
    expect(toastMessages()).toContain('《乙》已驳回');
  });

  it('says a stage’s own decisions in its words, with its hint and keys', async () => {
    renderWorkbench('gate');
    expect(screen.getByText('闸门拦下的测试件在此等待')).toBeVisible();
    await claim([item(1, '甲')]);
    await userEvent.click(within(openItem()).getByRole('button', { name: /^通过/ }));
    await waitFor(() => expect(toastMessages()).toContain('《甲》已放行'));
    expect(api.decide).toHaveBeenCalledWith('gate', 1, { decision: 'approve', reasons: [], message: '' });
    expect(toastMessages()).toContain('本批测试件已全部处理');
    await userEvent.keyboard('?');
    const help = await screen.findByRole('dialog', { name: '键盘快捷键' });
    expect(within(help).getByText('放行')).toBeVisible();
    expect(within(help).getByText('驳回')).toBeVisible();
  });

  it('takes an item someone else holds (202) out of the queue without a success toast', async () => {
    renderWorkbench();
    await claim([item(1, '甲'), item(2, '乙')]);
    api.decide.mockRejectedValueOnce(
      Object.assign(new Error('该内容正由其他审核员处理'), { name: 'BusinessError', status: 202 }),
    );
    await userEvent.click(within(openItem()).getByRole('button', { name: /^通过/ }));
    await waitFor(() => expect(openItem()).toHaveAccessibleName('正在审核：乙'));
    expect(screen.queryByRole('button', { name: /甲/ })).not.toBeInTheDocument();
    expect(toastMessages()).not.toContain('《甲》已通过');
  });

  it('decides the checked items together and takes the decided and the skipped out', async () => {
    renderWorkbench();
    await claim([item(1, '甲'), item(2, '乙'), item(3, '丙')]);
    api.decideMany.mockResolvedValueOnce({
      data: { decided: [{ id: 1 }], skipped: [{ id: 2, message: '该内容已被处理' }] },
      message: '1 条已处理，1 条跳过',
      status: 207,
    });
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“甲”' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '选择“乙”' }));
    expect(screen.getByText('已勾选 2 件')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /^通过/ }));
    await waitFor(() => expect(openItem()).toHaveAccessibleName('正在审核：丙'));
    expect(api.decideMany).toHaveBeenCalledWith('first', [1, 2], {
      decision: 'approve',
      reasons: [],
      message: '',
    });
    expect(toaster.getToasts()).toContainEqual(
      expect.objectContaining({ tone: 'caution', message: '1 条已处理，1 条跳过' }),
    );
    expect(screen.queryByRole('checkbox', { name: '选择“甲”' })).not.toBeInTheDocument();
  });

  it('moves with J and K anywhere on the page', async () => {
    renderWorkbench();
    await claim([item(1, '甲'), item(2, '乙')]);
    await userEvent.keyboard('j');
    expect(openItem()).toHaveAccessibleName('正在审核：乙');
    await userEvent.keyboard('k');
    expect(openItem()).toHaveAccessibleName('正在审核：甲');
  });

  it('closes the shortcut list on an Escape pressed right after ?, before the dialog has settled', async () => {
    render(
      <UiProvider>
        <Toaster toaster={toaster} />
        <ReviewWorkbench kind={testKind} stage="first" />
      </UiProvider>,
    );
    await claim([item(1, '甲')]);
    // The claim's toast is on screen: the dialog opens as a second dismissable layer.
    expect(screen.getByText('已领取 1 条')).toBeVisible();
    // Keys as a busy browser can deliver them: the dialog has rendered and taken the focus, but its
    // own Escape listener comes a scheduler task later, and the next key may come first.
    const press = (key: string) =>
      (document.activeElement ?? document.body).dispatchEvent(
        new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
      );
    // A key event in a browser renders at once (as under flushSync); what it schedules comes later.
    flushSync(() => press('?'));
    const help = screen.getByRole('dialog', { name: '键盘快捷键' });
    expect(help).toContainElement(document.activeElement as HTMLElement);
    press('Escape');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '键盘快捷键' })).not.toBeInTheDocument());
  });

  it('releases what it holds on 释放全部, and on leaving the page', async () => {
    const { unmount } = renderWorkbench();
    await claim([item(1, '甲'), item(2, '乙')]);
    await userEvent.click(screen.getByRole('button', { name: '释放全部' }));
    expect(api.release).toHaveBeenCalledWith([1, 2]);
    expect(toastMessages()).toContain('已释放领取的测试件');
    await claim([item(3, '丙')]);
    act(() => unmount());
    expect(api.release).toHaveBeenLastCalledWith([3]);
  });
});

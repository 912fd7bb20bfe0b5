import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError } from '@creator-console/api-client';
import { endpoints, type AdTaskDetail, type Endpoint, type MyTaskVideo } from '@creator-console/contract';
import { Toaster, UiProvider } from '@creator-console/ui';
import { apiClient } from '../../../shared/api';
import { toaster } from '../../../shared/notices';
import { StaffBindDialog } from './bind-dialog';

const calls: { endpoint: Endpoint; options: unknown }[] = [];
let refuse: string | null = null;

const check = (rule: MyTaskVideo['checks'][number]['rule'], ok: boolean, message: string) => ({
  rule,
  ok,
  message,
});
const passing = [
  check('published_public', true, '已发布公开'),
  check('published_in_window', true, '发布时间'),
  check('topics', true, '携带话题 #山野春笋季'),
  check('free', true, '未参与其他广告任务'),
  check('cap', true, '已投稿 0/3 条'),
];
const video = (id: number, title: string, checks = passing): MyTaskVideo => ({
  id,
  title,
  cover: null,
  status: 'published',
  visibility: 'public',
  published_at: '2026-05-01T02:00:00.000Z',
  plays: 23_400,
  topics: ['山野春笋季'],
  checks,
  bindable: checks.every((c) => c.ok),
});
const videos = [
  video(11, '春笋炖肉'),
  video(12, '周末野餐', [
    ...passing.slice(0, 2),
    check('topics', false, '视频缺少任务话题：#山野春笋季'),
    ...passing.slice(3),
  ]),
];
const user = (id: number, name: string) => ({ id, name, avatar: null, role: 'creator' });

function answer(endpoint: Endpoint, options: { query?: { q?: string } } | undefined): unknown {
  if (endpoint === endpoints.adTaskParticipants) {
    const all = [user(7, '林小厨'), user(8, '阿杰')];
    const q = options?.query?.q;
    const data = all.filter((u) => !q || u.name.includes(q)).map((u, i) => ({ id: i + 1, user: u }));
    return { data, total: data.length };
  }
  if (endpoint === endpoints.adParticipantVideos) {
    const q = options?.query?.q;
    const data = videos.filter((v) => !q || v.title.includes(q));
    return { data, total: data.length };
  }
  if (endpoint === endpoints.staffBindSubmission) {
    if (refuse) {
      throw new BusinessError(202, refuse, { message: refuse }, { method: 'POST', url: '/x' } as never);
    }
    return { id: 1 };
  }
  return null;
}

vi.mock('../../../shared/api', () => ({
  apiClient: {
    call: async (endpoint: Endpoint, options: unknown) => {
      calls.push({ endpoint, options });
      return answer(endpoint, options as never);
    },
  },
}));

const task = { id: 5, goods: [] } as unknown as AdTaskDetail;

function renderDialog(onClose = vi.fn()) {
  render(
    <UiProvider>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fetcher: ([endpoint, options]: [Endpoint, unknown]) => apiClient.call(endpoint, options as never),
        }}
      >
        <StaffBindDialog task={task} onClose={onClose} />
      </SWRConfig>
      <Toaster toaster={toaster} />
    </UiProvider>,
  );
  return onClose;
}

async function pickParticipant(name: string) {
  const select = await screen.findByRole('combobox', { name: /参与者/ });
  select.focus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

beforeEach(() => {
  calls.length = 0;
  refuse = null;
});

describe('手动关联视频', { timeout: 30_000 }, () => {
  it("lists the chosen participant's videos with their chips; only eligible ones can be chosen", async () => {
    const onClose = renderDialog();
    await pickParticipant('林小厨');
    const list = await screen.findByRole('list', { name: '林小厨 的视频' });
    const good = within(list).getByRole('listitem', { name: '春笋炖肉' });
    const bad = within(list).getByRole('listitem', { name: '周末野餐' });
    expect(within(good).getByText('播放 23,400')).toBeInTheDocument();
    expect(within(bad).getByText('✗ 视频缺少任务话题：#山野春笋季')).toBeInTheDocument();
    expect(within(bad).queryByRole('button')).toBeNull();
    expect(calls.find((c) => c.endpoint === endpoints.adParticipantVideos)?.options).toMatchObject({
      params: { id: 5, userId: 7 },
    });

    // Submitting without a video names what is missing.
    await userEvent.click(screen.getByRole('button', { name: '手动关联视频' }));
    expect(await screen.findByText('请选择视频')).toBeInTheDocument();

    const choose = within(good).getByRole('button', { name: '选择「春笋炖肉」' });
    await userEvent.click(choose);
    expect(choose).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: '备注' }), '线下确认');
    await userEvent.click(screen.getByRole('button', { name: '手动关联视频' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.endpoint === endpoints.staffBindSubmission)?.options).toEqual({
      params: { id: 5 },
      body: { video_id: 11, goods_id: null, note: '线下确认' },
    });
    expect(await screen.findByText('已关联视频，投稿已通过')).toBeInTheDocument();
  });

  it('searches participants and videos by keyword', async () => {
    renderDialog();
    await userEvent.type(await screen.findByRole('searchbox', { name: '搜索参与者' }), '阿杰');
    await waitFor(() =>
      expect(calls.some((c) => (c.options as { query?: { q?: string } }).query?.q === '阿杰')).toBe(true),
    );
    await pickParticipant('阿杰');
    await screen.findByRole('list', { name: '阿杰 的视频' });
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索视频标题' }), '野餐');
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '阿杰 的视频' })).getAllByRole('listitem')).toHaveLength(
        1,
      ),
    );
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索视频标题' }), '不存在');
    expect(await screen.findByText('没有匹配的视频')).toBeInTheDocument();
  });

  it("keeps the server's refusal on the form when it still refuses", async () => {
    refuse = '每人最多投稿 3 条';
    const onClose = renderDialog();
    await pickParticipant('林小厨');
    await userEvent.click(await screen.findByRole('button', { name: '选择「春笋炖肉」' }));
    await userEvent.click(screen.getByRole('button', { name: '手动关联视频' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('每人最多投稿 3 条');
    expect(onClose).not.toHaveBeenCalled();
  });
});

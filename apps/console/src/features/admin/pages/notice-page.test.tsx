import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { endpoints, type Announcement, type Endpoint } from '@creator-console/contract';
import { Toaster, UiProvider } from '@creator-console/ui';
import { toaster } from '../../../shared/notices';
import { apiClient } from '../../../shared/api';
import { RouteMetaContext } from '../../../shared/route-meta';
import AdminNoticePage from './notice-page';

const calls: { endpoint: Endpoint; options: unknown }[] = [];

const notice = (
  id: number,
  title: string,
  status: Announcement['status'],
  extra: Partial<Announcement> = {},
) => ({
  id,
  title,
  content: '第一行\n第二行',
  link: null,
  audience: { all: true },
  audience_summary: '全部用户',
  status,
  scheduled_at: null,
  sent_at: status === 'sent' ? '2026-03-01T02:00:00.000Z' : null,
  recipient_count: status === 'sent' ? 20 : 0,
  read_count: status === 'sent' ? 5 : 0,
  withdraw_reason: '',
  withdrawn_at: null,
  created_by: { id: 1, name: '运营-小王' },
  version: 1,
  created_at: '2026-03-01T01:00:00.000Z',
  updated_at: '2026-03-01T01:00:00.000Z',
  ...extra,
});

const rows = [notice(1, '版本更新说明', 'sent'), notice(2, '国庆假期审核时效调整', 'draft')];

function answer(endpoint: Endpoint): unknown {
  if (endpoint === endpoints.adminNotices) {
    return {
      data: rows,
      total: 2,
      counts: { all: 2, draft: 1, scheduled: 0, sending: 0, sent: 1, withdrawn: 0 },
    };
  }
  if (endpoint === endpoints.noticeAudienceOptions) {
    return {
      roles: [{ id: 3, name: '创作者' }],
      tags: [{ id: 1, name: '直播' }],
      groups: [{ id: 4, name: '内测用户' }],
      channels: [{ id: 1, name: '星图' }],
    };
  }
  if (endpoint === endpoints.previewNoticeAudience) {
    return { count: 12, sample: [{ id: 7, name: '阿杰' }] };
  }
  if (endpoint === endpoints.adminNoticeReceipts) {
    return { data: [{ user_id: 7, name: '阿杰', read_at: null }], total: 20, read: 5 };
  }
  if (endpoint === endpoints.createAdminNotice)
    return { ...notice(3, '新公告', 'sending'), audience_users: [] };
  return null;
}

vi.mock('../../../shared/api', () => ({
  apiClient: {
    call: (endpoint: Endpoint, options: unknown) => {
      calls.push({ endpoint, options });
      return Promise.resolve(answer(endpoint));
    },
  },
}));

const meta = {
  group: { path: '/admin', title: '系统管理', icon: 'setting', hidden: false, children: [] },
  page: {
    path: '/admin/notice',
    name: 'notice',
    title: '公告管理',
    hidden: false,
    component: 'admin/notice',
  },
};

function renderPage() {
  render(
    <UiProvider>
      <SWRConfig
        value={{
          provider: () => new Map(),
          fetcher: ([endpoint, options]: [Endpoint, unknown]) => apiClient.call(endpoint, options as never),
        }}
      >
        <MemoryRouter initialEntries={['/admin/notice']}>
          <RouteMetaContext.Provider value={meta as never}>
            <AdminNoticePage />
          </RouteMetaContext.Provider>
        </MemoryRouter>
      </SWRConfig>
      <Toaster toaster={toaster} />
    </UiProvider>,
  );
}

// The page's module graph (ui styles included) is slow to load on a busy machine.
describe('/admin/notice', { timeout: 30_000 }, () => {
  it('lists announcements with status counts, read share and the actions of each state', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: '公告列表' });
    expect(await within(table).findByText('版本更新说明')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '草稿（1）' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '已发送（1）' })).toBeInTheDocument();
    expect(within(table).getByText('5 / 20')).toBeInTheDocument();
    const [, sentRow, draftRow] = within(table).getAllByRole('row');
    expect(within(sentRow!).getByRole('button', { name: '撤回' })).toBeInTheDocument();
    expect(within(sentRow!).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(draftRow!).getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(within(draftRow!).queryByRole('button', { name: '撤回' })).toBeNull();
  });

  it('shows receipts with the read rate', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: '公告列表' });
    const [, sentRow] = within(table).getAllByRole('row');
    await userEvent.click(within(sentRow!).getByRole('button', { name: '回执' }));
    expect(await screen.findByText('接收 20 · 已读 5 · 已读率 25%')).toBeInTheDocument();
    expect(await screen.findByText('阿杰')).toBeInTheDocument();
  });

  it('writes a new announcement with a live estimate and a preview, and sends it', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '新建公告' }));
    const drawer = await screen.findByRole('dialog', { name: '新建公告' });
    await userEvent.type(within(drawer).getByRole('textbox', { name: /公告标题/ }), '新公告');
    await userEvent.type(within(drawer).getByRole('textbox', { name: /公告正文/ }), '正文第一行');
    expect(within(drawer).getByRole('heading', { name: '新公告' })).toBeInTheDocument();
    expect(await within(drawer).findByText('预计 12 人接收')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('radio', { name: '指定对象' }));
    expect(within(drawer).getByRole('checkbox', { name: '内测用户' })).toBeInTheDocument();
    // Nothing chosen: the contract's message, and no call.
    await userEvent.click(within(drawer).getByRole('button', { name: '发送' }));
    expect(await within(drawer).findByText('请选择接收对象')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('checkbox', { name: '内测用户' }));
    await userEvent.click(within(drawer).getByRole('button', { name: '发送' }));
    await waitFor(() =>
      expect(calls.some((call) => call.endpoint === endpoints.createAdminNotice)).toBe(true),
    );
    const created = calls.find((call) => call.endpoint === endpoints.createAdminNotice)!;
    expect(created.options).toEqual({
      body: {
        title: '新公告',
        content: '正文第一行',
        link: null,
        audience: { group_ids: [4] },
        send_mode: 'now',
        scheduled_at: null,
      },
    });
  });
});

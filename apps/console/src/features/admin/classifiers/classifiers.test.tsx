import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type AdminChannel, type AdminLabel } from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import { toaster } from '../../../shared/notices';
import { ClassifierListPage } from './classifier-list-page';
import { GroupMembersPage, importLines } from './group-members-page';
import { channelKind, labelKind, movedIds, type ClassifierKind } from './kinds';

const call = vi.fn();
let rows: unknown[] = [];
vi.mock('./api', () => ({
  useClassifierCall: () => ({ call, busy: false }),
  useClassifierRows: () => ({ data: { data: rows, total: rows.length }, isLoading: false, mutate: vi.fn() }),
  useClassifierMembers: () => ({ data: { data: [], total: 0 }, isLoading: false, mutate: vi.fn() }),
}));
let group: { data?: unknown; error?: unknown } = {};
vi.mock('../../../shared/use-endpoint', () => ({ useEndpoint: () => group }));
vi.mock('../../../shared/page-titles', () => ({
  usePageTitles: () => ({ page: '属性标签', group: '系统管理' }),
}));

const labels: AdminLabel[] = [
  { id: 1, name: '直播', description: '', tone: 'accent', builtin: true, position: 0, user_count: 1 },
  {
    id: 2,
    name: '签约创作者',
    description: '签约',
    tone: 'positive',
    builtin: false,
    position: 1,
    user_count: 3,
  },
  { id: 3, name: '重点扶持', description: '', tone: 'caution', builtin: false, position: 2, user_count: 0 },
];
const channels: AdminChannel[] = [
  { id: 7, name: '星图', code: 'xingtu', description: '', enabled: true, position: 0, user_count: 3 },
  { id: 8, name: '代理商', code: 'agency', description: '', enabled: false, position: 1, user_count: 0 },
];

function renderPage(kind: ClassifierKind) {
  render(
    <UiProvider>
      <MemoryRouter>
        <ClassifierListPage kind={kind} />
      </MemoryRouter>
    </UiProvider>,
  );
  return screen.getByRole('table');
}

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue(null);
});

describe('the kinds’ declarations', () => {
  it('moves a row one place and leaves the ends alone', () => {
    expect(movedIds(labels, 1, -1)).toEqual([2, 1, 3]);
    expect(movedIds(labels, 1, 1)).toEqual([1, 3, 2]);
    expect(movedIds(labels, 0, -1)).toEqual([1, 2, 3]);
    expect(movedIds(labels, 2, 1)).toEqual([1, 2, 3]);
  });

  it('says what 直播 does only on the built-in 直播 label', () => {
    const t = (key: string) => key;
    expect(labelKind.form.note?.(labels[0]!, t as never)).toBe('liveHint');
    expect(labelKind.form.note?.(labels[1]!, t as never)).toBeNull();
    expect(labelKind.form.note?.(null, t as never)).toBeNull();
  });

  it('sends an edited channel’s stored code, whatever the field holds', () => {
    const values = { name: '星图2', code: 'changed', description: '' };
    expect(channelKind.form.toInput(values, channels[0]!)).toEqual({ ...values, code: 'xingtu' });
    expect(channelKind.form.toInput(values, null)).toEqual(values);
  });

  it('reads import lines trimmed, without blank ones', () => {
    expect(importLines(' creator \n\n13800000004\r\n  ')).toEqual(['creator', '13800000004']);
  });
});

describe('the label list page', () => {
  beforeEach(() => {
    rows = labels;
  });

  it('shows each label in its tone, and keeps 直播 from being deleted', () => {
    const table = renderPage(labelKind as unknown as ClassifierKind);
    expect(within(table).getByText('签约创作者')).toBeVisible();
    expect(within(table).getByRole('button', { name: '删除 直播' })).toBeDisabled();
    expect(within(table).getByRole('button', { name: '删除 签约创作者' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: '上移 直播' })).toBeDisabled();
  });

  it('moves a label up with the whole new order', async () => {
    const table = renderPage(labelKind as unknown as ClassifierKind);
    await userEvent.click(within(table).getByRole('button', { name: '上移 重点扶持' }));
    expect(call).toHaveBeenCalledWith(endpoints.orderAdminLabels, { body: { ids: [1, 3, 2] } });
  });

  it('edits 直播 with its name locked and its effect said', async () => {
    const table = renderPage(labelKind as unknown as ClassifierKind);
    await userEvent.click(within(table).getByRole('button', { name: '编辑 直播' }));
    const drawer = await screen.findByRole('dialog', { name: '编辑标签' });
    expect(within(drawer).getByText('仅对创作者和 MCN 生效：带此标签的账号会看到「直播管理」')).toBeVisible();
    expect(within(drawer).getByRole('textbox', { name: /^标签名称/ })).toBeDisabled();
  });

  it('checks a new label by the contract before sending', async () => {
    renderPage(labelKind as unknown as ClassifierKind);
    await userEvent.click(screen.getByRole('button', { name: '新建标签' }));
    const drawer = await screen.findByRole('dialog', { name: '新建标签' });
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('请填写标签名称')).toBeVisible();
    expect(call).not.toHaveBeenCalled();
    await userEvent.type(within(drawer).getByRole('textbox', { name: /^标签名称/ }), '新标签');
    call.mockResolvedValueOnce({ ...labels[2], id: 9, name: '新标签' });
    await userEvent.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(endpoints.createAdminLabel, {
        body: { name: '新标签', description: '', tone: 'neutral' },
      }),
    );
  });
  it('deletes a label after the confirmation, and closes it on a refusal too', async () => {
    const show = vi.spyOn(toaster, 'show').mockClear();
    const table = renderPage(labelKind as unknown as ClassifierKind);
    await userEvent.click(within(table).getByRole('button', { name: '删除 签约创作者' }));
    let dialog = await screen.findByRole('alertdialog', { name: '删除标签' });
    expect(within(dialog).getByText('确定删除标签「签约创作者」？')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(call).toHaveBeenCalledWith(endpoints.deleteAdminLabel, { params: { id: 2 } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(show).toHaveBeenCalledWith({ tone: 'positive', message: '已删除标签「签约创作者」' });

    show.mockClear();
    call.mockRejectedValueOnce(new Error('refused'));
    await userEvent.click(within(table).getByRole('button', { name: '删除 重点扶持' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(show).not.toHaveBeenCalled();
  });
});

describe('the channel list page', () => {
  beforeEach(() => {
    rows = channels;
  });

  it('switches a channel off and greys a disabled one', async () => {
    const table = renderPage(channelKind as unknown as ClassifierKind);
    expect(within(table).getByText('已停用')).toBeVisible();
    const switches = within(table).getAllByRole('switch', { name: '启用' });
    expect(switches.map((item) => item.getAttribute('aria-checked'))).toEqual(['true', 'false']);
    await userEvent.click(switches[0]!);
    expect(call).toHaveBeenCalledWith(endpoints.setAdminChannelStatus, {
      params: { id: 7 },
      body: { enabled: false },
    });
  });
});

describe('the group members page', () => {
  const renderAt = (url: string) =>
    render(
      <UiProvider>
        <MemoryRouter initialEntries={[url]}>
          <GroupMembersPage />
        </MemoryRouter>
      </UiProvider>,
    );

  it('says 分组不存在 with a link back for a missing or unknown id', () => {
    group = {};
    renderAt('/admin/user-group');
    expect(screen.getByText('分组不存在')).toBeVisible();
    expect(screen.getByRole('link', { name: '返回分组管理' })).toHaveAttribute('href', '/admin/group');
  });

  it('imports lines and shows the result line with the unknown ones', async () => {
    group = {
      data: {
        id: 5,
        name: '内测用户',
        description: '新功能内测账号',
        member_count: 3,
        reference_count: 1,
        created_by: '管理员',
        updated_at: '2026-11-01T00:00:00.000Z',
      },
    };
    renderAt('/admin/user-group?id=5');
    expect(screen.getByRole('heading', { name: '内测用户' })).toBeVisible();
    call.mockResolvedValueOnce({ added: 1, existing: 1, failed: [], not_found: ['nobody'] });
    await userEvent.type(
      screen.getByRole('textbox', { name: /^用户名或手机号/ }),
      'creator{enter}mcn{enter}nobody',
    );
    await userEvent.click(screen.getByRole('button', { name: '导入' }));
    expect(call).toHaveBeenCalledWith(endpoints.importAdminGroupMembers, {
      params: { id: 5 },
      body: { lines: ['creator', 'mcn', 'nobody'] },
    });
    expect(await screen.findByText('已添加 1 个，已在分组中 1 个，未找到 1 个')).toBeVisible();
    expect(screen.getByText('未找到：nobody')).toBeVisible();
  });
});

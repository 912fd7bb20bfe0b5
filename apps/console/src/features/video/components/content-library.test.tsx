import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, Toaster, UiProvider, type DataTableKey } from '@creator-console/ui';
import { useListParams } from '../../../shared/list';
import { toaster } from '../../../shared/notices';
import { RouteMetaContext } from '../../../shared/route-meta';
import { albumKind, videoKind } from '../content-kinds';
import { albumParams } from './album-library';
import { ContentLibrary, type ContentKind, type ContentRow } from './content-library';
import type { ContentStatus } from './content-status';

const row = <Status extends ContentStatus>(
  id: number,
  title: string,
  status: Status,
  reasons: string[] = [],
) => ({
  id,
  title,
  status,
  review_reasons: reasons,
  review_message: reasons.length > 0 ? '请换一首配乐' : '',
  created_at: '2026-03-01T08:00:00.000Z',
});

const albums = [
  row(1, '赶集见闻', 'draft'),
  row(4, '', 'draft'),
  row(2, '腊味制作全过程', 'first_review'),
  row(3, '厨房角落随拍', 'rejected', ['画质模糊']),
];

const meta = {
  group: { path: '/video', title: '内容管理', icon: 'video', hidden: false, children: [] },
  page: { path: '/video/album', name: 'album', title: '图集', hidden: false, component: 'video/album' },
};

function Where() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function Library<Status extends ContentStatus>({
  kind,
  rows,
  remove,
  selectable,
}: {
  kind: ContentKind<Status>;
  rows: ContentRow<Status>[];
  remove: (id: number) => Promise<unknown>;
  selectable: boolean;
}) {
  const list = useListParams(albumParams);
  const [keys, setKeys] = useState<DataTableKey[]>([]);
  return (
    <ContentLibrary
      kind={kind}
      list={list as never}
      query={{ data: { data: rows, total: rows.length }, isLoading: false, mutate: () => undefined }}
      remove={remove}
      label="作品列表"
      lead={{
        key: 'title',
        header: '作品',
        cover: (_item, { alt, emptyLabel }) => <span>{`${alt}｜${emptyLabel}`}</span>,
        details: (_item, title) => <strong>{title}</strong>,
      }}
      columns={({ lead, status, dates, actions }) => [lead, status, dates, actions]}
      laterDates={(item, date) => [item.status === 'rejected' ? `退回 ${date(item.created_at)}` : null]}
      rowActions={(item, title) => <Button size="small">{`更多：${title}`}</Button>}
      create={{ to: '/video/album/edit', label: '新建', icon: 'plus' }}
      empty={{ title: '空', description: '没有内容' }}
      {...(selectable ? { selection: { keys, onChange: setKeys, actions: <span>批量</span> } } : {})}
    />
  );
}

function renderLibrary<Status extends ContentStatus>(
  kind: ContentKind<Status>,
  rows: ContentRow<Status>[],
  { url = '/video/album', selectable = false } = {},
) {
  const remove = vi.fn(() => Promise.resolve(null));
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <RouteMetaContext.Provider value={meta}>
          <Library kind={kind} rows={rows} remove={remove} selectable={selectable} />
          <Where />
        </RouteMetaContext.Provider>
      </MemoryRouter>
      <Toaster toaster={toaster} />
    </UiProvider>,
  );
  return { remove, address: () => screen.getByRole('status', { name: 'address' }).textContent };
}

const rowOf = (title: string) => screen.getByRole('row', { name: new RegExp(title) });

describe('ContentLibrary', () => {
  it('shows each row’s status and rejection reason; edit only for drafts and rejected, delete unless in review', () => {
    renderLibrary(albumKind, albums);
    expect(screen.getByRole('heading', { level: 1, name: '图集' })).toBeVisible();
    expect(screen.getByRole('table', { name: '作品列表' })).toBeVisible();

    const draft = rowOf('赶集见闻');
    expect(within(draft).getByText('“赶集见闻”的封面｜暂无封面')).toBeVisible();
    expect(within(draft).getByText('草稿')).toBeVisible();
    expect(within(draft).getByRole('link', { name: '编辑“赶集见闻”' })).toHaveAttribute(
      'href',
      '/video/album/edit?id=1',
    );
    expect(within(draft).getByRole('button', { name: '删除“赶集见闻”' })).toBeVisible();
    expect(within(draft).getByRole('button', { name: '更多：赶集见闻' })).toBeVisible();

    expect(screen.getByRole('button', { name: '删除“未命名图集”' })).toBeVisible();

    const inReview = rowOf('腊味制作全过程');
    expect(within(inReview).getByText('初审中')).toBeVisible();
    expect(within(inReview).queryByRole('link', { name: /编辑/ })).toBeNull();
    expect(within(inReview).queryByRole('button', { name: /删除/ })).toBeNull();

    const rejected = rowOf('厨房角落随拍');
    expect(within(rejected).getByText('未通过原因：画质模糊 · 请换一首配乐')).toBeVisible();
    expect(within(rejected).getByText(/^退回 /)).toBeVisible();
    expect(within(rejected).getByRole('link', { name: '编辑“厨房角落随拍”' })).toBeVisible();
  });

  it('keeps the status tab, keyword and page in the URL', async () => {
    const user = userEvent.setup();
    const { address } = renderLibrary(albumKind, albums, { url: '/video/album?page=2&q=旧' });
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: '未通过' }));
    expect(new URLSearchParams(address()!).get('status')).toBe('rejected');
    expect(new URLSearchParams(address()!).get('page')).toBeNull();

    const keyword = screen.getByRole('searchbox', { name: '标题' });
    expect(keyword).toHaveValue('旧');
    await user.clear(keyword);
    await user.type(keyword, '  赶集 ');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(new URLSearchParams(address()!).get('q')).toBe('赶集');

    await user.click(screen.getByRole('tab', { name: '全部' }));
    expect(new URLSearchParams(address()!).get('status')).toBeNull();
  });

  it('has no status tabs on a page of one status', () => {
    render(
      <UiProvider>
        <MemoryRouter>
          <RouteMetaContext.Provider value={meta}>
            <ContentLibrary
              kind={albumKind}
              list={{
                params: { page: 1, size: 10, status: null, q: '', start: '', end: '' },
                update: () => undefined,
                paging: { page: 1, size: 10, onChange: () => undefined },
                reset: () => undefined,
              }}
              query={{ data: { data: [], total: 0 }, isLoading: false, mutate: () => undefined }}
              remove={() => Promise.resolve()}
              label="草稿列表"
              tabs={false}
              lead={{ key: 'title', header: '作品', cover: () => null, details: (_item, title) => title }}
              columns={({ lead, status }) => [lead, status]}
              laterDates={() => []}
              create={{ to: '/video/album/edit', label: '新建图集', icon: 'plus' }}
              empty={{ title: '草稿箱是空的', description: '没有草稿' }}
            />
          </RouteMetaContext.Provider>
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByText('草稿箱是空的')).toBeVisible();
    expect(screen.getAllByRole('link', { name: '新建图集' })).toHaveLength(2);
  });

  it('deletes a row after confirmation, says so, and drops it from the selection', async () => {
    const user = userEvent.setup();
    const videos = [row(5, '春笋炒腊肉', 'draft'), row(6, '山里人家', 'published')];
    const { remove } = renderLibrary(videoKind, videos, { url: '/video/index', selectable: true });

    await user.click(screen.getByRole('checkbox', { name: '选择春笋炒腊肉' }));
    await user.click(screen.getByRole('checkbox', { name: '选择山里人家' }));
    expect(screen.getByText('已选择 2 项')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '删除“春笋炒腊肉”' }));
    const dialog = screen.getByRole('alertdialog', { name: '删除视频' });
    expect(within(dialog).getByText('确定删除“春笋炒腊肉”吗？删除后无法恢复。')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    expect(remove).toHaveBeenCalledWith(5);
    expect(await screen.findByText('已删除“春笋炒腊肉”')).toBeVisible();
    await waitFor(() => expect(screen.getByText('已选择 1 项')).toBeVisible());
  });

  it('clears the selection when the status tab changes', async () => {
    const user = userEvent.setup();
    renderLibrary(videoKind, [row(5, '春笋炒腊肉', 'draft')], { url: '/video/index', selectable: true });
    await user.click(screen.getByRole('checkbox', { name: '选择春笋炒腊肉' }));
    expect(screen.getByText('已选择 1 项')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: '草稿' }));
    expect(screen.queryByText(/已选择/)).toBeNull();
  });
});

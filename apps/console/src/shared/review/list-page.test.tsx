import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Button, UiProvider } from '@creator-console/ui';
import { defineMessages } from '../i18n';
import { IdFilter, urlParam } from '../list';
import { defineReviewListKind, ReviewListPage, reviewListParams } from './list-page';

vi.mock('../page-titles', () => ({ usePageTitles: () => ({ page: '内容列表', group: '测试审核' }) }));
// What the export button would send the export centre.
vi.mock('../exports/exports', () => ({
  ExportButton: ({ request }: { request: unknown }) => (
    <output aria-label="导出">{JSON.stringify(request)}</output>
  ),
}));

const words = {
  filters: '筛选',
  statusFilter: '状态',
  all: '全部',
  dateRange: '提交日期',
  keyword: '关键词',
  keywordHint: '标题、创作者',
  tableLabel: '内容列表',
  pagination: '内容列表分页',
  empty: '没有符合条件的内容',
  colTitle: '标题',
  colCreator: '创作者',
  colStatus: '状态',
  colReviewer: '审核员',
  colLock: '领取人',
  colSubmitted: '提交时间',
  colActions: '操作',
  edit: '详情',
  editLabel: '查看并编辑：{title}',
  creatorId: '创作者 ID',
  idInvalid: '请输入正整数 ID',
  onlyCreator: '只看 {name} 的内容',
};
const messages = defineMessages({ 'zh-CN': words, 'en-US': words });
const STATUSES = ['first_review', 'published', 'rejected'] as const;
const labels = { first_review: '初审中', published: '已发布', rejected: '未通过' };

type Item = {
  id: number;
  title: string;
  creator: { id: number; name: string };
  status: (typeof STATUSES)[number];
  reviewer: string | null;
  locked_by: string | null;
  submitted_at: string | null;
};
const items: Item[] = [
  {
    id: 1,
    title: '春笋',
    creator: { id: 7, name: '小林' },
    status: 'published',
    reviewer: '运营-林晓雯',
    locked_by: null,
    submitted_at: '2026-05-01T08:00:00.000Z',
  },
  {
    id: 2,
    title: '山间',
    creator: { id: 8, name: '阿木' },
    status: 'first_review',
    reviewer: null,
    locked_by: '管理员',
    submitted_at: null,
  },
];

function renderList(url: string, exportable = false) {
  const useList = vi.fn((_query: unknown) => ({
    data: { data: items, total: items.length },
    isLoading: false,
    mutate: vi.fn(),
  }));
  // A kind with a filter of its own among the standard ones and a column that replaces one.
  const kind = defineReviewListKind({
    params: reviewListParams(STATUSES, { creator: urlParam.id() }),
    statuses: STATUSES,
    statusLabels: () => labels,
    messages,
    editPath: '/things/edit',
    filter: (params) => ({ creator_id: params.creator }),
    useList,
    // The contract's one review export; the kind's own filter rides along.
    exportRequest: exportable ? (filter) => ({ kind: 'review_videos' as const, filter }) : undefined,
    filters: ({ status, dates, keyword }, { params, t }) => (
      <>
        {status}
        {dates}
        <IdFilter name="creator" label={t('creatorId')} value={params.creator} invalid={t('idInvalid')} />
        {keyword}
      </>
    ),
    columns: ({ title, status, reviewer, lock, submitted, actions }, { update, t }) => [
      title,
      {
        key: 'creator',
        header: t('colCreator'),
        cell: (row) => (
          <Button
            variant="ghost"
            aria-label={t('onlyCreator', { name: row.creator.name })}
            onClick={() => update({ creator: row.creator.id })}
          >
            {row.creator.name}
          </Button>
        ),
      },
      status,
      reviewer,
      lock,
      submitted,
      actions,
    ],
  });
  function Address() {
    return <output aria-label="地址">{useLocation().search}</output>;
  }
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <ReviewListPage kind={kind} />
        <Address />
      </MemoryRouter>
    </UiProvider>,
  );
  return useList;
}

/** The URL's search parameters, in any order. */
const address = () =>
  Object.fromEntries(new URLSearchParams(screen.getByRole('status', { name: '地址' }).textContent ?? ''));
const filters = () => screen.getByRole('search', { name: '筛选' });

describe('ReviewListPage', () => {
  it('shows each item with its status, reviewer and holder, and a link to its edit page', () => {
    renderList('/things/index');
    expect(screen.getByRole('heading', { level: 1, name: '内容列表' })).toBeVisible();
    expect(screen.queryByRole('status', { name: '导出' })).toBeNull();
    const table = screen.getByRole('table', { name: '内容列表' });
    const published = within(table).getByRole('row', { name: /春笋/ });
    expect(published).toHaveTextContent('已发布');
    expect(published).toHaveTextContent('运营-林晓雯');
    expect(within(published).getByRole('link', { name: '查看并编辑：春笋' })).toHaveAttribute(
      'href',
      '/things/edit?id=1',
    );
    const waiting = within(table).getByRole('row', { name: /山间/ });
    expect(waiting).toHaveTextContent('初审中');
    expect(waiting).toHaveTextContent('管理员');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['标题', '创作者', '状态', '审核员', '领取人', '提交时间', '操作']);
  });

  it('asks for the page and the filters of the URL, leaving out those not set', () => {
    const useList = renderList('/things/index?page=2&status=published&creator=7&q=%20春%20&start=2026-05-01');
    expect(useList).toHaveBeenLastCalledWith({
      page: 2,
      size: 10,
      status: 'published',
      creator_id: 7,
      keyword: '春',
      start_date: '2026-05-01',
    });
    expect(within(filters()).getByRole('textbox', { name: '关键词' })).toHaveValue('春');
    expect(within(filters()).getByRole('textbox', { name: '创作者 ID' })).toHaveValue('7');
  });

  it('exports the filtered list, without its paging, where the kind has an export', () => {
    renderList('/things/index?page=2&status=published&creator=7', true);
    expect(JSON.parse(screen.getByRole('status', { name: '导出' }).textContent ?? '')).toEqual({
      kind: 'review_videos',
      filter: { status: 'published', creator_id: 7 },
    });
  });

  it('searches with the typed keyword and id; an id that is not one is refused under its field', async () => {
    renderList('/things/index?page=3');
    const bar = filters();
    await userEvent.type(within(bar).getByRole('textbox', { name: '关键词' }), ' 山间 ');
    await userEvent.type(within(bar).getByRole('textbox', { name: '创作者 ID' }), 'abc');
    await userEvent.click(within(bar).getByRole('button', { name: '搜索' }));
    expect(within(bar).getByText('请输入正整数 ID')).toBeVisible();
    expect(address()).toEqual({ page: '3' });

    await userEvent.clear(within(bar).getByRole('textbox', { name: '创作者 ID' }));
    await userEvent.type(within(bar).getByRole('textbox', { name: '创作者 ID' }), '8');
    await userEvent.click(within(bar).getByRole('button', { name: '搜索' }));
    expect(within(bar).queryByText('请输入正整数 ID')).toBeNull();
    expect(address()).toEqual({ q: '山间', creator: '8' });
  });

  it("a kind's own column filters too, and the refused id it replaces is forgotten", async () => {
    renderList('/things/index');
    const bar = filters();
    await userEvent.type(within(bar).getByRole('textbox', { name: '创作者 ID' }), '-1');
    await userEvent.click(within(bar).getByRole('button', { name: '搜索' }));
    expect(within(bar).getByText('请输入正整数 ID')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '只看 阿木 的内容' }));
    expect(address()).toEqual({ creator: '8' });
    expect(within(bar).getByRole('textbox', { name: '创作者 ID' })).toHaveValue('8');
    expect(within(bar).queryByText('请输入正整数 ID')).toBeNull();
  });
});

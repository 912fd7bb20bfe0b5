import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Stack } from '../Stack';
import { StatusTag, reviewStates, type ReviewState } from '../StatusTag';
import { DataTable, type DataTableColumn, type DataTableKey, type DataTableSort } from './DataTable';

type Video = {
  id: number;
  title: string;
  author: string;
  state: ReviewState;
  plays: number;
  publishedAt: string;
};

const titles = ['春日骑行', '城市夜景', '家常菜', '猫咪日常', '山间露营', '旧物改造', '街头采访', '咖啡拉花'];
const authors = ['林晓', 'Chen Wei', '阿杰', '小鹿', '王芳'];

function makeVideos(count: number): Video[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    title: `${titles[index % titles.length]} ${index + 1}`,
    author: authors[index % authors.length] as string,
    state: reviewStates[index % reviewStates.length] as ReviewState,
    plays: (index * 7919) % 100_000,
    publishedAt: `2024-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
  }));
}

const videos = makeVideos(8);

const columns: DataTableColumn<Video>[] = [
  { key: 'title', header: '标题', sortable: true },
  { key: 'author', header: '作者', width: 120 },
  {
    key: 'state',
    header: '状态',
    width: 120,
    cell: (video) => <StatusTag kind="review" status={video.state} />,
  },
  {
    key: 'plays',
    header: '播放量',
    width: 120,
    align: 'right',
    sortable: true,
    cell: (video) => video.plays.toLocaleString('zh-CN'),
  },
  { key: 'publishedAt', header: '发布时间', width: 130, sortable: true },
];

function sortVideos(rows: readonly Video[], sort: DataTableSort | null): readonly Video[] {
  if (!sort) return rows;
  const key = sort.key as keyof Video;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => (a[key] > b[key] ? sign : a[key] < b[key] ? -sign : 0));
}

const bodyRows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getAllByRole('rowgroup')[1] as HTMLElement).queryAllByRole('row');

/** The generic table fixed to this file's row type, so the stories' args are typed. */
const VideoTable = DataTable<Video>;

const meta = {
  title: 'Components/DataTable',
  component: VideoTable,
  parameters: {
    docs: {
      description: {
        component: [
          'Rows and columns: `columns` ({ key, header, cell?, width?, align?, sortable? }), `rows` and `rowKey`. Sorting (`sort` + `onSortChange`), row selection with a bulk-action bar (`selectable`, `selectedKeys` + `onSelectionChange`, `bulkActions`), loading (skeleton rows) and empty states, a sticky header in a fixed `height`, and virtualised rendering of very long lists.',
          '',
          '**When to use**: lists of records — videos, creators, certification applications, withdrawals. Page on the server with `Pagination` under the table; the table never sorts or pages `rows` itself, it reports what the user asked for.',
          '**Alternatives**: a list of `Card`s for a few rich items; a description list for one record.',
          '**Accessibility**: a real `<table>` with column headers (`scope="col"`); sortable headers are buttons and the sorted column has `aria-sort`; row checkboxes are named “选择{first column}” (or `rowLabel`), the header one selects all on the page and shows a mixed state; Shift-clicking a row checkbox sets the range from the last one clicked; the selected count is a status message. Loading sets `aria-busy`. Virtualised, only the rows in view are in the DOM, so the table carries `aria-rowcount` and each row its `aria-rowindex`; the scroll container is focusable for keyboard scrolling.',
          '',
          '**Inside**: the column model, sort and selection are TanStack Table’s (its rows built only as they are read), the virtualised rows TanStack Virtual’s.',
        ].join('\n'),
      },
    },
  },
  args: { label: '视频列表', columns, rows: videos, rowKey: 'id' },
} satisfies Meta<typeof VideoTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: '视频列表' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(bodyRows(canvasElement)).toHaveLength(8);
  },
};

export const Sorting: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<DataTableSort | null>(null);
    return <DataTable<Video> {...args} rows={sortVideos(videos, sort)} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: '播放量' });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('春日骑行 1');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(bodyRows(canvasElement)[0]).toHaveTextContent('咖啡拉花 8');
  },
};

export const Selection: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<DataTableKey[]>([]);
    return (
      <DataTable<Video>
        {...args}
        selectable
        selectedKeys={selected}
        onSelectionChange={setSelected}
        bulkActions={
          <>
            <Button size="small">批量通过</Button>
            <Button size="small" tone="critical">
              批量驳回
            </Button>
          </>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择春日骑行 1' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '选择城市夜景 2' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/已选择 2 项|2 selected/);
    const all = canvas.getByRole('checkbox', { name: /全选本页|Select all/ }) as HTMLInputElement;
    await expect(all.indeterminate).toBe(true);
    // Shift-click: rows 2 to 5 take the state of the one clicked (one user, so Shift stays down).
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(canvas.getByRole('checkbox', { name: '选择山间露营 5' }));
    await user.keyboard('{/Shift}');
    await expect(canvas.getByRole('checkbox', { name: '选择猫咪日常 4' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(/5/);
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent(/8/);
    await expect(canvas.getByRole('button', { name: '批量驳回' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(canvasElement)).toHaveLength(5);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

export const CustomEmpty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        icon="video"
        size="small"
        title="还没有视频"
        action={
          <Button tone="accent" variant="solid">
            上传视频
          </Button>
        }
      />
    ),
  },
};

const fifty = makeVideos(50);

export const StickyHeader: Story = {
  args: { rows: fifty, height: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('region', { name: '视频列表' });
    const header = canvas.getByRole('columnheader', { name: '标题' });
    const top = header.getBoundingClientRect().top;
    scroller.scrollTop = 600;
    await waitFor(() => expect(header.getBoundingClientRect().top).toBe(top));
    // Fewer rows than VIRTUALIZE_FROM: all of them are rendered.
    await expect(bodyRows(canvasElement)).toHaveLength(50);
  },
};

/** 100 000 rows, of which only those in view are in the DOM. */
export const HundredThousandRows: Story = {
  parameters: {
    docs: {
      source: {
        // Written out: the generated snippet would print all 100 000 rows, seconds on every render.
        code: '<DataTable label="全部视频" columns={columns} rows={rows} rowKey="id" height={480} selectable selectedKeys={selected} onSelectionChange={setSelected} />',
      },
    },
  },
  render: function Render(args) {
    const rows = useMemo(() => makeVideos(100_000), []);
    const [selected, setSelected] = useState<DataTableKey[]>([]);
    return (
      <DataTable<Video>
        {...args}
        label="全部视频"
        rows={rows}
        height={480}
        selectable
        selectedKeys={selected}
        onSelectionChange={setSelected}
      />
    );
  },
  play: async ({ canvasElement }) => {
    // Plain selectors rather than role queries: this story is about speed, keep the test light too.
    const table = canvasElement.querySelector('table') as HTMLTableElement;
    await expect(table).toHaveAccessibleName('全部视频');
    await expect(table).toHaveAttribute('aria-rowcount', '100001');
    const scroller = canvasElement.querySelector('[data-part="scroller"]') as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    const row = await waitFor(() => {
      const last = table.querySelector<HTMLElement>('tr[aria-rowindex="100001"]');
      if (!last) throw new Error('row 100 000 is not rendered yet');
      return last;
    });
    await expect(row).toHaveTextContent('咖啡拉花 100000');
    await expect(row).toBeVisible();
    const rowBox = row.getBoundingClientRect();
    const viewBox = scroller.getBoundingClientRect();
    await expect(rowBox.bottom).toBeLessThanOrEqual(viewBox.bottom + 1);
    await expect(rowBox.top).toBeGreaterThanOrEqual(viewBox.top);
    await expect(table.querySelectorAll('tr').length).toBeLessThan(200);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="large">
      <DataTable<Video>
        {...args}
        label="对齐与排序"
        rows={videos.slice(0, 3)}
        defaultSort={{ key: 'plays', direction: 'desc' }}
      />
      <DataTable<Video>
        {...args}
        label="已选择"
        rows={videos.slice(0, 3)}
        selectable
        defaultSelectedKeys={[2]}
      />
      <DataTable<Video> {...args} label="加载中" rows={[]} loading loadingRows={2} />
      <DataTable<Video> {...args} label="空" rows={[]} />
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

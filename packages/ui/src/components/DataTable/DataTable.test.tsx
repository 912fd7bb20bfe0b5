import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { DataTable, type DataTableColumn, type DataTableKey, type DataTableSort } from './DataTable';

type Video = { id: number; title: string; plays: number };

const videos: Video[] = [
  { id: 1, title: '春日骑行', plays: 1200 },
  { id: 2, title: '城市夜景', plays: 560 },
  { id: 3, title: '家常菜', plays: 8800 },
];

const columns: DataTableColumn<Video>[] = [
  { key: 'title', header: '标题', sortable: true },
  {
    key: 'plays',
    header: '播放量',
    align: 'right',
    sortable: true,
    cell: (video) => video.plays.toLocaleString('zh-CN'),
  },
];

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1] as HTMLElement).queryAllByRole('row');

describe('DataTable', () => {
  it('renders a named table with column headers and one row per item', async () => {
    renderUi(<DataTable label="视频列表" columns={columns} rows={videos} rowKey="id" />);
    const table = screen.getByRole('table', { name: '视频列表' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['标题', '播放量']);
    expect(bodyRows().map((row) => row.textContent)).toEqual(['春日骑行1,200', '城市夜景560', '家常菜8,800']);
    expect(table).not.toHaveAttribute('aria-rowcount');
    await expectNoAxeViolations();
  });

  it('cycles sort ascending → descending → none and marks the header with aria-sort (uncontrolled)', async () => {
    const onSortChange = vi.fn();
    renderUi(<DataTable columns={columns} rows={videos} rowKey="id" onSortChange={onSortChange} />);
    const header = screen.getByRole('columnheader', { name: '播放量' });
    const button = within(header).getByRole('button', { name: '播放量' });
    expect(header).not.toHaveAttribute('aria-sort');
    await userEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'plays', direction: 'asc' });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'plays', direction: 'desc' });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(button);
    expect(onSortChange).toHaveBeenLastCalledWith(null);
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('shows the sort it is given and never reorders the rows itself (controlled)', async () => {
    function Controlled() {
      const [sort, setSort] = useState<DataTableSort | null>({ key: 'title', direction: 'asc' });
      const sorted = sort?.key === 'plays' ? [...videos].sort((a, b) => b.plays - a.plays) : videos;
      return <DataTable columns={columns} rows={sorted} rowKey="id" sort={sort} onSortChange={setSort} />;
    }
    renderUi(<Controlled />);
    expect(screen.getByRole('columnheader', { name: '标题' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: '播放量' }));
    expect(screen.getByRole('columnheader', { name: '标题' })).not.toHaveAttribute('aria-sort');
    expect(bodyRows()[0]).toHaveTextContent('家常菜');
  });

  it('selects rows, selects all on the page with a mixed state, and shows the bulk bar', async () => {
    const onSelectionChange = vi.fn();
    function Selectable() {
      const [keys, setKeys] = useState<DataTableKey[]>([99]);
      return (
        <DataTable
          columns={columns}
          rows={videos}
          rowKey="id"
          selectable
          selectedKeys={keys}
          onSelectionChange={(next) => {
            onSelectionChange(next);
            setKeys(next);
          }}
          bulkActions={(selected) => <Button size="small">批量删除 {selected.length}</Button>}
        />
      );
    }
    renderUi(<Selectable />);
    const all = screen.getByRole('checkbox', { name: '全选本页' });
    expect(all).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('已选择 1 项');

    await userEvent.click(screen.getByRole('checkbox', { name: '选择春日骑行' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([99, 1]);
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('已选择 2 项');
    expect(screen.getByRole('button', { name: '批量删除 2' })).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([99, 1, 2, 3]);
    expect(all).toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(false);

    await userEvent.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith([99]);

    await userEvent.click(screen.getByRole('button', { name: '取消选择' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('names row checkboxes with rowLabel, and works uncontrolled', async () => {
    renderUi(
      <DataTable
        columns={columns}
        rows={videos}
        rowKey="id"
        selectable
        rowLabel={(video) => `视频 ${video.id}`}
      />,
      { locale: 'en-US' },
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select 视频 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 selected');
    expect(bodyRows()[1]).toHaveAttribute('data-state', 'selected');
  });

  it('shows the keys a controlled caller hands back, even the array it was given and then changed', async () => {
    function AddsTheNext() {
      const [keys, setKeys] = useState<DataTableKey[]>([]);
      return (
        <DataTable
          columns={columns}
          rows={videos}
          rowKey="id"
          selectable
          selectedKeys={keys}
          onSelectionChange={(next) => {
            // Selecting a video selects the one after it too.
            if (next.length === 1) next.push(Number(next[0]) + 1);
            setKeys(next);
          }}
        />
      );
    }
    renderUi(<AddsTheNext />);
    await userEvent.click(screen.getByRole('checkbox', { name: '选择春日骑行' }));
    expect(screen.getByRole('checkbox', { name: '选择城市夜景' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('已选择 2 项');
    await userEvent.click(screen.getByRole('checkbox', { name: '选择春日骑行' }));
    expect(screen.getByRole('checkbox', { name: '选择春日骑行' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择城市夜景' })).toBeChecked();
  });

  it('while loading shows skeleton rows and is busy', async () => {
    renderUi(
      <DataTable
        label="视频列表"
        columns={columns}
        rows={[]}
        rowKey="id"
        loading
        loadingRows={3}
        selectable
      />,
    );
    const table = screen.getByRole('table', { name: '视频列表' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('shows an empty state without rows, or the one it is given', () => {
    const { unmount } = renderUi(<DataTable columns={columns} rows={[]} rowKey="id" />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    unmount();
    renderUi(<DataTable columns={columns} rows={[]} rowKey="id" empty={<p>还没有视频</p>} />);
    expect(screen.getByText('还没有视频')).toBeInTheDocument();
  });

  it('with a height and many rows renders only the rows in view and keeps row indices', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      title: `视频 ${index + 1}`,
      plays: index,
    }));
    const { container } = renderUi(
      <DataTable
        label="全部视频"
        columns={columns}
        rows={many}
        rowKey="id"
        height={440}
        rowHeight={44}
        overscan={5}
      />,
    );
    const table = screen.getByRole('table', { name: '全部视频' });
    expect(table).toHaveAttribute('aria-rowcount', '10001');
    const scroller = screen.getByRole('region', { name: '全部视频' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    // 10 rows in view + 5 overscan below.
    expect(bodyRows()).toHaveLength(15);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '2');

    scroller.scrollTop = 44 * 5000;
    fireEvent.scroll(scroller);
    const rendered = bodyRows();
    expect(rendered).toHaveLength(20);
    expect(rendered[0]).toHaveAttribute('aria-rowindex', '4997');
    expect(rendered[5]).toHaveTextContent('视频 5001');
    const [before] = container.querySelectorAll<HTMLElement>('[data-part="before"] td');
    expect(before?.style.height).toBe(`${44 * 4995}px`);

    scroller.scrollTop = 44 * 10_000;
    fireEvent.scroll(scroller);
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', '10001');
    expect(container.querySelector('[data-part="after"]')).toBeNull();
  });

  it('Shift-click sets every row from the last one clicked to it', async () => {
    const onSelectionChange = vi.fn();
    const five = Array.from({ length: 5 }, (_, index) => ({
      id: index + 1,
      title: `视频 ${index + 1}`,
      plays: index,
    }));
    const user = userEvent.setup();
    renderUi(
      <DataTable
        columns={columns}
        rows={five}
        rowKey="id"
        selectable
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: '选择视频 2' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: '选择视频 4' }));
    await user.keyboard('{/Shift}');
    expect(onSelectionChange).toHaveBeenLastCalledWith([2, 3, 4]);
    expect(screen.getByRole('checkbox', { name: '选择视频 3' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '选择视频 5' })).not.toBeChecked();

    // A plain click moves the anchor; Shift-clicking back clears the range the same way.
    await user.click(screen.getByRole('checkbox', { name: '选择视频 4' }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: '选择视频 3' }));
    await user.keyboard('{/Shift}');
    expect(onSelectionChange).toHaveBeenLastCalledWith([2]);
  });

  it('sorts and selects from the keyboard', async () => {
    const onSortChange = vi.fn();
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    renderUi(
      <DataTable
        columns={columns}
        rows={videos}
        rowKey="id"
        selectable
        onSortChange={onSortChange}
        onSelectionChange={onSelectionChange}
      />,
    );
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '全选本页' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '标题' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'title', direction: 'asc' });
    await user.tab();
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'plays', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: '标题' })).not.toHaveAttribute('aria-sort');
    await user.tab();
    expect(screen.getByRole('checkbox', { name: '选择春日骑行' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelectionChange).toHaveBeenLastCalledWith([1]);
  });

  it('virtualised, select all selects every row of the page, not only those in view', async () => {
    const onSelectionChange = vi.fn();
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      title: `视频 ${index + 1}`,
      plays: index,
    }));
    const user = userEvent.setup();
    renderUi(
      <DataTable
        label="全部视频"
        columns={columns}
        rows={many}
        rowKey="id"
        height={440}
        selectable
        defaultSelectedKeys={['其他页']}
        onSelectionChange={onSelectionChange}
      />,
    );
    const all = screen.getByRole('checkbox', { name: '全选本页' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(false);
    await user.click(all);
    const selected = onSelectionChange.mock.lastCall?.[0] as DataTableKey[];
    expect(selected).toHaveLength(10_001);
    expect(selected.slice(0, 3)).toEqual(['其他页', 1, 2]);
    expect(selected.at(-1)).toBe(10_000);
    expect(all).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('已选择 10001 项');

    await user.click(screen.getByRole('checkbox', { name: '选择视频 3' }));
    expect(onSelectionChange.mock.lastCall?.[0]).toHaveLength(10_000);
    expect(all).not.toBeChecked();
    expect(all.indeterminate).toBe(true);

    await user.click(all);
    await user.click(all);
    expect(onSelectionChange).toHaveBeenLastCalledWith(['其他页']);
    expect(all.indeterminate).toBe(false);
  });

  it('virtualised, follows new rows and a new row height', () => {
    const make = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        id: index + 1,
        title: `视频 ${index + 1}`,
        plays: index,
      }));
    const { container, rerender } = renderUi(
      <DataTable
        label="全部视频"
        columns={columns}
        rows={make(10_000)}
        rowKey="id"
        height={440}
        overscan={5}
      />,
    );
    const scroller = screen.getByRole('region', { name: '全部视频' });
    scroller.scrollTop = 44 * 10_000;
    fireEvent.scroll(scroller);
    expect(bodyRows().at(-1)).toHaveAttribute('aria-rowindex', '10001');

    // Fewer rows while scrolled past them: the last ones are shown, none that no longer exist.
    rerender(
      <DataTable label="全部视频" columns={columns} rows={make(500)} rowKey="id" height={440} overscan={5} />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '501');
    expect(bodyRows().at(-1)).toHaveTextContent('视频 500');

    rerender(
      <DataTable
        label="全部视频"
        columns={columns}
        rows={make(500)}
        rowKey="id"
        height={440}
        rowHeight={22}
        overscan={5}
      />,
    );
    scroller.scrollTop = 22 * 100;
    fireEvent.scroll(scroller);
    // 20 rows fit in 440 px now; the spacer above stands for the 95 rows before the overscan.
    expect(bodyRows()).toHaveLength(30);
    expect(bodyRows()[0]).toHaveAttribute('aria-rowindex', '97');
    const [before] = container.querySelectorAll<HTMLElement>('[data-part="before"] td');
    expect(before?.style.height).toBe(`${22 * 95}px`);
  });
});

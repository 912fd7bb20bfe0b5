import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState, UiProvider, type DataTableColumn } from '@creator-console/ui';
import { ListTable, type ListQuery } from './list-table';

type Row = { id: number; title: string };
const columns: DataTableColumn<Row>[] = [{ key: 'title', header: '标题' }];
const rows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, title: `视频 ${i + 1}` }));

function renderTable(query: Partial<ListQuery<Row>>, onPage = vi.fn()) {
  render(
    <UiProvider>
      <ListTable
        label="视频列表"
        columns={columns}
        rowKey="id"
        query={{ isLoading: false, mutate: vi.fn(), ...query }}
        paging={{ page: 1, size: 10, onChange: onPage }}
        pagingLabel="视频分页"
        empty={<EmptyState title="还没有视频" />}
      />
    </UiProvider>,
  );
  return onPage;
}

describe('ListTable', () => {
  it('shows the rows of the page and pages through the rest', async () => {
    const onPage = renderTable({ data: { data: rows(10), total: 25 } });
    expect(screen.getByRole('table', { name: '视频列表' })).toBeVisible();
    expect(screen.getByRole('cell', { name: '视频 10' })).toBeVisible();
    const pagination = screen.getByRole('navigation', { name: '视频分页' });
    expect(pagination).toHaveTextContent('共 25 条');
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPage).toHaveBeenCalledWith(2, 10);
  });

  it('says when the server stopped counting, and still pages up to the cap', async () => {
    const onPage = renderTable({ data: { data: rows(10), total: 10_000, total_relation: 'gte' } });
    expect(screen.getByText('超过 10,000 条')).toBeVisible();
    const pagination = screen.getByRole('navigation', { name: '视频分页' });
    expect(pagination).not.toHaveTextContent('共 10000 条');
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(onPage).toHaveBeenCalledWith(2, 10);
  });

  it('is busy while the first page loads', () => {
    renderTable({ isLoading: true });
    expect(screen.getByRole('table', { name: '视频列表' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation', { name: '视频分页' })).not.toBeInTheDocument();
  });

  it('says when there is nothing, without a pagination', () => {
    renderTable({ data: { data: [], total: 0 } });
    expect(screen.getByText('还没有视频')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: '视频分页' })).not.toBeInTheDocument();
  });

  it('offers a retry when the list could not be loaded', async () => {
    const mutate = vi.fn();
    renderTable({ error: new Error('网络错误'), mutate });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('列表加载失败')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(mutate).toHaveBeenCalledOnce();
  });

  it('keeps showing the last page when a refresh fails', () => {
    renderTable({ data: { data: rows(1), total: 1 }, error: new Error('网络错误') });
    expect(screen.getByRole('cell', { name: '视频 1' })).toBeVisible();
    expect(screen.queryByText('列表加载失败')).not.toBeInTheDocument();
  });
});

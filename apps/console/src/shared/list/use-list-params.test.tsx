import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { z } from 'zod';
import { UiProvider } from '@creator-console/ui';
import { paging as pagingFields, urlParam } from './list-params';
import { useListParams } from './use-list-params';
import { FilterBar, KeywordFilter, SearchButton } from './filters';

const schema = z.object({ ...pagingFields(), q: urlParam.text(), status: urlParam.oneOf(['a', 'b']) });

/** A list's filters and paging, with the URL they write shown beside them. */
function Filters() {
  const { params, update, paging, reset } = useListParams(schema);
  const location = useLocation();
  return (
    <>
      <FilterBar label="筛选" onSubmit={update}>
        <KeywordFilter name="q" label="关键词" value={params.q} />
        <SearchButton />
      </FilterBar>
      <button type="button" onClick={() => update({ status: 'b' })}>
        只看 b
      </button>
      <button type="button" onClick={() => paging.onChange(paging.page + 1, paging.size)}>
        下一页
      </button>
      <button type="button" onClick={() => paging.onChange(1, 50)}>
        每页 50
      </button>
      <button type="button" onClick={reset}>
        清空
      </button>
      <output aria-label="状态">{JSON.stringify(params)}</output>
      <output aria-label="地址">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) =>
  render(
    <UiProvider>
      <MemoryRouter initialEntries={[url]}>
        <Filters />
      </MemoryRouter>
    </UiProvider>,
  );
const state = () => JSON.parse(screen.getByRole('status', { name: '状态' }).textContent ?? '') as unknown;
const address = () => screen.getByRole('status', { name: '地址' }).textContent;

describe('useListParams', () => {
  it('reads the list state from the URL, with defaults for what is bad', () => {
    renderAt('/list?page=3&size=7&q=%20鱼%20&status=c');
    expect(state()).toEqual({ page: 3, size: 10, q: '鱼', status: null });
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('鱼');
  });

  it('searches with the typed keyword, from the first page', async () => {
    renderAt('/list?page=3');
    await userEvent.type(screen.getByRole('textbox', { name: '关键词' }), ' 小鱼 ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(address()).toBe(`?q=${encodeURIComponent('小鱼')}`);
    expect(state()).toEqual({ page: 1, size: 10, q: '小鱼', status: null });
  });

  it('goes back to the first page when a filter changes, and keeps it while paging', async () => {
    renderAt('/list?q=x');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(address()).toBe('?q=x&page=3&size=10');
    await userEvent.click(screen.getByRole('button', { name: '只看 b' }));
    expect(address()).toBe('?q=x&size=10&status=b');
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await userEvent.click(screen.getByRole('button', { name: '每页 50' }));
    expect(state()).toMatchObject({ page: 1, size: 50 });
  });

  it('clears every filter, and the typed keyword follows', async () => {
    renderAt('/list?q=鱼&status=a&page=2');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(address()).toBe('');
    expect(screen.getByRole('textbox', { name: '关键词' })).toHaveValue('');
  });
});

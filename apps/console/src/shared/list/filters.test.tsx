import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import { FilterBar, IdFilter, KeywordFilter, SearchButton, type FilterDrafts } from './filters';

/** A bar of a keyword and two id fields over local state, as a search outside the URL keeps it. */
function Bar({ onSearch }: { onSearch: (drafts: FilterDrafts) => void }) {
  const [searched, setSearched] = useState<FilterDrafts>({});
  return (
    <FilterBar
      label="筛选"
      onSubmit={(drafts) => {
        setSearched(drafts);
        onSearch(drafts);
      }}
    >
      <KeywordFilter name="q" label="关键词" value={searched.q ?? ''} />
      <IdFilter name="user" label="用户 ID" value={Number(searched.user) || null} invalid="用户 ID 无效" />
      <IdFilter name="target" label="对象 ID" value={null} invalid="对象 ID 无效" maxDigits={15} />
      <SearchButton />
    </FilterBar>
  );
}

function renderBar() {
  const onSearch = vi.fn();
  render(
    <UiProvider>
      <Bar onSearch={onSearch} />
    </UiProvider>,
  );
  return onSearch;
}
const field = (name: string) => screen.getByRole('textbox', { name });

describe('FilterBar with text filters', () => {
  it('searches with every field’s trimmed draft at once, Enter as the button', async () => {
    const onSearch = renderBar();
    await userEvent.type(field('关键词'), '  小鱼 ');
    await userEvent.type(field('对象 ID'), '123456789012345{Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ q: '小鱼', user: '', target: '123456789012345' });
    expect(field('关键词')).toHaveValue('小鱼');
  });

  it('refuses a search while any id is not one, each field saying so, until they are fixed', async () => {
    const onSearch = renderBar();
    await userEvent.type(field('用户 ID'), '0');
    await userEvent.type(field('对象 ID'), '1234567890123456');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).not.toHaveBeenCalled();
    expect(field('用户 ID')).toHaveAccessibleDescription('用户 ID 无效');
    expect(field('对象 ID')).toHaveAccessibleDescription('对象 ID 无效');

    await userEvent.clear(field('用户 ID'));
    await userEvent.type(field('用户 ID'), '42');
    await userEvent.clear(field('对象 ID'));
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ q: '', user: '42', target: '' });
    expect(screen.queryByText(/ID 无效/)).toBeNull();
  });
});

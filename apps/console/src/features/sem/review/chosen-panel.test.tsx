import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@creator-console/ui';
import { ChosenPanel, useChosenIds, type Chosen } from './chosen-panel';

const videos: Chosen[] = [
  { id: 1, title: '春笋炒腊肉', detail: '山野厨房阿杰 · 播放 2,300', cover: null },
  { id: 2, title: '一根春笋的十种吃法', detail: '小满的灶台 · 播放 1,800', cover: null },
];

function Harness({ initial }: { initial: number[] }) {
  const list = useChosenIds(initial, 6, '最多设置 6 条优秀视频');
  const byId = new Map(videos.map((video) => [video.id, video]));
  return (
    <>
      <button type="button" onClick={() => list.toggle(2)}>
        toggle 2
      </button>
      <ChosenPanel
        kind="featured"
        task={{ id: 9 }}
        list={list}
        items={list.chosen.map((id) => byId.get(id)!)}
      />
    </>
  );
}

const renderPanel = (initial: number[]) =>
  render(
    <UiProvider>
      <Harness initial={initial} />
    </UiProvider>,
  );

describe('ChosenPanel', () => {
  it('shows the saved choice in order with its counter, nothing to save yet', () => {
    renderPanel([2, 1]);
    const list = screen.getByRole('list', { name: '优秀视频（按顺序展示）' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('一根春笋的十种吃法'), expect.stringContaining('春笋炒腊肉')]);
    expect(screen.getByText('已选 2/6')).toBeVisible();
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    expect(screen.queryByText('有未保存的更改')).toBeNull();
  });

  it('says there are unsaved changes after a reorder, and not once it is back as saved', async () => {
    renderPanel([1, 2]);
    await userEvent.click(screen.getByRole('button', { name: '下移：春笋炒腊肉' }));
    expect(screen.getByText('有未保存的更改')).toBeVisible();
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: '下移：一根春笋的十种吃法' }));
    expect(screen.queryByText('有未保存的更改')).toBeNull();
  });

  it('counts an item added from the grid and removed from the list', async () => {
    renderPanel([1]);
    await userEvent.click(screen.getByRole('button', { name: 'toggle 2' }));
    expect(screen.getByText('已选 2/6')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '移除：春笋炒腊肉' }));
    expect(screen.getByText('已选 1/6')).toBeVisible();
    expect(screen.getByText('有未保存的更改')).toBeVisible();
  });
});

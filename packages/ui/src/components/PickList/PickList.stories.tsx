import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { PickList, type PickListItem, type PickListProps } from './PickList';

const thumb = (hue: number, title: string) => (
  <img
    alt={title}
    width={64}
    height={36}
    style={{ borderRadius: 4, objectFit: 'cover', background: `hsl(${hue} 45% 60%)` }}
    src={`data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="36"><rect width="64" height="36" fill="hsl(${hue},45%,60%)"/></svg>`,
    )}`}
  />
);

const videos: PickListItem<number>[] = [
  { id: 11, title: '春笋炒腊肉，山里人的家常味', detail: '山野厨房阿杰 · 播放 23,400' },
  { id: 12, title: '一根春笋的十种吃法', detail: '小满的灶台 · 播放 18,020' },
  { id: 13, title: '凌晨四点上山挖笋', detail: '山野厨房阿杰 · 播放 9,310' },
  { id: 14, title: '油焖笋，十分钟学会', detail: '阿婆的菜园 · 播放 6,002' },
  { id: 15, title: '笋干怎么晒才不发黑', detail: '小满的灶台 · 播放 4,870' },
  { id: 16, title: '春笋腌笃鲜', detail: '江南小厨 · 播放 3,105' },
].map((video, index) => ({ ...video, media: thumb(index * 50, video.title) }));

/** The list as a page holds it: the order lives in the caller's state. */
function Stateful({ initial, ...props }: Omit<PickListProps<number>, 'items'> & { initial: number[] }) {
  const [ids, setIds] = useState(initial);
  const byId = new Map(videos.map((video) => [video.id, video]));
  return (
    <PickList
      {...props}
      items={ids.map((id) => byId.get(id)!)}
      onChange={(next) => {
        setIds(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/PickList',
  component: Stateful,
  parameters: {
    docs: {
      description: {
        component: [
          'The items someone chose, in the order they will be shown: a task’s featured videos, its sample videos. A numbered list with 上移/下移/移除 per item, a title and the counter 已选 n/max.',
          '',
          '**When to use**: beside a grid or search of candidates the user adds from, when the order matters and there is a maximum. The caller keeps the ids; `onChange` receives them in the new order.',
          '**Alternatives**: a `DataTable` with a position column for long lists ordered by number; `CheckTree`/`Checkbox` when order does not matter.',
          '**Accessibility**: an ordered list named by `label`; each button names its item (上移：…); a move keeps the focus on the moved item’s button and is announced in a polite live region (已从第 1 位移到第 2 位), as is a removal; the focus then goes to the item that took the removed one’s place. Buttons at the ends are disabled.',
        ].join('\n'),
      },
    },
  },
  args: {
    label: '优秀视频（按顺序展示）',
    title: '优秀视频（按顺序展示）',
    max: 6,
    empty: '点「加入」把投稿设为优秀视频',
    initial: [11, 12, 13],
    onChange: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: '优秀视频（按顺序展示）' });
const titles = (canvasElement: HTMLElement) =>
  within(list(canvasElement))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-pick'));

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/已选 0\/6|0\/6 chosen/)).toBeVisible();
    await expect(canvas.getByText('点「加入」把投稿设为优秀视频')).toBeVisible();
    await expect(within(list(canvasElement)).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Some: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '优秀视频（按顺序展示）' })).toBeVisible();
    await expect(canvas.getByText(/已选 3\/6|3\/6 chosen/)).toBeVisible();
    await expect(titles(canvasElement)).toEqual(['11', '12', '13']);
    await expect(canvas.getByRole('button', { name: /上移：春笋炒腊肉|Move up: 春笋炒腊肉/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /下移：凌晨四点|Move down: 凌晨四点/ })).toBeDisabled();
    await expect(canvas.getByRole('img', { name: '一根春笋的十种吃法' })).toBeVisible();
  },
};

export const Full: Story = {
  name: 'Full (at max)',
  args: { initial: [11, 12, 13, 14, 15, 16] },
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText(/已选 6\/6|6\/6 chosen/);
    await expect(count).toHaveAttribute('data-full', 'true');
    await expect(within(list(canvasElement)).getAllByRole('listitem')).toHaveLength(6);
  },
};

export const ReorderByKeyboard: Story = {
  name: 'Reorder by keyboard',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const down = canvas.getByRole('button', { name: /下移：春笋炒腊肉|Move down: 春笋炒腊肉/ });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([12, 11, 13]);
    await expect(titles(canvasElement)).toEqual(['12', '11', '13']);
    await expect(canvas.getByRole('status')).toHaveTextContent(/已从第 1 位移到第 2 位|Moved from 1 to 2/);
    // The focus stays with the moved item, so Enter again moves it on.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /下移：春笋炒腊肉|Move down: 春笋炒腊肉/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(titles(canvasElement)).toEqual(['12', '13', '11']);
    // At the end its 下移 is disabled: the focus moves to its 上移.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /上移：春笋炒腊肉|Move up: 春笋炒腊肉/ })).toHaveFocus(),
    );
  },
};

export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /移除：一根春笋|Remove: 一根春笋/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([11, 13]);
    await expect(titles(canvasElement)).toEqual(['11', '13']);
    await expect(canvas.getByText(/已选 2\/6|2\/6 chosen/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/已移除：一根春笋|Removed: 一根春笋/);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /移除：凌晨四点|Remove: 凌晨四点/ })).toHaveFocus(),
    );
  },
};

export const WithNoticeAndFooter: Story = {
  name: 'With notice and footer',
  args: {
    max: 0,
    initial: [],
    notice: <p style={{ margin: 0 }}>此任务未设置优秀视频数量</p>,
    footer: <Button tone="accent">保存</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('此任务未设置优秀视频数量')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    await expect(within(list(canvasElement)).queryAllByRole('button')).toHaveLength(0);
  },
};

export const Dark: Story = { ...Some, globals: { theme: 'dark' } };

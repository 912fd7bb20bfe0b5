import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../Box';
import { Tag } from '../Tag';
import { Text } from '../Text';
import { MediaCard } from './MediaCard';

/** A 16:9 cover drawn inline, so the stories need no network. */
const cover =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#5b8c5a"/><circle cx="250" cy="50" r="28" fill="#f2d16b"/></svg>',
  );

const meta = {
  title: 'Components/MediaCard',
  component: MediaCard,
  parameters: {
    docs: {
      description: {
        component: [
          'A tile for a grid of things with a picture — a task, a video, an album: a 16:9 cover with badges laid over it, a title, a subtitle, free content and a muted footer.',
          '',
          '**When to use**: card grids where the picture helps recognise the item (the ad-task hall). With `onOpen` the whole card opens the item.',
          '**Alternatives**: `Card` for a block without a picture; a `DataTable` when items are compared by columns.',
          '**Accessibility**: the card is an `article` named by its title; with `onOpen` the title is a real button (Enter/Space) whose hit area covers the card, so there is one tab stop per card and no nested interactive elements. The cover is decorative (`alt=""`): put what matters in text.',
        ].join('\n'),
      },
    },
  },
  args: {
    title: '山野春笋季·家常菜挑战',
    subtitle: '山野食品旗舰店',
    coverUrl: cover,
    badges: <Tag size="small">种草</Tag>,
    children: <Text>¥8.00/千次播放 · 起结 1,000 · 单条封顶 ¥300.00</Text>,
    footer: (
      <>
        <span>截止 还剩 20 天</span>
        <span>已参与 2</span>
      </>
    ),
  },
} satisfies Meta<typeof MediaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: '山野春笋季·家常菜挑战' })).toBeInTheDocument();
    await expect(
      canvas.getByRole('heading', { level: 3, name: '山野春笋季·家常菜挑战' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const onOpen = fn();

export const Openable: Story = {
  args: { onOpen },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '山野春笋季·家常菜挑战' });
    await userEvent.click(button);
    await expect(onOpen).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onOpen).toHaveBeenCalledTimes(2);
  },
};

export const WithoutCover: Story = {
  args: { coverUrl: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ManyBadges: Story = {
  args: {
    title: '一个很长很长很长很长很长很长的任务名称会在一行内省略',
    badges: (
      <>
        <Tag size="small">测评</Tag>
        <Tag size="small" tone="caution" icon="alert">
          仅限签约创作者
        </Tag>
        <Tag size="small" tone="positive">
          已参与
        </Tag>
      </>
    ),
  },
};

export const Grid: Story = {
  render: (args) => (
    <Box
      display="grid"
      gap="standard"
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      <MediaCard {...args} onOpen={fn()} />
      <MediaCard {...args} coverUrl={null} title="新能源试驾官招募" subtitle="星驰汽车" onOpen={fn()} />
      <MediaCard {...args} title="青禾好物推荐·下单返佣" subtitle="青禾优选" />
    </Box>
  ),
};

export const Dark: Story = { ...Grid, globals: { theme: 'dark' } };

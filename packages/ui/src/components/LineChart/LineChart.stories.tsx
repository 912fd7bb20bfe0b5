import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { LineChart } from './LineChart';
import { chartTones } from './LineChart.css';

/** 30 days of made-up but plausible figures: busier weekends, one viral day. */
const days = Array.from({ length: 30 }, (_, index) => {
  const date = new Date(Date.UTC(2026, 9, 22 + index));
  return date.toISOString().slice(0, 10);
});
const plays = days.map(
  (_, index) => 1800 + ((index * 7919) % 23) * 90 + (index % 7 >= 5 ? 900 : 0) + (index === 19 ? 9000 : 0),
);
const likes = plays.map((value, index) => Math.round(value * (0.06 + (index % 5) / 100)));
const newFans = plays.map((value) => Math.round(value / 90));
const lostFans = plays.map((value, index) => Math.round(value / 400) + (index % 3));

const meta = {
  title: 'Components/LineChart',
  component: LineChart,
  parameters: {
    docs: {
      description: {
        component: [
          'One or more series over the same days as lines, in plain SVG (no chart library). The width follows the container; colours come from the theme.',
          '',
          '**When to use**: a metric’s trend over a date range (播放量, 新增粉丝), or a few metrics on the same scale.',
          '**Alternatives**: `Stat` for one figure with its change; `ShareBar` for how a whole splits into parts; a `DataTable` when exact figures matter more than the shape.',
          '**Accessibility**: one tab stop named by `label` and described by a summary (range, each series’ lowest and highest). Arrow keys move the highlighted day (Home/End jump), which is shown in the tooltip and announced politely; hovering does the same. Every figure is also in a visually hidden table. Colours are backed by the legend and the tooltip’s labels.',
        ].join('\n'),
      },
    },
  },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
  args: {
    label: '播放量趋势',
    categories: days,
    series: [{ id: 'plays', label: '播放量', values: plays }],
  },
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('group', { name: '播放量趋势' });
    await expect(chart).toHaveAccessibleDescription(/2026-10-22 至 2026-11-20，共 30 项/);
    await userEvent.tab();
    await expect(chart).toHaveFocus();
    await expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent(
      `2026-11-20播放量${plays[29]!.toLocaleString('zh-CN')}`,
    );
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent('2026-11-18');
    await expect(canvas.getByRole('table', { name: '播放量趋势数据表' })).toBeInTheDocument();
  },
};

export const SeveralSeries: Story = {
  args: {
    label: '粉丝变化',
    series: [
      { id: 'new', label: '新增粉丝', values: newFans, tone: 'positive' },
      { id: 'lost', label: '流失粉丝', values: lostFans, tone: 'critical' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: '图例' })).toHaveTextContent('新增粉丝流失粉丝');
    const svg = canvasElement.querySelector('svg')!;
    const box = svg.getBoundingClientRect();
    await userEvent.pointer({
      target: svg,
      coords: { clientX: box.left + box.width / 2, clientY: box.top + 40 },
    });
    await waitFor(() => expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent(/新增粉丝.*流失粉丝/));
  },
};

export const AllTones: Story = {
  args: {
    label: '各色系列',
    series: chartTones.map((tone, index) => ({
      id: tone,
      label: tone,
      values: likes.map((value) => value + index * 60),
      tone,
    })),
  },
};

export const FewPoints: Story = {
  args: {
    label: '近 7 天点赞',
    categories: days.slice(-7),
    series: [{ id: 'likes', label: '点赞', values: likes.slice(-7) }],
  },
};

export const OnePoint: Story = {
  args: {
    label: '昨日播放',
    categories: days.slice(-1),
    series: [{ id: 'plays', label: '播放量', values: plays.slice(-1) }],
  },
};

export const AllZero: Story = {
  args: {
    label: '发布作品',
    series: [{ id: 'published', label: '发布作品', values: days.map(() => 0) }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: '发布作品' })).toHaveAccessibleDescription(
      /发布作品最低 0，最高 0/,
    );
  },
};

const fansTotal = newFans.reduce<number[]>(
  (totals, gained, index) => [...totals, (totals[index - 1] ?? 78_000) + gained - lostFans[index]!],
  [],
);

export const WithoutZeroBaseline: Story = {
  args: {
    label: '粉丝总数',
    zeroBaseline: false,
    series: [{ id: 'fans', label: '粉丝总数', values: fansTotal }],
  },
  play: async ({ canvasElement }) => {
    // The axis starts near the lowest total, not at 0.
    const labels = [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent);
    await expect(labels).not.toContain('0');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('group')).toBeNull();
  },
};

export const Empty: Story = {
  args: { categories: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

export const English: Story = {
  ...SeveralSeries,
  globals: { locale: 'en-US' },
  args: { ...SeveralSeries.args, label: 'Fans', categoryLabel: 'Day' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Fans data table' })).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('list', { name: 'Legend' })).toBeInTheDocument();
  },
};

export const Dark: Story = { ...SeveralSeries, globals: { theme: 'dark' } };
export const DarkAllTones: Story = { ...AllTones, globals: { theme: 'dark' } };
export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };

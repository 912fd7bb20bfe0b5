import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StackedBarChart } from './StackedBarChart';

const hours = Array.from({ length: 24 }, (_, i) => `11-26 ${String(i).padStart(2, '0')}:00`);
const success = hours.map((_, i) => (i >= 8 && i <= 20 ? 20 + ((i * 7) % 13) : (i * 3) % 4));
const failure = hours.map((_, i) => (i === 10 ? 48 : i % 5 === 0 ? 2 : 0));

const meta = {
  title: 'Components/StackedBarChart',
  component: StackedBarChart,
  parameters: {
    docs: {
      description: {
        component: [
          'Counts over time as stacked bars — a log explorer’s histogram (成功 positive under 失败 critical). Drawn in SVG without a dependency (like LineChart): a canvas library such as uPlot would need its own accessible layer and adds weight for at most 120 bars.',
          '',
          '**Brush**: drag across bars, or focus the chart and use Shift+←/→ then Enter, to narrow to a span (`onBrush(from, to)`); Escape cancels.',
          '**Accessibility**: one tab stop named by `label`; a summary, the focused bar announced as it moves, every figure in a visually hidden table.',
        ].join('\n'),
      },
    },
  },
  args: {
    label: '事件数量',
    categories: hours,
    axisLabels: hours.map((h) => h.slice(6)),
    series: [
      { id: 'success', label: '成功', values: success, tone: 'positive' },
      { id: 'failure', label: '失败', values: failure, tone: 'critical' },
    ],
    onBrush: fn(),
  },
} satisfies Meta<typeof StackedBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('group', { name: '事件数量' });
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    chart.focus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(canvasElement.querySelector('[data-testid="brush"]')).not.toBeNull();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBrush).toHaveBeenCalledWith(0, 2);
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}{Escape}');
    await expect(canvasElement.querySelector('[data-testid="brush"]')).toBeNull();
  },
};

export const WithoutBrush: Story = {
  args: { onBrush: undefined },
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('group', { name: '事件数量' });
    chart.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(canvasElement.querySelector('[data-testid="brush"]')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { categories: [], series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('暂无数据')).toBeInTheDocument();
  },
};

export const English: Story = { globals: { locale: 'en-US' } };
export const Dark: Story = { ...Playground, globals: { theme: 'dark' } };
export const DarkLoading: Story = { ...Loading, globals: { theme: 'dark' } };
export const DarkEmpty: Story = { ...Empty, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Stat, trendDirections } from './Stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  parameters: {
    docs: {
      description: {
        component: [
          'One key figure: label, value formatted for the locale with its unit, and the change against the last period.',
          '',
          '**When to use**: dashboard and data-overview tiles (播放量, 粉丝数, 收益), usually inside a `Card`.',
          '**Alternatives**: a `DataTable` for many figures side by side; a chart for a trend over time.',
          '**Accessibility**: a description list (label = term, value = definition). The trend’s direction is said in words (“上升/下降/持平”), not only by colour and arrow. `help` opens a tooltip from a named ⓘ button on hover and keyboard focus. Up is positive and down critical; `invertTrend` flips that for costs.',
        ].join('\n'),
      },
    },
  },
  args: { label: '播放量', value: 1284032, unit: '次', trend: { direction: 'up', value: '+12.5%' } },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('definition')).toHaveTextContent('1,284,032');
    await expect(canvas.getByText('+12.5%', { exact: false })).toHaveTextContent(/上升|Up/);
  },
};

export const WithHelp: Story = {
  args: {
    label: '完播率',
    value: '62.4%',
    unit: undefined,
    help: '看完整个视频的播放次数占总播放次数的比例。',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: /完播率/ }));
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await waitFor(() => expect(tooltip).toHaveTextContent('看完整个视频'));
  },
};

export const Down: Story = {
  args: { label: '新增粉丝', value: 3208, unit: '人', trend: { direction: 'down', value: '-3.1%' } },
};

export const InvertedTrend: Story = {
  args: {
    label: '投诉量',
    value: 12,
    unit: '条',
    trend: { direction: 'down', value: '-40%' },
    invertTrend: true,
  },
};

export const Currency: Story = {
  args: {
    label: '本月收益',
    value: 5820.5,
    unit: undefined,
    formatOptions: { style: 'currency', currency: 'CNY' },
    trend: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('5,820.50');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="large">
      <Inline space="xlarge">
        {trendDirections.map((direction) => (
          <Stat
            key={direction}
            {...args}
            label={direction}
            trend={{ direction, value: direction === 'flat' ? '0%' : direction === 'up' ? '+8%' : '-8%' }}
          />
        ))}
      </Inline>
      <Inline space="xlarge">
        {trendDirections.map((direction) => (
          <Stat
            key={direction}
            {...args}
            label={`${direction} (inverted)`}
            invertTrend
            trend={{ direction, value: direction === 'flat' ? '0%' : direction === 'up' ? '+8%' : '-8%' }}
          />
        ))}
      </Inline>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tones } from '../../vocabulary';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Badge } from './Badge';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  parameters: {
    docs: {
      description: {
        component: [
          'A small count or dot: unread notifications, albums or users waiting for review.',
          '',
          '**When to use**: a number that changes and asks for attention, attached to a menu entry or button.',
          '**Alternatives**: plain `Text` for counts that are just data (list totals).',
          '**Accessibility**: give `label` (e.g. “5 项待处理”) when the bare number would be unclear; the shown number is then hidden from assistive technology. Above `max` (99) it reads “99+”. A dot without a label is decorative.',
        ].join('\n'),
      },
    },
  },
  argTypes: { tone: { control: 'select', options: tones } },
  args: { count: 5 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OverMax: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeInTheDocument();
  },
};

export const Labelled: Story = {
  args: { count: 12, label: '12 项待处理' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12 项待处理')).toBeInTheDocument();
  },
};

export const Dot: Story = { args: { dot: true, label: '有新内容' } };

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      <Inline space="small">
        {tones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} />
        ))}
      </Inline>
      <Inline space="small">
        {tones.map((tone) => (
          <Badge key={tone} {...args} tone={tone} count={1000} />
        ))}
      </Inline>
      <Inline space="small">
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} dot />
        ))}
      </Inline>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

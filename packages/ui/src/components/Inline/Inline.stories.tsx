import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  parameters: {
    docs: {
      description: {
        component: [
          'Lays children out in a row that wraps, with even space in both directions.',
          '',
          '**When to use**: rows of buttons, tags, filters.',
          '**Alternatives**: `Stack` for vertical groups; `Box` with `display="flex"` for rows that must not wrap and need custom sizing.',
          '**Accessibility**: order in the DOM is the reading order; do not reorder visually.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
  },
  args: {
    space: 'small',
    children: ['保存', '预览', '发布'].map((label) => <Button key={label}>{label}</Button>),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Alignments: Story = {
  render: (args) => (
    <Stack space="large">
      {inlineAligns.map((align) => (
        <Inline key={align} {...args} align={align} />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

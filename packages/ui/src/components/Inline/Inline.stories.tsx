import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['保存', '预览', '发布']);
    // Laid out in a row: each button starts to the right of the one before it.
    const lefts = buttons.map((button) => button.getBoundingClientRect().left);
    await expect(lefts[1]).toBeGreaterThan(lefts[0] ?? 0);
    await expect(lefts[2]).toBeGreaterThan(lefts[1] ?? 0);
  },
};

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

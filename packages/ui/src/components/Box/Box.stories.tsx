import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../Text';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  parameters: {
    docs: {
      description: {
        component: [
          'The layout primitive underneath everything: sprinkle props (spacing, flex, responsive display, theme backgrounds) become atomic classes.',
          '',
          '**When to use**: a one-off layout container that Stack and Inline do not cover.',
          '**Alternatives**: `Stack` for vertical rhythm, `Inline` for rows of items. Prefer them — they say what the layout is.',
          '**Accessibility**: renders a `div` by default; pass `as` to get the right element (`section`, `ul`, `main`…).',
          '',
          'Responsive values take `{ mobile, desktop }` (desktop from 992 px).',
        ].join('\n'),
      },
    },
  },
  args: { padding: 'large', background: 'surface', borderRadius: 'large', boxShadow: 'small' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  render: (args) => (
    <Box {...args}>
      <Text>Box 把间距、布局和主题背景变成原子类。</Text>
    </Box>
  ),
};

export const Responsive: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="medium">
      <Box padding="standard" background="accentSoft" borderRadius="standard" data={{ testid: 'first' }}>
        <Text>移动端竖排</Text>
      </Box>
      <Box padding="standard" background="positiveSoft" borderRadius="standard">
        <Text>桌面端横排</Text>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const first = canvasElement.querySelector('[data-testid="first"]');
    await expect(first).not.toBeNull();
    await expect(within(canvasElement).getByText('桌面端横排')).toBeVisible();
  },
};

export const Dark: Story = { ...Playground, globals: { theme: 'dark' } };

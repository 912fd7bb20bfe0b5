import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Text } from '../Text';
import { Stack, stackAligns } from './Stack';

const Placeholder = ({ label }: { label: string }) => (
  <Box padding="medium" background="accentSoft" borderRadius="standard">
    <Text>{label}</Text>
  </Box>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  parameters: {
    docs: {
      description: {
        component: [
          'Lays children out vertically with even space between them.',
          '',
          '**When to use**: any vertical group — form fields, sections of a page, paragraphs.',
          '**Alternatives**: `Inline` for horizontal rows; `Box` for anything else.',
          '**Accessibility**: pass `as="ul"`/`"ol"` with `li` children when the items form a list.',
        ].join('\n'),
      },
    },
  },
  argTypes: { align: { control: 'inline-radio', options: stackAligns } },
  args: {
    space: 'medium',
    children: ['账号', '密码', '登录'].map((label) => <Placeholder key={label} label={label} />),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const items = ['账号', '密码', '登录'].map((label) => within(canvasElement).getByText(label));
    // Laid out in a column: each child starts below the one before it.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    await expect(tops[1]).toBeGreaterThan(tops[0] ?? 0);
    await expect(tops[2]).toBeGreaterThan(tops[1] ?? 0);
  },
};

export const Alignments: Story = {
  render: (args) => (
    <Stack space="large">
      {stackAligns.map((align) => (
        <Stack key={align} {...args} align={align} />
      ))}
    </Stack>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

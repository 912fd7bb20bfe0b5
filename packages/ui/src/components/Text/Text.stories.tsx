import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sizes } from '../../vocabulary';
import { Stack } from '../Stack';
import { Text, textAligns, textTones, textWeights } from './Text';

const meta = {
  title: 'Foundations/Text',
  component: Text,
  parameters: {
    docs: {
      description: {
        component: [
          'Body text in the type scale and the theme’s text colours. A block by default.',
          '',
          '**When to use**: every run of text outside a component that styles its own.',
          '**Alternatives**: `Heading` for titles.',
          '**Accessibility**: every tone meets WCAG AA contrast on every surface in both themes; do not rely on tone alone to carry meaning — say it in words too.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    tone: { control: 'select', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
  args: { children: '创作者可以上传和发布视频、开设直播、参与广告任务。' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="small">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>
          {tone}：{args.children}
        </Text>
      ))}
      {sizes.map((size) => (
        <Text key={size} {...args} size={size}>
          {size}：{args.children}
        </Text>
      ))}
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>
          {weight}：{args.children}
        </Text>
      ))}
    </Stack>
  ),
};

export const Truncated: Story = {
  args: { truncate: true, children: '一段很长的文字 A long line of text · '.repeat(20) },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText(/^一段很长的文字/);
    // One line, cut with an ellipsis: the full text is wider than the element.
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(getComputedStyle(text).textOverflow).toBe('ellipsis');
  },
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

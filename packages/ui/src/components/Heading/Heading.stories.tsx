import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Foundations/Heading',
  component: Heading,
  parameters: {
    docs: {
      description: {
        component: [
          'Titles in four sizes. `level` picks both the size and the element (`h1`–`h4`).',
          '',
          '**When to use**: page titles (level 2 in the console, the shell owns no h1), section titles (3), card titles (4).',
          '**Alternatives**: `Text weight="strong"` for emphasis that is not a heading.',
          '**Accessibility**: keep the outline in order; when the look and the outline differ, set `as`.',
        ].join('\n'),
      },
    },
  },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
  args: { level: 2, children: '数据概览' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Levels: Story = {
  render: (args) => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          {`Level ${level} 内容管理`}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Level ${level}`);
    }
  },
};

export const Dark: Story = { ...Levels, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sizes } from '../../vocabulary';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Spinner, spinnerTones } from './Spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  parameters: {
    docs: {
      description: {
        component: [
          'A turning ring that says something is loading.',
          '',
          '**When to use**: a region or a small panel that waits for data and has no shape to show yet (a dialog body, a chart).',
          '**Alternatives**: `Skeleton` when the shape of the content is known (lists, cards, tables); `Button loading` for an action in progress; `TopProgressBar` for page loads.',
          '**Accessibility**: a `role="status"` region whose text is `label` (default “加载中/Loading”), so screen readers announce it; the ring is hidden. With reduced motion the ring stands still.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    tone: { control: 'inline-radio', options: spinnerTones },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/加载中|Loading/);
  },
};

export const WithLabel: Story = {
  args: { label: '正在上传视频', size: 'large' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在上传视频');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="medium">
      {spinnerTones.map((tone) => (
        <Inline key={tone} space="large" alignY="center">
          <Text weight="strong">{tone}</Text>
          {sizes.map((size) => (
            <Spinner key={size} {...args} tone={tone} size={size} label={`${tone} ${size}`} />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status')).toHaveLength(9);
  },
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sizes } from '../../vocabulary';
import { Button } from '../Button';
import { iconNames } from '../Icon';
import { Stack } from '../Stack';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  parameters: {
    docs: {
      description: {
        component: [
          'Says that there is nothing here yet, why, and what the user can do about it.',
          '',
          '**When to use**: an empty list, table, search result or page region. Without props it says “暂无数据/No data”.',
          '**Alternatives**: a `Toast` for a failed action; a plain `Text` inside small widgets.',
          '**Accessibility**: plain text — title as a paragraph, so it does not break the page outline; the icon is decorative; the action is a real button or link.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    size: { control: 'inline-radio', options: sizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/暂无数据|No data/)).toBeInTheDocument();
  },
};

const onUpload = fn();

export const WithAction: Story = {
  args: {
    icon: 'video',
    title: '还没有视频',
    description: '上传第一个视频后，它会出现在内容库里。',
    action: (
      <Button tone="accent" variant="solid" icon="video-upload" onClick={onUpload}>
        上传视频
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '上传视频' }));
    await expect(onUpload).toHaveBeenCalled();
  },
};

export const NoSearchResults: Story = {
  args: { icon: 'search', title: '没有找到相关内容', description: '换个关键词试试。', size: 'small' },
};

export const AllVariants: Story = {
  render: () => (
    <Stack space="large">
      {sizes.map((size) => (
        <EmptyState key={size} size={size} icon="topic" title={`size: ${size}`} description="暂无话题" />
      ))}
      <EmptyState icon={null} title="没有图标" />
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

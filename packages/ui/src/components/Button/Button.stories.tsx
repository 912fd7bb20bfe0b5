import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { iconPositions, sizes, tones, variants } from '../../vocabulary';
import { iconNames } from '../Icon';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Button } from './Button';

const meta = {
  title: 'Components/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component: [
          'Triggers an action. `tone` says what kind of action, `variant` how loud it is.',
          '',
          '**When to use**: one `tone="accent" variant="solid"` primary action per view; `soft` (the default) for secondary actions; `ghost` in toolbars and dense rows; `tone="critical"` for destructive actions.',
          '**Alternatives**: `IconButton` when there is no room for text; a link (or `asChild` with the router’s link) when the action navigates.',
          '**Accessibility**: a real `<button type="button">`; `loading` disables it, sets `aria-busy` and adds “加载中/Loading” to its name. With `asChild` and `disabled` the link gets `aria-disabled` and ignores clicks.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    tone: { control: 'select', options: tones },
    variant: { control: 'inline-radio', options: variants },
    size: { control: 'inline-radio', options: sizes },
    icon: { control: 'select', options: [undefined, ...iconNames] },
    iconPosition: { control: 'inline-radio', options: iconPositions },
  },
  args: { children: '保存', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { tone: 'accent', variant: 'solid', children: '发布' } };

export const WithIcon: Story = {
  args: { tone: 'accent', variant: 'solid', icon: 'video-upload', children: '发布视频' },
};

export const TrailingIcon: Story = {
  args: { icon: 'chevron-right', iconPosition: 'trailing', children: '下一步' },
};

export const Loading: Story = {
  args: { tone: 'accent', variant: 'solid', loading: true, children: '登录' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /登录/ });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAccessibleName(/加载中|Loading/);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: '删除' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '删除' })).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { tone: 'accent', variant: 'solid', fullWidth: true, size: 'large', children: '登录' },
};

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild tone="accent" variant="solid" icon="video-upload">
      <a href="#/video/create">发布视频</a>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '发布视频' });
    await expect(link).toHaveAttribute('href', '#/video/create');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <Stack space="large">
      {variants.map((variant) => (
        <Stack key={variant} space="small">
          <Text weight="strong">{variant}</Text>
          <Inline space="small">
            {tones.map((tone) => (
              <Button key={tone} {...args} tone={tone} variant={variant}>
                {tone}
              </Button>
            ))}
            <Button {...args} variant={variant} disabled>
              disabled
            </Button>
          </Inline>
        </Stack>
      ))}
      <Inline space="small">
        {sizes.map((size) => (
          <Button key={size} {...args} size={size} icon="plus">
            {size}
          </Button>
        ))}
      </Inline>
    </Stack>
  ),
};

export const Dark: Story = { ...AllVariants, globals: { theme: 'dark' } };

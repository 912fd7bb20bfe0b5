import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Box } from '../Box';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Column, Columns } from '../Columns';
import { Tooltip, TooltipContent, TooltipTrigger, tooltipSides } from './Tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  subcomponents: { TooltipTrigger, TooltipContent },
  parameters: {
    docs: {
      description: {
        component: [
          'A short label or hint that appears on hover and keyboard focus, built on Radix Tooltip with its part names: `Tooltip` (state; carries its own provider), `TooltipTrigger`, `TooltipContent`.',
          '',
          '**When to use**: on icon-only controls (`IconButton`), to show their name to sighted mouse users; to add a brief hint to a control.',
          '**Alternatives**: visible text when there is room (always better); `Popover` for content with links or buttons, or anything longer than a line; a field `hint` for help on a form field.',
          '**Accessibility**: the trigger must be focusable (a disabled button is not — wrap it or explain elsewhere). Focus opens it at once, hover after `delayDuration`; Escape closes it. The content describes the trigger (`aria-describedby`) — it does not replace the IconButton’s `label`, which stays its name. Keep it to plain text: a tooltip cannot be focused or clicked.',
        ].join('\n'),
      },
    },
  },
  args: {
    children: (
      <>
        <TooltipTrigger>
          <IconButton label="删除视频" icon="close" tone="critical" />
        </TooltipTrigger>
        <TooltipContent>删除视频</TooltipContent>
      </>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '删除视频' });
    await userEvent.hover(button);
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('删除视频');
  },
};

export const OnKeyboardFocus: Story = {
  args: {
    children: (
      <>
        <TooltipTrigger>
          <IconButton label="刷新数据" icon="switch" />
        </TooltipTrigger>
        <TooltipContent>数据每小时更新一次</TooltipContent>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: '刷新数据' });
    await expect(button).toHaveFocus();
    await expect(await canvas.findByRole('tooltip')).toHaveTextContent('数据每小时更新一次');
    await expect(button).toHaveAccessibleDescription('数据每小时更新一次');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const OnAButton: Story = {
  args: {
    defaultOpen: true,
    children: (
      <>
        <TooltipTrigger>
          <Button icon="video-upload">上传</Button>
        </TooltipTrigger>
        <TooltipContent side="bottom">单个视频不超过 2 GB</TooltipContent>
      </>
    ),
  },
};

export const Sides: Story = {
  render: () => (
    <Columns space="xxlarge">
      {tooltipSides.map((side) => (
        <Column key={side}>
          <Box display="flex" justifyContent="center" paddingY="xlarge">
            <Tooltip defaultOpen>
              <TooltipTrigger>
                <IconButton label={side} icon="info" variant="soft" />
              </TooltipTrigger>
              <TooltipContent side={side}>{side}</TooltipContent>
            </Tooltip>
          </Box>
        </Column>
      ))}
    </Columns>
  ),
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

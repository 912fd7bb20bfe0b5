import type { Meta, StoryObj } from '@storybook/react-vite';
import * as RadixDialog from '@radix-ui/react-dialog';
import { expect, userEvent, within } from 'storybook/test';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { OverlayHeader } from './OverlayHeader';

/**
 * Internal (not exported from the package): the header row Dialog, Drawer and Popover share. Shown
 * here so its states can be reviewed on their own; each overlay's stories show it in place.
 */
const meta = {
  title: 'Internal/OverlayHeader',
  component: OverlayHeader,
  parameters: {
    docs: {
      description: {
        component:
          'Title (and description) at the start, the × button (named 关闭/Close) at the end. Used by Dialog, Drawer and Popover; not part of the public API.',
      },
    },
  },
  args: { title: <Heading level={2}>审核详情</Heading> },
} satisfies Meta<typeof OverlayHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '审核详情' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: { description: <Text tone="muted">提交于 2026-11-20，等待初审。</Text> },
};

/** With the × button: it is the overlay's Close part, so it closes the overlay it sits in. */
export const WithCloseButton: Story = {
  render: (args) => (
    <RadixDialog.Root defaultOpen modal={false}>
      <RadixDialog.Content aria-describedby={undefined}>
        <OverlayHeader
          {...args}
          title={
            <RadixDialog.Title asChild>
              <Heading level={2}>审核详情</Heading>
            </RadixDialog.Title>
          }
          closePart={RadixDialog.Close}
        />
      </RadixDialog.Content>
    </RadixDialog.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    const close = await canvas.findByRole('button', { name: /关闭|Close/ });
    await userEvent.click(close);
    await expect(canvas.queryByRole('heading', { name: '审核详情' })).toBeNull();
  },
};

export const Dark: Story = { ...WithDescription, globals: { theme: 'dark' } };

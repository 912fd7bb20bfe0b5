import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sizes } from '../../vocabulary';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger, drawerSides } from './Drawer';

const meta = {
  title: 'Components/Drawer',
  component: DrawerContent,
  subcomponents: { Drawer, DrawerTrigger, DrawerClose },
  parameters: {
    docs: {
      description: {
        component: [
          'A panel that slides in from the side of the screen, built on Radix Dialog with its part names: `Drawer`, `DrawerTrigger`, `DrawerContent` (title, description, close button, scrolling body, `footer`), `DrawerClose`.',
          '',
          '**When to use**: details or a form beside the list it belongs to — a video’s details, filters, an edit form — when the user benefits from seeing the page behind it.',
          '**Alternatives**: `Dialog` for a short task in the middle of the screen; a page for long forms.',
          '**Accessibility**: a modal dialog: focus moves in and is trapped, Escape and the × button (named from the locale) close it, focus returns to the trigger; the title names it and the description describes it. `side` left/right; `size` sets the width, never wider than the viewport.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    side: { control: 'inline-radio', options: drawerSides },
    size: { control: 'inline-radio', options: sizes },
  },
  args: { title: '筛选视频', description: '按状态与发布时间筛选内容库。' },
  render: (args) => (
    <Drawer>
      <DrawerTrigger>
        <Button icon="search">筛选</Button>
      </DrawerTrigger>
      <DrawerContent
        {...args}
        footer={
          <>
            <DrawerClose>
              <Button>取消</Button>
            </DrawerClose>
            <DrawerClose>
              <Button tone="accent" variant="solid">
                应用
              </Button>
            </DrawerClose>
          </>
        }
      >
        <TextField label="标题关键词" />
        <TextField label="作者" />
      </DrawerContent>
    </Drawer>
  ),
} satisfies Meta<typeof DrawerContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '筛选' });
    await userEvent.click(trigger);
    const drawer = await canvas.findByRole('dialog', { name: '筛选视频' });
    await expect(drawer).toHaveAccessibleDescription(/按状态与发布时间/);
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Left: Story = {
  args: { side: 'left', size: 'small' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '筛选' }));
    const drawer = await canvas.findByRole('dialog');
    await expect(drawer).toHaveAttribute('data-side', 'left');
    await expect(drawer.getBoundingClientRect().left).toBe(0);
  },
};

export const Open: Story = {
  render: (args) => (
    <Drawer defaultOpen>
      <DrawerContent {...args} size="large" title="视频详情" description={undefined}>
        <Text>标题、封面、简介与审核记录。</Text>
      </DrawerContent>
    </Drawer>
  ),
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog', { name: '视频详情' });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const { right } = drawer.getBoundingClientRect();
    await expect(right).toBe(window.innerWidth);
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <Inline space="small">
        <Button onClick={() => setOpen(true)}>编辑资料</Button>
        <Text tone="muted">{open ? '已打开' : '已关闭'}</Text>
        <Drawer open={open} onOpenChange={setOpen}>
          <DrawerContent
            {...args}
            title="编辑资料"
            description={undefined}
            footer={
              <Button tone="accent" variant="solid" onClick={() => setOpen(false)}>
                保存
              </Button>
            }
          >
            <TextField label="昵称" defaultValue="林晓" />
          </DrawerContent>
        </Drawer>
      </Inline>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '编辑资料' }));
    await canvas.findByRole('dialog', { name: '编辑资料' });
    await expect(canvas.getByText('已打开')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('已关闭')).toBeInTheDocument();
  },
};

export const Dark: Story = { ...Open, globals: { theme: 'dark' } };

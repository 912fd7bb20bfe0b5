import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Tabs, TabsContent, TabsList, TabsTrigger, tabsActivationModes, tabsOrientations } from './Tabs';

const panels = [
  { value: 'published', label: '已发布', text: '共 128 个已发布的视频。' },
  { value: 'review', label: '审核中', text: '3 个视频正在审核。' },
  { value: 'rejected', label: '已驳回', text: '1 个视频被驳回，可修改后重新提交。' },
  { value: 'draft', label: '草稿', text: '草稿会保存 30 天。' },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  parameters: {
    docs: {
      description: {
        component: [
          'Switches between panels of related content in one place, built on Radix Tabs with its part names: `Tabs` (state), `TabsList`, `TabsTrigger`, `TabsContent`.',
          '',
          '**When to use**: views of the same thing that the user compares or moves between (a video list by status, the sections of a settings page).',
          '**Alternatives**: separate pages in the menu when each view is a task of its own; `RadioGroup` or `Select` as a filter when the rest of the page does not change; `Steps` for a sequence.',
          '**Accessibility**: `tablist`/`tab`/`tabpanel` roles, each panel named by its tab. Tab moves into the list at the active tab and on into the panel; the arrow keys move between tabs (looping, skipping disabled ones), Home/End jump. `activationMode="manual"` lets Enter/Space show a tab after the arrows only move focus. Name the list (`label`) when nothing else says what it switches.',
        ].join('\n'),
      },
    },
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: tabsOrientations },
    activationMode: { control: 'inline-radio', options: tabsActivationModes },
  },
  args: {
    defaultValue: 'published',
    onValueChange: fn(),
    children: (
      <>
        <TabsList label="视频状态">
          {panels.map((panel) => (
            <TabsTrigger key={panel.value} value={panel.value}>
              {panel.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {panels.map((panel) => (
          <TabsContent key={panel.value} value={panel.value}>
            <Text>{panel.text}</Text>
          </TabsContent>
        ))}
      </>
    ),
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tabpanel', { name: '已发布' })).toHaveTextContent('128');
    await userEvent.click(canvas.getByRole('tab', { name: '审核中' }));
    await expect(canvas.getByRole('tabpanel', { name: '审核中' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('review');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '已发布' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '草稿' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: '草稿' })).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: '已发布' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: '已发布' })).toHaveFocus();
  },
};

export const WithIconsAndDisabled: Story = {
  args: {
    children: (
      <>
        <TabsList label="数据">
          <TabsTrigger value="overview" icon="dashboard">
            概览
          </TabsTrigger>
          <TabsTrigger value="fans" icon="user">
            粉丝
          </TabsTrigger>
          <TabsTrigger value="income" icon="finance" disabled>
            收益（未开通）
          </TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <Text>昨日播放 1.2 万。</Text>
        </TabsContent>
        <TabsContent value="fans">
          <Text>粉丝 3,400。</Text>
        </TabsContent>
        <TabsContent value="income">
          <Text>—</Text>
        </TabsContent>
      </>
    ),
    defaultValue: 'overview',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: '收益（未开通）' })).toBeDisabled();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '已发布' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: '审核中' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('review');
    return (
      <Stack space="medium">
        <Tabs {...args} defaultValue={undefined} value={value} onValueChange={setValue} />
        <Text tone="muted">{`当前：${value}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '草稿' }));
    await expect(canvas.getByText('当前：draft')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkVertical: Story = { args: { orientation: 'vertical' }, globals: { theme: 'dark' } };

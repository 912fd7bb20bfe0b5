import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TopProgressBar } from './TopProgressBar';

const meta = {
  title: 'Components/TopProgressBar',
  component: TopProgressBar,
  parameters: {
    docs: {
      description: {
        component: [
          'A thin bar across the top of the viewport while requests run (console spec §7). It creeps forward while `active`, fills and fades when `active` turns false.',
          '',
          '**When to use**: once, at the app root, driven by the number of requests in flight.',
          '**Alternatives**: `Button loading` for the one action that waits; a skeleton or spinner inside the region that is loading.',
          '**Accessibility**: `role="progressbar"` with a name from the locale (请求进度 / Request progress) and `aria-valuenow`.',
        ].join('\n'),
      },
    },
  },
  args: { active: true },
} satisfies Meta<typeof TopProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Active: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: /请求进度|Request progress/ });
    await expect(bar).toHaveAttribute('aria-valuenow');
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Toggle: Story = {
  render: function Render() {
    const [active, setActive] = useState(false);
    return (
      <>
        <Button onClick={() => setActive((value) => !value)}>{active ? '完成请求' : '开始请求'}</Button>
        <TopProgressBar active={active} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '开始请求' }));
    await expect(canvas.getByRole('progressbar')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '完成请求' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

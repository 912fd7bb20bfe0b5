import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { tones } from '../../vocabulary';
import { Button } from '../Button';
import { Inline } from '../Inline';
import { createToaster, type ToasterStore, type ToastOptions } from './createToaster';
import { Toaster } from './Toaster';

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  parameters: {
    docs: {
      description: {
        component: [
          'Short messages at the top of the viewport. `createToaster()` makes a store that any code can call — including an API client outside React — and `<Toaster toaster={store} />` renders it (Radix Toast).',
          '',
          '```ts',
          'const toaster = createToaster();',
          "toaster.show({ tone: 'critical', message: '余额不足', duration: 20_000, closable: true }); // spec §8, status 202",
          'toaster.dismiss(id);',
          '```',
          '',
          '**When to use**: feedback that needs no answer — saved, failed, a business-rule refusal.',
          '**Alternatives**: `ConfirmDialog` when the user must decide; an inline error next to the field for form validation.',
          '**Accessibility**: toasts are announced (critical ones assertively), pause while hovered or focused, F8 moves focus to them, Escape or swipe closes; give long-lived toasts `closable` (a toast with `duration: Infinity` is always closable).',
        ].join('\n'),
      },
    },
  },
  args: { toaster: createToaster() },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo({ toaster, options }: { toaster: ToasterStore; options: ToastOptions[] }) {
  return (
    <>
      <Inline space="small">
        {options.map((option) => (
          <Button key={option.message} tone={option.tone} onClick={() => toaster.show(option)}>
            {option.title ?? option.message}
          </Button>
        ))}
      </Inline>
      <Toaster toaster={toaster} />
    </>
  );
}

export const Playground: Story = {
  render: (args) => <Demo toaster={args.toaster} options={[{ tone: 'positive', message: '草稿已保存' }]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '草稿已保存' }));
    await expect(await canvas.findByRole('listitem')).toHaveTextContent('草稿已保存');
  },
};

/** A business-rule refusal (status 202): 20 s, closable. */
export const ShowAndClose: Story = {
  render: function Render() {
    const [toaster] = useState(createToaster);
    return (
      <Demo
        toaster={toaster}
        options={[{ tone: 'critical', message: '余额不足，无法提现', duration: 20_000, closable: true }]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '余额不足，无法提现' }));
    const toast = await canvas.findByRole('listitem');
    await expect(toast).toHaveTextContent('余额不足，无法提现');
    await userEvent.click(within(toast).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument());
  },
};

/** Toasts shown from outside React, before and after the Toaster mounts. */
export const AllTones: Story = {
  render: function Render() {
    const [toaster] = useState(() => {
      const store = createToaster();
      for (const tone of tones) {
        store.show({ tone, title: tone, message: `${tone} 提示内容`, duration: Infinity });
      }
      return store;
    });
    return <Toaster toaster={toaster} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(tones.length));
  },
};

/** Closes by itself after its duration. */
export const AutoDismiss: Story = {
  render: function Render() {
    const [toaster] = useState(createToaster);
    return <Demo toaster={toaster} options={[{ tone: 'positive', message: '保存成功', duration: 500 }]} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存成功' }));
    await expect(await canvas.findByRole('listitem')).toHaveTextContent('保存成功');
    await waitFor(() => expect(canvas.queryByRole('listitem')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Dark: Story = { ...AllTones, globals: { theme: 'dark' } };

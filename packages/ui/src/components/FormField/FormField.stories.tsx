import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { useFormField } from './Field';
import { FormField } from './FormField';

const colours = ['蓝色', '绿色', '橙色'] as const;

/** A custom control: it reads the field's wiring and puts it on its focusable element. */
function ColourPicker({ value, onChange }: { value: string; onChange: (colour: string) => void }) {
  const field = useFormField();
  return (
    <button
      type="button"
      id={field?.id}
      aria-describedby={field?.['aria-describedby']}
      aria-invalid={field?.['aria-invalid']}
      onClick={() => onChange(colours[(colours.indexOf(value as never) + 1) % colours.length]!)}
    >
      {value}
    </button>
  );
}

const meta = {
  title: 'Components/FormField',
  component: FormField,
  parameters: {
    docs: {
      description: {
        component: [
          'Label, hint and error around any single control, wired for assistive technology: it gives the control an `id` (or keeps its own) that the `<label>` points at, `aria-describedby` naming the error and hint, `aria-invalid` with an error, and `required`. A custom control gets the same wiring as props, or reads it with `useFormField()`.',
          '',
          '**When to use**: a native control (`input type="date"`, `select`, `input type="color"`) or your own control that needs a label, hint and error like the other fields.',
          '**Alternatives**: `TextField`, `Textarea` and `Select` are complete fields built from the same pieces — use them when they fit. `RadioGroup`, `Checkbox` and `Switch` label themselves.',
          '**Accessibility**: the control’s own `aria-describedby` is kept (after the error and hint). The asterisk of `required` is decorative; the control’s `required` is what is announced.',
        ].join('\n'),
      },
    },
  },
  args: { label: '发布时间', children: <input type="datetime-local" /> },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('发布时间');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input.id).toMatch(/\S/);
  },
};

export const NativeSelect: Story = {
  args: {
    label: '语言',
    hint: '字幕的语言',
    children: (
      <select defaultValue="zh">
        <option value="zh">中文</option>
        <option value="en">English</option>
      </select>
    ),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '语言' });
    await expect(select).toHaveAccessibleDescription('字幕的语言');
    await userEvent.selectOptions(select, 'en');
    await expect(select).toHaveValue('en');
  },
};

export const WithError: Story = {
  args: { label: '上线日期', required: true, error: '请选择上线日期', children: <input type="date" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/上线日期/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请选择上线日期');
  },
};

export const CustomControl: Story = {
  render: function Render() {
    const [colour, setColour] = useState('蓝色');
    return (
      <FormField label="主题色" hint="点按切换" error={colour === '橙色' ? '橙色暂不可用' : undefined}>
        <ColourPicker value={colour} onChange={setColour} />
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /主题色/ });
    await expect(button).toHaveAccessibleDescription('点按切换');
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription('橙色暂不可用 点按切换');
  },
};

export const Dark: Story = {
  render: () => (
    <Stack space="large">
      <FormField label="发布时间" hint="不填则立即发布">
        <input type="datetime-local" />
      </FormField>
      <FormField label="上线日期" required error="请选择上线日期">
        <input type="date" />
      </FormField>
      <FormField label="封面颜色">
        <input type="color" />
      </FormField>
    </Stack>
  ),
  globals: { theme: 'dark' },
};

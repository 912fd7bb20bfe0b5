import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { DateRangePicker, type DateRange } from './DateRangePicker';

/** A fixed “today” so the presets give the same dates on every run. */
const today = '2026-03-15';

const meta = {
  title: 'Components/DateRangePicker',
  component: DateRangePicker,
  parameters: {
    docs: {
      description: {
        component: [
          'A start and an end date (`{ start, end }` as `YYYY-MM-DD`) as two native date inputs, with quick ranges (近7天/近30天/近90天) and checks: start ≤ end, both within `min`/`max`. `onChange(range, { valid })` reports every change.',
          '',
          '**When to use**: a period for statistics, a filter on publication or review dates.',
          '**Alternatives**: `FormField` around one `<input type="date">` for a single date; a `Select` of fixed periods when arbitrary dates are not needed.',
          '**Accessibility**: native date inputs bring the browser’s own keyboard- and screen-reader-friendly picker and typing in the locale’s format. The pair is a `group` named by the label; each input is named 开始日期/结束日期. A problem (start after end, outside min/max) is shown as text, describes both inputs and marks the offending ones `aria-invalid`. Presets are toggle buttons: the one matching the current range is `aria-pressed`.',
        ].join('\n'),
      },
    },
  },
  args: { label: '统计周期', today, onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /近7天|Last 7 days/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-03-09', end: '2026-03-15' },
      { valid: true },
    );
    await expect(canvas.getByLabelText(/开始日期|Start date/)).toHaveValue('2026-03-09');
    await expect(canvas.getByRole('button', { name: /近7天|Last 7 days/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const WithValue: Story = { args: { defaultValue: { start: '2026-02-14', end: '2026-03-15' } } };

export const TypedDates: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText(/开始日期|Start date/);
    const end = canvas.getByLabelText(/结束日期|End date/);
    fireEvent.change(start, { target: { value: '2026-03-01' } });
    fireEvent.change(end, { target: { value: '2026-03-10' } });
    await expect(args.onChange).toHaveBeenLastCalledWith(
      { start: '2026-03-01', end: '2026-03-10' },
      { valid: true },
    );
    await expect(start).not.toHaveAttribute('aria-invalid');
  },
};

export const StartAfterEnd: Story = {
  args: { defaultValue: { start: '2026-03-12', end: '2026-03-10' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByLabelText(/开始日期|Start date/);
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription(/开始日期不能晚于结束日期|must not be after/);
    await expect(canvas.getByText(/开始日期不能晚于结束日期|must not be after/)).toBeVisible();
  },
};

export const MinAndMax: Story = {
  args: {
    min: '2026-01-01',
    max: '2026-03-10',
    hint: '可查询 2026 年 1 月 1 日至 3 月 10 日',
    defaultValue: { start: '2026-02-01', end: '2026-03-12' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByLabelText(/结束日期|End date/);
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/开始日期|Start date/)).not.toHaveAttribute('aria-invalid');
    // Presets stay inside max.
    await userEvent.click(canvas.getByRole('button', { name: /近7天|Last 7 days/ }));
    await expect(end).toHaveValue('2026-03-10');
    await expect(end).not.toHaveAttribute('aria-invalid');
  },
};

export const WithCallerError: Story = { args: { required: true, error: '请选择统计周期' } };

export const WithoutPresets: Story = { args: { presets: [], hint: '按发布日期筛选' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { start: '2026-03-01', end: '2026-03-15' } },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [range, setRange] = useState<DateRange>({ start: '', end: '' });
    const [valid, setValid] = useState(true);
    return (
      <Stack space="medium">
        <DateRangePicker
          {...args}
          value={range}
          onChange={(next, details) => {
            setRange(next);
            setValid(details.valid);
          }}
        />
        <Text tone="muted">{`${range.start || '—'} ~ ${range.end || '—'}${valid ? '' : '（无效）'}`}</Text>
      </Stack>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /近90天|Last 90 days/ }));
    await expect(canvas.getByText('2025-12-16 ~ 2026-03-15')).toBeVisible();
  },
};

export const Dark: Story = {
  render: (args) => (
    <Stack space="large">
      <DateRangePicker {...args} defaultValue={{ start: '2026-03-09', end: '2026-03-15' }} />
      <DateRangePicker {...args} label="发布时间" defaultValue={{ start: '2026-03-12', end: '2026-03-10' }} />
    </Stack>
  ),
  globals: { theme: 'dark' },
};

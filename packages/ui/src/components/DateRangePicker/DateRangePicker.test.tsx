import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { addDays } from './dates';
import { DateRangePicker, presetRange, validateDateRange, type DateRange } from './DateRangePicker';

const today = '2026-03-15';

describe('validateDateRange', () => {
  it('accepts empty, partial and ordered ranges, including a single day', () => {
    expect(validateDateRange({ start: '', end: '' })).toBeNull();
    expect(validateDateRange({ start: '2026-03-01', end: '' })).toBeNull();
    expect(validateDateRange({ start: '2026-03-01', end: '2026-03-01' })).toBeNull();
  });

  it('rejects a start after the end, and dates outside min/max', () => {
    expect(validateDateRange({ start: '2026-03-02', end: '2026-03-01' })).toEqual({
      problem: 'order',
      start: true,
      end: true,
    });
    expect(validateDateRange({ start: '2025-12-31', end: '2026-01-05' }, { min: '2026-01-01' })).toEqual({
      problem: 'beforeMin',
      start: true,
      end: false,
    });
    expect(validateDateRange({ start: '2026-01-01', end: '2026-04-01' }, { max: '2026-03-15' })).toEqual({
      problem: 'afterMax',
      start: false,
      end: true,
    });
  });
});

describe('presetRange', () => {
  it('counts back from today, inclusive, across month and year ends', () => {
    expect(presetRange('last7Days', today)).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(presetRange('last30Days', '2026-01-10')).toEqual({ start: '2025-12-12', end: '2026-01-10' });
    expect(presetRange('last90Days', today)).toEqual({ start: '2025-12-16', end: '2026-03-15' });
  });

  it('stays inside min and max', () => {
    expect(presetRange('last30Days', today, { max: '2026-03-10', min: '2026-02-20' })).toEqual({
      start: '2026-02-20',
      end: '2026-03-10',
    });
  });

  it('addDays crosses month ends, year ends and leap days', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('DateRangePicker', () => {
  it('is a named group of two labelled date inputs and three presets', async () => {
    renderUi(<DateRangePicker label="统计周期" />);
    const group = screen.getByRole('group', { name: '统计周期' });
    const start = within(group).getByLabelText('开始日期');
    const end = within(group).getByLabelText('结束日期');
    expect(start).toHaveAttribute('type', 'date');
    expect(end).toHaveAttribute('type', 'date');
    const presets = within(screen.getByRole('group', { name: '快捷选择' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual(['近7天', '近30天', '近90天']);
    expect(presets.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    await expectNoAxeViolations();
  });

  it('a preset fills both dates, is marked pressed and reports a valid range (uncontrolled)', async () => {
    const onChange = vi.fn();
    renderUi(<DateRangePicker label="统计周期" today={today} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: '近30天' }));
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-02-14', end: '2026-03-15' }, { valid: true });
    expect(screen.getByLabelText('开始日期')).toHaveValue('2026-02-14');
    expect(screen.getByLabelText('结束日期')).toHaveValue('2026-03-15');
    expect(screen.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '近7天' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a start after the end shows an error on both inputs and reports it invalid', async () => {
    const onChange = vi.fn();
    renderUi(
      <DateRangePicker
        label="统计周期"
        defaultValue={{ start: '2026-03-01', end: '2026-03-10' }}
        onChange={onChange}
      />,
    );
    const start = screen.getByLabelText('开始日期');
    expect(start).not.toHaveAttribute('aria-invalid');
    fireEvent.change(start, { target: { value: '2026-03-12' } });
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-03-12', end: '2026-03-10' }, { valid: false });
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('结束日期')).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription('开始日期不能晚于结束日期');
    await expectNoAxeViolations();
  });

  it('checks min and max, marking only the date outside them, and passes them to the inputs', () => {
    renderUi(
      <DateRangePicker
        label="Period"
        min="2026-01-01"
        max={today}
        value={{ start: '2026-02-01', end: '2026-04-01' }}
      />,
      { locale: 'en-US' },
    );
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(start).toHaveAttribute('min', '2026-01-01');
    expect(end).toHaveAttribute('max', today);
    expect(start).not.toHaveAttribute('aria-invalid');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(`Dates must be on or before ${today}`);
  });

  it('works controlled; a caller’s error and hint describe the inputs', async () => {
    function Controlled() {
      const [range, setRange] = useState<DateRange>({ start: '', end: '' });
      return (
        <>
          <DateRangePicker
            label="统计周期"
            today={today}
            value={range}
            onChange={setRange}
            error={range.start ? undefined : '请选择统计周期'}
            hint="最长 90 天"
            required
          />
          <output>{`${range.start}~${range.end}`}</output>
        </>
      );
    }
    renderUi(<Controlled />);
    const start = screen.getByLabelText('开始日期');
    expect(start).toBeRequired();
    expect(start).toHaveAccessibleDescription('请选择统计周期 最长 90 天');
    await userEvent.click(screen.getByRole('button', { name: '近7天' }));
    expect(screen.getByRole('status')).toHaveTextContent('2026-03-09~2026-03-15');
    expect(start).toHaveAccessibleDescription('最长 90 天');
  });

  it('can leave out presets, be disabled, and forwards its ref to the group', () => {
    const ref = createRef<HTMLDivElement>();
    renderUi(<DateRangePicker label="统计周期" presets={[]} disabled ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('group', { name: '统计周期' }));
    expect(screen.queryByRole('group', { name: '快捷选择' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('开始日期')).toBeDisabled();
  });
});

import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import { forwardRef, type ChangeEvent } from 'react';
import { useUiStrings } from '../../provider';
import type { UiStrings } from '../../locale';
import type { DataAttributes } from '../../vocabulary';
import { Button } from '../Button';
import { describedBy, FieldShell, useFieldIds } from '../FormField/Field';
import * as fieldStyles from '../FormField/Field.css';
import { addDays, localToday, maxDate, minDate } from './dates';
import * as styles from './DateRangePicker.css';

/** Two calendar dates as `YYYY-MM-DD`; `''` while a date is not chosen. */
export type DateRange = { start: string; end: string };

export const dateRangePresets = ['last7Days', 'last30Days', 'last90Days'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

const presetDays: Record<DateRangePreset, number> = { last7Days: 7, last30Days: 30, last90Days: 90 };

export type DateRangeProblem = 'order' | 'beforeMin' | 'afterMax';

/** What is wrong with a range, if anything: start after end, or a date outside min/max. */
export function validateDateRange(
  range: DateRange,
  limits: { min?: string; max?: string } = {},
): { problem: DateRangeProblem; start: boolean; end: boolean } | null {
  const { start, end } = range;
  const { min, max } = limits;
  if (min && ((start && start < min) || (end && end < min))) {
    return { problem: 'beforeMin', start: Boolean(start && start < min), end: Boolean(end && end < min) };
  }
  if (max && ((start && start > max) || (end && end > max))) {
    return { problem: 'afterMax', start: Boolean(start && start > max), end: Boolean(end && end > max) };
  }
  if (start && end && start > end) return { problem: 'order', start: true, end: true };
  return null;
}

/** The range a preset stands for: the last N days up to today (or `max`), inside min/max. */
export function presetRange(
  preset: DateRangePreset,
  today: string,
  limits: { min?: string; max?: string } = {},
): DateRange {
  const end = limits.max ? minDate(today, limits.max) : today;
  const start = addDays(end, 1 - presetDays[preset]);
  return { start: limits.min ? maxDate(start, limits.min) : start, end };
}

function problemMessage(
  problem: DateRangeProblem,
  strings: UiStrings,
  limits: { min?: string; max?: string },
): string {
  if (problem === 'order') return strings.dateRangeOrder;
  if (problem === 'beforeMin') return strings.dateBeforeMin(limits.min ?? '');
  return strings.dateAfterMax(limits.max ?? '');
}

const emptyRange: DateRange = { start: '', end: '' };

export type DateRangePickerProps = {
  /** Names the pair of dates (统计周期, 发布时间); each input is also named 开始日期/结束日期. */
  label: string;
  /** Controlled value; leave out (with `defaultValue`) for uncontrolled. */
  value?: DateRange;
  defaultValue?: DateRange;
  /** Every change, as typed or picked; `valid` is false while the range breaks order or min/max. */
  onChange?: (range: DateRange, details: { valid: boolean }) => void;
  /** Earliest and latest allowed dates (`YYYY-MM-DD`). */
  min?: string;
  max?: string;
  /** Quick ranges shown as buttons (近7天/近30天/近90天 by default); `[]` for none. */
  presets?: readonly DateRangePreset[];
  /** The day presets count back from (`YYYY-MM-DD`); today in the user's time zone by default. */
  today?: string;
  /** Help under the dates, linked with aria-describedby. */
  hint?: string;
  /** The caller's own error; shown instead of the built-in range checks' message. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Base of the generated ids. */
  id?: string;
  data?: DataAttributes;
};

/**
 * A start and an end date as two native date inputs (the browser's own accessible picker), with
 * presets and checks: start ≤ end, both within min/max.
 */
export const DateRangePicker = forwardRef<HTMLDivElement, DateRangePickerProps>(
  (
    {
      label,
      value,
      defaultValue,
      onChange,
      min,
      max,
      presets = dateRangePresets,
      today,
      hint,
      error,
      required = false,
      disabled = false,
      id,
      data,
    },
    ref,
  ) => {
    const strings = useUiStrings();
    const ids = useFieldIds(id);
    const [range, setRange] = useControllableState<DateRange>({
      prop: value,
      defaultProp: defaultValue ?? emptyRange,
      caller: 'DateRangePicker',
    });
    const limits = { min, max };
    const check = validateDateRange(range, limits);
    const message = error ?? (check ? problemMessage(check.problem, strings, limits) : undefined);
    const describedByIds = describedBy(message && ids.errorId, hint && ids.hintId);
    const presetLabels: Record<DateRangePreset, string> = {
      last7Days: strings.last7Days,
      last30Days: strings.last30Days,
      last90Days: strings.last90Days,
    };

    const change = (next: DateRange) => {
      setRange(next);
      onChange?.(next, { valid: validateDateRange(next, limits) === null });
    };
    const changeDate = (part: keyof DateRange) => (event: ChangeEvent<HTMLInputElement>) =>
      change({ ...range, [part]: event.target.value });
    const presetFrom = today ?? localToday();

    return (
      <FieldShell
        ids={ids}
        label={label}
        labelAs="span"
        hint={hint}
        error={message}
        required={required}
        data={data}
      >
        <div ref={ref} role="group" aria-labelledby={ids.labelId} className={styles.group}>
          <div className={styles.inputs}>
            <input
              id={`${ids.controlId}-start`}
              type="date"
              aria-label={strings.dateRangeStart}
              value={range.start}
              min={min}
              max={range.end || max}
              required={required}
              disabled={disabled}
              aria-invalid={Boolean(error) || check?.start ? true : undefined}
              aria-describedby={describedByIds}
              className={clsx(fieldStyles.control, styles.input)}
              onChange={changeDate('start')}
            />
            <span className={styles.separator} aria-hidden="true">
              {strings.dateRangeSeparator}
            </span>
            <input
              id={`${ids.controlId}-end`}
              type="date"
              aria-label={strings.dateRangeEnd}
              value={range.end}
              min={range.start || min}
              max={max}
              required={required}
              disabled={disabled}
              aria-invalid={Boolean(error) || check?.end ? true : undefined}
              aria-describedby={describedByIds}
              className={clsx(fieldStyles.control, styles.input)}
              onChange={changeDate('end')}
            />
          </div>
          {presets.length > 0 ? (
            <div role="group" aria-label={strings.dateRangePresets} className={styles.presets}>
              {presets.map((preset) => {
                const presetValue = presetRange(preset, presetFrom, limits);
                const active = presetValue.start === range.start && presetValue.end === range.end;
                return (
                  <Button
                    key={preset}
                    size="small"
                    tone={active ? 'accent' : 'neutral'}
                    variant={active ? 'soft' : 'ghost'}
                    aria-pressed={active}
                    disabled={disabled}
                    onClick={() => change(presetValue)}
                  >
                    {presetLabels[preset]}
                  </Button>
                );
              })}
            </div>
          ) : null}
        </div>
      </FieldShell>
    );
  },
);
DateRangePicker.displayName = 'DateRangePicker';

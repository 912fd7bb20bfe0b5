export { DateRangePicker, dateRangePresets, validateDateRange, presetRange } from './DateRangePicker';
export type { DateRangePickerProps, DateRange, DateRangePreset, DateRangeProblem } from './DateRangePicker';

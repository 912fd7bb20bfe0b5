export { UsageBar } from './UsageBar';
export type { UsageBarProps, UsageSegment } from './UsageBar';
export { usageTones } from './UsageBar.css';
export type { UsageTone } from './UsageBar.css';

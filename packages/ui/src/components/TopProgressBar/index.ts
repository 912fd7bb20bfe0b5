export { TopProgressBar } from './TopProgressBar';
export type { TopProgressBarProps } from './TopProgressBar';

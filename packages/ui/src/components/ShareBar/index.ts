export { ShareBar } from './ShareBar';
export type { ShareBarProps, ShareItem } from './ShareBar';
export { shareTones } from './ShareBar.css';
export type { ShareTone } from './ShareBar.css';

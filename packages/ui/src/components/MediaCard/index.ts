export { MediaCard } from './MediaCard';
export type { MediaCardProps } from './MediaCard';

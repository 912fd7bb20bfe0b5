export { ReviewQueue } from './ReviewQueue';
export type { ReviewQueueProps, ReviewQueueItem } from './ReviewQueue';

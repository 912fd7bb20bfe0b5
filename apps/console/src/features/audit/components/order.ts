// Moved to shared: the quick-reason settings of videos and albums reorder the same way.
export * from '../../../shared/review-reasons/order';

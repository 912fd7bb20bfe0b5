export { ReviewItem } from './ReviewItem';
export type { ReviewItemProps, ReviewAuthor, ReviewMetaField } from './ReviewItem';
export { reviewMediaKinds } from './ReviewMedia';
export type { ReviewMedia, ReviewMediaKind, ReviewImage, ReviewVideoTrack } from './ReviewMedia';

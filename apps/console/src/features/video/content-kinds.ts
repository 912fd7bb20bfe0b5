import {
  ALBUM_IN_REVIEW,
  ALBUM_STATUSES,
  VIDEO_IN_REVIEW,
  VIDEO_STATUSES,
  type AlbumStatus,
  type VideoStatus,
} from '@creator-console/contract';
import { albumMessages } from './album-messages';
import type { ContentKind } from './components/content-library';
import { videoMessages } from './messages';

/** Videos, as the screens the videos and albums share see them. */
export const videoKind: ContentKind<VideoStatus> = {
  messages: videoMessages,
  statuses: VIDEO_STATUSES,
  inReview: VIDEO_IN_REVIEW,
  editPath: (id) => `/video/edit?id=${id}`,
};

/** Albums, as the screens the videos and albums share see them. */
export const albumKind: ContentKind<AlbumStatus> = {
  messages: albumMessages,
  statuses: ALBUM_STATUSES,
  inReview: ALBUM_IN_REVIEW,
  editPath: (id) => `/video/album/edit?id=${id}`,
};

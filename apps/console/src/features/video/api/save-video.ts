import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type VideoDetail, type VideoInput } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { isMyVideoKey } from './get-my-video';
import { isMyVideosKey } from './get-my-videos';

export type SaveVideoArg = {
  video: VideoInput;
  /** The own draft or rejected video to change (PUT), else a new one (POST). */
  id?: number;
};

/** Saves a draft or submits for review (`video.submit`); the library and the video refresh after. */
export function useSaveVideo() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.createVideo] as const,
    (_key, { arg }: { arg: SaveVideoArg }): Promise<VideoDetail> =>
      arg.id === undefined
        ? apiClient.call(endpoints.createVideo, { body: arg.video })
        : apiClient.call(endpoints.updateVideo, { params: { id: arg.id }, body: arg.video }),
    {
      onSuccess: () => {
        void mutate(isMyVideosKey);
        void mutate(isMyVideoKey);
      },
    },
  );
}

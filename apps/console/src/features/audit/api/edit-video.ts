import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { isReviewVideoKey, isReviewVideosKey } from './keys';

export type EditVideoBody = BodyOf<typeof endpoints.editReviewVideo>;

/** The operator corrects a video (the server logs it); the list and the detail refresh. */
export function useEditVideo(id: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.editReviewVideo, id] as const,
    (_key, { arg }: { arg: EditVideoBody }) =>
      apiClient.call(endpoints.editReviewVideo, { params: { id }, body: arg }),
    {
      onSuccess: () => {
        void mutate(isReviewVideosKey);
        void mutate(isReviewVideoKey);
      },
    },
  );
}

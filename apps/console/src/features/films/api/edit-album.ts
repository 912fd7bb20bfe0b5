import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints, type BodyOf } from '@creator-console/contract';
import { apiClient } from '../../../shared/api';
import { isReviewAlbumKey, isReviewAlbumsKey } from './keys';

export type EditAlbumBody = BodyOf<typeof endpoints.editReviewAlbum>;

/** The operator corrects an album (the server logs it); the list and the detail refresh. */
export function useEditAlbum(id: number) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.editReviewAlbum, id] as const,
    (_key, { arg }: { arg: EditAlbumBody }) =>
      apiClient.call(endpoints.editReviewAlbum, { params: { id }, body: arg }),
    {
      onSuccess: () => {
        void mutate(isReviewAlbumsKey);
        void mutate(isReviewAlbumKey);
      },
    },
  );
}

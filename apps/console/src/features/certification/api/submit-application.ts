import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import {
  applyCertification,
  updateCertification,
  type CertificationApplicationInput,
} from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { tracker } from '../../../shared/tracker';

export type SubmitApplicationArg = {
  application: CertificationApplicationInput;
  /** The own pending or rejected application to change (PUT), else a new one (POST). */
  reapplyId?: number;
};

/**
 * Submits an application, or re-applies with a changed one. Both are tracked as
 * `certification_submit` (a failure with the server's message); the summary and the
 * application's own detail are fetched again afterwards.
 */
export function useSubmitApplication() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.applyCertification] as const,
    (_key, { arg }: { arg: SubmitApplicationArg }) =>
      arg.reapplyId === undefined
        ? applyCertification(apiClient, arg.application, { tracker })
        : updateCertification(apiClient, { id: arg.reapplyId, ...arg.application }, { tracker }),
    {
      onSuccess: () =>
        void mutate(
          (key) =>
            Array.isArray(key) &&
            (key[0] === endpoints.myCertificationInfo || key[0] === endpoints.certificationApplyDetail),
        ),
    },
  );
}

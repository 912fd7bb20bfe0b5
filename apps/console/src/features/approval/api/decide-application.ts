import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import { approveCertification, type CertificationApprovalInput } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { isRemindersKey } from '../../../shared/reminders';
import { tracker } from '../../../shared/tracker';
import { isEndpointKey } from '../../../shared/use-endpoint';

const isApprovalData = isEndpointKey(
  endpoints.certificationApplyRecords,
  endpoints.certificationApplyDetail,
  endpoints.userAllCertifications,
);

/**
 * Approves (status 2) or rejects an application, tracked as `certification_approval`; then the
 * queues, the application, the applicant's summary and the sidebar's unreviewed count refresh.
 */
export function useDecideApplication() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    [endpoints.approveCertification] as const,
    (_key, { arg }: { arg: CertificationApprovalInput }) => approveCertification(apiClient, arg, { tracker }),
    {
      onSuccess: () => {
        void mutate(isApprovalData);
        void mutate(isRemindersKey);
      },
    },
  );
}

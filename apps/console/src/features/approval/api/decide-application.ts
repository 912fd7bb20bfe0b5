import useSWRMutation from 'swr/mutation';
import { useSWRConfig } from 'swr';
import { endpoints } from '@creator-console/contract';
import { approveCertification, type CertificationApprovalInput } from '@creator-console/api-client';
import { apiClient } from '../../../shared/api';
import { isRemindersKey } from '../../../shared/reminders';
import { tracker } from '../../../shared/tracker';
import { isApplicationKey } from './get-application';
import { isApplicationsKey } from './get-applications';
import { isUserCertificationsKey } from './get-user-certifications';

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
        void mutate(isApplicationsKey);
        void mutate(isApplicationKey);
        void mutate(isUserCertificationsKey);
        void mutate(isRemindersKey);
      },
    },
  );
}

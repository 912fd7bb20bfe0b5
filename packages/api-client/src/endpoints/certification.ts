import {
  APPROVED,
  endpoints,
  type BodyOf,
  type CertificationApplicationInput,
  type QueryOf,
  type ResponseOf,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';
import { trackFlow, type TrackingOptions } from './tracking.js';

export type { CertificationApplicationInput };
export type CertificationUpdateInput = { id: number } & CertificationApplicationInput;
export type CertificationApprovalInput = { id: number } & BodyOf<typeof endpoints.approveCertification>;
export type CertificationRecordsQuery = QueryOf<typeof endpoints.certificationApplyRecords>;
export type MyCertificationInfoQuery = QueryOf<typeof endpoints.myCertificationInfo>;
export type CertificationApplicationSummary = ResponseOf<typeof endpoints.applyCertification>;

type TrackedOptions = RequestOptions & TrackingOptions;

/**
 * Submits a certification application; `type` decides which `fields` are required. With a tracker,
 * the outcome is reported as `certification_submit`; a failure is still thrown.
 */
export function applyCertification(
  client: ApiClient,
  application: CertificationApplicationInput,
  { tracker, ...options }: TrackedOptions = {},
): Promise<CertificationApplicationSummary> {
  return trackFlow(tracker, 'certification_submit', { type: application.type }, () =>
    client.call(endpoints.applyCertification, { ...options, body: application }),
  );
}

/**
 * Re-applies: changes an own pending or rejected application, which goes back to review. With a
 * tracker, the outcome is reported as `certification_submit`; a failure is still thrown.
 */
export function updateCertification(
  client: ApiClient,
  { id, ...application }: CertificationUpdateInput,
  { tracker, ...options }: TrackedOptions = {},
): Promise<CertificationApplicationSummary> {
  return trackFlow(tracker, 'certification_submit', { type: application.type, application_id: id }, () =>
    client.call(endpoints.updateCertification, { ...options, params: { id }, body: application }),
  );
}

/**
 * Approves (status 2, 通过) or rejects (any other status, 驳回) a pending application; `id` goes in
 * the path and the payload. Resolves with the applicant's `user_id`, whose role the console then
 * refreshes. With a tracker, the outcome is reported as `certification_approval` with its result.
 */
export function approveCertification(
  client: ApiClient,
  decision: CertificationApprovalInput,
  { tracker, ...options }: TrackedOptions = {},
): Promise<ResponseOf<typeof endpoints.approveCertification>> {
  const result = decision.status === APPROVED ? '通过' : '驳回';
  return trackFlow(tracker, 'certification_approval', { result, application_id: decision.id }, () =>
    client.call(endpoints.approveCertification, { ...options, params: { id: decision.id }, body: decision }),
  );
}

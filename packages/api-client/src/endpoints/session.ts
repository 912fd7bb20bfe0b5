import { endpoints, type LoginBody, type PhoneLoginBody, type ResponseOf } from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';
import { loginLabel } from '../helpers/credentials.js';
import { trackFlow, type TrackingOptions, type TrackingProperties } from './tracking.js';

export type LoginPayload = LoginBody | PhoneLoginBody;
export type LoginResponse = ResponseOf<typeof endpoints.login>;
export type MyMenuResponse = ResponseOf<typeof endpoints.myMenu>;
export type MyPageResponse = ResponseOf<typeof endpoints.myPage>;

export interface LoginOptions extends RequestOptions, TrackingOptions {
  /** The account as typed, never sent: with a tracker, it gives the event its label (phone or creator-number). */
  account?: string;
}

/**
 * A payload with a `phone` field goes to the phone login (/api/a-login), any other to /api/login (spec §5).
 * With a tracker, success or failure is reported as `login` (spec §8); a failure is still thrown.
 */
export function login(
  client: ApiClient,
  payload: LoginPayload,
  { tracker, account, ...options }: LoginOptions = {},
): Promise<LoginResponse> {
  const properties: TrackingProperties = account === undefined ? {} : { label: loginLabel(account) };
  return trackFlow(tracker, 'login', properties, () =>
    'phone' in payload
      ? client.call(endpoints.phoneLogin, { ...options, body: payload })
      : client.call(endpoints.login, { ...options, body: payload }),
  );
}

import { createApiClient, type CallOptions } from '@creator-console/api-client';
import type { Endpoint } from '@creator-console/contract';
import { ACCESS_VERSION_HEADER, noteAccessVersion } from './access-version';
import { notify, trackProgress } from './notices';
import { sessionStore } from './session';

/** The app's one api client: same origin, the stored token, failures shown by the ui. */
export const apiClient = createApiClient({
  baseUrl: '',
  getToken: () => sessionStore.getToken(),
  notify,
  onProgress: trackProgress,
  // An access change (role edited, label added) shows as a new X-Access-Version: the shell offers 刷新菜单.
  onResponse: ({ response }) => noteAccessVersion(response.headers.get(ACCESS_VERSION_HEADER)),
});

/** An SWR key: the endpoint and its params and query; the shell's fetcher calls `apiClient` with it. */
export type ApiKey<E extends Endpoint = Endpoint> = readonly [E, CallOptions<E>?];

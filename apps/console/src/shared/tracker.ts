import { createApiClient, createTracker } from '@creator-console/api-client';
import { sessionStore } from './session';

/**
 * Behaviour tracking (spec §7: login, invites, certification submit and approval), best effort.
 * Its own client has no `notify` and no `onProgress`: recording an event never shows a toast nor
 * moves the progress bar.
 */
export const tracker = createTracker(
  createApiClient({ baseUrl: '', getToken: () => sessionStore.getToken() }),
);

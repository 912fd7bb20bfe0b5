import { createApiClient } from '@creator-console/api-client';
import { createSessionStore } from '@creator-console/auth';

/** The session lives in the same cookies and storage keys as in the main console. */
export const sessionStore = createSessionStore();

/** Same origin: the preview server proxies `/api` to the API. */
export const apiClient = createApiClient({ baseUrl: '', getToken: () => sessionStore.getToken() });

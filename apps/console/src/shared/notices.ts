import { createToaster } from '@creator-console/ui';
import type { Notice, ReloginNotice } from '@creator-console/api-client';
import { createExternalStore } from './external-store';

/** The app's one toast queue; works outside React (the api client's `notify`), shown by the toaster host. */
export const toaster = createToaster();

/** The 401/503 question "log in again?", shown by the providers while set. */
export const reloginStore = createExternalStore<ReloginNotice | null>(null);

/** Requests in flight, for the top progress bar. */
export const requestsInFlight = createExternalStore(0);

export function showError(message: string): void {
  toaster.show({ tone: 'critical', message });
}

/** The api client's `notify`: toasts for failures (202 stays 20 s, closable), a dialog for 401/503. */
export function notify(notice: Notice): void {
  if (notice.kind === 'relogin') {
    reloginStore.set(notice);
    return;
  }
  toaster.show({
    tone: notice.tone,
    message: notice.message,
    ...(notice.duration === undefined ? {} : { duration: notice.duration }),
    ...(notice.closable === undefined ? {} : { closable: notice.closable }),
  });
}

/** The api client's `onProgress`. */
export function trackProgress(state: 'start' | 'end'): void {
  requestsInFlight.set((count) => (state === 'start' ? count + 1 : Math.max(0, count - 1)));
}

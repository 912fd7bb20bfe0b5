import { createToaster } from '@creator-console/ui';
import type { Notice } from '@creator-console/api-client';
import { createExternalStore } from './external-store';
import { defineMessages, readStoredLocale, translate } from './i18n';

/** The app's one toast queue; works outside React (the api client's `notify`), shown by the toaster host. */
export const toaster = createToaster();

/** A 401 or 503 from the api client: the re-login dialog shows while it is set. */
export type SessionEndedNotice = Extract<Notice, { kind: 'session-ended' }>;

/** The 401/503 question "log in again?", shown by the providers while set. */
export const reloginStore = createExternalStore<SessionEndedNotice | null>(null);

/** Requests in flight, for the top progress bar. */
export const requestsInFlight = createExternalStore(0);

/** How long the toast of a 202 business refusal stays (spec §9); it can be closed before. */
export const REFUSAL_TOAST_MS = 20_000;

/**
 * The words of failed requests (spec §8). The server's own message comes first; these are what
 * shows when it sent none, and the re-login dialog's title and buttons.
 */
export const noticeMessages = defineMessages({
  'zh-CN': {
    reloginTitle: '确定退出',
    reloginConfirm: '重新登录',
    reloginCancel: '关闭',
    sessionEnded: '登录已失效，请重新登录',
    serviceDown: '服务维护中，请稍后再试',
    requestFailed: '请求失败（状态码 {status}）',
    timeout: '请求超时（{ms} ms）',
    networkError: '网络错误',
  },
  'en-US': {
    reloginTitle: 'Sign out?',
    reloginConfirm: 'Sign in again',
    reloginCancel: 'Close',
    sessionEnded: 'Your session has ended. Please sign in again.',
    serviceDown: 'The service is under maintenance. Please try again later.',
    requestFailed: 'The request failed (status {status})',
    timeout: 'The request timed out ({ms} ms)',
    networkError: 'Network error',
  },
});

/** What a notice says, in the chosen language: the server's message when it sent one. */
export function noticeText(notice: Notice, locale = readStoredLocale()): string {
  const t = (key: keyof (typeof noticeMessages)['zh-CN'], vars?: Record<string, string | number>) =>
    translate(noticeMessages, locale, key, vars);
  switch (notice.kind) {
    case 'timeout':
      return t('timeout', { ms: notice.timeoutMs });
    case 'network-error':
      return notice.message || t('networkError');
    case 'session-ended':
      return notice.message ?? t(notice.status === 503 ? 'serviceDown' : 'sessionEnded');
    default:
      return notice.message ?? t('requestFailed', { status: notice.status });
  }
}

export function showError(message: string): void {
  toaster.show({ tone: 'critical', message });
}

/**
 * The api client's `notify`: a dialog for 401/503, a toast for every other failure; a 202 refusal's
 * toast stays 20 s and can be closed.
 */
export function notify(notice: Notice): void {
  if (notice.kind === 'session-ended') {
    reloginStore.set(notice);
    return;
  }
  toaster.show({
    tone: 'critical',
    message: noticeText(notice),
    ...(notice.kind === 'refused' ? { duration: REFUSAL_TOAST_MS, closable: true } : {}),
  });
}

/** The api client's `onProgress`. */
export function trackProgress(state: 'start' | 'end'): void {
  requestsInFlight.set((count) => (state === 'start' ? count + 1 : Math.max(0, count - 1)));
}

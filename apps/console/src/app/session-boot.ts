import type { SessionAnswers } from '@creator-console/auth';

/**
 * The id of the JSON data block the server puts in a session's page (apps/server/src/plugins/app/
 * console.ts): its answers to /api/my-menu, /api/my-page and /api/my-profile for the page's
 * token, `{ "data": … }` envelopes as the API sends them, and their `X-Access-Version`.
 */
export const SESSION_BOOT_ID = 'session-boot';

export interface SessionBoot {
  answers: SessionAnswers;
  accessVersion: string | null;
}

interface Envelope<T> {
  data: T;
}

const isEnvelope = (value: unknown): value is Envelope<unknown> =>
  typeof value === 'object' && value !== null && 'data' in value;

/**
 * The session's boot data, once: the block is removed as it is read, so only the first loading of
 * the routes (the page's first navigation) takes it; a later one (刷新菜单, another account)
 * asks the API. Null without a block, or one that is not what the server writes.
 */
export function takeSessionBoot(doc: Document = document): SessionBoot | null {
  const block = doc.getElementById(SESSION_BOOT_ID);
  if (!block) return null;
  block.remove();
  try {
    const boot = JSON.parse(block.textContent ?? '') as Record<string, unknown>;
    const { menu, page, profile, accessVersion } = boot;
    if (!isEnvelope(menu) || !isEnvelope(page) || !isEnvelope(profile)) return null;
    return {
      answers: {
        menu: menu.data as SessionAnswers['menu'],
        page: page.data as SessionAnswers['page'],
        profile: profile.data as SessionAnswers['profile'],
      },
      accessVersion: typeof accessVersion === 'string' ? accessVersion : null,
    };
  } catch {
    return null;
  }
}

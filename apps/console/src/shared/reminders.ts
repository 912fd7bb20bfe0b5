import useSWR from 'swr';
import { endpoints, REMINDER_KINDS, type ReminderKind } from '@creator-console/contract';
import type { Reminders } from '@creator-console/api-client';
import { shouldFetchUnaudited } from '@creator-console/auth';
import { useSession } from '@creator-console/auth/react';
import type { ApiKey } from './api';

/** The page right each unreviewed count needs; a staff role without it would be refused. */
const REMINDER_RIGHTS: Record<ReminderKind, string> = { album: 'review:album', user: 'approval:review' };
const FIELD: Record<ReminderKind, keyof Reminders> = { album: 'album_count', user: 'user_count' };

/** Matches the badges' cache entry whatever kinds it asked for: a decision refreshes it with `mutate`. */
export const isRemindersKey = (key: unknown): boolean => Array.isArray(key) && key[0] === endpoints.reminders;

/**
 * The unreviewed counts the signed-in user may see, or undefined while unknown. Staff only (spec
 * §6: creators, MCN and pending MCN never ask), and only the kinds their rights cover; a count not
 * asked for is absent. Refreshed when the window regains focus.
 */
export function useReminders(): Partial<Reminders> | undefined {
  const { role, can } = useSession();
  const kinds = shouldFetchUnaudited(role) ? REMINDER_KINDS.filter((kind) => can(REMINDER_RIGHTS[kind])) : [];
  const key: ApiKey<typeof endpoints.reminders> | null =
    kinds.length > 0 ? [endpoints.reminders, { query: { kinds: kinds.join(',') } }] : null;
  const { data } = useSWR<Reminders>(key, { revalidateOnFocus: true });
  return data && Object.fromEntries(kinds.map((kind) => [FIELD[kind], data[FIELD[kind]]]));
}

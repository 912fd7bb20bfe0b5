import useSWR from 'swr';
import { endpoints } from '@creator-console/contract';
import type { Reminders } from '@creator-console/api-client';
import type { ApiKey } from './api';

export const remindersKey: ApiKey<typeof endpoints.reminders> = [endpoints.reminders];

/**
 * The unreviewed album and user counts, or undefined while unknown. Only fetched when `enabled`:
 * the caller decides who may see them (spec §6). Refreshed when the window regains focus.
 */
export function useReminders(enabled: boolean): Reminders | undefined {
  const { data } = useSWR<Reminders>(enabled ? remindersKey : null, { revalidateOnFocus: true });
  return data;
}

import { useEffect, useState } from 'react';
import { endpoints, type AnnouncementAudienceInput } from '@creator-console/contract';
import { useEndpoint, useEndpointMutation } from '../../../shared/use-endpoint';
import { choosesSomeone } from './editor-state';

/** Every call that changes an announcement refreshes the list and the detail. */
const refresh = [endpoints.adminNotices, endpoints.adminNoticeDetail, endpoints.adminNoticeReceipts];

export const useNoticeDetail = (id: number | null) =>
  useEndpoint(endpoints.adminNoticeDetail, id === null ? null : { params: { id } });

export const useAudienceOptions = () => useEndpoint(endpoints.noticeAudienceOptions);

export const useCreateNotice = () => useEndpointMutation(endpoints.createAdminNotice, { refresh });
export const useUpdateNotice = () => useEndpointMutation(endpoints.updateAdminNotice, { refresh });
export const useSendNotice = () =>
  useEndpointMutation(endpoints.sendAdminNotice, {
    refresh,
    input: ({ id, version }: { id: number; version: number }) => ({ params: { id }, body: { version } }),
  });
export const useUnscheduleNotice = () =>
  useEndpointMutation(endpoints.unscheduleAdminNotice, {
    refresh,
    input: ({ id, version }: { id: number; version: number }) => ({ params: { id }, body: { version } }),
  });
export const useWithdrawNotice = () => useEndpointMutation(endpoints.withdrawAdminNotice, { refresh });
export const useDeleteNotice = () =>
  useEndpointMutation(endpoints.deleteAdminNotice, {
    refresh,
    input: (id: number) => ({ params: { id } }),
  });

/** `value`, once it has not changed for `ms`. */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** How many accounts an audience reaches now, and 20 of them; asked 400 ms after the last change. */
export function useAudiencePreview(audience: AnnouncementAudienceInput) {
  const key = JSON.stringify(audience);
  const settled = useDebounced(key, 400);
  const chosen = JSON.parse(settled) as AnnouncementAudienceInput;
  const answer = useEndpoint(
    endpoints.previewNoticeAudience,
    choosesSomeone(chosen) ? { body: { audience: chosen } } : null,
    { keepPreviousData: true },
  );
  return { ...answer, pending: settled !== key || answer.isLoading, chosen: choosesSomeone(chosen) };
}

import { MESSAGE_TYPES } from '@creator-console/contract';

export const MESSAGE_TYPE_LIST = Object.values(MESSAGE_TYPES);
export type MessageTypeCode = (typeof MESSAGE_TYPE_LIST)[number];
export const PAGE_SIZES = [10, 20, 50, 100] as const;

const positive = (value: string | null, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/**
 * The list state lives in the URL: `type` (default 1, the bell's tab), `page`, `size` (the picker
 * offers 10/20/50/100; any size up to the API's 100 is honoured when linked).
 */
export function readListParams(params: URLSearchParams) {
  const type = Number(params.get('type'));
  const size = positive(params.get('size'), 10);
  return {
    type: (MESSAGE_TYPE_LIST.includes(type as MessageTypeCode)
      ? type
      : MESSAGE_TYPES.system) as MessageTypeCode,
    page: positive(params.get('page'), 1),
    size: Math.min(size, 100),
  };
}

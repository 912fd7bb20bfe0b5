import { createHmac, timingSafeEqual } from 'node:crypto';
import { LOG_CURSOR_INVALID } from '@creator-console/contract';
import { BadRequestError } from '../../http/errors.js';

/** Where a keyset page ends: the last row's `created_at` (microseconds, UTC text) and id. */
export interface CursorPosition {
  at: string;
  id: number;
}

const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url').slice(0, 32);

/** `base64url(created_at|id).hmac`: a cursor edited by hand fails its HMAC (admin.md §8). */
export function encodeCursor(secret: string, position: CursorPosition): string {
  const text = Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
  return `${text}.${sign(secret, text)}`;
}

/** The position of a cursor of ours; 400 `分页游标无效，请从第一页重新加载` for anything else. */
export function decodeCursor(secret: string, cursor: string): CursorPosition {
  const invalid = () =>
    new BadRequestError(LOG_CURSOR_INVALID, [{ path: ['cursor'], message: LOG_CURSOR_INVALID }]);
  const [text, mac, ...rest] = cursor.split('.');
  if (!text || !mac || rest.length > 0) throw invalid();
  const expected = Buffer.from(sign(secret, text));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const [at, id, ...more] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!at || !AT.test(at) || more.length > 0 || !Number.isSafeInteger(n) || n < 1) throw invalid();
  return { at, id: n };
}

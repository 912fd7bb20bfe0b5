import {
  SENSITIVE_MODULES,
  decryptField,
  encryptField,
  endpoints,
  type SensitiveField,
} from '@creator-console/contract';
import type { ApiClient, RequestOptions } from '../client.js';

/**
 * The sensitive-data lookup answered, but its value did not decrypt with the field key (a key
 * mismatch between console and server). Carries which field, never the ciphertext.
 */
export class SensitiveDecryptError extends Error {
  override readonly name = 'SensitiveDecryptError' as const;
  readonly field: SensitiveField;

  constructor(field: SensitiveField) {
    super('敏感信息解密失败，请刷新页面后重试');
    this.field = field;
  }
}

export const isSensitiveDecryptError = (error: unknown): error is SensitiveDecryptError =>
  error instanceof SensitiveDecryptError ||
  (error instanceof Error && error.name === 'SensitiveDecryptError');

export type SensitiveModule = keyof typeof SENSITIVE_MODULES;

export interface RevealSensitiveInput {
  /** The screen the reveal comes from (sent as `t`, written to the audit log). */
  module: SensitiveModule;
  /** Whose value (sent as `d`). */
  userId: number;
  /** Which value (sent encrypted as `e`). */
  field: SensitiveField;
}

export interface RevealSensitiveOptions extends RequestOptions {
  /** The fixed key of the field scheme, when the deployment does not use the default one. */
  key?: string;
}

/**
 * The one-time reveal of a user's phone or ID-card number (spec §7): call it when the user presses
 * 确定 in the dialog of `SENSITIVE_DIALOG`. It asks the server for a fresh one-time confirmation
 * (POST /api/p1/usi/confirm), then sends the module `t`, the user `d`, the encrypted field name `e`
 * and that confirmation `n`, and resolves with the plain value of the encrypted answer `c`. The
 * server lets each confirmation reveal once (a replay is refused with a 202 message). An answer
 * that does not decrypt rejects with `SensitiveDecryptError`.
 */
export async function revealSensitive(
  client: ApiClient,
  { module, userId, field }: RevealSensitiveInput,
  { key, ...options }: RevealSensitiveOptions = {},
): Promise<string> {
  const { n } = await client.call(endpoints.confirmSensitive, options);
  const { c } = await client.call(endpoints.revealSensitive, {
    ...options,
    query: { t: SENSITIVE_MODULES[module], d: userId, e: encryptField(field, key), n },
  });
  const plain = decryptField(c, key);
  if (plain === null) throw new SensitiveDecryptError(field);
  return plain;
}

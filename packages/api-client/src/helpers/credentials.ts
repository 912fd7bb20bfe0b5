import { encryptField, type LoginBody } from '@creator-console/contract';
import { isPhoneNumber } from '@creator-console/contract';

export interface Credentials {
  /** A username (creator number) or a phone number, as typed. */
  account: string;
  password: string;
}

/**
 * The login body: the trimmed account goes in `email` whether it is a username or a phone number
 * (spec §5), account and password encrypted with the fixed-key scheme.
 */
export function encryptCredentials({ account, password }: Credentials, key?: string): LoginBody {
  return { email: encryptField(account.trim(), key), password: encryptField(password, key) };
}

/** Which analytics label a login identifier gets; it never blocks submission. */
export const loginLabel = (account: string): 'phone' | 'creator-number' =>
  isPhoneNumber(account.trim()) ? 'phone' : 'creator-number';

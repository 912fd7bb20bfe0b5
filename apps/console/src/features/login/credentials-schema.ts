import { z } from 'zod';
import type { Credentials } from '@creator-console/api-client';

/**
 * What the login form checks before anything is encrypted and sent: an account (trimmed; spaces
 * alone count as empty) and a password, both required, in the page's language. The contract's
 * `loginBody` checks the same rules on the encrypted `email` and `password` the server receives.
 * The phone pattern blocks nothing (spec §5): it only picks the analytics label.
 */
export const credentialsSchema = (messages: { account: string; password: string }) =>
  z.object({
    account: z.string().trim().min(1, messages.account),
    password: z.string().min(1, messages.password),
  }) satisfies z.ZodType<Credentials>;

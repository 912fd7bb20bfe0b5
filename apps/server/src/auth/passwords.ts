import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (19 MiB, t=2, p=1: the OWASP recommendation). */
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed verification, not a server error.
    return false;
  }
}

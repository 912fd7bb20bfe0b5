/** A fresh Idempotency-Key (UUID v4), made when a money dialog opens (money.md §3). */
export const newIdempotencyKey = (): string => crypto.randomUUID();

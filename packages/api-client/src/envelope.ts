/** Reading the wire envelope `{ data, message? }` and error bodies `{ message }`. Internal. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The server's own message in a body, when it sent a non-empty one. */
export const serverMessage = (body: unknown): string | undefined =>
  isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : undefined;

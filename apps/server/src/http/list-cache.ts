/**
 * How long a list answer is kept at most when nothing is written: the bound for what depends on
 * the clock without showing it (a filter on `now()`, a link that expires a day after a date shown).
 * A moment the answer does show — a review lock's `locked_until`, a `scheduled_at` — ends it sooner.
 */
export const LIST_ANSWER_TTL_MS = 1_000;
/** Entries per list route; the oldest goes first. */
const MAX_ENTRIES = 500;

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The earliest instant after `now` written anywhere in `value` (ISO strings, Dates), or Infinity. */
export function earliestAfter(value: unknown, now: number, depth = 0): number {
  if (typeof value === 'string') {
    if (value.length > 35 || !ISO_INSTANT.test(value)) return Infinity;
    const at = Date.parse(value);
    return at > now ? at : Infinity;
  }
  if (value instanceof Date) return value.getTime() > now ? value.getTime() : Infinity;
  if (depth > 8 || value === null || typeof value !== 'object') return Infinity;
  let earliest = Infinity;
  for (const inner of Object.values(value))
    earliest = Math.min(earliest, earliestAfter(inner, now, depth + 1));
  return earliest;
}

interface Entry {
  answer: unknown;
  expiresAt: number;
}

/**
 * A read-through cache of one list route's answers, for a database whose every write this process
 * sees (PGlite: db/write-generation.ts). Keyed by the caller's request (URL and credentials, see
 * route.ts), so callers never share an answer. An answer is kept only if the write generation did
 * not move while it was read, and served only while the generation is still the same: any write —
 * a request's, a job's, a test's direct SQL — empties it. Bounded in time by `LIST_ANSWER_TTL_MS`
 * and by the earliest future instant the answer shows (a lock that expires, a publication that is
 * due), so what changes with the clock alone changes here too.
 */
export class ListAnswerCache {
  readonly #entries = new Map<string, Entry>();
  #generation = -1;

  constructor(
    private readonly writeGeneration: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  async read<T>(key: string, read: () => Promise<T>): Promise<T> {
    const generation = this.writeGeneration();
    if (generation !== this.#generation) {
      this.#entries.clear();
      this.#generation = generation;
    }
    const kept = this.#entries.get(key);
    if (kept && kept.expiresAt > this.now()) return kept.answer as T;
    if (kept) this.#entries.delete(key);
    const answer = await read();
    // A write began or ended while the answer was being read: it may straddle it; not kept.
    if (this.writeGeneration() !== generation || this.#generation !== generation) return answer;
    const now = this.now();
    const expiresAt = Math.min(now + LIST_ANSWER_TTL_MS, earliestAfter(answer, now));
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { answer, expiresAt });
    return answer;
  }
}

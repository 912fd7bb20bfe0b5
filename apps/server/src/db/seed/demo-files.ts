import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileReference, type FilePurpose } from '@creator-console/contract';
import type { Database } from '../database.js';
import { files } from '../schema/index.js';
import type { Storage } from '../../storage/storage.js';

/**
 * Stores a demo picture (PNG `bytes`) as a file of `purpose` owned by `ownerId`: its row always,
 * its bytes when the seed has a storage. Answers the file's reference (`/api/files/<id>`).
 */
export async function storeDemoFile(
  db: Pick<Database, 'insert'>,
  storage: Storage | undefined,
  input: { ownerId: number; purpose: FilePurpose; name: string; bytes: Buffer; at: Date },
): Promise<string> {
  const id = randomUUID();
  const storageKey = `files/${input.purpose}/${id.slice(0, 2)}/${id}`;
  if (storage) await storage.put(storageKey, Readable.from([input.bytes]));
  await db.insert(files).values({
    id,
    ownerId: input.ownerId,
    purpose: input.purpose,
    name: input.name,
    mime: 'image/png',
    size: input.bytes.length,
    sha256: createHash('sha256').update(input.bytes).digest('hex'),
    storageKey,
    createdAt: input.at,
  });
  return fileReference(id);
}

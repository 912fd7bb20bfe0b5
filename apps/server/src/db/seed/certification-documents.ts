import { randomUUID, createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileReference } from '@creator-console/contract';
import { eq } from 'drizzle-orm';
import { certificationApplications, files } from '../schema/index.js';
import { demoDocument, type DocumentKind } from './demo-images.js';
import type { SeedContext, SeedStep } from './step.js';

const DEMO_PATH =
  /^\/uploads\/certification\/demo\/[\w.-]+?-(id-front|id-back|face|license|proof)(?:-\d+)?\.jpg$/;

/**
 * The seeded applications' documents become real stored images (plain drawings), so reviewers see
 * documents on the approval screens. Without a storage (some tests) the step leaves them as they are.
 */
export const certificationDocuments: SeedStep<null> = {
  name: 'certification-documents',
  prepare: async () => null,
  async run(tx, _prepared, { storage }: SeedContext) {
    if (!storage) return;
    const applications = await tx
      .select({
        id: certificationApplications.id,
        userId: certificationApplications.userId,
        fields: certificationApplications.fields,
      })
      .from(certificationApplications);
    let seed = 0;
    for (const application of applications) {
      const store = async (value: unknown) => {
        const kind = typeof value === 'string' ? DEMO_PATH.exec(value)?.[1] : undefined;
        if (!kind) return value;
        const bytes = demoDocument(kind as DocumentKind, seed++);
        const id = randomUUID();
        const storageKey = `files/certification/${id.slice(0, 2)}/${id}`;
        await storage.put(storageKey, Readable.from([bytes]));
        await tx.insert(files).values({
          id,
          ownerId: application.userId,
          purpose: 'certification',
          name: `${kind}.png`,
          mime: 'image/png',
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          storageKey,
        });
        return fileReference(id);
      };
      const fields: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(application.fields as Record<string, unknown>)) {
        if (!Array.isArray(value)) {
          fields[key] = await store(value);
          continue;
        }
        // One after another: the transaction's one connection runs one query at a time.
        const stored = [];
        for (const item of value) stored.push(await store(item));
        fields[key] = stored;
      }
      await tx
        .update(certificationApplications)
        .set({ fields: fields as typeof application.fields })
        .where(eq(certificationApplications.id, application.id));
    }
  },
};

import { LIVE_TAG } from '@creator-console/contract';
import { eq } from 'drizzle-orm';
import { adminTags } from '../schema/index.js';
import type { SetupStep } from './step.js';

/** The built-in labels: 直播, which grants creators and MCNs the live menu (spec §6). */
export const BUILTIN_LABELS = [
  {
    name: LIVE_TAG,
    tone: 'accent' as const,
    description: '仅对创作者和 MCN 生效：带此标签的账号会看到「直播管理」',
  },
];

/**
 * The built-in labels, created when missing (a built-in label can be neither deleted nor renamed,
 * so one that exists is left as it is).
 */
export const builtinLabels: SetupStep = {
  name: 'labels',
  coveredBy: 'foundation',
  async run(tx) {
    for (const [position, label] of BUILTIN_LABELS.entries()) {
      const [found] = await tx
        .select({ id: adminTags.id })
        .from(adminTags)
        .where(eq(adminTags.name, label.name));
      if (!found) await tx.insert(adminTags).values({ ...label, builtin: true, position });
    }
  },
};

import { and, eq } from 'drizzle-orm';
import { certificationCategories, certificationItems, certificationRules } from '../schema/index.js';
import { userIdsOf } from './lookup.js';
import type { SeedStep } from './step.js';

/**
 * Certification settings of admin.md §9: every type open; 身份认证 asks for the real-name
 * certification first and 1 000 fans, MCN 认证 for the real-name certification; the others set no
 * threshold. Every seeded applicant of the e2e suites stays eligible: the identity applicants
 * (creator, qinghe_axin) hold an approved real-name certification and ≥ 2 000 fans (the statistics
 * step starts every creator at 2 000 or more), and no MCN application is submitted there. The
 * disabled item 汽车改装达人 (汽车) has no application, so it can be deleted. The operation-log row
 * of the operator's rule change belongs to the log's own seed (admin.md §9 Operation log).
 */
export const adminCertification: SeedStep<void> = {
  name: 'admin-certification',

  async prepare() {},

  async run(tx) {
    const user = await userIdsOf(tx, ['operator']);
    const operator = user('operator');
    // The migration made the five rows open and without thresholds (version 1).
    await tx
      .update(certificationRules)
      .set({ open: true, requireRealName: true, minFans: 1000, version: 2, updatedBy: operator })
      .where(eq(certificationRules.type, 'identity'));
    await tx
      .update(certificationRules)
      .set({ open: true, requireRealName: true, version: 2, updatedBy: operator })
      .where(eq(certificationRules.type, 'mcn'));
    const [car] = await tx
      .select({ id: certificationCategories.id })
      .from(certificationCategories)
      .where(and(eq(certificationCategories.type, 'identity'), eq(certificationCategories.name, '汽车')));
    if (!car) throw new Error('Seed: missing category 汽车');
    await tx
      .insert(certificationItems)
      .values({
        categoryId: car.id,
        name: '汽车改装达人',
        description: '专注汽车改装、性能调校内容的创作者',
        conditions: ['近 90 天发布改装相关原创视频不少于 10 条', '改装方案符合道路交通安全法规'],
        position: 99,
        enabled: false,
      })
      .onConflictDoNothing();
  },
};

import {
  APPROVED,
  CERT_STATUS,
  MESSAGE_TYPES,
  type ApplicationDetail,
  type ApplicationSummary,
  type CertificationType,
  type certificationApplication,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { activeRoleName, containing, iso, isoOrNull, isUniqueViolation, pageOf } from '../../db/queries.js';
import {
  certificationApplications as apps,
  certificationCategories as categories,
  certificationHistory as history,
  certificationItems as items,
  mcnCreators,
  roles,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { BadRequestError, BusinessRuleError, ForbiddenError, NotFoundError } from '../../http/errors.js';
import { maskFields, maskPhone } from '../../sensitive-values.js';
import { requireEligible } from '../certification-settings/eligibility.js';
import type { FileField } from '../files/repository.js';

export type Application = z.output<typeof certificationApplication>;
export type Fields = Record<string, string | number | string[]>;

export const CERTIFICATION_LABEL: Record<CertificationType, string> = {
  personal: '实名认证',
  enterprise: '企业认证',
  mcn: 'MCN认证',
  identity: '身份认证',
  interest: '兴趣认证',
};

export interface Applicant {
  userId: number;
  /** Active role key of the applicant. */
  roleKey: string;
}

export interface RecordsQuery {
  page: number;
  size: number;
  type?: CertificationType | undefined;
  status?: number | undefined;
  keyword?: string | undefined;
}

export interface CategoryItem {
  id: number;
  category_id: number;
  name: string;
  type: 'identity' | 'interest';
  description: string;
  conditions: string[];
}

export interface UserCertification {
  type: CertificationType;
  name: string;
  status: number;
  application_id: number;
  updated_at: string;
}

export interface CertificationSummary {
  mcn_status: number;
  enterprise_status: number;
  cert_status: number;
  identity_status: number;
  interest_status: number;
  applications: ApplicationSummary[];
}

export interface CertificationRepository {
  /** A new pending application with its first history row. 202 when one of its type is pending. */
  apply(applicant: Applicant, application: Application): Promise<ApplicationSummary>;
  /** Changes an own pending or rejected application; it goes back to review (history row). */
  update(applicant: Applicant, id: number, application: Application): Promise<ApplicationSummary>;
  /** Newest first; `userId` limits to one applicant (callers who are not reviewers). */
  records(query: RecordsQuery, userId?: number): Promise<{ data: ApplicationSummary[]; total: number }>;
  /**
   * Decides a pending application: status, history, a message to the applicant and, when approved,
   * the applicant's role and names, all in one transaction. Answers the applicant's id.
   */
  decide(reviewerId: number, id: number, decision: { status: number; message: string }): Promise<number>;
  item(id: number): Promise<CategoryItem | null>;
  /** Applicants (`withDisabled` false) never see a disabled item; staff see it flagged. */
  categories(withDisabled: boolean): Promise<
    {
      id: number;
      name: string;
      type: 'identity' | 'interest';
      items: { id: number; name: string; enabled: boolean }[];
    }[]
  >;
  /** The latest application of each type of a user, optionally filtered by certification name. */
  ofUser(userId: number, name?: string): Promise<UserCertification[]>;
  summary(userId: number, applyingOnly: boolean): Promise<CertificationSummary>;
  /** An application in full (ID-card and phone numbers masked), with its owner for the access check. */
  detail(id: number): Promise<{ ownerId: number; detail: ApplicationDetail } | null>;
  /** The ID-card number of the user's latest real-name application, unmasked (the audited reveal). */
  latestIdNumber(userId: number): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    certification: CertificationRepository;
  }
}

const applicant = alias(users, 'applicant');
const reviewer = alias(users, 'reviewer');

/** What an application certifies: a real name, an entity name or the certification item's name. */
const title = sql<string>`case
  when ${apps.type} in ('identity', 'interest') then coalesce(${items.name}, '')
  when ${apps.type} = 'personal' then coalesce(${apps.fields}->>'real_name', '')
  else coalesce(${apps.fields}->>'entity_name', '') end`;

const summaryColumns = {
  id: apps.id,
  type: apps.type,
  status: apps.status,
  title,
  message: apps.message,
  userId: applicant.id,
  userName: applicant.name,
  userAvatar: applicant.avatar,
  userRole: activeRoleName('applicant'),
  reviewer: reviewer.name,
  createdAt: apps.createdAt,
  updatedAt: apps.updatedAt,
  reviewedAt: apps.reviewedAt,
};

/** A field name of any certification type's form. */
type FieldName<A = Application> = A extends { fields: infer F } ? keyof F : never;
/** The fields of an application that hold uploaded documents (one reference, or a list of them). */
const DOCUMENT_FIELDS = [
  'id_front',
  'id_back',
  'face_image',
  'license_image',
  'proof_images',
] as const satisfies readonly FieldName[];

/** An application's documents: each a stored image the applicant uploaded for certification. */
export const documentsOf = (application: Application): FileField[] => {
  const fields = application.fields as Fields;
  return DOCUMENT_FIELDS.flatMap((key) => {
    const value = fields[key];
    if (value === undefined) return [];
    const at = (reference: string, path: (string | number)[]): FileField => ({
      path: ['fields', ...path],
      reference,
      purposes: ['certification'],
    });
    return Array.isArray(value)
      ? value.map((reference, n) => at(reference, [key, n]))
      : [at(String(value), [key])];
  });
};

const pendingMessage = (type: CertificationType) =>
  `您的${CERTIFICATION_LABEL[type]}申请正在审核中，请耐心等待审核结果`;

export default fp(
  async (app) => {
    const { db } = app;

    const selectSummaries = (q: Database = db) =>
      q
        .select(summaryColumns)
        .from(apps)
        .innerJoin(applicant, eq(applicant.id, apps.userId))
        .leftJoin(reviewer, eq(reviewer.id, apps.reviewerId))
        .leftJoin(items, eq(items.id, apps.itemId));
    type SummaryRow = Awaited<ReturnType<typeof selectSummaries>>[number];

    const toSummary = (row: SummaryRow): ApplicationSummary => ({
      id: row.id,
      type: row.type,
      status: row.status,
      title: row.title,
      message: row.message,
      user: { id: row.userId, name: row.userName, avatar: row.userAvatar, role_name: row.userRole },
      reviewer: row.reviewer,
      created_at: iso(row.createdAt),
      reviewed_at: isoOrNull(row.reviewedAt),
    });

    async function summaryById(id: number, q: Database = db): Promise<ApplicationSummary> {
      const [row] = await selectSummaries(q).where(eq(apps.id, id));
      if (!row) throw new NotFoundError('认证申请不存在');
      return toSummary(row);
    }

    /** The latest application of each type of a user, newest first. */
    async function latestPerType(userId: number) {
      const rows = await db
        .selectDistinctOn([apps.type], summaryColumns)
        .from(apps)
        .innerJoin(applicant, eq(applicant.id, apps.userId))
        .leftJoin(reviewer, eq(reviewer.id, apps.reviewerId))
        .leftJoin(items, eq(items.id, apps.itemId))
        .where(eq(apps.userId, userId))
        .orderBy(apps.type, desc(apps.createdAt), desc(apps.id));
      return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    }

    /**
     * The rules an application must meet besides its form (the contract checks the form): who may
     * apply for an MCN certification, and that an identity or interest item exists in its category.
     * Answers the item id of identity and interest applications.
     */
    async function admissible(q: Database, who: Applicant, application: Application): Promise<number | null> {
      if (application.type === 'mcn') {
        if (who.roleKey === 'mcn') throw new BusinessRuleError('您已是 MCN 机构，无需再次申请 MCN 认证');
        if (who.roleKey !== 'mcn_pending' && who.roleKey !== 'creator') {
          throw new BusinessRuleError('仅创作者或待审核 MCN 可以申请 MCN 认证');
        }
        const [link] = await q
          .select({ id: mcnCreators.id })
          .from(mcnCreators)
          .where(eq(mcnCreators.creatorUserId, who.userId));
        if (link) throw new BusinessRuleError('您已签约 MCN 机构，请先解约再申请 MCN 认证');
      }
      if (application.type !== 'identity' && application.type !== 'interest') return null;
      const { category_id: categoryId, info_id: itemId } = application.fields;
      const [item] = await q
        .select({
          id: items.id,
          categoryId: items.categoryId,
          type: categories.type,
          enabled: items.enabled,
        })
        .from(items)
        .innerJoin(categories, eq(categories.id, items.categoryId))
        .where(eq(items.id, itemId));
      // A disabled item is refused like a missing one (admin.md §6.10).
      if (!item || item.type !== application.type || !item.enabled) {
        throw new BadRequestError('认证项不存在', [{ path: ['fields', 'info_id'], message: '认证项不存在' }]);
      }
      if (item.categoryId !== categoryId) {
        const message = '认证项不属于所选分类';
        throw new BadRequestError(message, [{ path: ['fields', 'category_id'], message }]);
      }
      return item.id;
    }

    const fieldsOf = (application: Application): Fields => ({ ...application.fields });

    const repository: CertificationRepository = {
      async apply(who, application) {
        try {
          return await db.transaction(async (tx) => {
            await app.files.requireOwned(tx, who.userId, documentsOf(application));
            const itemId = await admissible(tx, who, application);
            const [pending] = await tx
              .select({ id: apps.id })
              .from(apps)
              .where(
                and(
                  eq(apps.userId, who.userId),
                  eq(apps.type, application.type),
                  eq(apps.status, CERT_STATUS.pending),
                ),
              );
            if (pending) throw new BusinessRuleError(pendingMessage(application.type));
            // The basic conditions of the type (202 with the first unmet one), before any write.
            await requireEligible(tx, who.userId, application.type);
            const [created] = await tx
              .insert(apps)
              .values({
                userId: who.userId,
                type: application.type,
                status: CERT_STATUS.pending,
                fields: fieldsOf(application),
                itemId,
              })
              .returning({ id: apps.id });
            await tx.insert(history).values({
              applicationId: created!.id,
              status: CERT_STATUS.pending,
              message: '提交申请',
              actorId: who.userId,
            });
            return summaryById(created!.id, tx);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError(pendingMessage(application.type));
          throw error;
        }
      },

      async update(who, id, application) {
        try {
          return await db.transaction(async (tx) => {
            const [current] = await tx
              .select({ userId: apps.userId, type: apps.type, status: apps.status })
              .from(apps)
              .where(eq(apps.id, id))
              .for('update');
            // Someone else's application is answered like a missing one.
            if (!current || current.userId !== who.userId) throw new NotFoundError('认证申请不存在');
            if (current.type !== application.type) {
              throw new BadRequestError('认证类型不能修改', [
                { path: ['type'], message: '认证类型不能修改' },
              ]);
            }
            await app.files.requireOwned(tx, who.userId, documentsOf(application));
            if (current.status === CERT_STATUS.approved) {
              throw new BusinessRuleError('该申请已审核通过，无法修改');
            }
            const itemId = await admissible(tx, who, application);
            // Re-applying after a rejection is a new submission: the basic conditions apply. A
            // pending application being corrected was submitted already; rules never touch it.
            if (current.status === CERT_STATUS.rejected) {
              await requireEligible(tx, who.userId, application.type);
            }
            await tx
              .update(apps)
              .set({
                fields: fieldsOf(application),
                itemId,
                status: CERT_STATUS.pending,
                message: '',
                reviewerId: null,
                reviewedAt: null,
                updatedAt: sql`now()`,
              })
              .where(eq(apps.id, id));
            await tx.insert(history).values({
              applicationId: id,
              status: CERT_STATUS.pending,
              message: '修改申请并重新提交',
              actorId: who.userId,
            });
            return summaryById(id, tx);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError(pendingMessage(application.type));
          throw error;
        }
      },

      async records({ type, status, keyword, ...page }, userId) {
        const conditions: (SQL | undefined)[] = [];
        if (userId !== undefined) conditions.push(eq(apps.userId, userId));
        if (type) conditions.push(eq(apps.type, type));
        if (status !== undefined) conditions.push(eq(apps.status, status));
        if (keyword) {
          const pattern = containing(keyword);
          conditions.push(
            or(ilike(title, pattern), ilike(applicant.name, pattern), ilike(applicant.username, pattern)),
          );
        }
        const where = and(...conditions);
        const [rows, [counted]] = await Promise.all([
          selectSummaries()
            .where(where)
            .orderBy(desc(apps.createdAt), desc(apps.id))
            .limit(pageOf(page).limit)
            .offset(pageOf(page).offset),
          db
            .select({ n: count() })
            .from(apps)
            .innerJoin(applicant, eq(applicant.id, apps.userId))
            .leftJoin(items, eq(items.id, apps.itemId))
            .where(where),
        ]);
        return { data: rows.map(toSummary), total: counted?.n ?? 0 };
      },

      async decide(reviewerId, id, { status, message }) {
        const [current] = await db
          .select({ userId: apps.userId, status: apps.status })
          .from(apps)
          .where(eq(apps.id, id));
        if (!current) throw new NotFoundError('认证申请不存在');
        if (current.userId === reviewerId) throw new ForbiddenError('不能审核自己的认证申请');
        if (current.status !== CERT_STATUS.pending) throw new BusinessRuleError('该申请已审核');
        const approved = status === APPROVED;
        const outcome = approved ? CERT_STATUS.approved : CERT_STATUS.rejected;

        const applicantId = await db.transaction(async (tx) => {
          const [decided] = await tx
            .update(apps)
            .set({
              status: outcome,
              message,
              reviewerId,
              reviewedAt: sql`now()`,
              updatedAt: sql`now()`,
            })
            .where(and(eq(apps.id, id), eq(apps.status, CERT_STATUS.pending)))
            .returning({ userId: apps.userId, type: apps.type, fields: apps.fields });
          // Decided meanwhile by another reviewer.
          if (!decided) throw new BusinessRuleError('该申请已审核');
          const { userId, type, fields } = decided;
          const label = CERTIFICATION_LABEL[type];
          const entityName = typeof fields.entity_name === 'string' ? fields.entity_name : '';

          await tx.insert(history).values({
            applicationId: id,
            status: outcome,
            message: message || (approved ? '审核通过' : ''),
            actorId: reviewerId,
          });

          if (approved && type === 'mcn') {
            const [link] = await tx
              .select({ id: mcnCreators.id })
              .from(mcnCreators)
              .where(eq(mcnCreators.creatorUserId, userId));
            if (link) throw new BusinessRuleError('该用户已签约 MCN 机构，无法通过 MCN 认证');
            await becomeMcn(tx, userId);
          }
          if (approved && (type === 'mcn' || type === 'enterprise') && entityName) {
            await tx.update(users).set({ entityName }).where(eq(users.id, userId));
          }
          if (approved && type === 'personal' && typeof fields.real_name === 'string') {
            await tx.update(users).set({ realName: fields.real_name }).where(eq(users.id, userId));
          }

          await app.messages.send(
            [
              {
                userId,
                type: MESSAGE_TYPES.certification,
                title: approved ? `${label}审核通过` : `${label}未通过`,
                content: approved
                  ? [
                      `您提交的${label}申请已审核通过。`,
                      type === 'mcn'
                        ? '您的账号已升级为 MCN 机构账号，可在「MCN管理」中邀请和管理创作者。'
                        : '',
                    ]
                      .filter(Boolean)
                      .join('\n')
                  : `您提交的${label}申请未通过审核。\n审核意见：${message}`,
                link: '/certification/index',
              },
            ],
            tx,
          );
          return userId;
        });
        if (approved) await forgetUser(applicantId);
        return applicantId;
      },

      async item(id) {
        const [row] = await db
          .select({
            id: items.id,
            category_id: items.categoryId,
            name: items.name,
            type: categories.type,
            description: items.description,
            conditions: items.conditions,
          })
          .from(items)
          .innerJoin(categories, eq(categories.id, items.categoryId))
          .where(eq(items.id, id));
        return row ?? null;
      },

      async categories(withDisabled) {
        const [categoryRows, itemRows] = await Promise.all([
          db
            .select({ id: categories.id, name: categories.name, type: categories.type })
            .from(categories)
            .orderBy(asc(categories.type), asc(categories.position), asc(categories.id)),
          db
            .select({ id: items.id, name: items.name, categoryId: items.categoryId, enabled: items.enabled })
            .from(items)
            .where(withDisabled ? undefined : eq(items.enabled, true))
            .orderBy(asc(items.position), asc(items.id)),
        ]);
        return categoryRows.map((category) => ({
          ...category,
          items: itemRows
            .filter((item) => item.categoryId === category.id)
            .map(({ id, name, enabled }) => ({ id, name, enabled })),
        }));
      },

      async ofUser(userId, name) {
        const rows = await latestPerType(userId);
        const certifications = rows.map((row) => ({
          type: row.type,
          name:
            row.type === 'identity' || row.type === 'interest'
              ? `${CERTIFICATION_LABEL[row.type]}·${row.title}`
              : CERTIFICATION_LABEL[row.type],
          status: row.status,
          application_id: row.id,
          updated_at: iso(row.updatedAt),
        }));
        const wanted = name?.toLowerCase();
        return wanted
          ? certifications.filter((certification) => certification.name.toLowerCase().includes(wanted))
          : certifications;
      },

      async summary(userId, applyingOnly) {
        const rows = await latestPerType(userId);
        const statusOf = (type: CertificationType) =>
          rows.find((row) => row.type === type)?.status ?? CERT_STATUS.none;
        return {
          mcn_status: statusOf('mcn'),
          enterprise_status: statusOf('enterprise'),
          cert_status: statusOf('personal'),
          identity_status: statusOf('identity'),
          interest_status: statusOf('interest'),
          applications: rows
            .filter((row) => !applyingOnly || row.status === CERT_STATUS.pending)
            .map(toSummary),
        };
      },

      async detail(id) {
        const [row] = await db
          .select({ ...summaryColumns, fields: apps.fields, userPhone: applicant.phone })
          .from(apps)
          .innerJoin(applicant, eq(applicant.id, apps.userId))
          .leftJoin(reviewer, eq(reviewer.id, apps.reviewerId))
          .leftJoin(items, eq(items.id, apps.itemId))
          .where(eq(apps.id, id));
        if (!row) return null;
        const actor = alias(users, 'actor');
        const steps = await db
          .select({
            status: history.status,
            message: history.message,
            actor: actor.name,
            at: history.createdAt,
          })
          .from(history)
          .leftJoin(actor, eq(actor.id, history.actorId))
          .where(eq(history.applicationId, id))
          .orderBy(asc(history.createdAt), asc(history.id));
        const summary = toSummary(row);
        return {
          ownerId: row.userId,
          detail: {
            ...summary,
            user: { ...summary.user, phone: maskPhone(row.userPhone) },
            fields: maskFields(row.fields),
            history: steps.map((step) => ({
              status: step.status,
              message: step.message,
              actor: step.actor ?? '',
              at: iso(step.at),
            })),
          },
        };
      },

      async latestIdNumber(userId) {
        const [row] = await db
          .select({ idNumber: sql<string | null>`${apps.fields}->>'id_number'` })
          .from(apps)
          .where(and(eq(apps.userId, userId), eq(apps.type, 'personal')))
          .orderBy(desc(apps.createdAt), desc(apps.id))
          .limit(1);
        return row?.idNumber ?? null;
      },
    };

    /**
     * An approval changes the applicant's roles and names. A sessions plugin that caches what it
     * derived from them (the principal, the profile) must drop it; the cache being added to the
     * sessions plugin exposes `forgetUser` for that. Called only where the plugin has it.
     */
    async function forgetUser(userId: number) {
      const cache = app.sessions as unknown as { forgetUser?: (userId: number) => Promise<void> };
      if (typeof cache.forgetUser === 'function') await cache.forgetUser(userId);
    }

    /** An approved MCN certification: the user's 待审核MCN or 创作者 role becomes MCN (the active role). */
    async function becomeMcn(tx: Database, userId: number) {
      const held = await tx
        .select({ key: roles.key })
        .from(userRoles)
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(eq(userRoles.userId, userId));
      if (held.some((role) => role.key === 'mcn')) return;
      const roleIds = new Map(
        (
          await tx
            .select({ id: roles.id, key: roles.key })
            .from(roles)
            .where(inArray(roles.key, ['mcn', 'mcn_pending', 'creator']))
        ).map((role) => [role.key, role.id]),
      );
      const mcnRoleId = roleIds.get('mcn');
      if (mcnRoleId === undefined) throw new Error('role mcn is missing');
      const replaced = ['mcn_pending', 'creator'].flatMap((key) => roleIds.get(key) ?? []);
      if (replaced.length > 0) {
        await tx
          .delete(userRoles)
          .where(and(eq(userRoles.userId, userId), inArray(userRoles.roleId, replaced)));
      }
      await tx.insert(userRoles).values({ userId, roleId: mcnRoleId, position: 0 });
    }

    app.decorate('certification', repository);
  },
  {
    name: 'certification-repository',
    dependencies: ['db', 'files-repository', 'sessions', 'messages-repository'],
  },
);

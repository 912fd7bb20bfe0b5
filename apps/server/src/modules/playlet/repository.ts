import {
  CERT_STATUS,
  FILING_TIER_LABELS,
  MAX_STATEMENT_SHARE_FEN,
  PLAYLET_MESSAGES as M,
  moneyNumbers,
  shareFen,
  statementNetFen,
  yuanText,
  type PartnerCandidate,
  type PartnerStatement,
  type PlayletContract,
  type PlayletContractInput,
  type PlayletDrama,
  type PlayletPartner,
  type PlayletStatement,
} from '@creator-console/contract';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import { platformDay } from '../../dates.js';
import type { Database, Transaction } from '../../db/database.js';
import {
  activeRoleKey,
  activeRoleName,
  containing,
  isUniqueViolation,
  iso,
  isoOrNull,
  listPage,
} from '../../db/queries.js';
import { certificationApplications, users } from '../../db/schema/index.js';
import { BusinessRuleError, NotFoundError } from '../../http/errors.js';
import { moduleRecorder, type Actor } from '../operation-log/record.js';
import type { FileField } from '../files/repository.js';
import { playletContracts, playletDramas, playletPartners, playletStatements } from './schema.js';
import { periodProblem } from './periods.js';

type Q = Database | Transaction;

export type { Actor };

type PartnerRow = typeof playletPartners.$inferSelect;
type DramaRow = typeof playletDramas.$inferSelect;
type ContractRow = typeof playletContracts.$inferSelect;
type StatementRow = typeof playletStatements.$inferSelect;

interface Page {
  page: number;
  size: number;
}
type List<T> = { data: T[]; total: number };

/** Inputs as the contract parses them. */
export interface PartnerInput {
  user_id: number;
  contact_name: string;
  contact_phone: string;
  note: string;
}
export interface PartnerUpdate {
  status?: 'active' | 'suspended' | undefined;
  contact_name?: string | undefined;
  contact_phone?: string | undefined;
  note?: string | undefined;
}
export interface DramaFields {
  title: string;
  episodes: number;
  synopsis: string;
  filing_tier: 'key' | 'ordinary' | 'other';
  filing_no: string;
  rights_files: string[];
}
export interface Decision {
  decision: 'approve' | 'reject';
  message: string;
}
export interface StatementFields {
  period: string;
  paid_fen: number;
  ad_fen: number;
  sponsor_fen: number;
  deduction_fen: number;
  note: string;
}
export interface StatementFilter {
  contract_id?: number | undefined;
  partner_id?: number | undefined;
  period?: string | undefined;
  status?: 'draft' | 'pending' | 'approved' | 'rejected' | undefined;
  keyword?: string | undefined;
}

export interface PlayletRepository {
  partners(
    query: Page & { keyword?: string | undefined; status?: string | undefined; type?: string | undefined },
  ): Promise<List<PlayletPartner>>;
  createPartner(actor: Actor, input: PartnerInput): Promise<PlayletPartner>;
  updatePartner(actor: Actor, id: number, input: PartnerUpdate): Promise<PlayletPartner>;
  candidates(keyword: string): Promise<PartnerCandidate[]>;
  dramas(
    query: Page & {
      partner_id?: number | undefined;
      legal_status?: string | undefined;
      keyword?: string | undefined;
      contractable?: 0 | 1 | undefined;
    },
  ): Promise<List<PlayletDrama>>;
  createDrama(actor: Actor, input: DramaFields & { partner_id: number }): Promise<PlayletDrama>;
  updateDrama(actor: Actor, id: number, input: DramaFields): Promise<PlayletDrama>;
  legal(actor: Actor, id: number, input: Decision): Promise<PlayletDrama>;
  contracts(
    query: Page & {
      status?: string | undefined;
      partner_id?: number | undefined;
      drama_id?: number | undefined;
      keyword?: string | undefined;
    },
  ): Promise<List<PlayletContract>>;
  createContract(actor: Actor, input: PlayletContractInput & { share_bps: number }): Promise<PlayletContract>;
  updateContract(
    actor: Actor,
    id: number,
    input: { share_bps: number; start_date: string; end_date: string },
  ): Promise<PlayletContract>;
  activateContract(actor: Actor, id: number, signedFile: string): Promise<PlayletContract>;
  terminateContract(actor: Actor, id: number, reason: string): Promise<PlayletContract>;
  statements(query: Page & StatementFilter): Promise<List<PlayletStatement>>;
  createStatement(actor: Actor, input: StatementFields & { contract_id: number }): Promise<PlayletStatement>;
  updateStatement(actor: Actor, id: number, input: StatementFields): Promise<PlayletStatement>;
  submitStatement(actor: Actor, id: number): Promise<PlayletStatement>;
  /** On the caller's transaction (the idempotency key's): approval credits the partner once. */
  reviewStatement(tx: Q, actor: Actor, id: number, input: Decision): Promise<PlayletStatement>;
  /** A partner's own approved statements (wallet 分账单). */
  partnerStatements(
    userId: number,
    query: Page & { period?: string | undefined },
  ): Promise<List<PartnerStatement>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    playlet: PlayletRepository;
  }
}

const partnerUser = alias(users, 'partner_user');

/** The certified name: the enterprise name for a company partner, the real name otherwise. */
const certifiedName = (type: SQL | string) =>
  sql<string>`case when ${type} = 'company' then ${partnerUser.entityName} else ${partnerUser.realName} end`;

const approvedCert = (userId: SQL, type: 'personal' | 'enterprise') =>
  sql<boolean>`exists (select 1 from ${certificationApplications} ca where ca.user_id = ${userId} and ca.type = ${type} and ca.status = ${CERT_STATUS.approved})`;

const partnerName = sql<string>`coalesce(nullif(case when ${playletPartners.type} = 'company' then ${partnerUser.entityName} else ${partnerUser.realName} end, ''), ${partnerUser.name})`;

const DRAMA_LOGGED = [
  'title',
  'episodes',
  'synopsis',
  'filingTier',
  'filingNo',
  'rightsFiles',
  'legalStatus',
  'legalMessage',
] as const;
const pick = <T extends object>(row: T, keys: readonly (keyof T)[]) =>
  Object.fromEntries(keys.map((key) => [key, row[key]])) as Record<string, unknown>;

export default fp(
  async (app) => {
    const { db } = app;

    const record = moduleRecorder((q, entry) => app.operationLog.record(q, entry), 'playlet');

    /** Files referenced anew must be the writer's uploads of those purposes (kept ones stay). */
    const requireFiles = (q: Q, actor: Actor, fields: FileField[]) =>
      fields.length === 0 ? Promise.resolve() : app.files.requireOwned(q, actor.userId, fields);

    // -------------------------------------------------------------------------------------------
    // Partners

    const partnerSelect = {
      row: playletPartners,
      user: {
        id: partnerUser.id,
        name: partnerUser.name,
        username: partnerUser.username,
        avatar: partnerUser.avatar,
      },
      certifiedName: certifiedName(sql`${playletPartners.type}`),
      dramaCount: sql<number>`(select count(*)::int from ${playletDramas} d where d.partner_id = ${playletPartners.id})`,
      activeContracts: sql<number>`(select count(*)::int from ${playletContracts} c where c.partner_id = ${playletPartners.id} and c.status = 'active')`,
      totalShare: sql<string>`(select coalesce(sum(s.share_fen), 0)::text from ${playletStatements} s inner join ${playletContracts} c on c.id = s.contract_id where c.partner_id = ${playletPartners.id} and s.status = 'approved')`,
    };
    type PartnerSelected = {
      row: PartnerRow;
      user: { id: number; name: string; username: string; avatar: string };
      certifiedName: string;
      dramaCount: number;
      activeContracts: number;
      totalShare: string;
    };
    const toPartner = (r: PartnerSelected): PlayletPartner => ({
      id: r.row.id,
      user_id: r.row.userId,
      type: r.row.type,
      status: r.row.status,
      contact_name: r.row.contactName,
      contact_phone: r.row.contactPhone,
      note: r.row.note,
      created_by: r.row.createdBy,
      created_at: iso(r.row.createdAt),
      user: r.user,
      certified_name: r.certifiedName ?? '',
      drama_count: Number(r.dramaCount),
      active_contract_count: Number(r.activeContracts),
      total_share_fen: Number(r.totalShare),
    });
    const partnerQuery = (q: Q) =>
      q
        .select(partnerSelect)
        .from(playletPartners)
        .innerJoin(partnerUser, eq(partnerUser.id, playletPartners.userId));

    async function partnerById(q: Q, id: number): Promise<PlayletPartner> {
      const [row] = await partnerQuery(q).where(eq(playletPartners.id, id));
      if (!row) throw new NotFoundError(M.partnerMissing);
      return toPartner(row as PartnerSelected);
    }

    const keywordOnUser = (keyword: string) => {
      const pattern = containing(keyword);
      return or(
        ilike(partnerUser.name, pattern),
        ilike(partnerUser.username, pattern),
        ilike(partnerUser.realName, pattern),
        ilike(partnerUser.entityName, pattern),
        /^\d{1,9}$/.test(keyword) ? eq(partnerUser.id, Number(keyword)) : undefined,
      );
    };

    // -------------------------------------------------------------------------------------------
    // Dramas

    const reviewer = alias(users, 'legal_reviewer');
    const dramaSelect = {
      row: playletDramas,
      partnerName,
      reviewerName: reviewer.name,
      hasContract: sql<boolean>`exists (select 1 from ${playletContracts} c where c.drama_id = ${playletDramas.id} and c.status in ('draft', 'active'))`,
    };
    type DramaSelected = {
      row: DramaRow;
      partnerName: string;
      reviewerName: string | null;
      hasContract: boolean;
    };
    const toDrama = (r: DramaSelected): PlayletDrama => ({
      id: r.row.id,
      partner_id: r.row.partnerId,
      title: r.row.title,
      episodes: r.row.episodes,
      synopsis: r.row.synopsis,
      filing_tier: r.row.filingTier,
      filing_no: r.row.filingNo,
      rights_files: r.row.rightsFiles,
      legal_status: r.row.legalStatus,
      legal_reviewer_id: r.row.legalReviewerId,
      legal_message: r.row.legalMessage,
      legal_reviewed_at: isoOrNull(r.row.legalReviewedAt),
      created_by: r.row.createdBy,
      created_at: iso(r.row.createdAt),
      partner_name: r.partnerName,
      legal_reviewer:
        r.row.legalReviewerId !== null ? { id: r.row.legalReviewerId, name: r.reviewerName ?? '' } : null,
      has_contract: r.hasContract ? 1 : 0,
    });
    const dramaQuery = (q: Q) =>
      q
        .select(dramaSelect)
        .from(playletDramas)
        .innerJoin(playletPartners, eq(playletPartners.id, playletDramas.partnerId))
        .innerJoin(partnerUser, eq(partnerUser.id, playletPartners.userId))
        .leftJoin(reviewer, eq(reviewer.id, playletDramas.legalReviewerId));
    async function dramaById(q: Q, id: number): Promise<PlayletDrama> {
      const [row] = await dramaQuery(q).where(eq(playletDramas.id, id));
      if (!row) throw new NotFoundError(M.dramaMissing);
      return toDrama(row as DramaSelected);
    }
    async function lockDrama(q: Q, id: number): Promise<DramaRow> {
      const [row] = await q.select().from(playletDramas).where(eq(playletDramas.id, id)).for('update');
      if (!row) throw new NotFoundError(M.dramaMissing);
      return row;
    }

    // -------------------------------------------------------------------------------------------
    // Contracts

    const contractSelect = { row: playletContracts, dramaTitle: playletDramas.title, partnerName };
    type ContractSelected = { row: ContractRow; dramaTitle: string; partnerName: string };
    const displayStatus = (row: ContractRow, today = platformDay()) =>
      row.status === 'active' && row.endDate < today ? 'expired' : row.status;
    const toContract = (r: ContractSelected): PlayletContract => ({
      id: r.row.id,
      no: r.row.no,
      drama_id: r.row.dramaId,
      partner_id: r.row.partnerId,
      share_bps: r.row.shareBps,
      start_date: r.row.startDate,
      end_date: r.row.endDate,
      status: r.row.status,
      display_status: displayStatus(r.row),
      signed_file: r.row.signedFile,
      created_by: r.row.createdBy,
      activated_by: r.row.activatedBy,
      activated_at: isoOrNull(r.row.activatedAt),
      terminated_reason: r.row.terminatedReason,
      drama_title: r.dramaTitle,
      partner_name: r.partnerName,
    });
    const contractQuery = (q: Q) =>
      q
        .select(contractSelect)
        .from(playletContracts)
        .innerJoin(playletDramas, eq(playletDramas.id, playletContracts.dramaId))
        .innerJoin(playletPartners, eq(playletPartners.id, playletContracts.partnerId))
        .innerJoin(partnerUser, eq(partnerUser.id, playletPartners.userId));
    async function contractById(q: Q, id: number): Promise<PlayletContract> {
      const [row] = await contractQuery(q).where(eq(playletContracts.id, id));
      if (!row) throw new NotFoundError(M.contractMissing);
      return toContract(row as ContractSelected);
    }
    async function lockContract(q: Q, id: number): Promise<ContractRow> {
      const [row] = await q.select().from(playletContracts).where(eq(playletContracts.id, id)).for('update');
      if (!row) throw new NotFoundError(M.contractMissing);
      return row;
    }
    const contractLogged = (row: ContractRow) =>
      pick(row, ['no', 'shareBps', 'startDate', 'endDate', 'status', 'signedFile', 'terminatedReason']);

    // -------------------------------------------------------------------------------------------
    // Statements

    const preparer = alias(users, 'preparer');
    const statementReviewer = alias(users, 'statement_reviewer');
    const statementSelect = {
      row: playletStatements,
      contractNo: playletContracts.no,
      shareBps: playletContracts.shareBps,
      dramaTitle: playletDramas.title,
      partnerId: playletPartners.id,
      partnerName,
      preparerName: preparer.name,
      reviewerName: statementReviewer.name,
    };
    type StatementSelected = {
      row: StatementRow;
      contractNo: string;
      shareBps: number;
      dramaTitle: string;
      partnerId: number;
      partnerName: string;
      preparerName: string | null;
      reviewerName: string | null;
    };
    const toStatement = (r: StatementSelected): PlayletStatement => ({
      id: r.row.id,
      contract_id: r.row.contractId,
      period: r.row.period,
      paid_fen: Number(r.row.paidFen),
      ad_fen: Number(r.row.adFen),
      sponsor_fen: Number(r.row.sponsorFen),
      deduction_fen: Number(r.row.deductionFen),
      net_fen: Number(r.row.netFen),
      share_fen: Number(r.row.shareFen),
      status: r.row.status,
      prepared_by: r.row.preparedBy,
      reviewed_by: r.row.reviewedBy,
      review_message: r.row.reviewMessage,
      transaction_id: r.row.transactionId,
      note: r.row.note,
      created_at: iso(r.row.createdAt),
      contract_no: r.contractNo,
      share_bps: r.shareBps,
      drama_title: r.dramaTitle,
      partner_id: r.partnerId,
      partner_name: r.partnerName,
      preparer: r.row.preparedBy !== null ? { id: r.row.preparedBy, name: r.preparerName ?? '' } : null,
      reviewer: r.row.reviewedBy !== null ? { id: r.row.reviewedBy, name: r.reviewerName ?? '' } : null,
    });
    const statementQuery = (q: Q) =>
      q
        .select(statementSelect)
        .from(playletStatements)
        .innerJoin(playletContracts, eq(playletContracts.id, playletStatements.contractId))
        .innerJoin(playletDramas, eq(playletDramas.id, playletContracts.dramaId))
        .innerJoin(playletPartners, eq(playletPartners.id, playletContracts.partnerId))
        .innerJoin(partnerUser, eq(partnerUser.id, playletPartners.userId))
        .leftJoin(preparer, eq(preparer.id, playletStatements.preparedBy))
        .leftJoin(statementReviewer, eq(statementReviewer.id, playletStatements.reviewedBy));
    async function statementById(q: Q, id: number): Promise<PlayletStatement> {
      const [row] = await statementQuery(q).where(eq(playletStatements.id, id));
      if (!row) throw new NotFoundError(M.statementMissing);
      return toStatement(row as StatementSelected);
    }
    const statementLogged = (row: StatementRow) =>
      pick(row, [
        'period',
        'paidFen',
        'adFen',
        'sponsorFen',
        'deductionFen',
        'netFen',
        'shareFen',
        'status',
        'reviewMessage',
        'note',
      ]);

    /** The computed figures, or the 202 of money.md §8.4. */
    function figures(contract: ContractRow, input: StatementFields) {
      const net = statementNetFen(input);
      if (net < 0) throw new BusinessRuleError(M.deductionTooLarge);
      const share = shareFen(net, contract.shareBps);
      if (share > MAX_STATEMENT_SHARE_FEN) throw new BusinessRuleError(M.shareTooLarge);
      return { netFen: net, shareFen: share };
    }
    function periodAllowed(contract: ContractRow, period: string) {
      const problem = periodProblem(contract, period, platformDay());
      if (problem === 'term') throw new BusinessRuleError(M.periodOutsideTerm);
      if (problem === 'open') throw new BusinessRuleError(M.periodNotEnded);
    }

    const repository: PlayletRepository = {
      async partners({ keyword, status, type, ...page }) {
        const where = and(
          keyword ? keywordOnUser(keyword) : undefined,
          status ? eq(playletPartners.status, status as PartnerRow['status']) : undefined,
          type ? eq(playletPartners.type, type as PartnerRow['type']) : undefined,
        );
        return listPage(
          page,
          (limit, offset) =>
            partnerQuery(db).where(where).orderBy(desc(playletPartners.id)).limit(limit).offset(offset),
          db
            .select({ n: count() })
            .from(playletPartners)
            .innerJoin(partnerUser, eq(partnerUser.id, playletPartners.userId))
            .where(where),
          (r) => toPartner(r as PartnerSelected),
        );
      },

      async createPartner(actor, input) {
        try {
          return await db.transaction(async (tx) => {
            const [user] = await tx
              .select({
                id: users.id,
                name: users.name,
                enterprise: approvedCert(sql`${users.id}`, 'enterprise'),
                personal: approvedCert(sql`${users.id}`, 'personal'),
              })
              .from(users)
              .where(eq(users.id, input.user_id));
            if (!user) throw new NotFoundError(M.userMissing);
            if (!user.enterprise && !user.personal) throw new BusinessRuleError(M.notCertified);
            const [existing] = await tx
              .select({ id: playletPartners.id })
              .from(playletPartners)
              .where(eq(playletPartners.userId, input.user_id));
            if (existing) throw new BusinessRuleError(M.alreadyPartner);
            const [row] = await tx
              .insert(playletPartners)
              .values({
                userId: input.user_id,
                type: user.enterprise ? 'company' : 'personal',
                status: 'active',
                contactName: input.contact_name,
                contactPhone: input.contact_phone,
                note: input.note,
                createdBy: actor.userId,
              })
              .returning();
            const partner = await partnerById(tx, row!.id);
            await record(tx, actor, {
              action: 'partner.create',
              targetType: 'playlet_partner',
              targetId: partner.id,
              targetLabel: partner.certified_name || user.name,
              summary: `新增合作用户 ${partner.certified_name || user.name}`,
              after: pick(row!, ['userId', 'type', 'status', 'contactName', 'contactPhone', 'note']),
            });
            return partner;
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError(M.alreadyPartner);
          throw error;
        }
      },

      async updatePartner(actor, id, input) {
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(playletPartners)
            .where(eq(playletPartners.id, id))
            .for('update');
          if (!before) throw new NotFoundError(M.partnerMissing);
          const [after] = await tx
            .update(playletPartners)
            .set({
              ...(input.status !== undefined ? { status: input.status } : {}),
              ...(input.contact_name !== undefined ? { contactName: input.contact_name } : {}),
              ...(input.contact_phone !== undefined ? { contactPhone: input.contact_phone } : {}),
              ...(input.note !== undefined ? { note: input.note } : {}),
            })
            .where(eq(playletPartners.id, id))
            .returning();
          const partner = await partnerById(tx, id);
          const fields = ['status', 'contactName', 'contactPhone', 'note'] as const;
          const verb =
            before.status !== after!.status
              ? after!.status === 'suspended'
                ? '暂停合作'
                : '恢复合作'
              : '修改合作用户';
          await record(tx, actor, {
            action:
              before.status !== after!.status
                ? after!.status === 'suspended'
                  ? 'partner.suspend'
                  : 'partner.resume'
                : 'partner.update',
            targetType: 'playlet_partner',
            targetId: id,
            targetLabel: partner.certified_name || partner.user.name,
            summary: `${verb} ${partner.certified_name || partner.user.name}`,
            before: pick(before, fields),
            after: pick(after!, fields),
          });
          return partner;
        });
      },

      async candidates(keyword) {
        const pattern = containing(keyword);
        const enterprise = approvedCert(sql`${users.id}`, 'enterprise');
        const personal = approvedCert(sql`${users.id}`, 'personal');
        const rows = await db
          .select({
            id: users.id,
            name: users.name,
            username: users.username,
            avatar: users.avatar,
            roleName: activeRoleName('users'),
            enterprise,
            realName: users.realName,
            entityName: users.entityName,
          })
          .from(users)
          .where(
            and(
              or(
                ilike(users.name, pattern),
                ilike(users.username, pattern),
                /^\d{1,9}$/.test(keyword) ? eq(users.id, Number(keyword)) : undefined,
              ),
              inArray(activeRoleKey('users'), ['creator', 'mcn']),
              or(enterprise, personal),
              sql`not exists (select 1 from ${playletPartners} p where p.user_id = ${users.id})`,
            ),
          )
          .orderBy(asc(users.id))
          .limit(20);
        return rows.map((r) => ({
          id: r.id,
          name: r.name,
          username: r.username,
          avatar: r.avatar,
          role_name: r.roleName,
          type: r.enterprise ? ('company' as const) : ('personal' as const),
          certified_name: (r.enterprise ? r.entityName : r.realName) || r.name,
        }));
      },

      async dramas({ partner_id: partnerId, legal_status: legalStatus, keyword, contractable, ...page }) {
        const where = and(
          partnerId ? eq(playletDramas.partnerId, partnerId) : undefined,
          legalStatus ? eq(playletDramas.legalStatus, legalStatus as DramaRow['legalStatus']) : undefined,
          keyword
            ? or(
                ilike(playletDramas.title, containing(keyword)),
                ilike(playletDramas.filingNo, containing(keyword)),
              )
            : undefined,
          contractable === 1
            ? and(
                eq(playletDramas.legalStatus, 'approved'),
                sql`not exists (select 1 from ${playletContracts} c where c.drama_id = ${playletDramas.id} and c.status in ('draft', 'active'))`,
              )
            : undefined,
        );
        const order = legalStatus === 'pending' ? asc(playletDramas.id) : desc(playletDramas.id);
        return listPage(
          page,
          (limit, offset) => dramaQuery(db).where(where).orderBy(order).limit(limit).offset(offset),
          db.select({ n: count() }).from(playletDramas).where(where),
          (r) => toDrama(r as DramaSelected),
        );
      },

      async createDrama(actor, input) {
        return db.transaction(async (tx) => {
          const [partner] = await tx
            .select()
            .from(playletPartners)
            .where(eq(playletPartners.id, input.partner_id))
            .for('share');
          if (!partner) throw new NotFoundError(M.partnerMissing);
          await requireFiles(
            tx,
            actor,
            input.rights_files.map((reference, i): FileField => ({
              path: ['rights_files', i],
              reference,
              purposes: ['playlet'],
            })),
          );
          if (partner.status !== 'active') throw new BusinessRuleError(M.partnerSuspended);
          const [row] = await tx
            .insert(playletDramas)
            .values({
              partnerId: partner.id,
              title: input.title,
              episodes: input.episodes,
              synopsis: input.synopsis,
              filingTier: input.filing_tier,
              filingNo: input.filing_no,
              rightsFiles: input.rights_files,
              legalStatus: 'pending',
              createdBy: actor.userId,
            })
            .returning();
          await record(tx, actor, {
            action: 'drama.create',
            targetType: 'playlet_drama',
            targetId: row!.id,
            targetLabel: row!.title,
            summary: `新增剧目《${row!.title}》（${row!.episodes} 集，${FILING_TIER_LABELS[row!.filingTier]}）`,
            after: pick(row!, DRAMA_LOGGED),
          });
          return dramaById(tx, row!.id);
        });
      },

      async updateDrama(actor, id, input) {
        return db.transaction(async (tx) => {
          const before = await lockDrama(tx, id);
          const kept = new Set(before.rightsFiles);
          await requireFiles(
            tx,
            actor,
            input.rights_files.flatMap((reference, i): FileField[] =>
              kept.has(reference) ? [] : [{ path: ['rights_files', i], reference, purposes: ['playlet'] }],
            ),
          );
          if (before.legalStatus === 'approved') throw new BusinessRuleError(M.dramaApproved);
          const [after] = await tx
            .update(playletDramas)
            .set({
              title: input.title,
              episodes: input.episodes,
              synopsis: input.synopsis,
              filingTier: input.filing_tier,
              filingNo: input.filing_no,
              rightsFiles: input.rights_files,
              // Editing a rejected drama sends it back to the legal review (money.md §7.2).
              legalStatus: 'pending',
            })
            .where(eq(playletDramas.id, id))
            .returning();
          await record(tx, actor, {
            action: 'drama.update',
            targetType: 'playlet_drama',
            targetId: id,
            targetLabel: after!.title,
            summary:
              before.legalStatus === 'rejected'
                ? `修改剧目《${after!.title}》并重新提交法务审核`
                : `修改剧目《${after!.title}》`,
            before: pick(before, DRAMA_LOGGED),
            after: pick(after!, DRAMA_LOGGED),
          });
          return dramaById(tx, id);
        });
      },

      async legal(actor, id, input) {
        return db.transaction(async (tx) => {
          const before = await lockDrama(tx, id);
          const [after] = await tx
            .update(playletDramas)
            .set({
              legalStatus: input.decision === 'approve' ? 'approved' : 'rejected',
              legalReviewerId: actor.userId,
              legalMessage: input.message,
              legalReviewedAt: new Date(),
            })
            .where(and(eq(playletDramas.id, id), eq(playletDramas.legalStatus, 'pending')))
            .returning();
          if (!after) throw new BusinessRuleError(M.legalDone);
          const approved = input.decision === 'approve';
          await record(tx, actor, {
            action: approved ? 'drama.legal_approve' : 'drama.legal_reject',
            targetType: 'playlet_drama',
            targetId: id,
            targetLabel: after.title,
            summary: approved
              ? `法务审核通过《${after.title}》`
              : `法务审核驳回《${after.title}》（意见：${input.message}）`,
            before: pick(before, ['legalStatus', 'legalMessage']),
            after: pick(after, ['legalStatus', 'legalMessage']),
          });
          return dramaById(tx, id);
        });
      },

      async contracts({ status, partner_id: partnerId, drama_id: dramaId, keyword, ...page }) {
        const today = platformDay();
        const statusWhere =
          status === 'expired'
            ? and(eq(playletContracts.status, 'active'), sql`${playletContracts.endDate} < ${today}`)
            : status === 'active'
              ? and(eq(playletContracts.status, 'active'), sql`${playletContracts.endDate} >= ${today}`)
              : status
                ? eq(playletContracts.status, status as ContractRow['status'])
                : undefined;
        const where = and(
          statusWhere,
          partnerId ? eq(playletContracts.partnerId, partnerId) : undefined,
          dramaId ? eq(playletContracts.dramaId, dramaId) : undefined,
          keyword
            ? or(
                ilike(playletContracts.no, containing(keyword)),
                ilike(playletDramas.title, containing(keyword)),
              )
            : undefined,
        );
        return listPage(
          page,
          (limit, offset) =>
            contractQuery(db).where(where).orderBy(desc(playletContracts.id)).limit(limit).offset(offset),
          db
            .select({ n: count() })
            .from(playletContracts)
            .innerJoin(playletDramas, eq(playletDramas.id, playletContracts.dramaId))
            .where(where),
          (r) => toContract(r as ContractSelected),
        );
      },

      async createContract(actor, input) {
        try {
          return await db.transaction(async (tx) => {
            const drama = await lockDrama(tx, input.drama_id);
            if (drama.legalStatus !== 'approved') throw new BusinessRuleError(M.dramaNotApproved);
            const [live] = await tx
              .select({ id: playletContracts.id })
              .from(playletContracts)
              .where(
                and(
                  eq(playletContracts.dramaId, drama.id),
                  inArray(playletContracts.status, ['draft', 'active']),
                ),
              );
            if (live) throw new BusinessRuleError(M.dramaHasContract);
            // The number needs the id: a placeholder first, unique per insert.
            const [inserted] = await tx
              .insert(playletContracts)
              .values({
                no: `pending-${drama.id}-${Date.now()}-${Math.random()}`,
                dramaId: drama.id,
                partnerId: drama.partnerId,
                shareBps: input.share_bps,
                startDate: input.start_date,
                endDate: input.end_date,
                status: 'draft',
                createdBy: actor.userId,
              })
              .returning();
            const year = Number(platformDay().slice(0, 4));
            const [row] = await tx
              .update(playletContracts)
              .set({ no: moneyNumbers.contract(year, inserted!.id) })
              .where(eq(playletContracts.id, inserted!.id))
              .returning();
            await record(tx, actor, {
              action: 'contract.create',
              targetType: 'playlet_contract',
              targetId: row!.id,
              targetLabel: row!.no,
              summary: `新建合同 ${row!.no}（《${drama.title}》，合作方分成 ${row!.shareBps / 100}%）`,
              after: contractLogged(row!),
            });
            return contractById(tx, row!.id);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError(M.dramaHasContract);
          throw error;
        }
      },

      async updateContract(actor, id, input) {
        return db.transaction(async (tx) => {
          const before = await lockContract(tx, id);
          if (before.status !== 'draft') throw new BusinessRuleError(M.contractNotDraft);
          const [after] = await tx
            .update(playletContracts)
            .set({ shareBps: input.share_bps, startDate: input.start_date, endDate: input.end_date })
            .where(eq(playletContracts.id, id))
            .returning();
          await record(tx, actor, {
            action: 'contract.update',
            targetType: 'playlet_contract',
            targetId: id,
            targetLabel: after!.no,
            summary: `修改合同 ${after!.no}`,
            before: contractLogged(before),
            after: contractLogged(after!),
          });
          return contractById(tx, id);
        });
      },

      async activateContract(actor, id, signedFile) {
        return db.transaction(async (tx) => {
          const before = await lockContract(tx, id);
          if (signedFile !== '' && signedFile !== before.signedFile) {
            await requireFiles(tx, actor, [
              { path: ['signed_file'], reference: signedFile, purposes: ['contract'] },
            ]);
          }
          if (before.status !== 'draft') throw new BusinessRuleError(M.contractNotDraft);
          if (signedFile === '') throw new BusinessRuleError(M.signedFileMissing);
          const [drama] = await tx.select().from(playletDramas).where(eq(playletDramas.id, before.dramaId));
          if (drama?.legalStatus !== 'approved') throw new BusinessRuleError(M.dramaNotApproved);
          const [after] = await tx
            .update(playletContracts)
            .set({ status: 'active', signedFile, activatedBy: actor.userId, activatedAt: new Date() })
            .where(and(eq(playletContracts.id, id), eq(playletContracts.status, 'draft')))
            .returning();
          await record(tx, actor, {
            action: 'contract.activate',
            targetType: 'playlet_contract',
            targetId: id,
            targetLabel: after!.no,
            summary: `合同生效 ${after!.no}（《${drama.title}》）`,
            before: contractLogged(before),
            after: contractLogged(after!),
          });
          return contractById(tx, id);
        });
      },

      async terminateContract(actor, id, reason) {
        return db.transaction(async (tx) => {
          const before = await lockContract(tx, id);
          const [after] = await tx
            .update(playletContracts)
            .set({ status: 'terminated', terminatedReason: reason })
            .where(and(eq(playletContracts.id, id), eq(playletContracts.status, 'active')))
            .returning();
          if (!after) throw new BusinessRuleError(M.contractNotActive);
          await record(tx, actor, {
            action: 'contract.terminate',
            targetType: 'playlet_contract',
            targetId: id,
            targetLabel: after.no,
            summary: `终止合同 ${after.no}（原因：${reason}）`,
            before: contractLogged(before),
            after: contractLogged(after),
          });
          return contractById(tx, id);
        });
      },

      async statements({ contract_id: contractId, partner_id: partnerId, period, status, keyword, ...page }) {
        const where = and(
          contractId ? eq(playletStatements.contractId, contractId) : undefined,
          partnerId ? eq(playletContracts.partnerId, partnerId) : undefined,
          period ? eq(playletStatements.period, period) : undefined,
          status ? eq(playletStatements.status, status) : undefined,
          keyword
            ? or(
                ilike(playletContracts.no, containing(keyword)),
                ilike(playletDramas.title, containing(keyword)),
              )
            : undefined,
        );
        const order = status === 'pending' ? asc(playletStatements.id) : desc(playletStatements.id);
        return listPage(
          page,
          (limit, offset) => statementQuery(db).where(where).orderBy(order).limit(limit).offset(offset),
          db
            .select({ n: count() })
            .from(playletStatements)
            .innerJoin(playletContracts, eq(playletContracts.id, playletStatements.contractId))
            .innerJoin(playletDramas, eq(playletDramas.id, playletContracts.dramaId))
            .where(where),
          (r) => toStatement(r as StatementSelected),
        );
      },

      async createStatement(actor, input) {
        try {
          return await db.transaction(async (tx) => {
            const [contract] = await tx
              .select()
              .from(playletContracts)
              .where(eq(playletContracts.id, input.contract_id))
              .for('share');
            if (!contract) throw new NotFoundError(M.contractMissing);
            periodAllowed(contract, input.period);
            const [existing] = await tx
              .select({ id: playletStatements.id })
              .from(playletStatements)
              .where(
                and(
                  eq(playletStatements.contractId, contract.id),
                  eq(playletStatements.period, input.period),
                ),
              );
            if (existing) throw new BusinessRuleError(M.statementExists(input.period));
            const computed = figures(contract, input);
            const [row] = await tx
              .insert(playletStatements)
              .values({
                contractId: contract.id,
                period: input.period,
                paidFen: input.paid_fen,
                adFen: input.ad_fen,
                sponsorFen: input.sponsor_fen,
                deductionFen: input.deduction_fen,
                ...computed,
                status: 'draft',
                preparedBy: actor.userId,
                note: input.note,
              })
              .returning();
            await record(tx, actor, {
              action: 'statement.create',
              targetType: 'playlet_statement',
              targetId: row!.id,
              targetLabel: `${contract.no} ${row!.period}`,
              summary: `新建分账单 ${contract.no} ${row!.period}（净收入 ${yuanText(computed.netFen)} 元，分成 ${yuanText(computed.shareFen)} 元）`,
              after: statementLogged(row!),
            });
            return statementById(tx, row!.id);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError(M.statementExists(input.period));
          throw error;
        }
      },

      async updateStatement(actor, id, input) {
        try {
          return await db.transaction(async (tx) => {
            const [before] = await tx
              .select()
              .from(playletStatements)
              .where(eq(playletStatements.id, id))
              .for('update');
            if (!before) throw new NotFoundError(M.statementMissing);
            if (before.status !== 'draft' && before.status !== 'rejected') {
              throw new BusinessRuleError(M.statementNotEditable);
            }
            const [contract] = await tx
              .select()
              .from(playletContracts)
              .where(eq(playletContracts.id, before.contractId));
            periodAllowed(contract!, input.period);
            if (input.period !== before.period) {
              const [existing] = await tx
                .select({ id: playletStatements.id })
                .from(playletStatements)
                .where(
                  and(
                    eq(playletStatements.contractId, before.contractId),
                    eq(playletStatements.period, input.period),
                    ne(playletStatements.id, id),
                  ),
                );
              if (existing) throw new BusinessRuleError(M.statementExists(input.period));
            }
            const computed = figures(contract!, input);
            const [after] = await tx
              .update(playletStatements)
              .set({
                period: input.period,
                paidFen: input.paid_fen,
                adFen: input.ad_fen,
                sponsorFen: input.sponsor_fen,
                deductionFen: input.deduction_fen,
                ...computed,
                note: input.note,
                // Whoever edits it prepared these figures.
                preparedBy: actor.userId,
              })
              .where(eq(playletStatements.id, id))
              .returning();
            await record(tx, actor, {
              action: 'statement.update',
              targetType: 'playlet_statement',
              targetId: id,
              targetLabel: `${contract!.no} ${after!.period}`,
              summary: `修改分账单 ${contract!.no} ${after!.period}`,
              before: statementLogged(before),
              after: statementLogged(after!),
            });
            return statementById(tx, id);
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw new BusinessRuleError(M.statementExists(input.period));
          throw error;
        }
      },

      async submitStatement(actor, id) {
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(playletStatements)
            .where(eq(playletStatements.id, id))
            .for('update');
          if (!before) throw new NotFoundError(M.statementMissing);
          const [after] = await tx
            .update(playletStatements)
            .set({ status: 'pending', reviewedBy: null, reviewMessage: '' })
            .where(
              and(eq(playletStatements.id, id), inArray(playletStatements.status, ['draft', 'rejected'])),
            )
            .returning();
          if (!after) throw new BusinessRuleError(M.statementNotEditable);
          const view = await statementById(tx, id);
          await record(tx, actor, {
            action: 'statement.submit',
            targetType: 'playlet_statement',
            targetId: id,
            targetLabel: `${view.contract_no} ${view.period}`,
            summary: `提交分账单 ${view.contract_no} ${view.period} 至财务审核`,
            before: statementLogged(before),
            after: statementLogged(after),
          });
          return view;
        });
      },

      async reviewStatement(tx, actor, id, input) {
        const [before] = await tx.select().from(playletStatements).where(eq(playletStatements.id, id));
        if (!before) throw new NotFoundError(M.statementMissing);
        if (before.preparedBy === actor.userId) throw new BusinessRuleError(M.samePreparer);
        if (before.status !== 'pending') throw new BusinessRuleError(M.statementDone);
        const approved = input.decision === 'approve';
        // Conditional: of two racing approvals only one finds the row still pending.
        const [after] = await tx
          .update(playletStatements)
          .set({
            status: approved ? 'approved' : 'rejected',
            reviewedBy: actor.userId,
            reviewMessage: input.message,
          })
          .where(
            and(
              eq(playletStatements.id, id),
              eq(playletStatements.status, 'pending'),
              sql`${playletStatements.preparedBy} is distinct from ${actor.userId}`,
            ),
          )
          .returning();
        if (!after) throw new BusinessRuleError(M.statementDone);
        const view = await statementById(tx, id);
        let final: StatementRow = after;
        if (approved && view.share_fen > 0) {
          const [partner] = await tx
            .select({ userId: playletPartners.userId })
            .from(playletPartners)
            .where(eq(playletPartners.id, view.partner_id));
          const { transactionId } = await app.ledger.credit(
            {
              userId: partner!.userId,
              amountFen: view.share_fen,
              kind: 'playlet_share',
              source: { type: 'playlet_statement', id },
              title: creditTitle(view.drama_title, view.period),
              actorId: actor.userId,
              // The foundation writes the partner's wallet message (type 5) only when the credit is new.
              notice: {
                title: '短剧分成已入账',
                content: shareNotice(view.drama_title, view.period, view.share_fen),
                link: '/personal/wallet?tab=statements',
              },
            },
            tx,
          );
          const [credited] = await tx
            .update(playletStatements)
            .set({ transactionId })
            .where(eq(playletStatements.id, id))
            .returning();
          final = credited!;
        }
        await record(tx, actor, {
          action: approved ? 'statement.approve' : 'statement.reject',
          targetType: 'playlet_statement',
          targetId: id,
          targetLabel: `${view.contract_no} ${view.period}`,
          summary: approved
            ? `审核通过分账单 ${view.contract_no} ${view.period}，向合作方入账 ${yuanText(view.share_fen)} 元`
            : `驳回分账单 ${view.contract_no} ${view.period}（意见：${input.message}）`,
          before: statementLogged(before),
          after: statementLogged(final),
        });
        return statementById(tx, id);
      },

      async partnerStatements(userId, { period, ...page }) {
        const where = and(
          eq(playletPartners.userId, userId),
          eq(playletStatements.status, 'approved'),
          period ? eq(playletStatements.period, period) : undefined,
        );
        return listPage(
          page,
          (limit, offset) =>
            statementQuery(db)
              .where(where)
              .orderBy(desc(playletStatements.period), desc(playletStatements.id))
              .limit(limit)
              .offset(offset),
          db
            .select({ n: count() })
            .from(playletStatements)
            .innerJoin(playletContracts, eq(playletContracts.id, playletStatements.contractId))
            .innerJoin(playletPartners, eq(playletPartners.id, playletContracts.partnerId))
            .where(where),
          (r) => {
            const s = toStatement(r as StatementSelected);
            return {
              id: s.id,
              contract_no: s.contract_no,
              drama_title: s.drama_title,
              period: s.period,
              paid_fen: s.paid_fen,
              ad_fen: s.ad_fen,
              sponsor_fen: s.sponsor_fen,
              deduction_fen: s.deduction_fen,
              net_fen: s.net_fen,
              share_bps: s.share_bps,
              share_fen: s.share_fen,
              transaction_id: s.transaction_id,
            };
          },
        );
      },
    };

    app.decorate('playlet', repository);
  },
  { name: 'playlet-repository', dependencies: ['db', 'files-repository'] },
);

/** The partner's wallet message (money.md §9.12): 《归途》2026-08 分成 ¥1,234.50 已入账. */
export function shareNotice(dramaTitle: string, period: string, shareFen: number): string {
  return `《${dramaTitle}》${period} 分成 ¥${yuanText(shareFen)} 已入账`;
}

/** The ledger title (≤ 60, shown to the partner): 短剧分成 · 《归途》2026-08. */
export function creditTitle(dramaTitle: string, period: string): string {
  const full = `短剧分成 · 《${dramaTitle}》${period}`;
  if (full.length <= 60) return full;
  const room = 60 - `短剧分成 · 《…》${period}`.length;
  return `短剧分成 · 《${dramaTitle.slice(0, room)}…》${period}`;
}

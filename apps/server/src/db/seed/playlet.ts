import {
  FILING_TIER_LABELS,
  moneyNumbers,
  shareFen,
  yuanText,
  type FilingTier,
} from '@creator-console/contract';
import { eq, sql } from 'drizzle-orm';
import { platformDay } from '../../dates.js';
import {
  playletContracts,
  playletDramas,
  playletPartners,
  playletStatements,
} from '../../modules/playlet/schema.js';
import { creditTitle, shareNotice } from '../../modules/playlet/repository.js';
import { taxMonth } from '../../modules/withdrawals/tax.js';
import { ago, userIdsOf } from './lookup.js';
import { moneyHistory, throughPayment, type MoneyHistory } from './money-history.js';
import type { SeedStep } from './step.js';

/**
 * Short-drama cooperation (money.md §11): the MCN and the creator as partners, four dramas in each
 * legal state, the active contract of 《归途》 with three monthly statements (two approved, which
 * credit the MCN through the ledger with its wallet message, one waiting for finance) and a draft
 * contract for 《夜航》. The MCN's company withdrawals come here too, after the shares that cover
 * them, in date order with the shares, so its wallet reaches §11's figures after both steps.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The first instant (Asia/Shanghai) of the month `back` months before the current one. */
function monthStart(now: Date, back: number): Date {
  let start = taxMonth(now).start;
  for (let i = 0; i < back; i += 1) start = taxMonth(new Date(start.getTime() - 1)).start;
  return start;
}

const addYears = (day: string, years: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
};

type Actor = number;

function playletLog(money: MoneyHistory) {
  return (
    actorId: Actor,
    at: Date,
    entry: {
      action: string;
      targetType: string;
      targetId: number;
      targetLabel: string;
      summary: string;
      before?: Record<string, unknown> | null;
      after?: Record<string, unknown> | null;
    },
  ) =>
    money.log({
      module: 'playlet',
      actorId,
      before: null,
      after: null,
      ...entry,
      action: `playlet.${entry.action}`,
      at,
    });
}

export const playlet: SeedStep<void> = {
  name: 'playlet',
  async prepare() {},
  async run(tx, _prepared, context) {
    const now = new Date();
    const money = moneyHistory(tx, context);
    const log = playletLog(money);
    const id = await userIdsOf(tx, ['admin', 'operator', 'mcn', 'creator']);
    const admin = id('admin');
    const operator = id('operator');
    const mcn = id('mcn');
    const creator = id('creator');

    const certifiedName = async (userId: number, type: 'company' | 'personal') =>
      rowsOf<{ name: string }>(
        await money.db.execute(
          sql`select coalesce(nullif(${type === 'company' ? sql`entity_name` : sql`real_name`}, ''), name) as name
              from users where id = ${userId}`,
        ),
      )[0]!.name;

    async function partner(
      userId: number,
      type: 'company' | 'personal',
      contact: string,
      phone: string,
      at: Date,
    ) {
      const [row] = await tx
        .insert(playletPartners)
        .values({
          userId,
          type,
          status: 'active',
          contactName: contact,
          contactPhone: phone,
          note: '',
          createdBy: operator,
          createdAt: at,
        })
        .returning();
      const name = await certifiedName(userId, type);
      await log(operator, at, {
        action: 'partner.create',
        targetType: 'playlet_partner',
        targetId: row!.id,
        targetLabel: name,
        summary: `新增合作用户 ${name}`,
        after: { userId, type, status: 'active', contactName: contact, contactPhone: phone, note: '' },
      });
      return row!.id;
    }

    async function drama(input: {
      partnerId: number;
      title: string;
      episodes: number;
      synopsis: string;
      tier: FilingTier;
      filingNo: string;
      at: Date;
      legal?: { decision: 'approve' | 'reject'; message: string; at: Date };
    }) {
      const rights = await money.file(operator, 'playlet', 'proof', `《${input.title}》授权书.png`, input.at);
      const [row] = await tx
        .insert(playletDramas)
        .values({
          partnerId: input.partnerId,
          title: input.title,
          episodes: input.episodes,
          synopsis: input.synopsis,
          filingTier: input.tier,
          filingNo: input.filingNo,
          rightsFiles: [rights],
          legalStatus: 'pending',
          createdBy: operator,
          createdAt: input.at,
        })
        .returning();
      await log(operator, input.at, {
        action: 'drama.create',
        targetType: 'playlet_drama',
        targetId: row!.id,
        targetLabel: input.title,
        summary: `新增剧目《${input.title}》（${input.episodes} 集，${FILING_TIER_LABELS[input.tier]}）`,
        after: {
          title: input.title,
          episodes: input.episodes,
          synopsis: input.synopsis,
          filingTier: input.tier,
          filingNo: input.filingNo,
          rightsFiles: [rights],
          legalStatus: 'pending',
          legalMessage: '',
        },
      });
      if (input.legal) {
        const approved = input.legal.decision === 'approve';
        await tx
          .update(playletDramas)
          .set({
            legalStatus: approved ? 'approved' : 'rejected',
            legalReviewerId: operator,
            legalMessage: input.legal.message,
            legalReviewedAt: input.legal.at,
          })
          .where(eq(playletDramas.id, row!.id));
        await log(operator, input.legal.at, {
          action: approved ? 'drama.legal_approve' : 'drama.legal_reject',
          targetType: 'playlet_drama',
          targetId: row!.id,
          targetLabel: input.title,
          summary: approved
            ? `法务审核通过《${input.title}》`
            : `法务审核驳回《${input.title}》（意见：${input.legal.message}）`,
          before: { legalStatus: 'pending', legalMessage: '' },
          after: { legalStatus: approved ? 'approved' : 'rejected', legalMessage: input.legal.message },
        });
      }
      return row!.id;
    }

    async function contract(input: {
      dramaId: number;
      partnerId: number;
      title: string;
      shareBps: number;
      startDate: string;
      endDate: string;
      at: Date;
      activatedAt?: Date;
    }) {
      const [inserted] = await tx
        .insert(playletContracts)
        .values({
          no: `pending-${input.dramaId}`,
          dramaId: input.dramaId,
          partnerId: input.partnerId,
          shareBps: input.shareBps,
          startDate: input.startDate,
          endDate: input.endDate,
          status: 'draft',
          createdBy: operator,
          createdAt: input.at,
        })
        .returning();
      const no = moneyNumbers.contract(Number(platformDay(input.at).slice(0, 4)), inserted!.id);
      await tx.update(playletContracts).set({ no }).where(eq(playletContracts.id, inserted!.id));
      const logged = {
        no,
        shareBps: input.shareBps,
        startDate: input.startDate,
        endDate: input.endDate,
        status: 'draft',
        signedFile: null as string | null,
        terminatedReason: '',
      };
      await log(operator, input.at, {
        action: 'contract.create',
        targetType: 'playlet_contract',
        targetId: inserted!.id,
        targetLabel: no,
        summary: `新建合同 ${no}（《${input.title}》，合作方分成 ${input.shareBps / 100}%）`,
        after: logged,
      });
      if (input.activatedAt) {
        const signedFile = await money.file(
          operator,
          'contract',
          'license',
          `${no} 合同扫描件.png`,
          input.activatedAt,
        );
        await tx
          .update(playletContracts)
          .set({ status: 'active', signedFile, activatedBy: operator, activatedAt: input.activatedAt })
          .where(eq(playletContracts.id, inserted!.id));
        await log(operator, input.activatedAt, {
          action: 'contract.activate',
          targetType: 'playlet_contract',
          targetId: inserted!.id,
          targetLabel: no,
          summary: `合同生效 ${no}（《${input.title}》）`,
          before: logged,
          after: { ...logged, status: 'active', signedFile },
        });
      }
      return { id: inserted!.id, no, shareBps: input.shareBps };
    }

    /** Prepared and submitted by operator; approved by admin (crediting the partner) when `approvedAt`. */
    async function statement(input: {
      contract: { id: number; no: string; shareBps: number };
      title: string;
      partnerUserId: number;
      back: number;
      paid: number;
      ad: number;
      deduction: number;
      at: Date;
      approvedAt?: Date;
    }) {
      const period = taxMonth(monthStart(now, input.back)).month;
      const paidFen = Math.round(input.paid * 100);
      const adFen = Math.round(input.ad * 100);
      const deductionFen = Math.round(input.deduction * 100);
      const netFen = paidFen + adFen - deductionFen;
      const share = shareFen(netFen, input.contract.shareBps);
      const label = `${input.contract.no} ${period}`;
      const [row] = await tx
        .insert(playletStatements)
        .values({
          contractId: input.contract.id,
          period,
          paidFen,
          adFen,
          sponsorFen: 0,
          deductionFen,
          netFen,
          shareFen: share,
          status: 'draft',
          preparedBy: operator,
          note: '',
          createdAt: input.at,
        })
        .returning();
      const logged = {
        period,
        paidFen,
        adFen,
        sponsorFen: 0,
        deductionFen,
        netFen,
        shareFen: share,
        status: 'draft',
        reviewMessage: '',
        note: '',
      };
      await log(operator, input.at, {
        action: 'statement.create',
        targetType: 'playlet_statement',
        targetId: row!.id,
        targetLabel: label,
        summary: `新建分账单 ${label}（净收入 ${yuanText(netFen)} 元，分成 ${yuanText(share)} 元）`,
        after: logged,
      });
      const submittedAt = new Date(Math.min(input.at.getTime() + HOUR, now.getTime()));
      await tx.update(playletStatements).set({ status: 'pending' }).where(eq(playletStatements.id, row!.id));
      await log(operator, submittedAt, {
        action: 'statement.submit',
        targetType: 'playlet_statement',
        targetId: row!.id,
        targetLabel: label,
        summary: `提交分账单 ${label} 至财务审核`,
        before: logged,
        after: { ...logged, status: 'pending' },
      });
      if (!input.approvedAt) return null;
      const approvedAt = input.approvedAt;
      return async () => {
        await tx
          .update(playletStatements)
          .set({ status: 'approved', reviewedBy: admin, reviewMessage: '' })
          .where(eq(playletStatements.id, row!.id));
        const transactionId = await money.credit({
          userId: input.partnerUserId,
          amountFen: share,
          kind: 'playlet_share',
          source: { type: 'playlet_statement', id: row!.id },
          title: creditTitle(input.title, period),
          actorId: admin,
          at: approvedAt,
          notice: {
            title: '短剧分成已入账',
            content: shareNotice(input.title, period, share),
            link: '/personal/wallet?tab=statements',
          },
        });
        await tx.update(playletStatements).set({ transactionId }).where(eq(playletStatements.id, row!.id));
        await log(admin, approvedAt, {
          action: 'statement.approve',
          targetType: 'playlet_statement',
          targetId: row!.id,
          targetLabel: label,
          summary: `审核通过分账单 ${label}，向合作方入账 ${yuanText(share)} 元`,
          before: { ...logged, status: 'pending' },
          after: { ...logged, status: 'approved' },
        });
      };
    }

    const mcnPartner = await partner(mcn, 'company', '周青禾', '13800138001', ago(now, 150));
    const creatorPartner = await partner(creator, 'personal', '陈志杰', '13800138002', ago(now, 140));

    const guitu = await drama({
      partnerId: mcnPartner,
      title: '归途',
      episodes: 60,
      synopsis: '北漂十年的外卖骑手回到家乡小镇，在父亲留下的面馆里重新找到生活的方向。',
      tier: 'ordinary',
      filingNo: '网微剧备字〔2026〕第 0412 号',
      at: ago(now, 145),
      legal: { decision: 'approve', message: '', at: ago(now, 143) },
    });
    const yehang = await drama({
      partnerId: mcnPartner,
      title: '夜航',
      episodes: 80,
      synopsis: '一艘深夜渡轮上，八位陌生乘客各自带着秘密，一夜之间命运交织。',
      tier: 'key',
      filingNo: '网微剧备字〔2026〕第 1187 号',
      at: ago(now, 30),
      legal: { decision: 'approve', message: '', at: ago(now, 25) },
    });
    await drama({
      partnerId: mcnPartner,
      title: '山海食记',
      episodes: 40,
      synopsis: '跟随两位年轻厨师走访山海之间的村落，记录即将失传的家常味道。',
      tier: 'other',
      filingNo: '网微剧备字〔2026〕第 1530 号',
      at: ago(now, 3),
    });
    await drama({
      partnerId: creatorPartner,
      title: '灶台上的江湖',
      episodes: 30,
      synopsis: '小饭馆的厨子凭一手家传刀工，在美食大赛里与各路高手过招。',
      tier: 'ordinary',
      filingNo: '网微剧备字〔2026〕第 1322 号',
      at: ago(now, 20),
      legal: { decision: 'reject', message: '授权链不完整：缺少原著小说改编授权书', at: ago(now, 18) },
    });

    // 《归途》: in force from the first day of the month four months back, for two years.
    const startDate = `${platformDay(ago(now, 120)).slice(0, 7)}-01`;
    const active = await contract({
      dramaId: guitu,
      partnerId: mcnPartner,
      title: '归途',
      shareBps: 5000,
      startDate,
      endDate: addYears(startDate, 2),
      at: ago(now, 128),
      activatedAt: ago(now, 125),
    });
    const nextMonth = platformDay(new Date(taxMonth(now).end.getTime() + HOUR));
    await contract({
      dramaId: yehang,
      partnerId: mcnPartner,
      title: '夜航',
      shareBps: 5000,
      startDate: nextMonth,
      endDate: addYears(nextMonth, 1),
      at: ago(now, 12),
    });

    // Statements: prepared the day after their month ended, approved by finance the day after.
    const after = (back: number, days: number, hours: number) =>
      new Date(monthStart(now, back).getTime() + days * DAY + hours * HOUR);
    const statementOf = { contract: active, title: '归途', partnerUserId: mcn };
    const approve3 = (await statement({
      ...statementOf,
      back: 3,
      paid: 28_000,
      ad: 9_600,
      deduction: 400,
      at: after(2, 1, 2),
      approvedAt: after(2, 2, 3),
    }))!;
    const approve2 = (await statement({
      ...statementOf,
      back: 2,
      paid: 36_500,
      ad: 12_100,
      deduction: 0,
      at: after(1, 1, 2),
      approvedAt: after(1, 2, 3),
    }))!;
    // Last month's, prepared as soon as it ended (never later than now).
    const lastPrepared = new Date(
      Math.max(
        monthStart(now, 0).getTime() + 60_000,
        Math.min(after(0, 1, 2).getTime(), now.getTime() - 2 * HOUR),
      ),
    );
    await statement({ ...statementOf, back: 1, paid: 31_800, ad: 11_300, deduction: 200, at: lastPrepared });

    // The MCN's money in date order: each withdrawal is covered by the shares credited before it.
    const mcnAccount = rowsOf<{ id: number }>(
      await money.db.execute(
        sql`select id from payout_accounts where user_id = ${mcn} and type = 'company' and status = 'active'`,
      ),
    )[0]!.id;
    const invoice = async (number: string, yuan: number, issued: Date) => ({
      type: 'special',
      code: null,
      number,
      issue_date: platformDay(issued),
      amount_fen: Math.round(yuan * 100),
      tax_rate: 6,
      file: await money.file(mcn, 'invoice', 'license', `数电专票 ${number}.png`, issued),
    });
    const events: { at: Date; run: () => Promise<unknown> }[] = [
      { at: after(2, 2, 3), run: approve3 },
      { at: after(1, 2, 3), run: approve2 },
      {
        at: ago(now, 53, 3),
        run: async () =>
          throughPayment(money, now, {
            userId: mcn,
            type: 'company',
            yuan: 15_000,
            accountId: Number(mcnAccount),
            invoice: await invoice('26332000000123456789', 15_000, ago(now, 54)),
            days: 53,
            reviewer: operator,
            payer: admin,
            bankRef: 'CMB20260050',
          }),
      },
      {
        at: ago(now, 4),
        run: async () => {
          const w = await money.withdraw({
            userId: mcn,
            type: 'company',
            amountFen: 2_000_000,
            accountId: Number(mcnAccount),
            invoice: await invoice('26332000000198765432', 20_000, ago(now, 5)),
            at: ago(now, 4),
          });
          await money.review(w.id, operator, 'approve', ago(now, 2));
        },
      },
      {
        at: ago(now, 1, 2),
        run: async () =>
          money.withdraw({
            userId: mcn,
            type: 'company',
            amountFen: 1_000_000,
            accountId: Number(mcnAccount),
            invoice: await invoice('26332000000211223344', 10_000, ago(now, 2)),
            at: ago(now, 1, 2),
          }),
      },
    ];
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const event of events) await event.run();
  },
};

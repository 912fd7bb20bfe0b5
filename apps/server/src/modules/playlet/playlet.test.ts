import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PLAYLET_MESSAGES as M } from '@creator-console/contract';
import { addDays, platformDay } from '../../dates.js';
import { ledgerTransactions, messages, operationLogs, throttles } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { TINY_PNG } from '../../../test/security/samples.js';
import { userIds } from '../../../test/support/demo.js';
import { freshAccountLike } from '../../../test/support/fresh-account.js';

let t: TestApp;
let id: Record<'creator' | 'creator_live' | 'mcn' | 'operator' | 'admin', number>;
let creator = '';
let mcn = '';

type Json = Record<string, unknown>;
const call = (
  username: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.injectAs(username, {
    method,
    url,
    headers,
    ...(payload !== undefined ? { payload: payload as Json } : {}),
  });
const body = (response: { json(): unknown }) =>
  (response.json() as { data: Json & Record<string, never> }).data;
const key = () => `k-${crypto.randomUUID()}`;

/** `YYYY-MM` `months` before the current Asia/Shanghai month. */
function monthsAgo(months: number): string {
  const today = platformDay();
  let year = Number(today.slice(0, 4));
  let month = Number(today.slice(5, 7)) - months;
  while (month <= 0) {
    month += 12;
    year -= 1;
  }
  return `${year}-${String(month).padStart(2, '0')}`;
}

async function upload(username: string, purpose: 'playlet' | 'contract'): Promise<string> {
  const response = await t.injectAs(username, {
    method: 'POST',
    url: `/api/files?purpose=${purpose}&name=doc.png`,
    headers: { 'content-type': 'image/png' },
    payload: TINY_PNG,
  });
  expect(response.statusCode).toBe(200);
  return body(response).url as unknown as string;
}

/** The partner of `userId`: created, or the one the seed made. */
async function partnerOf(userId: number): Promise<number> {
  const created = await call('operator', 'POST', '/api/playlet/partners', {
    user_id: userId,
    contact_name: '王经理',
    contact_phone: '13800000001',
    note: '',
  });
  if (created.statusCode === 200) return body(created).id as unknown as number;
  expect(created.json()).toMatchObject({ message: M.alreadyPartner });
  const list = await call('operator', 'GET', `/api/playlet/partners?keyword=${userId}&size=100`);
  return (body(list).data as unknown as { id: number; user_id: number }[]).find((p) => p.user_id === userId)!
    .id;
}

async function approvedDrama(partnerId: number, title: string): Promise<number> {
  const file = await upload('operator', 'playlet');
  const created = await call('operator', 'POST', '/api/playlet/dramas', {
    partner_id: partnerId,
    title,
    episodes: 60,
    synopsis: '',
    filing_tier: 'ordinary',
    filing_no: `备案-${title}`,
    rights_files: [file],
  });
  expect(created.statusCode).toBe(200);
  const dramaId = body(created).id as unknown as number;
  const legal = await call('admin', 'POST', `/api/playlet/dramas/${dramaId}/legal`, { decision: 'approve' });
  expect(legal.statusCode).toBe(200);
  return dramaId;
}

async function activeContract(dramaId: number): Promise<{ id: number; no: string }> {
  const start = `${monthsAgo(4)}-01`;
  const created = await call('operator', 'POST', '/api/playlet/contracts', {
    drama_id: dramaId,
    share_bps: 5000,
    start_date: start,
    end_date: addDays(platformDay(), 365),
  });
  expect(created.statusCode).toBe(200);
  const contract = body(created) as unknown as { id: number; no: string };
  const file = await upload('operator', 'contract');
  const activated = await call('operator', 'POST', `/api/playlet/contracts/${contract.id}/activate`, {
    signed_file: file,
  });
  expect(activated.statusCode).toBe(200);
  return contract;
}

const figures = { paid_fen: 2_800_000, ad_fen: 960_000, sponsor_fen: 0, deduction_fen: 40_000, note: '' };

beforeAll(async () => {
  t = await buildTestApp();
  id = await userIds(t, ['creator', 'creator_live', 'mcn', 'operator', 'admin']);
  // Fresh accounts like the demo creator and MCN: those are partners with statements already (money.md §11).
  const freshCreator = await freshAccountLike(t.database.db, 'creator');
  const freshMcn = await freshAccountLike(t.database.db, 'mcn');
  id.creator = freshCreator.id;
  id.mcn = freshMcn.id;
  creator = freshCreator.username;
  mcn = freshMcn.username;
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.db.delete(throttles);
});

describe('partners', () => {
  it('offers only certified creators and MCNs who are not partners yet', async () => {
    const found = async (keyword: string) =>
      (
        body(
          await call('operator', 'GET', `/api/playlet/partner-candidates?keyword=${keyword}`),
        ) as unknown as {
          id: number;
        }[]
      ).map((row) => row.id);
    expect(await found('creator_live')).not.toContain(id.creator_live);
    const partner = await partnerOf(id.creator);
    expect(partner).toBeGreaterThan(0);
    expect(await found(String(id.creator))).not.toContain(id.creator);
  });

  it('refuses an uncertified user, a second partnership and an unknown user', async () => {
    const input = { contact_name: '张三', contact_phone: '13800000002', note: '' };
    const uncertified = await call('operator', 'POST', '/api/playlet/partners', {
      ...input,
      user_id: id.creator_live,
    });
    expect([uncertified.statusCode, uncertified.json()]).toEqual([202, { message: M.notCertified }]);
    await partnerOf(id.mcn);
    const twice = await call('operator', 'POST', '/api/playlet/partners', { ...input, user_id: id.mcn });
    expect([twice.statusCode, twice.json()]).toEqual([202, { message: M.alreadyPartner }]);
    const missing = await call('operator', 'POST', '/api/playlet/partners', {
      ...input,
      user_id: 2_000_000_000,
    });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: M.userMissing }]);
  });

  it('refuses a drama for a suspended partner, and logs the suspension', async () => {
    const partner = await partnerOf(id.creator);
    const suspended = await call('operator', 'PUT', `/api/playlet/partners/${partner}`, {
      status: 'suspended',
    });
    expect(body(suspended).status).toBe('suspended');
    const file = await upload('operator', 'playlet');
    const drama = await call('operator', 'POST', '/api/playlet/dramas', {
      partner_id: partner,
      title: '灶台上的江湖',
      episodes: 30,
      filing_tier: 'other',
      filing_no: 'X-1',
      rights_files: [file],
    });
    expect([drama.statusCode, drama.json()]).toEqual([202, { message: M.partnerSuspended }]);
    await call('operator', 'PUT', `/api/playlet/partners/${partner}`, { status: 'active' });
    const logged = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'playlet'), eq(operationLogs.action, 'playlet.partner.suspend')));
    expect(logged.length).toBeGreaterThan(0);
  });
});

describe('dramas and the legal review', () => {
  it('refuses files the writer may not use', async () => {
    const partner = await partnerOf(id.mcn);
    const others = await upload('admin', 'playlet');
    const response = await call('operator', 'POST', '/api/playlet/dramas', {
      partner_id: partner,
      title: '他人的文件',
      episodes: 10,
      filing_tier: 'other',
      filing_no: 'X-2',
      rights_files: [others],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: '文件不存在或无权使用' });
  });

  it('requires a message to reject, decides once, and sends an edited rejection back to review', async () => {
    const partner = await partnerOf(id.mcn);
    const file = await upload('operator', 'playlet');
    const fields = {
      title: '山海食记',
      episodes: 40,
      synopsis: '',
      filing_tier: 'other',
      filing_no: 'S-1',
      rights_files: [file],
    };
    const drama = body(
      await call('operator', 'POST', '/api/playlet/dramas', { ...fields, partner_id: partner }),
    );
    expect(drama.legal_status).toBe('pending');
    const bare = await call('admin', 'POST', `/api/playlet/dramas/${drama.id}/legal`, { decision: 'reject' });
    expect([bare.statusCode, bare.json()]).toMatchObject([400, { message: '驳回时请填写审核意见' }]);
    const rejected = await call('admin', 'POST', `/api/playlet/dramas/${drama.id}/legal`, {
      decision: 'reject',
      message: '授权链不完整：缺少原著小说改编授权书',
    });
    expect(body(rejected)).toMatchObject({
      legal_status: 'rejected',
      legal_message: '授权链不完整：缺少原著小说改编授权书',
    });
    const again = await call('admin', 'POST', `/api/playlet/dramas/${drama.id}/legal`, {
      decision: 'approve',
    });
    expect([again.statusCode, again.json()]).toEqual([202, { message: M.legalDone }]);
    const edited = await call('operator', 'PUT', `/api/playlet/dramas/${drama.id}`, {
      ...fields,
      episodes: 41,
    });
    expect(body(edited)).toMatchObject({ legal_status: 'pending', episodes: 41 });
    await call('admin', 'POST', `/api/playlet/dramas/${drama.id}/legal`, { decision: 'approve' });
    const locked = await call('operator', 'PUT', `/api/playlet/dramas/${drama.id}`, fields);
    expect([locked.statusCode, locked.json()]).toEqual([202, { message: M.dramaApproved }]);
  });
});

describe('contracts', () => {
  it('numbers contracts, keeps one live contract per drama, and needs the signed file', async () => {
    const partner = await partnerOf(id.mcn);
    const file = await upload('operator', 'playlet');
    const pending = body(
      await call('operator', 'POST', '/api/playlet/dramas', {
        partner_id: partner,
        title: '未审剧',
        episodes: 12,
        filing_tier: 'other',
        filing_no: 'P-1',
        rights_files: [file],
      }),
    );
    const term = { share_bps: 5000, start_date: '2026-01-01', end_date: '2026-12-31' };
    const early = await call('operator', 'POST', '/api/playlet/contracts', { ...term, drama_id: pending.id });
    expect([early.statusCode, early.json()]).toEqual([202, { message: M.dramaNotApproved }]);

    const dramaId = await approvedDrama(partner, '夜航');
    const created = await call('operator', 'POST', '/api/playlet/contracts', { ...term, drama_id: dramaId });
    const contract = body(created);
    expect(contract.no).toMatch(new RegExp(`^HT-${platformDay().slice(0, 4)}-\\d{4}$`));
    expect(contract.no).toBe(`HT-${platformDay().slice(0, 4)}-${String(contract.id).padStart(4, '0')}`);
    expect(contract.status).toBe('draft');
    const second = await call('operator', 'POST', '/api/playlet/contracts', { ...term, drama_id: dramaId });
    expect([second.statusCode, second.json()]).toEqual([202, { message: M.dramaHasContract }]);
    const bad = await call('operator', 'POST', '/api/playlet/contracts', {
      ...term,
      share_bps: 10_001,
      drama_id: dramaId,
    });
    expect([bad.statusCode, (bad.json() as Json).message]).toEqual([400, '分成比例应在 0% 至 100% 之间']);

    const terminateDraft = await call('operator', 'POST', `/api/playlet/contracts/${contract.id}/terminate`, {
      reason: '合作取消',
    });
    expect([terminateDraft.statusCode, terminateDraft.json()]).toEqual([
      202,
      { message: M.contractNotActive },
    ]);
    const noFile = await call('operator', 'POST', `/api/playlet/contracts/${contract.id}/activate`, {});
    expect([noFile.statusCode, noFile.json()]).toEqual([202, { message: M.signedFileMissing }]);
    const signed = await upload('operator', 'contract');
    const active = body(
      await call('operator', 'POST', `/api/playlet/contracts/${contract.id}/activate`, {
        signed_file: signed,
      }),
    );
    expect(active).toMatchObject({ status: 'active', signed_file: signed });
    // Past its end date an active contract shows as 已到期.
    expect(active.display_status).toBe('2026-12-31' < platformDay() ? 'expired' : 'active');
    const edit = await call('operator', 'PUT', `/api/playlet/contracts/${contract.id}`, term);
    expect([edit.statusCode, edit.json()]).toEqual([202, { message: M.contractNotDraft }]);
    const ended = await call('operator', 'POST', `/api/playlet/contracts/${contract.id}/terminate`, {
      reason: '合作方违约',
    });
    expect(body(ended)).toMatchObject({ status: 'terminated', terminated_reason: '合作方违约' });
  });
});

describe('statements', () => {
  it('computes the share, refuses open and out-of-term periods, and credits the partner once on approval', async () => {
    const partner = await partnerOf(id.mcn);
    const dramaId = await approvedDrama(partner, '归途');
    const contract = await activeContract(dramaId);
    const create = (extra: Json) =>
      call('operator', 'POST', '/api/playlet/statements', { ...figures, contract_id: contract.id, ...extra });

    const open = await create({ period: monthsAgo(0) });
    expect([open.statusCode, open.json()]).toEqual([202, { message: M.periodNotEnded }]);
    const before = await create({ period: monthsAgo(6) });
    expect([before.statusCode, before.json()]).toEqual([202, { message: M.periodOutsideTerm }]);
    const negative = await create({ period: monthsAgo(3), deduction_fen: 3_760_001 });
    expect([negative.statusCode, negative.json()]).toEqual([202, { message: M.deductionTooLarge }]);

    const period = monthsAgo(3);
    const statement = body(await create({ period }));
    expect(statement).toMatchObject({
      net_fen: 3_720_000,
      share_fen: 1_860_000,
      status: 'draft',
      share_bps: 5000,
    });
    const twice = await create({ period });
    expect([twice.statusCode, twice.json()]).toEqual([202, { message: M.statementExists(period) }]);

    const early = await call(
      'admin',
      'POST',
      `/api/playlet/statements/${statement.id}/review`,
      { decision: 'approve' },
      {
        'idempotency-key': key(),
      },
    );
    expect([early.statusCode, early.json()]).toEqual([202, { message: M.statementDone }]);
    const submitted = await call('operator', 'POST', `/api/playlet/statements/${statement.id}/submit`);
    expect(body(submitted).status).toBe('pending');
    const edit = await call('operator', 'PUT', `/api/playlet/statements/${statement.id}`, {
      ...figures,
      period,
    });
    expect([edit.statusCode, edit.json()]).toEqual([202, { message: M.statementNotEditable }]);

    const own = await call(
      'operator',
      'POST',
      `/api/playlet/statements/${statement.id}/review`,
      { decision: 'approve' },
      {
        'idempotency-key': key(),
      },
    );
    expect([own.statusCode, own.json()]).toEqual([202, { message: M.samePreparer }]);

    const walletBefore = await t.app.ledger.balances(id.mcn);
    const approved = await call(
      'admin',
      'POST',
      `/api/playlet/statements/${statement.id}/review`,
      { decision: 'approve' },
      {
        'idempotency-key': key(),
      },
    );
    expect(approved.statusCode).toBe(200);
    expect(body(approved)).toMatchObject({ status: 'approved', share_fen: 1_860_000 });
    expect(body(approved).transaction_id).toBeGreaterThan(0);
    const walletAfter = await t.app.ledger.balances(id.mcn);
    expect(walletAfter.available_fen - walletBefore.available_fen).toBe(1_860_000);

    const again = await call(
      'admin',
      'POST',
      `/api/playlet/statements/${statement.id}/review`,
      { decision: 'approve' },
      {
        'idempotency-key': key(),
      },
    );
    expect([again.statusCode, again.json()]).toEqual([202, { message: M.statementDone }]);
    expect((await t.app.ledger.balances(id.mcn)).available_fen).toBe(walletAfter.available_fen);

    // One wallet message (type 5) although the approval was tried twice.
    const notes = await t.database.db
      .select({ type: messages.type, content: messages.content, link: messages.link })
      .from(messages)
      .where(and(eq(messages.userId, id.mcn), like(messages.content, `%《归途》${period}%`)));
    expect(notes).toEqual([
      {
        type: 5,
        content: `《归途》${period} 分成 ¥18,600.00 已入账`,
        link: '/personal/wallet?tab=statements',
      },
    ]);

    const mine = await call(mcn, 'GET', `/api/wallet/playlet-statements?period=${period}`);
    expect(body(mine).data).toEqual([
      expect.objectContaining({
        id: statement.id,
        drama_title: '归途',
        share_fen: 1_860_000,
        net_fen: 3_720_000,
      }),
    ]);
    const others = await call(creator, 'GET', `/api/wallet/playlet-statements?period=${period}`);
    expect(body(others).data).toEqual([]);
  });

  it('posts once when two approvals race', async () => {
    const partner = await partnerOf(id.mcn);
    const dramaId = await approvedDrama(partner, '并发审核');
    const contract = await activeContract(dramaId);
    const statement = body(
      await call('operator', 'POST', '/api/playlet/statements', {
        ...figures,
        contract_id: contract.id,
        period: monthsAgo(2),
      }),
    );
    await call('operator', 'POST', `/api/playlet/statements/${statement.id}/submit`);
    const before = await t.app.ledger.balances(id.mcn);
    const answers = await Promise.all(
      [0, 1].map(() =>
        call(
          'admin',
          'POST',
          `/api/playlet/statements/${statement.id}/review`,
          { decision: 'approve' },
          {
            'idempotency-key': key(),
          },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 202]);
    const posted = await t.database.db
      .select()
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.sourceType, 'playlet_statement'),
          eq(ledgerTransactions.sourceId, Number(statement.id)),
        ),
      );
    expect(posted).toHaveLength(1);
    expect((await t.app.ledger.balances(id.mcn)).available_fen - before.available_fen).toBe(1_860_000);
  });

  it('needs a review message to reject, and lets the preparer edit and resubmit', async () => {
    const partner = await partnerOf(id.mcn);
    const dramaId = await approvedDrama(partner, '驳回再提');
    const contract = await activeContract(dramaId);
    const period = monthsAgo(1);
    const statement = body(
      await call('operator', 'POST', '/api/playlet/statements', {
        ...figures,
        contract_id: contract.id,
        period,
      }),
    );
    await call('operator', 'POST', `/api/playlet/statements/${statement.id}/submit`);
    const bare = await call(
      'admin',
      'POST',
      `/api/playlet/statements/${statement.id}/review`,
      { decision: 'reject' },
      {
        'idempotency-key': key(),
      },
    );
    expect([bare.statusCode, (bare.json() as Json).message]).toEqual([400, '驳回时请填写审核意见']);
    const rejected = await call(
      'admin',
      'POST',
      `/api/playlet/statements/${statement.id}/review`,
      { decision: 'reject', message: '广告收入与后台不符' },
      { 'idempotency-key': key() },
    );
    expect(body(rejected)).toMatchObject({
      status: 'rejected',
      review_message: '广告收入与后台不符',
      transaction_id: null,
    });
    const edited = await call('operator', 'PUT', `/api/playlet/statements/${statement.id}`, {
      ...figures,
      ad_fen: 900_000,
      period,
    });
    expect(body(edited)).toMatchObject({ net_fen: 3_660_000, share_fen: 1_830_000, status: 'rejected' });
    const resubmitted = await call('operator', 'POST', `/api/playlet/statements/${statement.id}/submit`);
    expect(body(resubmitted).status).toBe('pending');
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, operationLogs, users } from '../../db/schema/index.js';
import { AGREEMENT_V1 } from '../../db/seed/admin-documents.js';
import { announcements } from '../announcements/schema.js';
import { buildTestApp, type TestApp } from '../../../test/helper.js';
import { SCHEDULED_EXISTS, sha256 } from './repository.js';
import { documents, documentVersions } from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

type Json = Record<string, unknown>;
const as = (username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.injectAs(username, { method, url, ...(payload ? { payload } : {}) });
const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  as('admin', method, url, payload);

const draft = (extra: Json = {}) => ({
  title: '测试附录',
  body: '前言\n\n## 第一章 总则\n\n正文一\n\n## 第二章 细则\n\n- 一\n- 二',
  change_note: '首次发布',
  ...extra,
});

let appendixSerial = 0;
/** A new appendix with a draft v1: its key and the draft. */
async function appendixWithDraft(extra: Json = {}) {
  appendixSerial += 1;
  const key = `test-doc-${appendixSerial}`;
  expect((await admin('POST', '/api/admin/documents', { key, title: '测试附录' })).statusCode).toBe(200);
  const created = await admin('POST', `/api/admin/documents/${key}/versions`, draft(extra));
  expect(created.statusCode).toBe(200);
  return { key, version: created.json().data as { version: number; revision: number } };
}

const publishNow = (key: string, version: number, revision: number, notify = false) =>
  admin('POST', `/api/admin/documents/${key}/versions/${version}/publish`, {
    effective_at: null,
    notify,
    revision,
  });

async function statusesOf(key: string) {
  const rows = await t.database.db
    .select({ version: documentVersions.version, status: documentVersions.status })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(eq(documents.key, key))
    .orderBy(documentVersions.version);
  return Object.fromEntries(rows.map((row) => [row.version, row.status]));
}

describe('readers', () => {
  it('GET /api/documents/agreement is public, cacheable and answers 304 for its ETag', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/documents/agreement' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ key: 'agreement', version: 1, title: '用户协议', body: AGREEMENT_V1 });
    expect(response.headers.etag).toBe(`"${sha256(AGREEMENT_V1)}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=300');

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/documents/agreement',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/documents/agreement',
      headers: { 'if-none-match': '"0000"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('the convention answers any session with its appendices; history and old versions too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/documents/convention' })).statusCode).toBe(401);
    const response = await as('creator', 'GET', '/api/documents/convention');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ key: 'convention', version: 2, title: '用户公约' });
    expect(data.body).toContain('## 第四章 商业推广内容规范');
    expect(data.appendices.map((a: { key: string }) => a.key)).toEqual(
      expect.arrayContaining(['live-conduct', 'ad-label']),
    );

    const history = (await as('creator', 'GET', '/api/documents/convention/history')).json().data;
    expect(history.map((h: { version: number }) => h.version)).toEqual([2, 1]);
    expect(history[0].current).toBe(true);

    expect((await as('creator', 'GET', '/api/documents/convention/versions/1')).json().data.version).toBe(1);
    // The draft v3 is nobody's to read here.
    const hidden = await as('creator', 'GET', '/api/documents/convention/versions/3');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe('版本不存在');
    const missing = await as('creator', 'GET', '/api/documents/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('文档不存在');
  });

  it('staff endpoints need document:manage', async () => {
    expect((await as('creator', 'GET', '/api/admin/documents')).statusCode).toBe(403);
    expect((await as('operator', 'GET', '/api/admin/documents')).statusCode).toBe(403);
    const list = await admin('GET', '/api/admin/documents');
    expect(list.statusCode).toBe(200);
    const convention = list.json().data.find((d: { key: string }) => d.key === 'convention');
    expect(convention).toMatchObject({
      placement: 'convention',
      current: { version: 2 },
      draft: { version: 3 },
    });
  });
});

describe('validation messages', () => {
  it('refuses bad keys, duplicate keys and bad titles', async () => {
    const bad = await admin('POST', '/api/admin/documents', { key: 'Bad_Key', title: '附录' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('文档标识格式不正确');
    const taken = await admin('POST', '/api/admin/documents', { key: 'live-conduct', title: '附录' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ message: '文档标识已存在', issues: [{ path: ['key'] }] });
    const untitled = await admin('POST', '/api/admin/documents', { key: 'fresh-key', title: ' ' });
    expect(untitled.json().message).toBe('请填写文档标题');
  });

  it('refuses empty, long, HTML and unsafe-link bodies with the design messages', async () => {
    const { key } = await appendixWithDraft();
    await admin('DELETE', `/api/admin/documents/${key}/versions/1`);
    const post = (body: string) => admin('POST', `/api/admin/documents/${key}/versions`, draft({ body }));
    const cases: [string, string][] = [
      ['', '请填写正文'],
      ['x'.repeat(50_001), '正文不能超过 50000 字'],
      ['## 标题\n\n<script>alert(1)</script>', '正文不支持 HTML 标签'],
      ['文字 <b>粗体</b>', '正文不支持 HTML 标签'],
      ['[点我](javascript:alert(1))', '链接须以 https:// 或 / 开头'],
      ['<javascript:alert(1)>', '链接须以 https:// 或 / 开头'],
      ['[站外](http://example.com)', '链接须以 https:// 或 / 开头'],
      ['[协议](//evil.example)', '链接须以 https:// 或 / 开头'],
    ];
    for (const [body, message] of cases) {
      const response = await post(body);
      expect(response.statusCode, body.slice(0, 40)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const fine = await post('[公约](/doc/index#h-4) 和 [外链](https://example.com) 与 **加粗**');
    expect(fine.statusCode).toBe(200);
  });

  it('one draft per document; stale autosave; publish rules', async () => {
    const { key, version } = await appendixWithDraft({ change_note: '' });
    const second = await admin('POST', `/api/admin/documents/${key}/versions`, draft());
    expect(second.statusCode).toBe(202);
    expect(second.json().message).toBe('该文档已有草稿，请在草稿上继续编辑');

    const url = `/api/admin/documents/${key}/versions/1`;
    const saved = await admin('PUT', url, { ...draft({ change_note: '' }), revision: version.revision });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.revision).toBe(version.revision + 1);
    const stale = await admin('PUT', url, { ...draft(), revision: version.revision });
    expect(stale.statusCode).toBe(202);
    expect(stale.json().message).toBe('草稿已在其他窗口修改，请刷新后再编辑');
    const noRevision = await admin('PUT', url, draft());
    expect(noRevision.statusCode).toBe(400);
    expect(noRevision.json().message).toBe('请刷新后重试');

    const revision = version.revision + 1;
    const noNote = await publishNow(key, 1, revision);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().message).toBe('请填写更新说明');
    await admin('PUT', url, { ...draft(), revision });

    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const publish = (effective_at: string | null) =>
      admin('POST', `${url}/publish`, { effective_at, notify: false, revision: revision + 1 });
    const soon = await publish(at(60_000));
    expect(soon.statusCode).toBe(400);
    expect(soon.json().message).toBe('生效时间至少在 5 分钟之后');
    const far = await publish(at(91 * 86_400_000));
    expect(far.json().message).toBe('生效时间不能超过 90 天');

    const scheduled = await publish(at(3_600_000));
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().data.status).toBe('scheduled');
    const again = await publish(null);
    expect(again.statusCode).toBe(202);
    expect(again.json().message).toBe('只有草稿可以发布');

    const cancelled = await admin('POST', `${url}/cancel`);
    expect(cancelled.json().data.status).toBe('draft');
    const cancelAgain = await admin('POST', `${url}/cancel`);
    expect(cancelAgain.statusCode).toBe(202);
    expect(cancelAgain.json().message).toBe('只有待生效的版本可以取消');

    const missingVersion = await admin('POST', `/api/admin/documents/${key}/versions/99/cancel`);
    expect(missingVersion.statusCode).toBe(404);
    expect(missingVersion.json().message).toBe('版本不存在');
    const missingDoc = await admin('GET', '/api/admin/documents/nope-nope/versions');
    expect(missingDoc.statusCode).toBe(404);
    expect(missingDoc.json().message).toBe('文档不存在');

    expect((await admin('DELETE', url)).statusCode).toBe(200);
    expect(await statusesOf(key)).toEqual({});
  });
});

describe('publishing', () => {
  it('archives the previous version, updates /agreement and its ETag, and announces when asked', async () => {
    const created = await admin('POST', '/api/admin/documents/agreement/versions', {
      title: '用户协议',
      body: '## 一、服务内容\n\n新的协议正文。',
      change_note: '更新服务内容',
      base_version: 1,
    });
    expect(created.statusCode).toBe(200);
    const { version, revision } = created.json().data;
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    const enabled = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.status, 1));
    const published = await publishNow('agreement', version, revision, true);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', published_by: expect.any(String) });
    expect(await statusesOf('agreement')).toEqual({ 1: 'archived', [version]: 'published' });

    const response = await t.app.inject({ method: 'GET', url: '/api/documents/agreement' });
    expect(response.json().data).toMatchObject({ version, body: '## 一、服务内容\n\n新的协议正文。' });
    expect(response.headers.etag).toBe(`"${sha256('## 一、服务内容\n\n新的协议正文。')}"`);

    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages);
    expect(after[0]!.n - before[0]!.n).toBe(enabled[0]!.n);
    const [notice] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.title, '《用户协议》已更新'))
      .limit(1);
    expect(notice).toMatchObject({ type: 1, content: '更新服务内容', link: '/agreement' });
    // An announcement of /admin/notice, so its receipts and withdrawal work like any other.
    const [announcement] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, notice!.announcementId!));
    expect(announcement).toMatchObject({
      title: '《用户协议》已更新',
      status: 'sent',
      audience: { all: true },
      recipientCount: enabled[0]!.n,
    });
  });

  it('the sweeper publishes a due scheduled version as the system', async () => {
    const { key, version } = await appendixWithDraft();
    await publishNow(key, 1, version.revision);
    const next = await admin('POST', `/api/admin/documents/${key}/versions`, draft({ change_note: 'v2' }));
    const v2 = next.json().data;
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await admin('POST', `/api/admin/documents/${key}/versions/2/publish`, {
      effective_at: at,
      notify: false,
      revision: v2.revision,
    });
    expect(scheduled.json().data.status).toBe('scheduled');
    await t.app.scheduler.runNow('documents.publish-due');
    expect(await statusesOf(key)).toEqual({ 1: 'published', 2: 'scheduled' });
    // Its time comes.
    await t.database.db
      .update(documentVersions)
      .set({ effectiveAt: new Date(Date.now() - 1000) })
      .where(eq(documentVersions.status, 'scheduled'));
    await t.app.scheduler.runNow('documents.publish-due');
    expect(await statusesOf(key)).toEqual({ 1: 'archived', 2: 'published' });
    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.action, 'document.version_publish'), sql`${operationLogs.actorId} is null`))
      .limit(1);
    expect(logged).toBeDefined();
  });

  it('a scheduled publish racing a manual one leaves exactly one published version', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { key, version } = await appendixWithDraft();
      await publishNow(key, 1, version.revision);
      // v2 scheduled and already due; v3 a draft published by hand at the same moment.
      const v2 = (await admin('POST', `/api/admin/documents/${key}/versions`, draft())).json().data;
      await admin('POST', `/api/admin/documents/${key}/versions/2/publish`, {
        effective_at: new Date(Date.now() + 3_600_000).toISOString(),
        notify: false,
        revision: v2.revision,
      });
      await t.database.db
        .update(documentVersions)
        .set({ effectiveAt: new Date(Date.now() - 1000) })
        .where(eq(documentVersions.status, 'scheduled'));
      const v3 = (await admin('POST', `/api/admin/documents/${key}/versions`, draft())).json().data;
      const [manual] = await Promise.all([
        publishNow(key, 3, v3.revision),
        t.app.documents.publishDue(),
        t.app.documents.publishDue(),
      ]);
      // Whichever wins the document's lock: the manual publish first is refused while v2 waits
      // (then the sweep publishes v2); the sweep first publishes v2, then the manual one archives it.
      if (manual.statusCode === 202) expect(manual.json().message).toBe(SCHEDULED_EXISTS);
      else expect(manual.statusCode).toBe(200);
      const statuses = await statusesOf(key);
      expect(Object.values(statuses).filter((s) => s === 'published')).toHaveLength(1);
      expect(statuses[2]).not.toBe('scheduled');
      expect(statuses[1]).toBe('archived');
    }
    const live = await t.database.db
      .select({ documentId: documentVersions.documentId, status: documentVersions.status })
      .from(documentVersions)
      .where(sql`${documentVersions.status} in ('published', 'draft')`);
    const pairs = live.map((row) => `${row.documentId}/${row.status}`);
    const doubles = pairs.length - new Set(pairs).size;
    expect(doubles).toBe(0);
  });
});

describe('operation log', () => {
  it('every staff write logs one row of module document with the body hash, never the body', async () => {
    const start = await t.database.db
      .select({ id: sql<number>`coalesce(max(id), 0)::int` })
      .from(operationLogs);
    const { key, version } = await appendixWithDraft();
    const url = `/api/admin/documents/${key}/versions/1`;
    await admin('PUT', url, { ...draft(), revision: version.revision });
    await admin('POST', `${url}/publish`, {
      effective_at: new Date(Date.now() + 3_600_000).toISOString(),
      notify: false,
      revision: version.revision + 1,
    });
    await admin('POST', `${url}/cancel`);
    await admin('DELETE', url);
    const rows = await t.database.db
      .select()
      .from(operationLogs)
      .where(sql`${operationLogs.id} > ${start[0]!.id} and ${operationLogs.module} = 'document'`)
      .orderBy(operationLogs.id);
    expect(rows.map((row) => row.action)).toEqual([
      'document.create',
      'document.version_create',
      'document.version_update',
      'document.version_publish',
      'document.version_cancel',
      'document.version_delete',
    ]);
    for (const row of rows) {
      expect(row.targetType).toBe('document');
      expect(row.after ?? row.before).not.toBeNull();
      const text = JSON.stringify([row.before, row.after, row.detail]);
      expect(text).not.toContain('正文一');
    }
    expect(rows[1]!.after).toMatchObject({ body_sha256: sha256(draft().body), version: 1 });
  });
});

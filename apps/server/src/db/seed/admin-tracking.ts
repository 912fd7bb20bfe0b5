import { CERT_STATUS, PLATFORM, type TRACKING_EVENTS } from '@creator-console/contract';
import { and, gte, isNotNull } from 'drizzle-orm';
import { certificationApplications, trackingEvents } from '../schema/index.js';
import { userIdsOf, randomFrom } from './lookup.js';
import type { SeedStep } from './step.js';

/**
 * Behaviour-tracking events for /log/es (admin.md §9): about 3 000 over the last 30 days — the
 * demo accounts' logins on working days, a burst of failed logins from 203.0.113.7 three days
 * ago, the MCN's invitations, and the certification submissions and reviews matching the seeded
 * applications. The rollups follow from the statement trigger (one insert per batch).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The platform's clock (UTC+8): working days and office hours are Beijing's. */
const OFFSET = 8 * HOUR;
const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

type EventName = (typeof TRACKING_EVENTS)[number];
type Row = typeof trackingEvents.$inferInsert;

/** Who logs in, how often per working day, from where, with which login label. */
const LOGINS: { username: string; perDay: [number, number]; ip: string; label: string; weekends?: number }[] =
  [
    { username: 'admin', perDay: [8, 16], ip: '114.86.12.21', label: 'phone' },
    { username: 'admin_li', perDay: [4, 10], ip: '114.86.12.37', label: 'phone' },
    { username: 'operator', perDay: [10, 18], ip: '114.86.12.45', label: 'phone' },
    { username: 'sysop', perDay: [6, 12], ip: '114.86.13.8', label: 'phone' },
    { username: 'reviewer_a', perDay: [10, 18], ip: '114.86.13.19', label: 'phone' },
    { username: 'creator', perDay: [6, 14], ip: '183.157.40.12', label: 'creator_number', weekends: 0.6 },
    {
      username: 'creator_live',
      perDay: [4, 12],
      ip: '125.71.203.66',
      label: 'creator_number',
      weekends: 0.8,
    },
    { username: 'mcn', perDay: [8, 16], ip: '101.68.77.150', label: 'phone' },
    {
      username: 'qinghe_xiaoyu',
      perDay: [2, 8],
      ip: '101.68.77.151',
      label: 'creator_number',
      weekends: 0.5,
    },
    {
      username: 'qinghe_laozhou',
      perDay: [2, 6],
      ip: '101.68.77.152',
      label: 'creator_number',
      weekends: 0.4,
    },
    {
      username: 'qinghe_mengmeng',
      perDay: [2, 8],
      ip: '101.68.77.153',
      label: 'creator_number',
      weekends: 0.5,
    },
    { username: 'qinghe_axin', perDay: [2, 6], ip: '101.68.77.154', label: 'creator_number', weekends: 0.3 },
    {
      username: 'qinghe_guchen',
      perDay: [2, 6],
      ip: '101.68.77.155',
      label: 'creator_number',
      weekends: 0.3,
    },
  ];

const INVITEES = ['creator', 'creator_live', 'qinghe_xiaoyu', 'qinghe_axin'];

export const adminTrackingSeed: SeedStep<void> = {
  name: 'admin-tracking',
  async prepare() {},
  async run(tx) {
    const now = Date.now();
    const random = randomFrom(20_261_112);
    const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
    const userId = await userIdsOf(tx, [...LOGINS.map((l) => l.username), 'mcn_pending']);
    const rows: Row[] = [];
    const event = (name: EventName, at: number, fields: Partial<Row> & { success?: boolean } = {}): void => {
      if (at > now) return;
      rows.push({
        event: name,
        platform: PLATFORM.label,
        port: PLATFORM.port,
        success: true,
        userAgent: USER_AGENT,
        createdAt: new Date(at),
        ...fields,
      });
    };
    // Beijing midnight of each of the last 30 days.
    const today = Math.floor((now + OFFSET) / DAY) * DAY - OFFSET;
    for (let day = 30; day >= 0; day -= 1) {
      const midnight = today - day * DAY;
      const weekday = new Date(midnight + OFFSET).getUTCDay();
      const working = weekday !== 0 && weekday !== 6;
      for (const login of LOGINS) {
        if (!working && random() > (login.weekends ?? 0.1)) continue;
        const count = working ? between(...login.perDay) : between(1, 2);
        for (let i = 0; i < count; i += 1) {
          const at = midnight + 8.5 * HOUR + random() * 11.5 * HOUR;
          const fields = {
            userId: userId(login.username),
            ip: login.ip,
            properties: { label: login.label },
          };
          // Now and then a mistyped password first (no session: no user).
          if (random() < 0.04)
            event('login', at - 40_000, {
              ...fields,
              userId: null,
              success: false,
              reason: '账号或密码错误',
            });
          event('login', at, fields);
        }
      }
      // The MCN's invitations, a few a working day; some refused by the rules.
      if (working)
        for (let i = between(0, 4); i > 0; i -= 1) {
          const at = midnight + 10 * HOUR + random() * 8 * HOUR;
          const full = random() < 0.15;
          event('invite', at, {
            userId: userId('mcn'),
            ip: '101.68.77.150',
            success: !full,
            reason: full ? '该创作者已加入其他机构' : null,
            properties: { type: 1, receiver: INVITEES[between(0, INVITEES.length - 1)]! },
          });
        }
    }
    // mcn_pending keeps trying a login it is not allowed yet.
    for (let i = 0; i < 6; i += 1)
      event('login', today - between(1, 20) * DAY + 15 * HOUR, {
        userId: null,
        ip: '59.42.118.3',
        success: false,
        reason: '账号待审核，请耐心等待',
        properties: { label: 'phone' },
      });
    // The burst: 48 failed logins from one address within 12 minutes, three days ago.
    const burst = today - 3 * DAY + 2 * HOUR + 17 * 60_000;
    for (let i = 0; i < 48; i += 1)
      event('login', burst + Math.floor(i * 15_000 + random() * 10_000), {
        userId: null,
        ip: '203.0.113.7',
        success: false,
        reason: i % 6 === 5 ? '登录失败次数过多，请 15 分钟后再试' : '账号或密码错误',
        properties: { label: i % 2 ? 'phone' : 'creator_number' },
        userAgent: 'python-requests/2.31.0',
      });
    // Certification: each seeded application of the last 30 days submitted, and reviewed.
    const applications = await tx
      .select({
        id: certificationApplications.id,
        userId: certificationApplications.userId,
        type: certificationApplications.type,
        status: certificationApplications.status,
        reviewerId: certificationApplications.reviewerId,
        createdAt: certificationApplications.createdAt,
        reviewedAt: certificationApplications.reviewedAt,
      })
      .from(certificationApplications)
      .where(
        and(
          gte(certificationApplications.createdAt, new Date(now - 30 * DAY)),
          isNotNull(certificationApplications.userId),
        ),
      );
    for (const application of applications) {
      event('certification_submit', application.createdAt.getTime(), {
        userId: application.userId,
        ip: '183.157.40.12',
        properties: { type: application.type, application_id: application.id },
      });
      if (application.reviewedAt && application.status !== CERT_STATUS.pending)
        event('certification_approval', application.reviewedAt.getTime(), {
          userId: application.reviewerId,
          ip: '114.86.12.45',
          properties: {
            type: application.type,
            application_id: application.id,
            result: application.status === CERT_STATUS.approved ? 'approved' : 'rejected',
          },
        });
    }
    // A submission refused by the basic conditions now and then.
    for (let i = 0; i < 5; i += 1)
      event('certification_submit', today - between(2, 28) * DAY + 14 * HOUR, {
        userId: userId('qinghe_guchen'),
        ip: '101.68.77.155',
        success: false,
        reason: '粉丝数未达到 1000，暂不能申请',
        properties: { type: 'identity' },
      });
    rows.sort((a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime());
    for (let i = 0; i < rows.length; i += 500) await tx.insert(trackingEvents).values(rows.slice(i, i + 500));
  },
};

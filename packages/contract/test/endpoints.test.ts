import { describe, expect, it } from 'vitest';
import {
  endpoints,
  certificationApplication,
  approveCertification,
  statisticsQuery,
  idParam,
  queryId,
} from '../src/index.js';

/** The call table of spec §7, exactly as written there. */
const specCalls = [
  'POST /api/login',
  'POST /api/a-login',
  'GET /api/my-menu',
  'GET /api/my-page',
  'GET /api/my-profile',
  'POST /api/logout',
  'GET /api/user-statistics-info',
  'GET /api/user-statistics-history',
  'GET /api/user-statistics-fans',
  'GET /api/reminders',
  'GET /api/my-message',
  'GET /api/my-unread-message-count',
  'POST /api/read-message',
  'GET /api/message/{id}',
  'GET /api/mcn-invite-log',
  'POST /api/mcn-invite-log',
  'PUT /api/mcn-invite-log/{id}',
  'GET /api/user-search',
  'GET /api/my-bloggers',
  'GET /api/my_user_token',
  'DELETE /api/my-bloggers',
  'POST /api/users_certification_apply',
  'PUT /api/users_certification_apply/{id}',
  'GET /api/users_certification_apply_record',
  'POST /api/users_certification_apply_approval/{id}',
  'GET /api/certification_info_detail/{id}',
  'GET /api/certification_info_category_list',
  'GET /api/users_all_cert_info/{userId}',
  'GET /api/my_cert_info',
  'GET /api/users_certification_apply_detail/{id}',
  'GET /api/p1/usi',
];

describe('endpoint registry', () => {
  const declared = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);

  it('declares every call of spec §7 with its exact method and path', () => {
    expect(specCalls).toHaveLength(31);
    for (const call of specCalls) expect(declared).toContain(call);
  });

  it('declares each method and path once', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });
});

describe('request schemas', () => {
  it('checks the real-name ID card with the spec messages', () => {
    const bad = certificationApplication.safeParse({
      type: 'personal',
      fields: {
        real_name: '张三',
        id_number: '110105194912310021',
        id_front: 'a',
        id_back: 'b',
        face_image: 'c',
      },
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toContain('身份证最后一位校验码不正确');
    const good = certificationApplication.safeParse({
      type: 'personal',
      fields: {
        real_name: '张三',
        id_number: '11010519491231002x',
        id_front: 'a',
        id_back: 'b',
        face_image: 'c',
      },
    });
    expect(good.success).toBe(true);
  });

  it('asks for a message when rejecting, not when approving', () => {
    expect(approveCertification.body!.safeParse({ status: 2 }).success).toBe(true);
    const reject = approveCertification.body!.safeParse({ status: 3, message: ' ' });
    expect(reject.error?.issues[0]?.message).toBe('驳回时请填写审核意见');
  });

  it("takes the spec's 1 beside the user id of the all-certifications call (§7 notes)", () => {
    const query = endpoints.userAllCertifications.query!;
    expect(query.parse({ all: '1' })).toEqual({ all: 1 });
    expect(query.parse({})).toEqual({});
    expect(query.safeParse({ all: '2' }).error?.issues[0]?.message).toBe('all 无效');
  });

  it('refuses reversed and over-long date ranges', () => {
    expect(statisticsQuery.safeParse({ start_date: '2026-11-01', end_date: '2026-11-21' }).success).toBe(
      true,
    );
    expect(
      statisticsQuery.safeParse({ start_date: '2026-11-21', end_date: '2026-11-01' }).error?.issues[0]
        ?.message,
    ).toBe('开始日期不能晚于结束日期');
    expect(statisticsQuery.safeParse({ start_date: '2024-01-01', end_date: '2026-01-01' }).success).toBe(
      false,
    );
    expect(statisticsQuery.safeParse({ start_date: '2026-13-01', end_date: '2026-11-01' }).success).toBe(
      false,
    );
  });
});

describe('ids', () => {
  it('accepts only canonical decimal ids (issue 13, finding 11)', () => {
    for (const loose of [
      '0x10',
      '1e3',
      '000001',
      '01',
      ' 1',
      '1 ',
      '1.0',
      '+1',
      '-1',
      '0',
      '',
      '0b1',
      '1_000',
    ]) {
      expect(idParam.safeParse({ id: loose }).success, JSON.stringify(loose)).toBe(false);
      expect(queryId('无效').safeParse(loose).success, JSON.stringify(loose)).toBe(false);
    }
    expect(idParam.safeParse({ id: '2147483648' }).success).toBe(false);
    expect(idParam.parse({ id: '16' })).toEqual({ id: 16 });
    expect(idParam.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    expect(queryId('无效').parse('1000')).toBe(1000);
    // Callers holding a number still pass it as one.
    expect(idParam.parse({ id: 7 })).toEqual({ id: 7 });
    expect(idParam.safeParse({ id: 1.5 }).success).toBe(false);
  });
});

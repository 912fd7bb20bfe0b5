import { describe, expect, it } from 'vitest';
import { announcementInput, type AnnouncementDetail } from '@creator-console/contract';
import {
  audienceOf,
  bodyOf,
  choosesSomeone,
  emptyValues,
  fieldOfIssue,
  readRate,
  valuesOf,
} from './editor-state';

const user = {
  id: 7,
  name: '阿杰',
  avatar: '',
  role_name: '创作者',
  username: 'creator',
  status: 1,
  phone: '138****0003',
};

const detail = (overrides: Partial<AnnouncementDetail> = {}): AnnouncementDetail => ({
  id: 1,
  title: '内测邀请',
  content: '第一行\n第二行',
  link: '/analyse/user',
  audience: { group_ids: [3], user_ids: [7] },
  audience_summary: '分组：内测用户',
  status: 'scheduled',
  scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
  sent_at: null,
  recipient_count: 0,
  read_count: 0,
  withdraw_reason: '',
  withdrawn_at: null,
  created_by: null,
  version: 2,
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
  audience_users: [user],
  ...overrides,
});

describe('the announcement editor state', () => {
  it('starts with everyone and send now', () => {
    expect(audienceOf(emptyValues())).toEqual({ all: true });
    expect(emptyValues().send_mode).toBe('now');
  });

  it('turns the chosen dimensions and accounts into the audience the API reads', () => {
    const values = { ...emptyValues(), everyone: false, role_ids: [1, 2], users: [user] };
    expect(audienceOf(values)).toEqual({ role_ids: [1, 2], user_ids: [7] });
    expect(choosesSomeone(audienceOf({ ...emptyValues(), everyone: false }))).toBe(false);
  });

  it('edits a scheduled one as scheduled and copies a sent one as a new one to send', () => {
    const edited = valuesOf(detail());
    expect(edited).toMatchObject({ send_mode: 'scheduled', everyone: false, group_ids: [3], users: [user] });
    expect(edited.scheduled_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const copied = valuesOf(detail({ status: 'sent' }), { suffix: '（副本）' });
    expect(copied).toMatchObject({ title: '内测邀请（副本）', send_mode: 'now', scheduled_at: '' });
  });

  it('builds a body the contract accepts, and refuses what the server would', () => {
    const body = bodyOf({ ...emptyValues(), title: '标题', content: '正文', link: ' /inform/index ' });
    expect(announcementInput.safeParse(body).success).toBe(true);
    expect(body.link).toBe('/inform/index');
    const bad = announcementInput.safeParse(
      bodyOf({ ...emptyValues(), title: '标题', content: '正文', link: 'javascript:alert(1)' }),
    );
    expect(bad.error?.issues[0]?.message).toBe('链接须为以 / 开头的控制台路径');
    const nobody = announcementInput.safeParse(
      bodyOf({ ...emptyValues(), title: '标题', content: '正文', everyone: false }),
    );
    expect(nobody.error?.issues.map((issue) => [fieldOfIssue(issue.path), issue.message])).toEqual([
      ['audience', '请选择接收对象'],
    ]);
  });

  it('rounds the read rate', () => {
    expect(readRate(1, 3)).toBe(33);
    expect(readRate(0, 0)).toBe(0);
  });
});

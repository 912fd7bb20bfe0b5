import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../shared/list';
import { accountLogHref, accountParams, accountQuery } from './params';

const parse = (search: string) => parseListParams(accountParams, new URLSearchParams(search));

describe('account list params', () => {
  it('reads every filter from the URL and sends them as the API names them', () => {
    const params = parse(
      'side=staff&q=%20钱程%20&role=3&status=2&tags=2,1,2,x&group=4&channel=5&mcn=6&start=2026-01-01&end=2026-02-01&sort=last_login_at&page=2&size=20',
    );
    expect(accountQuery(params)).toEqual({
      page: 2,
      size: 20,
      side: 'staff',
      keyword: '钱程',
      role_id: 3,
      status: 2,
      tag_ids: '2,1',
      group_id: 4,
      channel_id: 5,
      mcn_id: 6,
      start_date: '2026-01-01',
      end_date: '2026-02-01',
      sort: 'last_login_at',
    });
  });

  it('drops what is empty or malformed and orders a backwards range', () => {
    expect(accountQuery(parse('side=robot&status=9&tags=&role=0&sort=plays'))).toEqual({ page: 1, size: 10 });
    expect(accountQuery(parse('start=2026-03-01&end=2026-01-01'))).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-03-01',
    });
  });

  it('links to the operation log of the account', () => {
    expect(accountLogHref(7)).toBe('/log/index?target_type=account&target_id=7');
  });
});

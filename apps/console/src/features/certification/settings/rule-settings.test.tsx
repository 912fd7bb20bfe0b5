import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import { RulePreview } from './rule-settings';

const rule = {
  type: 'identity' as const,
  open: true,
  require_real_name: true,
  require_enterprise: true,
  min_fans: 1000,
  posts_window_days: 30,
  min_posts: 5,
  min_account_days: 0,
  reapply_cooldown_days: 7,
  notice: '请上传近 30 天的作品数据截图',
};

const show = (value: typeof rule) =>
  render(
    <UiProvider>
      <RulePreview rule={value} />
    </UiProvider>,
  );

describe('RulePreview', () => {
  it('lists what the applicant will be checked against, in the submission order', () => {
    show(rule);
    const items = within(screen.getByRole('list', { name: '申请人看到的条件' })).getAllByRole('listitem');
    // 需先通过企业认证 applies to MCN only; a zero account age is no condition.
    expect(items.map((item) => item.textContent)).toEqual([
      '需先通过实名认证',
      '粉丝数不少于 1000',
      '近 30 天发布作品不少于 5 个',
      '驳回后间隔 7 天可再次申请',
    ]);
    expect(screen.getByText('请上传近 30 天的作品数据截图')).toBeVisible();
    expect(screen.queryByText('暂停申请')).not.toBeInTheDocument();
  });

  it('says when the type is closed or sets no condition', () => {
    show({
      ...rule,
      open: false,
      require_real_name: false,
      min_fans: 0,
      min_posts: 0,
      reapply_cooldown_days: 0,
      notice: '',
    });
    expect(screen.getByText('暂停申请')).toBeVisible();
    expect(screen.getByText('无基础条件')).toBeVisible();
  });
});

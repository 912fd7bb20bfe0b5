import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { historyEntries, reviewNow } from '../../docs/reviewFixtures';
import { ReviewHistory } from './ReviewHistory';
import { formatRelativeTime } from './formatTime';

describe('ReviewHistory', () => {
  it('lists the entries in order with stage, decision, actor, message and time', async () => {
    renderUi(<ReviewHistory entries={historyEntries} now={reviewNow} />);
    const list = screen.getByRole('list', { name: '审核记录' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('复审');
    expect(entries[0]).toHaveTextContent('通过');
    expect(entries[0]).toHaveTextContent('审核员 王芳');
    expect(entries[0]).toHaveTextContent('2分钟前');
    expect(entries[1]).toHaveTextContent('初审');
    expect(entries[1]).toHaveTextContent('驳回');
    expect(entries[1]).toHaveTextContent('请删除后重新提交');
    expect(entries[2]).toHaveTextContent('机审');
    expect(entries[2]).toHaveTextContent('疑似');
    expect(entries[2]).toHaveTextContent('昨天');
    expect(entries[1]?.querySelector('time')).toHaveAttribute('dateTime', historyEntries[1]?.at);
    await expectNoAxeViolations();
  });

  it('formats times in the provider locale, relative or absolute', () => {
    const { unmount } = renderUi(
      <ReviewHistory entries={historyEntries} now={reviewNow} timeFormat="relative" />,
      {
        locale: 'en-US',
      },
    );
    const first = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Second review');
    expect(first).toHaveTextContent('Approve');
    const time = first.querySelector('time');
    expect(time).toHaveTextContent(/^2 minutes ago$/);
    expect(time?.getAttribute('title')).toMatch(/03\/08\/2025/);
    unmount();

    renderUi(<ReviewHistory entries={historyEntries.slice(0, 1)} timeFormat="absolute" />);
    expect(screen.getByRole('listitem').querySelector('time')?.textContent).toMatch(/^2025\/03\/08/);
  });

  it('says so when there is no history', () => {
    renderUi(<ReviewHistory entries={[]} />);
    expect(screen.getByText('暂无审核记录')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

describe('formatRelativeTime', () => {
  it('picks the largest fitting unit and speaks the locale', () => {
    const now = new Date('2025-03-08T12:00:00Z');
    expect(formatRelativeTime(new Date('2025-03-08T11:59:30Z'), now, 'en-US')).toBe('30 seconds ago');
    expect(formatRelativeTime(new Date('2025-03-08T09:00:00Z'), now, 'en-US')).toBe('3 hours ago');
    expect(formatRelativeTime(new Date('2025-03-01T12:00:00Z'), now, 'zh-CN')).toBe('7天前');
    expect(formatRelativeTime('not a date', now, 'zh-CN')).toBe('not a date');
  });
});

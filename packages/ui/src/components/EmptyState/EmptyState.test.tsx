import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says there is no data without any props', async () => {
    renderUi(<EmptyState />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows title, description and an action', async () => {
    const onCreate = vi.fn();
    renderUi(
      <EmptyState
        icon="video"
        title="还没有视频"
        description="上传第一个视频后，它会出现在这里。"
        action={<Button onClick={onCreate}>上传视频</Button>}
      />,
    );
    expect(screen.getByText('还没有视频')).toBeInTheDocument();
    expect(screen.getByText('上传第一个视频后，它会出现在这里。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '上传视频' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it('can leave out the icon, and speaks the locale', () => {
    const { container } = renderUi(<EmptyState icon={null} />, { locale: 'en-US' });
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { NotificationBell } from './NotificationBell';

describe('NotificationBell', () => {
  it('names the unread count and shows it in a badge', async () => {
    const onClick = vi.fn();
    renderUi(<NotificationBell count={5} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '通知，5 条未读' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByText('5')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('caps the badge but says the real count', () => {
    renderUi(<NotificationBell count={150} />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Notifications, 150 unread' })).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('has no badge when nothing is unread', () => {
    renderUi(<NotificationBell count={0} />);
    expect(screen.getByRole('button', { name: '通知' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
  });
});

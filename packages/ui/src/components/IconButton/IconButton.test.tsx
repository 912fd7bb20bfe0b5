import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and shows a decorative icon', async () => {
    const onClick = vi.fn();
    renderUi(<IconButton label="关闭" icon="close" onClick={onClick} />);
    const button = screen.getByRole('button', { name: '关闭' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    renderUi(<IconButton label="搜索" icon="search" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});

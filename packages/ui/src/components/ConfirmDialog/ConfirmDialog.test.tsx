import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

function Relogin(props: { onConfirm?: () => void | Promise<unknown>; onCancel?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="确定退出"
      confirmLabel="重新登录"
      cancelLabel="关闭"
      {...props}
    >
      登录状态已过期
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its message', async () => {
    renderUi(<Relogin />);
    const dialog = screen.getByRole('alertdialog', { name: '确定退出' });
    expect(dialog).toHaveAccessibleDescription('登录状态已过期');
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    await expectNoAxeViolations(dialog);
  });

  it('confirm calls onConfirm (not onCancel) and closes', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderUi(<Relogin onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('cancel and Escape call onCancel and close', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { unmount } = renderUi(<Relogin onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    unmount();

    renderUi(<Relogin onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('labels its buttons from the locale by default', () => {
    renderUi(<ConfirmDialog defaultOpen title="Delete" description="Sure?" />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('waits for an async confirm: loading, then closed', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    renderUi(<Relogin onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    const confirm = screen.getByRole('button', { name: /重新登录/ });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(confirm).toBeDisabled();
    expect(screen.getByRole('button', { name: '关闭' })).toBeDisabled();
    resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when an async confirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('network')));
    renderUi(<Relogin onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '重新登录' })).toBeEnabled());
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('opens from a trigger when uncontrolled', async () => {
    renderUi(<ConfirmDialog trigger={<Button>删除</Button>} title="删除创作者" tone="critical" />);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(screen.getByRole('alertdialog', { name: '删除创作者' })).toBeInTheDocument();
  });
});

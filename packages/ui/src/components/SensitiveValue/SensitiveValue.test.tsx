import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { SensitiveValue } from './SensitiveValue';

const revealButton = () => screen.getByRole('button', { name: /查看\s*手机号/ });

async function openDialog() {
  await userEvent.click(revealButton());
  return screen.getByRole('alertdialog', { name: '提示' });
}

describe('SensitiveValue', () => {
  it('shows the masked value and asks with the spec’s exact dialog before revealing', async () => {
    const onReveal = vi.fn(async () => '13800000003');
    renderUi(<SensitiveValue label="手机号" masked="138****0003" onReveal={onReveal} />);
    expect(screen.getByRole('group', { name: '手机号' })).toHaveTextContent('138****0003');
    await expectNoAxeViolations();
    const dialog = await openDialog();
    expect(dialog).toHaveAccessibleDescription('您查看的属于用户敏感信息且只能被查看一次，您确认查看吗？');
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus();
    expect(onReveal).not.toHaveBeenCalled();
    await expectNoAxeViolations(dialog);
  });

  it('cancel calls onCancel, reports 已取消操作 and stays masked', async () => {
    const onReveal = vi.fn(async () => '13800000003');
    const onCancel = vi.fn();
    const onNotice = vi.fn();
    renderUi(
      <SensitiveValue
        label="手机号"
        masked="138****0003"
        onReveal={onReveal}
        onCancel={onCancel}
        onNotice={onNotice}
      />,
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onNotice).toHaveBeenCalledWith('已取消操作');
    expect(screen.getByRole('status')).toHaveTextContent('已取消操作');
    expect(onReveal).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: '手机号' })).toHaveTextContent('138****0003');
    await waitFor(() => expect(revealButton()).toHaveFocus());
  });

  it('confirm loads, shows the value once, and a new look needs a new confirmation', async () => {
    let resolve: (value: string) => void = () => {};
    const onReveal = vi.fn(() => new Promise<string>((done) => (resolve = done)));
    renderUi(<SensitiveValue label="手机号" masked="138****0003" onReveal={onReveal} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onReveal).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(revealButton()).toHaveAttribute('aria-busy', 'true');
    expect(revealButton()).toHaveAccessibleName(/加载中/);
    await act(async () => resolve('13800000003'));
    const group = screen.getByRole('group', { name: '手机号' });
    expect(group).toHaveTextContent('13800000003');
    const hide = screen.getByRole('button', { name: /隐藏\s*手机号/ });
    expect(hide).toHaveFocus();
    await userEvent.click(hide);
    expect(group).toHaveTextContent('138****0003');
    expect(group).not.toHaveTextContent('13800000003');
    await openDialog();
    expect(onReveal).toHaveBeenCalledTimes(1);
  });

  it('masks again after revealTimeoutMs', async () => {
    renderUi(
      <SensitiveValue
        label="身份证号"
        masked="1101**********1234"
        revealTimeoutMs={50}
        onReveal={async () => '110101199003071234'}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /查看\s*身份证号/ }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    const group = screen.getByRole('group', { name: '身份证号' });
    await waitFor(() => expect(group).toHaveTextContent('110101199003071234'));
    await waitFor(() => expect(group).toHaveTextContent('1101**********1234'));
    expect(screen.getByRole('button', { name: /查看\s*身份证号/ })).toBeInTheDocument();
  });

  it('shows a failed lookup and stays masked', async () => {
    renderUi(
      <SensitiveValue
        label="手机号"
        masked="138****0003"
        onReveal={() => Promise.reject(new Error('解密失败'))}
      />,
    );
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('解密失败');
    expect(screen.getByRole('group', { name: '手机号' })).toHaveTextContent('138****0003');
    await waitFor(() => expect(revealButton()).toBeEnabled());
  });

  it('never shows a value revealed for another record', async () => {
    const { rerender } = renderUi(
      <SensitiveValue label="手机号" masked="138****0003" onReveal={async () => '13800000003'} />,
    );
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByRole('group')).toHaveTextContent('13800000003'));
    rerender(<SensitiveValue label="手机号" masked="139****0009" onReveal={async () => '13900000009'} />);
    expect(screen.getByRole('group')).toHaveTextContent('139****0009');
    expect(screen.getByRole('group')).not.toHaveTextContent('13800000003');
  });

  it('speaks en-US', async () => {
    renderUi(<SensitiveValue label="phone" masked="138****0003" onReveal={async () => '1'} />, {
      locale: 'en-US',
    });
    await userEvent.click(screen.getByRole('button', { name: /View\s*phone/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Notice' });
    expect(dialog).toHaveAccessibleDescription(/can be viewed only once/);
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled');
  });
});

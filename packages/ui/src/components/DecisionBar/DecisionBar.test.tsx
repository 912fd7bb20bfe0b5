import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { rejectReasons } from '../../docs/reviewFixtures';
import { DecisionBar } from './DecisionBar';

const bar = () => screen.getByRole('group', { name: '审核操作' });
const message = () => screen.getByRole('textbox', { name: '给创作者的说明' });

describe('DecisionBar', () => {
  it('approves with no reasons and no message', async () => {
    const onDecide = vi.fn();
    renderUi(<DecisionBar reasons={rejectReasons} onDecide={onDecide} />);
    await userEvent.click(screen.getByRole('button', { name: '通过' }));
    expect(onDecide).toHaveBeenCalledWith({ decision: 'approve', reasonIds: [], message: '' });
    await expectNoAxeViolations();
  });

  it('will not reject without a message: shows the error and focuses the field', async () => {
    const onDecide = vi.fn();
    renderUi(<DecisionBar reasons={rejectReasons} onDecide={onDecide} />);
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(onDecide).not.toHaveBeenCalled();
    expect(message()).toHaveFocus();
    expect(message()).toBeInvalid();
    expect(message()).toHaveAccessibleDescription(/驳回时请填写给创作者的说明/);
    await expectNoAxeViolations();
    await userEvent.type(message(), '请修改');
    expect(message()).toBeValid();
  });

  it('composes the message from the chosen reasons; the text stays editable', async () => {
    const onDecide = vi.fn();
    renderUi(<DecisionBar reasons={rejectReasons} onDecide={onDecide} />);
    const traffic = screen.getByRole('button', { name: '站外引流' });
    const cover = screen.getByRole('button', { name: '封面不符' });
    await userEvent.click(traffic);
    await userEvent.click(cover);
    expect(traffic).toHaveAttribute('aria-pressed', 'true');
    expect(message()).toHaveValue(`${rejectReasons[2]?.message}\n${rejectReasons[1]?.message}`);
    await userEvent.type(message(), '\n另外请补充字幕。');
    await userEvent.click(traffic);
    expect(traffic).toHaveAttribute('aria-pressed', 'false');
    expect(message()).toHaveValue(`${rejectReasons[1]?.message}\n另外请补充字幕。`);
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    expect(onDecide).toHaveBeenCalledWith({
      decision: 'reject',
      reasonIds: ['cover'],
      message: `${rejectReasons[1]?.message}\n另外请补充字幕。`,
    });
    // A decision that went through clears the bar for the next item.
    expect(message()).toHaveValue('');
    expect(cover).toHaveAttribute('aria-pressed', 'false');
  });

  it('answers A, R, 1–9 and Ctrl+Enter while focus is in the bar, and not while typing', async () => {
    const onDecide = vi.fn();
    renderUi(
      <>
        <input aria-label="搜索" />
        <DecisionBar reasons={rejectReasons} onDecide={onDecide} />
      </>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: '搜索' }));
    await userEvent.keyboard('a');
    expect(onDecide).not.toHaveBeenCalled();

    act(() => bar().focus());
    await userEvent.keyboard('2');
    expect(screen.getByRole('button', { name: '封面不符' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('9');
    await userEvent.click(message());
    await userEvent.keyboard('{End} a r 1');
    expect(onDecide).not.toHaveBeenCalled();
    expect(message()).toHaveValue(`${rejectReasons[1]?.message} a r 1`);
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    expect(onDecide).toHaveBeenLastCalledWith({
      decision: 'reject',
      reasonIds: ['cover'],
      message: `${rejectReasons[1]?.message} a r 1`,
    });

    act(() => bar().focus());
    await userEvent.keyboard('A');
    expect(onDecide).toHaveBeenLastCalledWith({ decision: 'approve', reasonIds: [], message: '' });
    await userEvent.keyboard('r');
    expect(onDecide).toHaveBeenCalledTimes(2);
    expect(message()).toHaveFocus();
    expect(message()).toBeInvalid();
  });

  it('with shortcuts="global" answers anywhere except in other fields and open dialogs', async () => {
    const onDecide = vi.fn();
    renderUi(
      <>
        <input aria-label="搜索" />
        <div role="dialog" aria-label="其他">
          <button type="button">对话框按钮</button>
        </div>
        <DecisionBar shortcuts="global" onDecide={onDecide} />
      </>,
    );
    await userEvent.keyboard('a');
    expect(onDecide).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('textbox', { name: '搜索' }));
    await userEvent.keyboard('a');
    act(() => screen.getByRole('button', { name: '对话框按钮' }).focus());
    await userEvent.keyboard('a');
    expect(onDecide).toHaveBeenCalledTimes(1);
  });

  it('ignores keys outside the bar with the default container scope', async () => {
    const onDecide = vi.fn();
    renderUi(<DecisionBar onDecide={onDecide} />);
    await userEvent.keyboard('a');
    expect(onDecide).not.toHaveBeenCalled();
  });

  it('is busy while an async decision runs; a failure keeps what was typed', async () => {
    let fail: (error: Error) => void = () => {};
    const onDecide = vi.fn(() => new Promise((_resolve, reject) => (fail = reject)));
    renderUi(<DecisionBar reasons={rejectReasons} onDecide={onDecide} />);
    await userEvent.click(screen.getByRole('button', { name: '画质过低' }));
    await userEvent.click(screen.getByRole('button', { name: '驳回' }));
    const reject = screen.getByRole('button', { name: /驳回/ });
    expect(reject).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '通过' })).toBeDisabled();
    expect(bar()).toHaveAttribute('aria-busy', 'true');
    act(() => bar().focus());
    await userEvent.keyboard('a');
    expect(onDecide).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('网络错误')));
    await waitFor(() => expect(screen.getByRole('button', { name: '通过' })).toBeEnabled());
    expect(message()).toHaveValue(rejectReasons[3]?.message);
  });

  it('busy from outside disables everything', () => {
    renderUi(<DecisionBar busy reasons={rejectReasons} onDecide={() => {}} />);
    expect(screen.getByRole('button', { name: '通过' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '驳回' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '搬运侵权' })).toBeDisabled();
    expect(message()).toBeDisabled();
  });

  it('shows the batch banner and the shortcut legend, in en-US too', () => {
    renderUi(<DecisionBar batchCount={3} reasons={rejectReasons} onDecide={() => {}} />, { locale: 'en-US' });
    const group = screen.getByRole('group', { name: 'Review decision' });
    expect(group).toHaveAccessibleDescription('Batch action on 3 items');
    const legend = screen.getByRole('list', { name: 'Keyboard shortcuts' });
    expect(legend).toHaveTextContent('AApprove');
    expect(legend).toHaveTextContent('1–6Toggle the nth reason');
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-keyshortcuts', 'A');
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveAttribute('aria-keyshortcuts', 'R');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@creator-console/ui';
import { SkippedDialog, skippedLines } from './skipped-dialog';

describe('skippedLines', () => {
  it('names each skipped item as its page does, with the server reason, in the server order', () => {
    const numbers = new Map([[2, 'TX20261120000002']]);
    expect(
      skippedLines(
        [
          { id: 2, message: '该提现状态已变更，请刷新后重试' },
          { id: 9, message: '提现记录不存在' },
        ],
        (id) => numbers.get(id) ?? `#${id}`,
      ),
    ).toEqual(['TX20261120000002：该提现状态已变更，请刷新后重试', '#9：提现记录不存在']);
  });
});

describe('SkippedDialog', () => {
  it('lists the skipped items under a title saying how many, and closes', async () => {
    const onClose = vi.fn();
    render(
      <UiProvider>
        <SkippedDialog
          title="2 条未处理"
          lines={['#7 春笋炒腊肉：该投稿已被处理', '#9：当前状态不能执行此操作']}
          onClose={onClose}
        />
      </UiProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: '2 条未处理' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['#7 春笋炒腊肉：该投稿已被处理', '#9：当前状态不能执行此操作']);
    await userEvent.click(within(dialog).getAllByRole('button', { name: '关闭' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('is closed without lines', () => {
    render(
      <UiProvider>
        <SkippedDialog title="0 条未处理" lines={null} onClose={() => undefined} />
      </UiProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

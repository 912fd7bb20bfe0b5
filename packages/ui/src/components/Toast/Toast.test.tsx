import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { createToaster, defaultToastDuration } from './createToaster';
import { Toaster } from './Toaster';
import { Dialog, DialogContent } from '../Dialog';

describe('createToaster', () => {
  it('show adds a toast with defaults and returns its id; dismiss removes it', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    toaster.subscribe(listener);
    const id = toaster.show({ message: '保存成功' });
    expect(toaster.getToasts()).toEqual([
      {
        id,
        tone: 'neutral',
        title: undefined,
        message: '保存成功',
        duration: defaultToastDuration,
        closable: false,
      },
    ]);
    expect(listener).toHaveBeenLastCalledWith(toaster.getToasts());
    toaster.dismiss(id);
    expect(toaster.getToasts()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a toast that never closes by itself is always closable', () => {
    const toaster = createToaster();
    toaster.show({ message: '网络错误', duration: Infinity });
    expect(toaster.getToasts()[0]?.closable).toBe(true);
  });

  it('reusing an id replaces the toast; dismiss() clears all; the oldest drop beyond the limit', () => {
    const toaster = createToaster({ limit: 2 });
    toaster.show({ id: 'upload', message: '上传中' });
    toaster.show({ id: 'upload', message: '上传完成', tone: 'positive' });
    expect(toaster.getToasts().map((toast) => toast.message)).toEqual(['上传完成']);
    toaster.show({ message: 'b' });
    toaster.show({ message: 'c' });
    expect(toaster.getToasts().map((toast) => toast.message)).toEqual(['b', 'c']);
    toaster.dismiss();
    expect(toaster.getToasts()).toEqual([]);
  });

  it('unsubscribe stops notifications, and a no-op dismiss notifies nobody', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    toaster.dismiss('missing');
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    toaster.show({ message: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('Toaster', () => {
  it('shows toasts from the store, including ones shown before it mounted, and closes them', async () => {
    const toaster = createToaster();
    toaster.show({ tone: 'critical', message: '余额不足', duration: 20_000, closable: true });
    renderUi(<Toaster toaster={toaster} />);
    const toast = screen.getByRole('listitem');
    expect(toast).toHaveTextContent('余额不足');
    expect(toast).toHaveAttribute('data-tone', 'critical');
    await expectNoAxeViolations(toast);
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument());
    expect(toaster.getToasts()).toEqual([]);
  });

  it('reads a new toast aloud from inside its own region, never from loose content in <body>', async () => {
    const toaster = createToaster();
    renderUi(<Toaster toaster={toaster} />);
    act(() => {
      toaster.show({ message: '已领取 5 条' });
    });
    const announcement = await screen.findByRole('status');
    await waitFor(() => expect(announcement).toHaveTextContent('已领取 5 条'));
    expect(announcement.closest('[role="region"]')).toBe(screen.getByRole('region', { name: /^消息提示/ }));
    expect(announcement.parentElement).not.toBe(document.body);
  });

  it('stays readable while a modal dialog hides the page behind it', async () => {
    const toaster = createToaster();
    renderUi(
      <>
        <Toaster toaster={toaster} />
        <Dialog open>
          <DialogContent title="实名认证申请">详情</DialogContent>
        </Dialog>
      </>,
    );
    await screen.findByRole('dialog');
    act(() => {
      toaster.show({ message: '已取消操作' });
    });
    // A modal hides everything outside itself from assistive technology; the toasts are what it
    // says about the actions taken inside it.
    expect(await screen.findByRole('listitem')).toHaveTextContent('已取消操作');
    expect(screen.getByRole('region', { name: /^消息提示/ })).toBeVisible();
  });

  it('shows a title and no close button unless closable', () => {
    const toaster = createToaster();
    renderUi(<Toaster toaster={toaster} />);
    act(() => {
      toaster.show({ tone: 'positive', title: '已保存', message: '草稿已保存' });
    });
    expect(screen.getByRole('listitem')).toHaveTextContent('已保存草稿已保存');
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  it('closes a toast after its duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const toaster = createToaster();
      renderUi(<Toaster toaster={toaster} />);
      act(() => {
        toaster.show({ message: '已复制', duration: 1000 });
      });
      expect(screen.getByRole('listitem')).toHaveTextContent('已复制');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1500);
      });
      await waitFor(() => expect(toaster.getToasts()).toEqual([]));
    } finally {
      vi.useRealTimers();
    }
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogTrigger } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named and described, and closes with Escape (uncontrolled)', async () => {
    renderUi(
      <Dialog>
        <DialogTrigger>
          <Button>邀请</Button>
        </DialogTrigger>
        <DialogContent title="邀请创作者" description="输入手机号">
          <p>正文</p>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '邀请' }));
    const dialog = screen.getByRole('dialog', { name: '邀请创作者' });
    expect(dialog).toHaveAccessibleDescription('输入手机号');
    await expectNoAxeViolations(dialog);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('reports open changes when controlled, from the close button and DialogClose', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <DialogContent title="视频详情">
            <DialogFooter>
              <DialogClose>
                <Button>完成</Button>
              </DialogClose>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      );
    }
    renderUi(<Controlled />, { locale: 'en-US' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can leave out the × button', () => {
    renderUi(
      <Dialog defaultOpen>
        <DialogContent title="提示" hideCloseButton>
          <DialogClose>
            <Button>知道了</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('aria-describedby');
  });
});

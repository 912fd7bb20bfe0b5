import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './Drawer';

describe('Drawer', () => {
  it('opens from its trigger as a named, described dialog on the right, and closes with Escape', async () => {
    renderUi(
      <Drawer>
        <DrawerTrigger>
          <Button>筛选</Button>
        </DrawerTrigger>
        <DrawerContent title="筛选视频" description="按状态和时间筛选">
          <p>正文</p>
        </DrawerContent>
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: '筛选' });
    await userEvent.click(trigger);
    const drawer = screen.getByRole('dialog', { name: '筛选视频' });
    expect(drawer).toHaveAccessibleDescription('按状态和时间筛选');
    expect(drawer).toHaveAttribute('data-side', 'right');
    await expectNoAxeViolations(drawer);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('reports open changes when controlled, from the × button and DrawerClose in the footer', async () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <Drawer
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
        >
          <DrawerContent
            title="视频详情"
            side="left"
            size="large"
            footer={
              <DrawerClose>
                <Button>完成</Button>
              </DrawerClose>
            }
          >
            <p>详情</p>
          </DrawerContent>
        </Drawer>
      );
    }
    renderUi(<Controlled />, { locale: 'en-US' });
    expect(screen.getByRole('dialog', { name: '视频详情' })).toHaveAttribute('data-side', 'left');
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names its close button from the locale and can leave it out', () => {
    const { unmount } = renderUi(
      <Drawer defaultOpen>
        <DrawerContent title="提示">内容</DrawerContent>
      </Drawer>,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).not.toHaveAttribute('aria-describedby');
    unmount();
    renderUi(
      <Drawer defaultOpen>
        <DrawerContent title="提示" hideCloseButton>
          内容
        </DrawerContent>
      </Drawer>,
    );
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './Popover';

describe('Popover', () => {
  it('opens from its trigger as a dialog named by its title, and closes with Escape back to the trigger', async () => {
    renderUi(
      <Popover>
        <PopoverTrigger>
          <Button>筛选</Button>
        </PopoverTrigger>
        <PopoverContent title="筛选条件">
          <label>
            只看原创 <input type="checkbox" />
          </label>
        </PopoverContent>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: '筛选' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: '筛选条件' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toContainElement(screen.getByRole('checkbox', { name: '只看原创' }));
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('is named by `label` without a title, and its × button (named from the locale) closes it', async () => {
    const onOpenChange = vi.fn();
    renderUi(
      <Popover defaultOpen onOpenChange={onOpenChange}>
        <PopoverTrigger>
          <Button>说明</Button>
        </PopoverTrigger>
        <PopoverContent label="播放量说明">播放量每小时更新。</PopoverContent>
      </Popover>,
      { locale: 'en-US' },
    );
    const dialog = await screen.findByRole('dialog', { name: '播放量说明' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('works controlled, and PopoverClose closes it', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <output>{open ? '打开' : '关闭'}</output>
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverTrigger>
              <Button>设置</Button>
            </PopoverTrigger>
            <PopoverContent title="列设置" hideCloseButton>
              <PopoverClose>
                <Button>完成</Button>
              </PopoverClose>
            </PopoverContent>
          </Popover>
        </>
      );
    }
    renderUi(<Controlled />);
    await userEvent.click(screen.getByRole('button', { name: '设置' }));
    expect(screen.getByRole('status')).toHaveTextContent('打开');
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '完成' }));
    expect(screen.getByRole('status')).toHaveTextContent('关闭');
  });

  it('forwards its ref to the content', async () => {
    const ref = createRef<HTMLDivElement>();
    renderUi(
      <Popover defaultOpen>
        <PopoverTrigger>
          <Button>筛选</Button>
        </PopoverTrigger>
        <PopoverContent ref={ref} title="筛选条件" data={{ panel: 'filters' }} />
      </Popover>,
    );
    expect(await screen.findByRole('dialog', { name: '筛选条件' })).toBe(ref.current);
    expect(ref.current).toHaveAttribute('data-panel', 'filters');
  });
});

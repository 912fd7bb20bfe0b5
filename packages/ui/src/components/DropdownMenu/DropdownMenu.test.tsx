import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Button } from '../Button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

function VideoActions({ onEdit = () => {}, onDelete = () => {} }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger>
        <Button icon="chevron-down" iconPosition="trailing">
          更多操作
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>视频</DropdownMenuLabel>
        <DropdownMenuItem icon="form" onSelect={onEdit}>
          编辑
        </DropdownMenuItem>
        <DropdownMenuItem disabled>导出</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="critical" onSelect={onDelete}>
          删除
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens a menu of items from its trigger and runs the chosen one', async () => {
    const onDelete = vi.fn();
    renderUi(<VideoActions onDelete={onDelete} />);
    const trigger = screen.getByRole('button', { name: '更多操作' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['编辑', '导出', '删除']);
    expect(within(menu).getByRole('menuitem', { name: '导出' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expectNoAxeViolations();
    await userEvent.click(within(menu).getByRole('menuitem', { name: '删除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('is not modal by default: the page stays exposed to assistive technology', async () => {
    renderUi(
      <>
        <p>列表</p>
        <VideoActions />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '更多操作' }));
    expect(screen.getByText('列表').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('works from the keyboard, skipping disabled items', async () => {
    const onDelete = vi.fn();
    renderUi(<VideoActions onDelete={onDelete} />);
    screen.getByRole('button', { name: '更多操作' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: '编辑' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('checkbox items toggle, uncontrolled or controlled, and can keep the menu open', async () => {
    const onCheckedChange = vi.fn();
    renderUi(
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger>
          <Button>列</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuCheckboxItem defaultChecked keepOpen>
            播放量
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={false} onCheckedChange={onCheckedChange}>
            点赞数
          </DropdownMenuCheckboxItem>
        </DropdownMenuContent>
      </DropdownMenu>,
    );
    const plays = screen.getByRole('menuitemcheckbox', { name: '播放量' });
    expect(plays).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(plays);
    expect(plays).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: '点赞数' }));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});

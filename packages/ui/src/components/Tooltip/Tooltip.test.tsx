import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { IconButton } from '../IconButton';
import { Tooltip, TooltipContent, TooltipTrigger } from './Tooltip';

function DeleteButton(props: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Tooltip delayDuration={0} {...props}>
      <TooltipTrigger>
        <IconButton label="删除视频" icon="close" />
      </TooltipTrigger>
      <TooltipContent>删除后可在回收站恢复</TooltipContent>
    </Tooltip>
  );
}

describe('Tooltip', () => {
  it('is hidden until its trigger gets keyboard focus, then describes it', async () => {
    renderUi(<DeleteButton />);
    const button = screen.getByRole('button', { name: '删除视频' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('删除后可在回收站恢复');
    expect(button).toHaveAccessibleDescription('删除后可在回收站恢复');
    await expectNoAxeViolations();
  });

  it('opens on hover and closes with Escape', async () => {
    const onOpenChange = vi.fn();
    renderUi(<DeleteButton onOpenChange={onOpenChange} />);
    await userEvent.hover(screen.getByRole('button', { name: '删除视频' }));
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(onOpenChange.mock.calls.map(([open]) => open)).toEqual([true, false]);
  });

  it('can be controlled', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Tooltip open={open} onOpenChange={setOpen}>
            <TooltipTrigger>
              <IconButton label="帮助" icon="info" />
            </TooltipTrigger>
            <TooltipContent side="right">播放量每小时更新</TooltipContent>
          </Tooltip>
          <button type="button" onClick={() => setOpen(false)}>
            隐藏
          </button>
        </>
      );
    }
    renderUi(<Controlled />);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('播放量每小时更新');
    await userEvent.click(screen.getByRole('button', { name: '隐藏' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

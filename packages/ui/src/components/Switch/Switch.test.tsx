import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that toggles from itself, its label and the keyboard (uncontrolled)', async () => {
    const onCheckedChange = vi.fn();
    renderUi(<Switch label="允许评论" defaultChecked onCheckedChange={onCheckedChange} />);
    const toggle = screen.getByRole('switch', { name: '允许评论' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    await userEvent.click(screen.getByText('允许评论'));
    expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(onCheckedChange.mock.calls.map(([checked]) => checked)).toEqual([false, true, false]);
    await expectNoAxeViolations();
  });

  it('works controlled and is described by its hint', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <>
          <Switch label="定时发布" hint="到点后自动发布" checked={checked} onCheckedChange={setChecked} />
          <output>{checked ? 'on' : 'off'}</output>
        </>
      );
    }
    renderUi(<Controlled />);
    const toggle = screen.getByRole('switch', { name: '定时发布' });
    expect(toggle).toHaveAccessibleDescription('到点后自动发布');
    await userEvent.click(toggle);
    expect(screen.getByRole('status')).toHaveTextContent('on');
    await expectNoAxeViolations();
  });

  it('does not toggle when disabled', async () => {
    renderUi(<Switch label="允许评论" disabled />);
    const toggle = screen.getByRole('switch', { name: '允许评论' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
  });

  it('forwards its ref and data attributes', () => {
    const ref = createRef<HTMLButtonElement>();
    renderUi(<Switch label="允许评论" ref={ref} data={{ setting: 'comments' }} />);
    expect(ref.current).toBe(screen.getByRole('switch', { name: '允许评论' }));
    expect(ref.current?.closest('[data-setting="comments"]')).not.toBeNull();
  });
});

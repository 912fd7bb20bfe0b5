import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Checkbox, type CheckboxState } from './Checkbox';

describe('Checkbox', () => {
  it('is a labelled checkbox that toggles from the box, the label and Space (uncontrolled)', async () => {
    const onCheckedChange = vi.fn();
    renderUi(<Checkbox label="同意创作者公约" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: '同意创作者公约' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    await userEvent.click(screen.getByText('同意创作者公约'));
    expect(checkbox).not.toBeChecked();
    checkbox.focus();
    await userEvent.keyboard(' ');
    expect(checkbox).toBeChecked();
    expect(onCheckedChange.mock.calls.map(([checked]) => checked)).toEqual([true, false, true]);
    await expectNoAxeViolations();
  });

  it('shows an indeterminate state as mixed', async () => {
    renderUi(<Checkbox label="全选" checked="indeterminate" />);
    const checkbox = screen.getByRole('checkbox', { name: '全选' });
    expect(checkbox).toHaveAttribute('aria-checked', 'mixed');
    expect(checkbox).toBePartiallyChecked();
    await expectNoAxeViolations();
  });

  it('works controlled, from indeterminate to checked', async () => {
    function Controlled() {
      const [checked, setChecked] = useState<CheckboxState>('indeterminate');
      return <Checkbox label="全选" checked={checked} onCheckedChange={setChecked} />;
    }
    renderUi(<Controlled />);
    const checkbox = screen.getByRole('checkbox', { name: '全选' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
  });

  it('an error and a hint describe it', async () => {
    renderUi(<Checkbox label="同意创作者公约" required error="请先同意公约" hint="发布前必须同意" />);
    const checkbox = screen.getByRole('checkbox', { name: '同意创作者公约' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAttribute('aria-required', 'true');
    expect(checkbox).toHaveAccessibleDescription('请先同意公约 发布前必须同意');
    await expectNoAxeViolations();
  });

  it('does not toggle when disabled', async () => {
    renderUi(<Checkbox label="同意" disabled defaultChecked />);
    const checkbox = screen.getByRole('checkbox', { name: '同意' });
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
  });

  it('submits its value under its name when checked', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).get('agree'));
        }}
      >
        <Checkbox label="同意" name="agree" value="yes" />
        <button type="submit">提交</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: '同意' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith('yes');
  });

  it('forwards its ref to the checkbox', () => {
    const ref = createRef<HTMLButtonElement>();
    renderUi(<Checkbox label="同意" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: '同意' }));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { RadioGroup, type RadioOption } from './RadioGroup';

const visibility: RadioOption[] = [
  { value: 'public', label: '公开', description: '所有人可见' },
  { value: 'fans', label: '仅粉丝可见' },
  { value: 'private', label: '私密', disabled: true },
];

describe('RadioGroup', () => {
  it('is a radiogroup named by its label, each option a labelled radio', async () => {
    renderUi(<RadioGroup label="可见范围" options={visibility} />);
    const group = screen.getByRole('radiogroup', { name: '可见范围' });
    expect(group).not.toHaveAttribute('aria-invalid');
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false']);
    expect(screen.getByRole('radio', { name: '公开' })).toHaveAccessibleDescription('所有人可见');
    expect(screen.getByRole('radio', { name: '私密' })).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('chooses by click and by arrow keys, in either orientation (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    renderUi(
      <RadioGroup
        label="可见范围"
        orientation="horizontal"
        options={[...visibility, { value: 'friends', label: '好友可见' }]}
        defaultValue="public"
        onValueChange={onValueChange}
      />,
    );
    await userEvent.click(screen.getByText('仅粉丝可见'));
    expect(screen.getByRole('radio', { name: '仅粉丝可见' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith('fans');
    // Down works in a horizontal group too, and the disabled option is skipped.
    // Radix checks the radio that receives focus while an arrow key is held.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(screen.getByRole('radio', { name: '好友可见' })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    expect(screen.getByRole('radio', { name: '好友可见' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('friends');
  });

  it('works controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState('fans');
      return (
        <>
          <RadioGroup label="可见范围" options={visibility} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    renderUi(<Controlled />);
    expect(screen.getByRole('radio', { name: '仅粉丝可见' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '公开' }));
    expect(screen.getByRole('status')).toHaveTextContent('public');
  });

  it('error and hint describe the group; required is announced', async () => {
    renderUi(
      <RadioGroup
        label="可见范围"
        options={visibility}
        required
        error="请选择可见范围"
        hint="发布后可修改"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: '可见范围' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('请选择可见范围 发布后可修改');
    await expectNoAxeViolations();
  });

  it('submits the chosen value under its name', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).get('visibility'));
        }}
      >
        <RadioGroup label="可见范围" name="visibility" options={visibility} defaultValue="fans" />
        <button type="submit">提交</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith('fans');
  });

  it('forwards its ref to the radiogroup', () => {
    const ref = createRef<HTMLDivElement>();
    renderUi(<RadioGroup label="可见范围" options={visibility} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('radiogroup', { name: '可见范围' }));
  });
});

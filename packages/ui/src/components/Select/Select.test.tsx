import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Select, type SelectOption } from './Select';

const categories: SelectOption[] = [
  { value: 'film', label: '影视' },
  { value: 'music', label: '音乐' },
  { value: 'game', label: '游戏', disabled: true },
  { value: 'food', label: '美食' },
];

describe('Select', () => {
  it('is a labelled combobox showing the placeholder until something is chosen', async () => {
    renderUi(<Select label="分类" options={categories} />);
    const combobox = screen.getByRole('combobox', { name: '分类' });
    expect(combobox).toHaveTextContent('请选择');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations();
  });

  it('opens with the keyboard, skips disabled options and reports the choice (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    renderUi(<Select label="分类" options={categories} defaultValue="music" onValueChange={onValueChange} />);
    const combobox = screen.getByRole('combobox', { name: '分类' });
    expect(combobox).toHaveTextContent('音乐');
    combobox.focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getByRole('option', { name: '游戏' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByRole('option', { name: '音乐' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('food');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    expect(combobox).toHaveTextContent('美食');
  });

  it('works controlled and can be reset to the placeholder', async () => {
    function Controlled() {
      const [value, setValue] = useState('film');
      return (
        <>
          <Select label="分类" options={categories} value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue('')}>
            清空
          </button>
        </>
      );
    }
    renderUi(<Controlled />);
    const combobox = screen.getByRole('combobox', { name: '分类' });
    expect(combobox).toHaveTextContent('影视');
    await userEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(combobox).toHaveTextContent('请选择');
  });

  it('error and hint describe it; required is announced', async () => {
    renderUi(<Select label="分类" options={categories} required error="请选择分类" hint="决定推荐频道" />, {
      locale: 'en-US',
    });
    const combobox = screen.getByRole('combobox', { name: '分类' });
    expect(combobox).toHaveTextContent('Select…');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(combobox).toHaveAccessibleDescription('请选择分类 决定推荐频道');
    await expectNoAxeViolations();
  });

  it('a disabled select does not open', async () => {
    renderUi(<Select label="分类" options={categories} disabled />);
    const combobox = screen.getByRole('combobox', { name: '分类' });
    expect(combobox).toBeDisabled();
    await userEvent.click(combobox);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('submits its value with a form under its name', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(new FormData(event.currentTarget).get('category'));
        }}
      >
        <Select label="分类" name="category" options={categories} defaultValue="food" />
        <button type="submit">提交</button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(onSubmit).toHaveBeenCalledWith('food');
  });

  it('forwards its ref to the trigger', () => {
    const ref = createRef<HTMLButtonElement>();
    renderUi(<Select label="分类" options={categories} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('combobox', { name: '分类' }));
  });
});

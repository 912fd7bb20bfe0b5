import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('labels its text area and passes typing to onChange', async () => {
    const onChange = vi.fn();
    renderUi(<Textarea label="视频简介" name="description" onChange={onChange} />);
    const textarea = screen.getByRole('textbox', { name: '视频简介' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('name', 'description');
    expect(textarea).toHaveAttribute('rows', '4');
    expect(textarea).not.toHaveAttribute('aria-invalid');
    expect(textarea).not.toHaveAccessibleDescription();
    await userEvent.type(textarea, 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations();
  });

  it('an error marks it invalid and describes it, before the hint', async () => {
    renderUi(<Textarea label="驳回原因" required error="请填写驳回原因" hint="创作者会看到这段话" />);
    const textarea = screen.getByRole('textbox', { name: '驳回原因' });
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('请填写驳回原因 创作者会看到这段话');
    await expectNoAxeViolations();
  });

  it('counts characters against maxLength and announces what is left once typing pauses', async () => {
    renderUi(<Textarea label="视频简介" maxLength={10} defaultValue="春日" />);
    const textarea = screen.getByRole('textbox', { name: '视频简介' });
    expect(textarea).toHaveAttribute('maxlength', '10');
    expect(textarea).toHaveAccessibleDescription('最多可输入 10 个字');
    expect(screen.getByText('2 / 10')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await userEvent.type(textarea, '踏青');
    expect(screen.getByText('4 / 10')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('还可输入 6 个字'));
    await expectNoAxeViolations();
  });

  it('counts a controlled value, in the provider locale', async () => {
    function Controlled() {
      const [value, setValue] = useState('abc');
      return (
        <Textarea
          label="Reason"
          maxLength={5}
          value={value}
          onChange={(event) => setValue(event.target.value.toUpperCase())}
        />
      );
    }
    renderUi(<Controlled />, { locale: 'en-US' });
    const textarea = screen.getByRole('textbox', { name: 'Reason' });
    expect(textarea).toHaveAccessibleDescription('Up to 5 characters');
    expect(screen.getByText('3 / 5')).toBeInTheDocument();
    await userEvent.type(textarea, 'd');
    expect(textarea).toHaveValue('ABCD');
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 characters remaining'));
  });

  it('has no count without maxLength', () => {
    renderUi(<Textarea label="备注" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('autosize turns off manual resizing', () => {
    renderUi(
      <>
        <Textarea label="甲" autosize />
        <Textarea label="乙" />
      </>,
    );
    const autosized = screen.getByRole('textbox', { name: '甲' });
    const fixed = screen.getByRole('textbox', { name: '乙' });
    expect(autosized.className).not.toBe(fixed.className);
    expect(autosized.style.height).toMatch(/px$/);
    expect(fixed.style.height).toBe('');
  });

  it('forwards its ref to the text area', () => {
    const ref = createRef<HTMLTextAreaElement>();
    renderUi(<Textarea label="视频简介" ref={ref} data={{ field: 'description' }} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '视频简介' }));
    expect(ref.current?.closest('[data-field="description"]')).not.toBeNull();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderUi } from '../../../test/render';
import { useFormField } from './Field';
import { FormField } from './FormField';

/** A custom control that wires itself from the field's context. */
function ColourSwatch() {
  const field = useFormField();
  return (
    <button
      type="button"
      id={field?.id}
      aria-describedby={field?.['aria-describedby']}
      aria-invalid={field?.['aria-invalid']}
    >
      蓝色
    </button>
  );
}

describe('FormField', () => {
  it('labels its single control and generates its id', async () => {
    renderUi(
      <FormField label="视频标题">
        <input name="title" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: '视频标题' });
    expect(input.id).toMatch(/\S/);
    expect(input).toHaveAttribute('name', 'title');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.type(input, '春日');
    expect(input).toHaveValue('春日');
    await expectNoAxeViolations();
  });

  it('wires error, hint and required onto the control, keeping its own description', async () => {
    renderUi(
      <>
        <p id="extra">最多 30 字</p>
        <FormField label="视频标题" hint="标题会出现在推荐流" error="请输入标题" required>
          <input aria-describedby="extra" />
        </FormField>
      </>,
    );
    const input = screen.getByRole('textbox', { name: '视频标题' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('请输入标题 标题会出现在推荐流 最多 30 字');
    await expectNoAxeViolations();
  });

  it('keeps the id the control already has, or uses its own id prop', () => {
    renderUi(
      <>
        <FormField label="甲">
          <input id="own" />
        </FormField>
        <FormField label="乙" id="given">
          <select>
            <option>一</option>
          </select>
        </FormField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: '甲' })).toHaveAttribute('id', 'own');
    expect(screen.getByRole('combobox', { name: '乙' })).toHaveAttribute('id', 'given');
  });

  it('gives custom controls the same wiring through useFormField', async () => {
    renderUi(
      <FormField label="主题色" error="请选择主题色">
        <ColourSwatch />
      </FormField>,
    );
    const button = screen.getByRole('button', { name: /主题色/ });
    expect(button).toHaveAttribute('aria-invalid', 'true');
    expect(button).toHaveAccessibleDescription('请选择主题色');
    await expectNoAxeViolations();
  });

  it('useFormField is null outside a FormField', () => {
    renderUi(<ColourSwatch />);
    expect(screen.getByRole('button', { name: '蓝色' })).not.toHaveAttribute('id');
  });

  it('forwards its ref to the field element', () => {
    const ref = createRef<HTMLDivElement>();
    renderUi(
      <FormField label="视频标题" ref={ref} data={{ field: 'title' }}>
        <input />
      </FormField>,
    );
    expect(ref.current).toHaveAttribute('data-field', 'title');
    expect(ref.current).toContainElement(screen.getByRole('textbox', { name: '视频标题' }));
  });
});

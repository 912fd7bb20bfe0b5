import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@creator-console/ui';
import { LockedField, LockedFields } from './form-fields';

const renderField = (locked: readonly string[], forcedBy?: string | false) =>
  render(
    <UiProvider>
      <LockedFields value={locked}>
        <LockedField name="title" forcedBy={forcedBy}>
          {(disabled) => <input aria-label="名称" disabled={disabled} />}
        </LockedField>
      </LockedFields>
    </UiProvider>,
  );

describe('LockedField', () => {
  it('leaves a field the task may still change alone', () => {
    renderField(['reward']);
    expect(screen.getByRole('textbox', { name: '名称' })).toBeEnabled();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('disables a locked field and says why on focus', async () => {
    renderField(['title']);
    expect(screen.getByRole('textbox', { name: '名称' })).toBeDisabled();
    const group = screen.getByRole('group', { name: '任务已开始，不能修改' });
    await userEvent.tab();
    expect(group).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('任务已开始，不能修改');
  });

  it('gives its own reason when another rule fixes the field', () => {
    renderField([], '按转化计费的任务使用回执数据，并且需要回执');
    expect(screen.getByRole('textbox', { name: '名称' })).toBeDisabled();
    expect(screen.getByRole('group', { name: '按转化计费的任务使用回执数据，并且需要回执' })).toBeVisible();
  });

  it('says the task has started when both hold', () => {
    renderField(['title'], '按转化计费的任务使用回执数据，并且需要回执');
    expect(screen.getByRole('group', { name: '任务已开始，不能修改' })).toBeVisible();
  });
});

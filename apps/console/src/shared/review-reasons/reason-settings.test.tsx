import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@creator-console/api-client';
import { UiProvider } from '@creator-console/ui';
import { ReviewReasonSettings } from './reason-settings';

const trigger = vi.fn();
const reasons = [
  { id: 1, kind: 'video', text: '画质模糊', position: 0 },
  { id: 2, kind: 'video', text: '标题党', position: 10 },
];
vi.mock('./api', () => ({
  useReviewReasons: () => ({ data: reasons, isLoading: false }),
  useSaveReason: () => ({ trigger, isMutating: false }),
}));
vi.mock('../page-titles', () => ({ usePageTitles: () => ({ page: '快捷审核理由', group: '视频审核' }) }));

const refusal = (issues: { path: PropertyKey[]; message: string }[]) =>
  new HttpError(
    400,
    issues[0]!.message,
    { message: issues[0]!.message, issues },
    {
      method: 'POST',
      url: '/api/review-reasons',
      headers: {},
    },
  );

function renderSettings() {
  render(
    <UiProvider>
      <ReviewReasonSettings kind="video" />
    </UiProvider>,
  );
  return screen.getByRole('form', { name: '添加理由' });
}

beforeEach(() => trigger.mockReset());

describe('the quick-review reason settings', () => {
  it('checks the text by the contract before sending', async () => {
    const form = renderSettings();
    await userEvent.click(within(form).getByRole('button', { name: '添加理由' }));
    expect(await within(form).findByRole('textbox', { name: /^理由/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(trigger).not.toHaveBeenCalled();
  });

  it('adds a reason after the last one and empties the form', async () => {
    trigger.mockResolvedValue({});
    const form = renderSettings();
    await userEvent.type(within(form).getByRole('textbox', { name: /^理由/ }), '低俗');
    await userEvent.click(within(form).getByRole('button', { name: '添加理由' }));
    await waitFor(() =>
      expect(trigger).toHaveBeenCalledWith({
        action: 'create',
        body: { kind: 'video', text: '低俗', position: 20 },
      }),
    );
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /^理由/ })).toHaveValue(''));
  });

  it('shows the server’s refusal under the text, and one about no field on the form', async () => {
    trigger.mockRejectedValueOnce(refusal([{ path: ['text'], message: '该审核理由已存在' }]));
    const form = renderSettings();
    await userEvent.type(within(form).getByRole('textbox', { name: /^理由/ }), '标题党');
    await userEvent.click(within(form).getByRole('button', { name: '添加理由' }));
    expect(await within(form).findByText('该审核理由已存在')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^理由/ })).toHaveAttribute('aria-invalid', 'true');

    trigger.mockRejectedValueOnce(refusal([{ path: ['kind'], message: '类型无效' }]));
    await userEvent.type(within(form).getByRole('textbox', { name: /^理由/ }), '2');
    await userEvent.click(within(form).getByRole('button', { name: '添加理由' }));
    expect(await within(form).findByText('类型无效')).toBeVisible();
  });

  it('moves a reason up by saving the new positions', async () => {
    trigger.mockResolvedValue({});
    renderSettings();
    await userEvent.click(screen.getByRole('button', { name: '上移：标题党' }));
    await waitFor(() => expect(trigger).toHaveBeenCalledTimes(2));
    expect(trigger).toHaveBeenCalledWith({
      action: 'update',
      id: 2,
      body: { kind: 'video', text: '标题党', position: 0 },
    });
    expect(trigger).toHaveBeenCalledWith({
      action: 'update',
      id: 1,
      body: { kind: 'video', text: '画质模糊', position: 10 },
    });
  });
});

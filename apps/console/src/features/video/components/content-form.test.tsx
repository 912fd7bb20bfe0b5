import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@creator-console/api-client';
import { albumInput, type AlbumDetail } from '@creator-console/contract';
import { Toaster, UiProvider } from '@creator-console/ui';
import { toaster } from '../../../shared/notices';
import { albumMessages } from '../album-messages';
import {
  ContentTextFields,
  PublishFormFrame,
  usePublishForm,
  VisibilityField,
  type ContentFormValues,
} from './content-form';

type Values = ContentFormValues & { images: string[]; cover: string | null };
type Output = (typeof albumInput)['_zod']['output'];

/** The title field (its label carries the required mark). */
const title = () => screen.getByRole('textbox', { name: /^标题/ });

const IMAGE = '/api/files/0b9f5c1e-2d4a-4c8e-9f3b-7a6d5e4c3b2a';

function Harness({
  send,
  onSaved,
  rejected = false,
  busy = false,
}: {
  send: (input: Output) => Promise<AlbumDetail>;
  onSaved: (saved: AlbumDetail, submitted: boolean) => void;
  rejected?: boolean;
  busy?: boolean;
}) {
  const publish = usePublishForm<Values, Output, AlbumDetail>(albumInput, {
    messages: albumMessages,
    defaultValues: {
      title: '',
      description: '',
      visibility: 'public',
      images: [IMAGE],
      cover: null,
      submit: true,
    },
    send,
    onSaved,
  });
  return (
    <PublishFormFrame
      publish={publish}
      title="图集表单"
      messages={albumMessages}
      rejected={rejected}
      saving={false}
      busy={busy}
      waiting={busy}
    >
      <ContentTextFields control={publish.form.control} messages={albumMessages} />
      <VisibilityField control={publish.form.control} messages={albumMessages} />
    </PublishFormFrame>
  );
}

function renderForm(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const send = vi.fn((input: Output) => Promise.resolve({ id: 9, title: input.title } as AlbumDetail));
  const onSaved = vi.fn();
  render(
    <UiProvider>
      <Harness send={send} onSaved={onSaved} {...props} />
      <Toaster toaster={toaster} />
    </UiProvider>,
  );
  return { send, onSaved };
}

describe('the publish form', () => {
  it('checks the contract before sending and says what to fix', async () => {
    const user = userEvent.setup();
    const { send } = renderForm();
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('请先修正表单中的错误')).toBeVisible();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('submits for review or saves a draft, by the button pressed', async () => {
    const user = userEvent.setup();
    const { send, onSaved } = renderForm();
    await user.type(title(), '赶集见闻');
    await user.click(screen.getByRole('radio', { name: '粉丝可见' }));

    await user.click(screen.getByRole('button', { name: '存草稿' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 9, title: '赶集见闻' }, false));
    expect(send).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: '赶集见闻', visibility: 'fans', images: [IMAGE], submit: false }),
    );
    expect(await screen.findByText('已保存草稿“赶集见闻”')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '提交审核' }));
    await waitFor(() => expect(onSaved).toHaveBeenLastCalledWith({ id: 9, title: '赶集见闻' }, true));
    expect(send).toHaveBeenLastCalledWith(expect.objectContaining({ submit: true }));
    expect(await screen.findByText('已提交审核“赶集见闻”')).toBeVisible();
  });

  it('puts the server’s refusal on the field it names', async () => {
    const user = userEvent.setup();
    const refusal = new HttpError(
      400,
      '标题已被使用',
      { message: '标题已被使用', issues: [{ path: ['title'], message: '标题已被使用' }] },
      { method: 'POST', url: '/api/my-albums', headers: {} },
    );
    const { onSaved } = renderForm({ send: () => Promise.reject(refusal) });
    await user.type(title(), '赶集见闻');
    await user.click(screen.getByRole('button', { name: '提交审核' }));
    expect(await screen.findByText('标题已被使用')).toBeVisible();
    expect(title()).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('offers a rejected one for review again, and holds both buttons while busy', () => {
    renderForm({ rejected: true, busy: true });
    expect(screen.getByRole('button', { name: '重新提交审核' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '存草稿' })).toBeDisabled();
    expect(screen.getByText('请等待图片上传完成')).toBeVisible();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '@creator-console/ui';
import { HttpError } from '@creator-console/api-client';
import { ID_CARD_MESSAGES } from '@creator-console/contract';
import { PersonalForm } from './personal-page';

const upload = vi.fn<(file: Blob) => Promise<string>>();
const trigger = vi.fn();
vi.mock('../api/use-document-upload', () => ({ useDocumentUpload: () => upload }));
vi.mock('../api/submit-application', () => ({
  useSubmitApplication: () => ({ trigger, isMutating: false }),
}));

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const fileInput = (label: string) =>
  document.querySelector<HTMLInputElement>(`input[type="file"][aria-label="${label}"]`)!;

function renderForm(props: Partial<Parameters<typeof PersonalForm>[0]> = {}) {
  const onSubmitted = vi.fn();
  render(
    <UiProvider>
      <PersonalForm initial={null} onSubmitted={onSubmitted} {...props} />
    </UiProvider>,
  );
  return onSubmitted;
}

async function fillDetails(idNumber = '330106199503184026') {
  await userEvent.type(screen.getByLabelText(/^真实姓名/), '孙萌');
  await userEvent.type(screen.getByLabelText(/^身份证号/), idNumber);
  fireEvent.change(fileInput('上传图片：身份证人像面'), { target: { files: [png('front.png')] } });
  fireEvent.change(fileInput('上传图片：身份证国徽面'), { target: { files: [png('back.png')] } });
  await screen.findByRole('img', { name: '身份证国徽面预览' });
}

beforeEach(() => {
  upload.mockReset();
  trigger.mockReset();
  upload.mockImplementation(async (file) => `blob:${(file as File).name}`);
});

describe('PersonalForm', () => {
  it('keeps the details step until the ID number passes the contract’s rule', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^身份证号/), '33010619950318402');
    await userEvent.tab();
    expect(screen.getByLabelText(/^身份证号/)).toHaveAccessibleDescription(
      expect.stringContaining(ID_CARD_MESSAGES.format),
    );
    await userEvent.clear(screen.getByLabelText(/^身份证号/));
    await userEvent.type(screen.getByLabelText(/^身份证号/), '330106199503184020');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByText(ID_CARD_MESSAGES.checkDigit)).toBeVisible();
    expect(screen.getByText('请填写真实姓名')).toBeVisible();
    expect(screen.getByText('请上传身份证人像面')).toBeVisible();
    expect(screen.queryByRole('group', { name: '人脸拍摄' })).not.toBeInTheDocument();
  });

  it('submits the details with the face photo picked when there is no camera', async () => {
    trigger.mockResolvedValue({ id: 9 });
    const onSubmitted = renderForm();
    await fillDetails();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('group', { name: '人脸拍摄' })).toHaveAttribute('data-state', 'unsupported');

    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    expect(screen.getByText('请上传人脸照片')).toBeVisible();
    expect(trigger).not.toHaveBeenCalled();

    fireEvent.change(fileInput('上传照片'), { target: { files: [png('face.png')] } });
    expect(await screen.findByRole('img', { name: '人脸照片预览' })).toHaveAttribute('src', 'blob:face.png');
    await userEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(trigger).toHaveBeenCalledWith({
      application: {
        type: 'personal',
        fields: {
          real_name: '孙萌',
          id_number: '330106199503184026',
          id_front: 'blob:front.png',
          id_back: 'blob:back.png',
          face_image: 'blob:face.png',
        },
      },
      reapplyId: undefined,
    });
  });

  it('re-applies with PUT and takes the server’s field errors back to the details step', async () => {
    trigger.mockRejectedValue(
      new HttpError(
        400,
        '真实姓名不能超过 30 字',
        {
          message: '真实姓名不能超过 30 字',
          issues: [{ path: ['fields', 'real_name'], message: '真实姓名不能超过 30 字' }],
        },
        { method: 'PUT', url: '/api/users_certification_apply/4', headers: {} },
      ),
    );
    const onSubmitted = renderForm({
      reapplyId: 4,
      initial: {
        real_name: '孙萌',
        id_front: 'blob:old-front',
        id_back: 'blob:old-back',
        face_image: 'blob:old-face',
      },
    });
    expect(screen.getByLabelText(/^真实姓名/)).toHaveValue('孙萌');
    expect(screen.getByRole('img', { name: '身份证人像面预览' })).toHaveAttribute('src', 'blob:old-front');
    await userEvent.type(screen.getByLabelText(/^身份证号/), '330106199503184026');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('img', { name: '人脸照片预览' })).toHaveAttribute('src', 'blob:old-face');
    await userEvent.click(screen.getByRole('button', { name: '重新提交' }));

    expect(await screen.findByText('真实姓名不能超过 30 字')).toBeVisible();
    expect(screen.getByLabelText(/^真实姓名/)).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveBeenCalledWith(expect.objectContaining({ reapplyId: 4 }));
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

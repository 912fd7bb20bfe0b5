import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useFormState, type FieldValues } from 'react-hook-form';
import { HttpError } from '@creator-console/api-client';
import {
  albumInput,
  categoryFields,
  ID_CARD_MESSAGES,
  personalFields,
  videoInput,
} from '@creator-console/contract';
import { UiProvider } from '@creator-console/ui';
import {
  contractResolver,
  errorMessage,
  FormError,
  FormTextField,
  serverIssues,
  useContractForm,
  type ContractForm,
  type ContractSchema,
  type ContractSchemaLoader,
} from '.';

const request = { method: 'POST', url: '/api/x', headers: {} };
const refusal = (issues: { path: PropertyKey[]; message: string }[], status = 400) =>
  new HttpError(status, issues[0]?.message ?? '参数错误', { message: issues[0]?.message, issues }, request);

/** The first message per top-level field, as a form shows them. */
async function contractMessages(
  schema: ContractSchema<unknown> | ContractSchemaLoader<unknown>,
  values: FieldValues,
) {
  const result = await contractResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([name, error]) => [name, errorMessage(error)]),
  );
}

/** A form of text fields named after `defaultValues`, and a line showing the images' error. */
function Harness({
  schema,
  defaultValues,
  serverPrefix,
  serverNames,
  onValid = () => undefined,
  expose,
}: {
  schema: ContractSchema<unknown>;
  defaultValues: FieldValues;
  serverPrefix?: string[];
  serverNames?: Record<string, string>;
  onValid?: (values: unknown) => void;
  expose?: (form: ContractForm<FieldValues, unknown>) => void;
}) {
  const form = useContractForm(schema, { defaultValues, serverPrefix, serverNames });
  expose?.(form);
  const { errors } = useFormState({ control: form.control });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
      {Object.keys(defaultValues)
        .filter((name) => typeof defaultValues[name] === 'string')
        .map((name) => (
          <FormTextField key={name} control={form.control} name={name} label={name} />
        ))}
      <p data-testid="images-error">{errorMessage(errors.images)}</p>
      <FormError control={form.control} />
      <button type="submit">提交</button>
    </form>
  );
}

function renderHarness(props: Parameters<typeof Harness>[0]) {
  let form: ContractForm<FieldValues, unknown> | undefined;
  render(
    <UiProvider>
      <Harness {...props} expose={(exposed) => (form = exposed)} />
    </UiProvider>,
  );
  return () => form!;
}

describe('the server’s refusal on the form', () => {
  it('puts an issue under the field it names', async () => {
    const form = renderHarness({ schema: videoInput, defaultValues: { title: '春笋', description: '' } });
    act(() => {
      form().setServerErrors(refusal([{ path: ['title'], message: '标题包含敏感词' }]));
    });
    expect(await screen.findByText('标题包含敏感词')).toBeVisible();
    expect(screen.getByLabelText('title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('description')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an issue about one image (images.2) under the images', async () => {
    const form = renderHarness({
      schema: albumInput,
      defaultValues: { title: '春', images: ['a', 'b', 'c'] },
    });
    let named: string[] | null = null;
    act(() => {
      named = form().setServerErrors(refusal([{ path: ['images', 2], message: '图片不存在' }], 422));
    });
    expect(named).toEqual(['images.2']);
    expect(await screen.findByTestId('images-error')).toHaveTextContent('图片不存在');
  });

  it('drops the leading parts the form does not hold (fields.<name>) and keeps the first message', async () => {
    const form = renderHarness({
      schema: categoryFields,
      defaultValues: { category_id: '', description: '' },
      serverPrefix: ['fields'],
    });
    act(() => {
      form().setServerErrors(
        refusal([
          { path: ['fields', 'description'], message: '请填写认证说明' },
          { path: ['fields', 'description'], message: '认证说明过长' },
        ]),
      );
    });
    expect(await screen.findByText('请填写认证说明')).toBeVisible();
    expect(screen.queryByText('认证说明过长')).not.toBeInTheDocument();
  });

  it('puts an issue under the form’s name of a field the server calls otherwise', async () => {
    const form = renderHarness({
      schema: categoryFields,
      defaultValues: { account: '', description: '' },
      serverPrefix: ['fields'],
      serverNames: { email: 'account' },
    });
    let named: string[] | null = null;
    act(() => {
      named = form().setServerErrors(refusal([{ path: ['fields', 'email'], message: '请输入账号' }]));
    });
    expect(named).toEqual(['account']);
    expect(await screen.findByText('请输入账号')).toBeVisible();
    expect(screen.getByLabelText('account')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an issue about no field of the form as the form’s error', async () => {
    const form = renderHarness({
      schema: categoryFields,
      defaultValues: { description: '' },
      serverPrefix: ['fields'],
    });
    act(() => {
      form().setServerErrors(
        refusal([
          { path: ['type'], message: '认证类型无效' },
          { path: ['fields', 'nickname'], message: '昵称无效' },
        ]),
      );
    });
    await waitFor(() =>
      expect(document.querySelector('[data-error="form"]')).toHaveTextContent('认证类型无效 昵称无效'),
    );
    expect(screen.getByLabelText('description')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves other failures to the api client’s toast', () => {
    expect(
      serverIssues(new HttpError(202, '已有审核中的申请', { message: '已有审核中的申请' }, request)),
    ).toBeNull();
    expect(
      serverIssues(
        new HttpError(400, '请求体必须是 JSON 对象', { message: '请求体必须是 JSON 对象' }, request),
      ),
    ).toBeNull();
    expect(serverIssues(new Error('offline'))).toBeNull();
  });
});

describe('the contract’s own check of a form', () => {
  it('shows the contract’s messages under the fields, the ID-card rules included', async () => {
    const onValid = vi.fn();
    renderHarness({
      schema: personalFields,
      defaultValues: {
        real_name: ' ',
        id_number: '33010619950318402',
        id_front: '',
        id_back: '/api/files/back',
        face_image: '',
      },
      onValid,
    });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请填写真实姓名')).toBeVisible();
    expect(screen.getByText(ID_CARD_MESSAGES.format)).toBeVisible();
    expect(screen.getByText('请上传身份证人像面')).toBeVisible();
    expect(screen.getByText('请上传人脸照片')).toBeVisible();
    expect(onValid).not.toHaveBeenCalled();
    expect((await contractMessages(personalFields, { id_number: '330106199503184020' })).id_number).toBe(
      ID_CARD_MESSAGES.checkDigit,
    );
  });

  it('submits the normalised values the server would store', async () => {
    const onValid = vi.fn();
    renderHarness({
      schema: personalFields,
      defaultValues: {
        real_name: ' 孙萌 ',
        id_number: '11010519491231002x',
        id_front: '/api/files/a',
        id_back: '/api/files/b',
        face_image: '/api/files/c',
      },
      onValid,
    });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(onValid).toHaveBeenCalled());
    expect(onValid.mock.calls[0]![0]).toMatchObject({ real_name: '孙萌', id_number: '11010519491231002X' });
  });

  it('checks with a schema loaded on demand as with the schema itself', async () => {
    const load = vi.fn(() => Promise.resolve(categoryFields));
    const values = { category_id: undefined, info_id: 3, description: '街舞', proof_images: [] };
    expect(await contractMessages(load, values)).toEqual(await contractMessages(categoryFields, values));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the first message of a field and none for valid values', async () => {
    expect(
      await contractMessages(categoryFields, {
        category_id: undefined,
        info_id: 3,
        description: '街舞',
        proof_images: [],
      }),
    ).toEqual({ category_id: '请选择认证分类', proof_images: '请上传证明材料' });
  });

  it('checks the publish form: a draft needs only a title; submitting needs the video and a declaration', async () => {
    const file = { url: '/api/files/0b3c9a4e-8f1d-4c2b-9a7e-1d2c3b4a5f60', mime: 'video/webm', size: 1024 };
    expect(await contractMessages(videoInput, { title: ' ', submit: false })).toEqual({
      title: '请填写标题',
    });
    expect(await contractMessages(videoInput, { title: '春笋', submit: true })).toEqual({
      file: '请上传视频',
      statement_id: '提交审核前请选择创作声明',
    });
    expect(
      await contractMessages(videoInput, { title: '春笋', file, statement_id: 1, submit: true }),
    ).toEqual({});
    expect(
      await contractMessages(videoInput, {
        title: '春笋',
        topics: ['a', 'a'],
        scheduled_at: '2020-01-01T00:00:00.000Z',
      }),
    ).toEqual({ topics: '话题不能重复', scheduled_at: '定时发布时间必须晚于当前时间' });
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from '@creator-console/api-client';
import { categoryFields, ID_CARD_MESSAGES, personalFields } from '@creator-console/contract';
import { contractErrors, parseFields, serverFieldErrors } from './form-errors';

const request = { method: 'POST', url: '/api/users_certification_apply', headers: {} };

describe('contractErrors', () => {
  it('puts the contract’s own messages under each field, the ID rules included', () => {
    const errors = contractErrors(personalFields, {
      real_name: ' ',
      id_number: '33010619950318402',
      id_front: '',
      id_back: '/api/files/back',
      face_image: '',
    });
    expect(errors).toEqual({
      real_name: '请填写真实姓名',
      id_number: ID_CARD_MESSAGES.format,
      id_front: '请上传身份证人像面',
      face_image: '请上传人脸照片',
    });
    expect(contractErrors(personalFields, { id_number: '330106199503184020' }).id_number).toBe(
      ID_CARD_MESSAGES.checkDigit,
    );
  });

  it('keeps the first message of a field and none for valid values', () => {
    const errors = contractErrors(categoryFields, {
      category_id: undefined,
      info_id: 3,
      description: '街舞',
      proof_images: [],
    });
    expect(errors).toEqual({ category_id: '请选择认证分类', proof_images: '请上传证明材料' });
  });
});

describe('parseFields', () => {
  it('answers the normalised values the server would store', () => {
    const parsed = parseFields(personalFields, {
      real_name: ' 孙萌 ',
      id_number: '11010519491231002x',
      id_front: '/api/files/a',
      id_back: '/api/files/b',
      face_image: '/api/files/c',
    });
    expect(parsed.errors).toBeUndefined();
    expect(parsed.data).toMatchObject({ real_name: '孙萌', id_number: '11010519491231002X' });
  });
});

describe('serverFieldErrors', () => {
  it('takes a 400 answer’s issues about fields.<name>', () => {
    const error = new HttpError(
      400,
      '认证项不属于所选分类',
      {
        message: '认证项不属于所选分类',
        issues: [
          { path: ['fields', 'category_id'], message: '认证项不属于所选分类' },
          { path: ['type'], message: '认证类型无效' },
        ],
      },
      request,
    );
    expect(serverFieldErrors(error)).toEqual({ category_id: '认证项不属于所选分类' });
  });

  it('is null for other failures, which the api client has already shown', () => {
    expect(
      serverFieldErrors(new HttpError(202, '已有审核中的申请', { message: '已有审核中的申请' }, request)),
    ).toBeNull();
    expect(
      serverFieldErrors(
        new HttpError(400, '请求体必须是 JSON 对象', { message: '请求体必须是 JSON 对象' }, request),
      ),
    ).toBeNull();
    expect(serverFieldErrors(new Error('offline'))).toBeNull();
  });
});

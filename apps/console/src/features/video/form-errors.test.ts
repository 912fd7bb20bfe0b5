import { describe, expect, it } from 'vitest';
import { videoInput } from '@creator-console/contract';
import { HttpError } from '@creator-console/api-client';
import { parseFields, serverFieldErrors } from './form-errors';

const request = { method: 'POST', url: '/api/my-videos', headers: {} };
const file = { url: '/api/files/0b3c9a4e-8f1d-4c2b-9a7e-1d2c3b4a5f60', mime: 'video/webm', size: 1024 };

describe('the publish form against the contract', () => {
  it('a draft needs only a title', () => {
    expect(parseFields(videoInput, { title: '  春笋  ', submit: false }).data).toMatchObject({
      title: '春笋',
      topics: [],
      visibility: 'public',
      submit: false,
    });
    expect(parseFields(videoInput, { title: ' ', submit: false }).errors).toEqual({ title: '请填写标题' });
  });

  it('submitting needs the video and a declaration, each under its own field', () => {
    expect(parseFields(videoInput, { title: '春笋', submit: true }).errors).toEqual({
      file: '请上传视频',
      statement_id: '提交审核前请选择创作声明',
    });
    expect(parseFields(videoInput, { title: '春笋', file, statement_id: 1, submit: true }).data).toBeTruthy();
  });

  it('shows the first message of each field: topics, a schedule in the past', () => {
    const { errors } = parseFields(videoInput, {
      title: '春笋',
      topics: ['a', 'a'],
      scheduled_at: '2020-01-01T00:00:00.000Z',
    });
    expect(errors).toEqual({ topics: '话题不能重复', scheduled_at: '定时发布时间必须晚于当前时间' });
  });
});

describe('serverFieldErrors', () => {
  it("puts a 400 answer's issues under their fields", () => {
    const error = new HttpError(
      400,
      '标题包含敏感词',
      {
        message: '标题包含敏感词',
        issues: [
          { path: ['title'], message: '标题包含敏感词' },
          { path: ['topics', 1], message: '话题包含敏感词' },
        ],
      },
      request,
    );
    expect(serverFieldErrors(error)).toEqual({ title: '标题包含敏感词', topics: '话题包含敏感词' });
  });

  it('leaves other failures to the toast', () => {
    expect(
      serverFieldErrors(new HttpError(202, '视频正在审核中', { message: '视频正在审核中' }, request)),
    ).toBeNull();
    expect(
      serverFieldErrors(new HttpError(400, '请求体必须是 JSON 对象', { message: 'x' }, request)),
    ).toBeNull();
    expect(serverFieldErrors(new Error('boom'))).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressFetch } from './album-api';

/** A stand-in for the browser's XMLHttpRequest: records what was sent, then answers. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = undefined;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: 7\r\n';
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('progressFetch', () => {
  it('sends the request over XMLHttpRequest, reports the bytes sent and answers with the response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const answer = progressFetch((fraction) => progress.push(fraction))(
      new Request('http://console.test/api/files?purpose=album', {
        method: 'POST',
        headers: { authorization: 'Bearer t', 'content-type': 'image/png' },
        body: 'png-bytes',
      }),
    );
    await vi.waitFor(() => expect(FakeXhr.last?.sent).toBeDefined());
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://console.test/api/files?purpose=album');
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer t', 'content-type': 'image/png' });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 4, total: 8 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 6, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 8, total: 8 });
    xhr.status = 201;
    xhr.response = JSON.stringify({ data: { url: '/api/files/abc' } });
    xhr.onload?.();
    const response = await answer;
    expect(progress).toEqual([0.5, 1]);
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ data: { url: '/api/files/abc' } });
  });

  it('fails like fetch when the network fails', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const answer = progressFetch(() => undefined)(
      new Request('http://console.test/api/files', { method: 'POST', body: 'x' }),
    );
    await vi.waitFor(() => expect(FakeXhr.last?.sent).toBeDefined());
    FakeXhr.last!.onerror?.();
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });
});

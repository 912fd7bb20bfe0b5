/**
 * `fetch` over XMLHttpRequest, which (unlike fetch) reports how much of a request body has been
 * sent: `onProgress` gets 0..1 as the body goes up. Used by the transport for a call with
 * `onUploadProgress`, where XMLHttpRequest exists (browsers). Internal.
 */
/** The part of the browser's XMLHttpRequest used here (the package builds without the DOM library). */
interface Xhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob | null): void;
  abort(): void;
  responseType: string;
  readonly response: unknown;
  readonly status: number;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}
type XhrConstructor = new () => Xhr;
const xhrConstructor = (): XhrConstructor | undefined =>
  (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;

export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    const signal = init?.signal ?? request.signal;
    return new Promise<Response>((resolve, reject) => {
      const xhr = new (xhrConstructor()!)();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        const empty = [204, 205, 304].includes(xhr.status);
        resolve(new Response(empty ? null : (xhr.response as Blob), { status: xhr.status, headers }));
      };
      // Like fetch: a TypeError when no response came, the signal's reason on abort.
      xhr.onerror = () => reject(new TypeError('Network error'));
      xhr.onabort = () => reject(signal?.reason ?? new DOMException('The request was aborted', 'AbortError'));
      if (signal?.aborted) return xhr.abort();
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

export const canReportUploadProgress = (): boolean => xhrConstructor() !== undefined;

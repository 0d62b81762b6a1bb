// The one way the web app talks to the API: JSON over fetch under /api, the bearer token from
// the session when there is one, and errors as ApiError carrying the server's message.
import { currentDrawing } from './drawing';
import { useSession } from './session';
import { currentLocale, translate } from './i18n/store';

/**
 * How requests leave: the browser's fetch, or, while the server draws a page, that drawing's
 * transport, which answers from the API in the same process as that reader (lib/drawing.ts).
 */
const transport: typeof fetch = (input, init) => (currentDrawing()?.transport ?? fetch)(input, init);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type Query = Record<string, string | number | boolean | undefined | null | string[]>;

export function buildUrl(path: string, query?: Query) {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function authHeaders(): Record<string, string> {
  const token = useSession.getState().token;
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function toError(res: Response): Promise<ApiError> {
  let body: { message?: string; code?: string; fields?: Record<string, string> } = {};
  try {
    body = await res.json();
  } catch {
    // not JSON
  }
  return new ApiError(res.status, body.code ?? 'HTTP_ERROR', body.message ?? translate('common.requestFailed', { status: String(res.status) }), body.fields);
}

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the server answers a repeat of the key with the first answer. */
  idempotencyKey?: string;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale(), ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let res: Response;
  try {
    res = await transport(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', translate('common.errorNetwork'));
  }
  if (!res.ok) throw await toError(res);
  const text = res.status === 204 ? '' : await res.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** Uploads one file as multipart/form-data, reporting progress (0–100). */
export function upload<T>(
  path: string,
  file: File | Blob,
  options: { query?: Query; fileName?: string; onProgress?: (percent: number) => void; idempotencyKey?: string } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    for (const [k, v] of Object.entries(authHeaders())) xhr.setRequestHeader(k, v);
    if (options.idempotencyKey) xhr.setRequestHeader('Idempotency-Key', options.idempotencyKey);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', translate('common.errorNetwork')));
    xhr.onload = () => {
      let body: Record<string, unknown> = {};
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(new ApiError(xhr.status, String(body.code ?? 'HTTP_ERROR'), String(body.message ?? translate('common.uploadFailed')), body.fields as Record<string, string> | undefined));
    };
    const form = new FormData();
    form.append('file', file, options.fileName ?? (file instanceof File ? file.name : 'upload'));
    xhr.send(form);
  });
}

/** Downloads a file the API serves to the signed-in user (a CSV export, a PDF) and hands it to the browser. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  let res: Response;
  try {
    // The language of the screen: a document is made in the reader's language first.
    res = await fetch(buildUrl(path), { headers: { 'Accept-Language': currentLocale(), ...authHeaders() } });
  } catch {
    throw new ApiError(0, 'NETWORK', translate('common.errorNetwork'));
  }
  if (!res.ok) throw await toError(res);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const api = {
  get: async <T>(path: string, options?: RequestOptions) => (await request<T>('GET', path, undefined, options)).data,
  /** GET that also returns headers (e.g. X-Total-Count). */
  getWithHeaders: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) => (await request<T>('POST', path, body ?? {}, options)).data,
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) => (await request<T>('PUT', path, body ?? {}, options)).data,
  del: async <T>(path: string, body?: unknown, options?: RequestOptions) => (await request<T>('DELETE', path, body, options)).data,
  upload,
};

/** The message to show for an error: the server's, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

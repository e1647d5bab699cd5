import { getToken } from './storage.ts';

/** An answer outside 200-299; `message` is the server's `{ error }` text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(message: string, status: number, data: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorText(data: unknown, response: Response): string {
  if (typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string') {
    return (data as { error: string }).error;
  }
  if (typeof data === 'string' && data.trim() !== '' && data.length < 300) return data;
  return response.statusText || `Request failed (${response.status})`;
}

/** Same-origin JSON call; the stored token goes in `authorization` as-is (docs/product/api.md). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/** A GET of one page of a list, with the count of the whole list the server sends in X-Total-Count. */
export async function apiPage<T>(path: string): Promise<{ items: T[]; total: number }> {
  const { data, headers } = await send<T[]>(path, {});
  const total = Number(headers.get('x-total-count'));
  return { items: data, total: Number.isSafeInteger(total) ? total : data.length };
}

async function send<T>(path: string, options: RequestOptions): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getToken();
  if (token && headers.authorization === undefined) headers.authorization = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(errorText(data, response), response.status, data);
  return { data: data as T, headers: response.headers };
}

/** The text a thunk stores as its error. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong';
}

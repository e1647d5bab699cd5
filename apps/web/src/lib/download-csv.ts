import { ApiError } from './api.ts';
import { getToken } from './storage.ts';

/**
 * A CSV the admin downloads, fetched with the admin's token (a plain link would go without it). A refusal
 * is the server's sentence as an ApiError. Only admin screens load this module.
 */
export async function fetchCsv(url: string): Promise<Response> {
  const response = await fetch(url, { headers: { accept: 'text/csv', authorization: getToken() } });
  if (!response.ok) {
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new ApiError(typeof data?.error === 'string' ? data.error : 'The CSV could not be made', response.status, data);
  }
  return response;
}

/** Hands a file to the browser as a download named `name`. */
export function saveDownload(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches a CSV and downloads it under the name the server gives it, else `fallbackName`. */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const response = await fetchCsv(url);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveDownload(await response.blob(), name);
}

import type { StoredFile } from '../../../contract/files';
import { classifyHttpFailure } from '../../../machines/api-failure';
import { api, browserTimeZone, readCookie, XSRF_COOKIE, XSRF_HEADER } from '../../api/client';
import { tokenStore } from '../../api/token-store';
import { apiOrigin } from '../../config/env';

export interface UploadOptions {
  onProgress: (loaded: number, total: number) => void;
  signal: AbortSignal;
}

interface XhrAnswer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

const filesUrl = () => `${apiOrigin()}/api/v1/Files`;

/**
 * One multipart POST /Files with XMLHttpRequest: fetch reports no upload progress. The headers are
 * the ones the API client sets on every call (bearer token, zone, the XSRF echo to our own origin).
 */
function send(file: File, { onProgress, signal }: UploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = filesUrl();
    xhr.open('POST', url);
    xhr.responseType = 'text';
    const token = tokenStore.accessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('X-Timezone', browserTimeZone());
    const xsrf = readCookie(XSRF_COOKIE);
    if (xsrf && new URL(url, window.location.href).origin === window.location.origin) xhr.setRequestHeader(XSRF_HEADER, xsrf);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body, retryAfter: xhr.getResponseHeader('Retry-After') });
    });
    // No answer at all: the same error a failed fetch throws, so it is classified as the network's.
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was stopped.', 'AbortError')));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * Uploads one photo; resolves with the stored file, or throws a classified failure (the server's
 * message about the file in `fieldErrors.file`). An expired session is renewed once, by a call through
 * the API client, whose 401 handling refreshes the tokens for every waiting request (spec section 8).
 */
export async function uploadPhoto(file: File, options: UploadOptions): Promise<StoredFile> {
  let answer = await send(file, options);
  if (answer.status === 401) {
    await api.GET('/Authentication/current-identity');
    answer = await send(file, options);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as StoredFile;
  throw classifyHttpFailure({ status: answer.status, body: answer.body, retryAfter: answer.retryAfter });
}

/**
 * A multipart form sent to an API route with its upload's progress (the BOM import, the Blanks
 * tab's certificate templates). XMLHttpRequest is the one browser API that reports an upload's
 * progress (fetch does not); the answer is read as api() reads it: a token failure ends the
 * session, anything outside 2xx is an ApiError, no answer at all a NetworkError.
 */
import type { AnswerOf, JsonRouteKey } from '@shared/api/route-types';
import { ApiError, NetworkError, SessionExpiredError, expireSession, isTokenFailure, requestIdFrom, urlFor } from './api-client';
import { getToken } from './session';

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** 0-100 (0 while nothing is known). */
export const uploadPercent = (progress: UploadProgress | null): number =>
  progress && progress.total > 0 ? Math.min(100, Math.round((progress.loaded / progress.total) * 100)) : 0;

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POSTs `form` to route `key`; `onProgress` hears the bytes sent; aborting `signal` rejects with an AbortError. */
export function postForm<K extends JsonRouteKey>(
  key: K,
  form: FormData,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<AnswerOf<K>> {
  const token = getToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', urlFor(key));
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      const body = parse(request.responseText);
      if (isTokenFailure(request.status, body)) {
        if (token === getToken()) expireSession();
        reject(new SessionExpiredError(request.status, body));
      } else if (request.status >= 200 && request.status < 300) resolve(body as AnswerOf<K>);
      else
        reject(
          new ApiError(
            request.status,
            body,
            undefined,
            requestIdFrom((name) => request.getResponseHeader(name)),
          ),
        );
    });
    request.addEventListener('error', () => reject(new NetworkError(null)));
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

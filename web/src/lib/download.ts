/**
 * Downloads a file the API generates (ARCHITECTURE §4 "Files"): the route answers 303 to a
 * short-lived presigned link of the files bucket, which fetch follows (the bearer token is not
 * sent on to the bucket: browsers drop Authorization on a cross-origin redirect). The body is
 * read as it arrives, so the page can show progress, then saved under the file's own name:
 * the link's signed content disposition, else its last segment (`tmp/<id>/<name>`).
 */
import type { RouteKey } from '@shared/api/routes';
import { useCallback, useState } from 'react';
import { ApiError, apiFetch, readBody, requestIdFrom, type RequestOptions } from './api-client';

export interface DownloadProgress {
  loaded: number;
  /** null when the size is not announced. */
  total: number | null;
}

/**
 * The saved name: the one the link's signed `response-content-disposition` names (a published
 * data set's object is `reports/<name>/<run>.xlsx` and is served as `<title> <date>.xlsx`), else
 * the link's last path segment. The Content-Disposition header itself is not readable across
 * origins without CORS exposing it; the signed query parameter always is.
 */
export function fileNameOf(url: string, fallback = 'download'): string {
  try {
    const link = new URL(url, 'http://localhost');
    const named = dispositionName(link.searchParams.get('response-content-disposition'));
    if (named) return named;
    const segment = link.pathname.split('/').at(-1) ?? '';
    return decodeURIComponent(segment) || fallback;
  } catch {
    return fallback;
  }
}

/** `filename*=UTF-8''…` (RFC 5987) of a Content-Disposition, else its `filename="…"`. */
function dispositionName(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim()) || null;
    } catch {
      // A malformed escape: the quoted name below.
    }
  }
  const quoted = /filename\s*=\s*"([^"]*)"/i.exec(disposition) ?? /filename\s*=\s*([^;]+)/i.exec(disposition);
  return quoted?.[1].trim() || null;
}

async function readWithProgress(response: Response, onProgress?: (progress: DownloadProgress) => void): Promise<Blob> {
  const announced = Number(response.headers.get('content-length'));
  const total = Number.isFinite(announced) && announced > 0 ? announced : null;
  if (!response.body || !onProgress) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? 'application/octet-stream' });
}

/** Saves a file made in the browser (or fetched) under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // The click starts the download; the object URL must outlive it a little.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/** Fetches the route's file and saves it; throws ApiError with the server's message when refused. */
export async function downloadFile(
  key: RouteKey,
  options: RequestOptions & { onProgress?: (progress: DownloadProgress) => void } = {},
): Promise<string> {
  const { onProgress, ...request } = options;
  const response = await apiFetch(key, request);
  // The API's refusals carry a message for people; the bucket's (an expired link) do not.
  if (!response.ok) {
    if (response.redirected) throw new ApiError(response.status, null);
    throw new ApiError(
      response.status,
      await readBody(response),
      undefined,
      requestIdFrom((name) => response.headers.get(name)),
    );
  }
  const name = fileNameOf(response.url);
  saveBlob(await readWithProgress(response, onProgress), name);
  return name;
}

export interface DownloadState {
  /** Which download runs (the caller's label), null when none. */
  running: string | null;
  progress: DownloadProgress | null;
  error: unknown;
}

/** One download at a time with its progress and its failure, for a screen of download buttons. */
export function useDownload() {
  const [state, setState] = useState<DownloadState>({ running: null, progress: null, error: null });
  const start = useCallback(async (label: string, key: RouteKey, options: RequestOptions = {}) => {
    setState({ running: label, progress: null, error: null });
    try {
      await downloadFile(key, { ...options, onProgress: (progress) => setState((s) => ({ ...s, progress })) });
      setState({ running: null, progress: null, error: null });
    } catch (error) {
      setState({ running: null, progress: null, error });
    }
  }, []);
  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);
  return { ...state, start, clearError };
}

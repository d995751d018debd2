/**
 * The BOM tab's calls (spec 03 §7 "Materials (BOM)"): the list, the course select's courses and
 * default course, the import (a multipart upload whose progress the dialog shows), and the
 * downloads (lib/download.ts: a 303 to the file).
 */
import type { MaterialImportAnswer } from '@shared/api/types/materials';
import { MATERIAL_FIELDS, MATERIAL_SAMPLE_FILE } from '@shared/materials';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError, SessionExpiredError, api, expireSession, isTokenFailure, urlFor } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { getToken } from '@/lib/session';

export const bomsQueryKey = ['admin-boms'] as const;

export function useBoms() {
  return useQuery({ queryKey: bomsQueryKey, queryFn: ({ signal }) => api('GET /api/boms', { signal }) });
}

/** Reads the list again (after an import). */
export function useRefreshBoms(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bomsQueryKey });
}

export function useCourses() {
  return useQuery({ queryKey: ['courses'], queryFn: ({ signal }) => api('GET /api/courses', { signal }), staleTime: 5 * 60_000 });
}

export function useDefaultCourse() {
  return useQuery({
    queryKey: ['default-course'],
    queryFn: ({ signal }) => api('GET /api/courses/get/default-course', { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POST /api/import_material_status with the course and the file. Sent with XMLHttpRequest, the one
 * browser API that reports an upload's progress (fetch does not); the answer is read as api()
 * reads it: a token failure ends the session, anything outside 2xx is an ApiError.
 */
export function importMaterials(
  course: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<MaterialImportAnswer> {
  const form = new FormData();
  form.append(MATERIAL_FIELDS.course, String(course));
  form.append(MATERIAL_FIELDS.file, file, file.name);
  const token = getToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', urlFor('POST /api/import_material_status'));
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
      } else if (request.status >= 200 && request.status < 300) resolve(body as MaterialImportAnswer);
      else reject(new ApiError(request.status, body));
    });
    request.addEventListener('error', () => reject(new NetworkError(null)));
    request.addEventListener('abort', () => reject(new DOMException('The import was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** The sample file the import form links to. */
export const downloadSample = () => downloadFile('GET /api/download', { query: { file: MATERIAL_SAMPLE_FILE } });

/** A course's imported file (the list's `file_url`). */
export const downloadBomFile = (fileUrl: string) => downloadFile('GET /api/download', { query: { file: fileUrl } });

/**
 * The BOM tab's calls (spec 03 §7 "Materials (BOM)"): the list, the course select's courses and
 * default course, the import (a multipart upload whose progress the dialog shows), and the
 * downloads (lib/download.ts: a 303 to the file).
 */
import type { MaterialImportAnswer } from '@shared/materials/types';
import { MATERIAL_FIELDS, MATERIAL_SAMPLE_FILE } from '@shared/materials/texts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { routeQueryKey } from '@/lib/query-keys';
import { postForm, type UploadProgress } from '@/lib/upload-form';

export function useBoms() {
  return useQuery({ queryKey: routeQueryKey('GET /api/boms'), queryFn: ({ signal }) => api('GET /api/boms', { signal }) });
}

/** Reads the list again (after an import). */
export function useRefreshBoms(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/boms') });
}

export function useDefaultCourse() {
  return useQuery({
    queryKey: routeQueryKey('GET /api/courses/get/default-course'),
    queryFn: ({ signal }) => api('GET /api/courses/get/default-course', { signal }),
    staleTime: 5 * 60_000,
  });
}

export type { UploadProgress };

/** POST /api/import_material_status with the course and the file, its upload's progress reported (lib/upload-form.ts). */
export function importMaterials(
  course: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<MaterialImportAnswer> {
  const form = new FormData();
  form.append(MATERIAL_FIELDS.course, String(course));
  form.append(MATERIAL_FIELDS.file, file, file.name);
  return postForm('POST /api/import_material_status', form, onProgress, signal);
}

/** The sample file the import form links to. */
export const downloadSample = () => downloadFile('GET /api/download', { query: { file: MATERIAL_SAMPLE_FILE } });

/** A course's imported file (the list's `file_url`). */
export const downloadBomFile = (fileUrl: string) => downloadFile('GET /api/download', { query: { file: fileUrl } });

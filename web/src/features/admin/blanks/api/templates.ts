/**
 * The Blanks tab's calls (spec 03 §7 "Certificate templates and certificates"): the course list
 * (search, page, per_page) and the template upload, a multipart form whose progress the row shows;
 * the same call with courseId alone removes the course's template.
 */
import type { TemplateAnswer } from '@shared/certificates/types';
import { CERTIFICATE_LIMITS, TEMPLATE_FIELDS } from '@shared/certificates/texts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';
import { postForm, type UploadProgress } from '@/lib/upload-form';

/** One page of the courses with their templates, 10 a page (spec 03 §9); the last page stays shown while the next one comes. */
export function useTemplateCourses(search: string, page: number) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/get_courses_list', search, page),
    queryFn: ({ signal }) =>
      api('GET /api/get_courses_list', { query: { search, page, per_page: CERTIFICATE_LIMITS.coursesPerPage }, signal }),
    placeholderData: keepPreviousData,
  });
}

export interface TemplateUpload {
  courseId: number;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/** POST /api/update_certificate_image with image_certificate and courseId; the list is read again after it. */
export function useUploadTemplate() {
  const queryClient = useQueryClient();
  return useMutation<TemplateAnswer, Error, TemplateUpload>({
    mutationFn: ({ courseId, file, onProgress }) => {
      const form = new FormData();
      form.append(TEMPLATE_FIELDS.course, String(courseId));
      form.append(TEMPLATE_FIELDS.image, file, file.name);
      return postForm('POST /api/update_certificate_image', form, onProgress);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/get_courses_list') }),
  });
}

/** The same call with courseId alone (spec 03 §7): the course's template is removed (issued certificates keep theirs). */
export function useRemoveTemplate() {
  const queryClient = useQueryClient();
  return useMutation<TemplateAnswer, Error, number>({
    mutationFn: (courseId) => {
      const form = new FormData();
      form.append(TEMPLATE_FIELDS.course, String(courseId));
      return api('POST /api/update_certificate_image', { body: form });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/get_courses_list') }),
  });
}

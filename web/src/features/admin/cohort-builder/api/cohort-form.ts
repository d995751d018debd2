/**
 * The cohort form's calls (spec 03 §7): one cohort read for editing, its save and delete, and the
 * reference data the form shows (the list's filter choices, course options, a course's units, the
 * builder's configuration, a state's districts).
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CohortDeleted, CohortFormValues, CohortSaved } from '@shared/cohort-builder/form.types';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey, routesQueryFilter } from '@/lib/query-keys';

/**
 * After a save or delete: the list (./cohort-list), the filters' choices (the cohorts' authors; the
 * form's choices are the same call) and the people search (./cohort-people); not the form's cohort
 * nor its other reference data.
 */
const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries(
    routesQueryFilter('GET /api/cohort-builder/cohorts', 'GET /api/get_cohort_builder_filters', 'POST /api/user/getUsers/cohort-builder'),
  );

/** Reference data changes rarely: five minutes before it is asked again. */
const REFERENCE_STALE_MS = 5 * 60_000;

export const fetchCohortForEdit = (id: number) => api('GET /api/cohort/{id}', { params: { id } });
export const saveCohort = (values: CohortFormValues) => api('POST /api/cohort', { body: values });
export const deleteCohort = (id: number) => api('DELETE /api/cohort/{id}', { params: { id } });

/**
 * The cohort as the form edits it. Read once per opening: the form holds its own copy from then on,
 * so the answer is never refreshed under it (a newer save by someone else is the 409 of the save).
 */
export function useCohortForEdit(id: number) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/cohort/{id}', id),
    queryFn: () => fetchCohortForEdit(id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Saves and, once saved, refreshes the list's queries (the list shows the change). */
export function useSaveCohort(callbacks: MutationCallbacks<CohortSaved, CohortFormValues>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCohort,
    ...callbacks,
    onSuccess: async (...args) => {
      await refreshLists(queryClient);
      await callbacks.onSuccess?.(...args);
    },
  });
}

export function useDeleteCohort(callbacks: MutationCallbacks<CohortDeleted, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCohort,
    ...callbacks,
    onSuccess: async (...args) => {
      await refreshLists(queryClient);
      await callbacks.onSuccess?.(...args);
    },
  });
}

/** Courses, states, delivery models and meeting types (GET /api/get_cohort_builder_filters). */
export const useCohortBuilderChoices = () =>
  useQuery({
    queryKey: routeQueryKey('GET /api/get_cohort_builder_filters'),
    queryFn: () => api('GET /api/get_cohort_builder_filters'),
    staleTime: REFERENCE_STALE_MS,
  });

/** The course select's options, with each course's unit count and kind. */
export const useCohortCourses = () =>
  useQuery({
    queryKey: routeQueryKey('GET /api/courses/get/cohort-builder'),
    queryFn: () => api('GET /api/courses/get/cohort-builder'),
    staleTime: REFERENCE_STALE_MS,
  });

/** The builder's configuration (delivery models showing Quality Support, NISL courses, course 497 …). */
export const useCohortBuilderConfig = () =>
  useQuery({
    queryKey: routeQueryKey('GET /api/cohort-builder/config'),
    queryFn: () => api('GET /api/cohort-builder/config'),
    staleTime: REFERENCE_STALE_MS,
  });

/** A course's units (GET /api/course_sections/{course}). */
export function useCourseSections(courseId: number | null) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/course_sections/{course}', courseId),
    queryFn: () => api('GET /api/course_sections/{course}', { params: { course: String(courseId) } }),
    enabled: courseId !== null,
    staleTime: REFERENCE_STALE_MS,
  });
}

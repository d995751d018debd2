import type { AdminMessageSavedResponse, AdminMessageType } from '@shared/messages/types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

/** The paths serve the three types through `?type=`; logon popups go without it (spec 02 §7). */
const typeQuery = (type: AdminMessageType) => ({ type: type === 'logon_popup' ? undefined : type });

export interface MessageDraft {
  headline: string | null;
  text: string;
  roles: string[];
  cohorts: number[];
}

export const fetchMessages = (type: AdminMessageType, signal?: AbortSignal) =>
  api('GET /api/logon-popup', { query: typeQuery(type), signal });

export const saveMessage = (type: AdminMessageType, id: number | null, draft: MessageDraft) =>
  id === null
    ? api('POST /api/logon-popup', { query: typeQuery(type), body: draft })
    : api('PUT /api/logon-popup/{id}', { params: { id }, query: typeQuery(type), body: draft });

/** The list's delete: toggles the active flag (spec 02 §4), which the Status switch shows. */
export const toggleMessage = (type: AdminMessageType, id: number) =>
  api('DELETE /api/logon-popup/{id}', { params: { id }, query: typeQuery(type) });

export const deleteMessageForGood = (type: AdminMessageType, id: number) =>
  api('DELETE /api/logon-popup/delete/{id}', { params: { id }, query: typeQuery(type) });

export function useAdminMessages(type: AdminMessageType) {
  return useQuery({ queryKey: routeQueryKey('GET /api/logon-popup', type), queryFn: ({ signal }) => fetchMessages(type, signal) });
}

/** Reads the list of a type again (after a save or a delete in the modal). */
export function useRefreshAdminMessages(type: AdminMessageType): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/logon-popup', type) });
}

/** The Status switch; after the caller's onSuccess the list is read again (the switch stays busy until it is). */
export function useToggleMessage(type: AdminMessageType, callbacks: MutationCallbacks<AdminMessageSavedResponse, number>) {
  const refresh = useRefreshAdminMessages(type);
  return useMutation({
    mutationFn: (id: number) => toggleMessage(type, id),
    ...callbacks,
    onSuccess: async (answer, id, onMutateResult, context) => {
      await callbacks.onSuccess?.(answer, id, onMutateResult, context);
      await refresh();
    },
  });
}

export function useSaveMessage(
  type: AdminMessageType,
  id: number | null,
  callbacks: MutationCallbacks<AdminMessageSavedResponse, MessageDraft>,
) {
  return useMutation({ mutationFn: (draft: MessageDraft) => saveMessage(type, id, draft), ...callbacks });
}

export function useDeleteMessage(type: AdminMessageType, callbacks: MutationCallbacks<{ message: string }, number>) {
  return useMutation({ mutationFn: (id: number) => deleteMessageForGood(type, id), ...callbacks });
}

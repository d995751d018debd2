import type { CohortOption } from '@shared/api/types/lookups';
import type { AdminMessageListResponse, AdminMessageSavedResponse, AdminMessageType } from '@shared/api/types/messages-admin';
import { api } from '@/lib/api-client';

export const messagesQueryKey = (type: AdminMessageType) => ['admin-messages', type] as const;

/** The paths serve the three types through `?type=`; logon popups go without it (spec 02 §7). */
const typeQuery = (type: AdminMessageType) => ({ type: type === 'logon_popup' ? undefined : type });

export interface MessageDraft {
  headline: string | null;
  text: string;
  roles: string[];
  cohorts: number[];
}

export const fetchMessages = (type: AdminMessageType, signal?: AbortSignal) => api<AdminMessageListResponse>('GET /api/logon-popup', { query: typeQuery(type), signal });

export const saveMessage = (type: AdminMessageType, id: number | null, draft: MessageDraft) =>
  id === null
    ? api<AdminMessageSavedResponse>('POST /api/logon-popup', { query: typeQuery(type), body: draft })
    : api<AdminMessageSavedResponse>('PUT /api/logon-popup/{id}', { params: { id }, query: typeQuery(type), body: draft });

/** The list's delete: toggles the active flag (spec 02 §4), which the Status switch shows. */
export const toggleMessage = (type: AdminMessageType, id: number) => api<AdminMessageSavedResponse>('DELETE /api/logon-popup/{id}', { params: { id }, query: typeQuery(type) });

export const deleteMessageForGood = (type: AdminMessageType, id: number) => api<{ message: string }>('DELETE /api/logon-popup/delete/{id}', { params: { id }, query: typeQuery(type) });

/** GET /api/cohort: every cohort, for the banners' cohort picker. */
export const fetchCohortOptions = (signal?: AbortSignal) => api<CohortOption[]>('GET /api/cohort', { signal });

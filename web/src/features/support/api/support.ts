/** The support page's calls (spec 03 §7 "Support", plus the list and the upload address, not in the spec). */
import type { SupportSavedAnswer } from '@shared/support/types';
import type { SupportAccess, SupportFileKind } from '@shared/support/texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

export function useSupportPage() {
  // The files' addresses stay the same for an hour (signed as of the hour), so reading the list
  // again does not reload a playing video; no need to read it on every focus either.
  return useQuery({
    queryKey: routeQueryKey('GET /api/support/session'),
    queryFn: ({ signal }) => api('GET /api/support/session', { signal }),
    refetchOnWindowFocus: false,
  });
}

export interface TabDraft {
  name: string;
  has_access: SupportAccess | null;
}

/** A topic's file as the save names it: unchanged, removed, or a new upload. */
export type FileChange = { change: false } | { change: true; key: string | null; name: string | null };

export interface TopicDraft {
  support_session_id: number | null;
  name: string;
  pdf: FileChange;
  video: FileChange;
}

export const requestUpload = (kind: SupportFileKind, file: File, signal?: AbortSignal) =>
  api('POST /api/support/upload', { body: { kind, file_name: file.name, size: file.size }, signal });

const saveTab = (id: number | null, draft: TabDraft) =>
  id === null ? api('POST /api/support/session', { body: draft }) : api('POST /api/support/session/{id}', { params: { id }, body: draft });

const fileFields = (draft: TopicDraft) => ({
  file_pdf: draft.pdf.change ? draft.pdf.key : null,
  pdf_name: draft.pdf.change ? draft.pdf.name : null,
  pdf_change: draft.pdf.change,
  file_video: draft.video.change ? draft.video.key : null,
  video_name: draft.video.change ? draft.video.name : null,
  video_change: draft.video.change,
});

const saveTopic = (id: number | null, draft: TopicDraft) => {
  const { pdf_change: _pdf, video_change: _video, ...newFiles } = fileFields(draft);
  return id === null
    ? api('POST /api/support/session/item', { body: { support_session_id: draft.support_session_id, name: draft.name, ...newFiles } })
    : api('POST /api/support/session/item/{id}', {
        params: { id },
        body: { support_session_id: draft.support_session_id, name: draft.name, ...fileFields(draft) },
      });
};

/** What the page changes; each reads the list again once done. */
export type SupportChange =
  | { what: 'tab'; id: number | null; draft: TabDraft }
  | { what: 'topic'; id: number | null; draft: TopicDraft }
  | { what: 'delete-tab' | 'delete-topic'; id: number }
  | { what: 'tab-state' | 'topic-state'; id: number; is_active: boolean }
  | { what: 'tab-order' | 'topic-order'; source_id: number; target_id: number };

function send(change: SupportChange): Promise<SupportSavedAnswer> {
  switch (change.what) {
    case 'tab':
      return saveTab(change.id, change.draft);
    case 'topic':
      return saveTopic(change.id, change.draft);
    case 'delete-tab':
      return api('POST /api/support/session/{id}', { params: { id: change.id }, body: { is_active: false } });
    case 'delete-topic':
      return api('POST /api/support/session/item/{id}', { params: { id: change.id }, body: { is_active: false } });
    case 'tab-state':
      return api('POST /api/support/session/state', { body: { id: change.id, is_active: change.is_active } });
    case 'topic-state':
      return api('POST /api/support/session/item/state', { body: { id: change.id, is_active: change.is_active } });
    case 'tab-order':
      return api('POST /api/support/session/sequence', { body: { source_id: change.source_id, target_id: change.target_id } });
    case 'topic-order':
      return api('POST /api/support/session/item/sequence', { body: { source_id: change.source_id, target_id: change.target_id } });
  }
}

export function useSupportChange(callbacks: MutationCallbacks<SupportSavedAnswer, SupportChange> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    ...callbacks,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: routeQueryKey('GET /api/support/session') });
      await callbacks.onSettled?.(...args);
    },
  });
}

/** The messages shown to signed-in people (spec 01 §2-§4, §7): banner, logon popup, participant notification. */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { LogonPopup, PopupActionAnswer, PopupType } from '@shared/messages/types';
import { api } from '@/lib/api-client';
import type { MutationCallbacks } from '@/lib/query';
import { routeQueryKey } from '@/lib/query-keys';

export type PopupAction = 'never' | 'tomorrow' | 'later';

/** GET /api/portal_banners: the banner to show, or null. */
export async function fetchBanner(): Promise<{ id: number; text: string } | null> {
  const answer = await api('GET /api/portal_banners');
  const banner = answer?.banner_for_show;
  return answer?.show_banner && banner && typeof banner.text === 'string' ? banner : null;
}

/** GET /api/get-active-logon-popup (`?type=participant_notification` for the notification). */
export async function fetchPopup(type: PopupType): Promise<LogonPopup | null> {
  const answer = await api('GET /api/get-active-logon-popup', {
    query: type === 'participant_notification' ? { type } : undefined,
  });
  const popup = answer?.popup;
  return popup && typeof popup.id === 'number' && typeof popup.text === 'string' ? popup : null;
}

/** POST /api/set-action-logon-popup {action, logon_popup_id}. */
export function sendPopupAction(action: PopupAction, popupId: number): Promise<PopupActionAnswer> {
  return api('POST /api/set-action-logon-popup', { body: { action, logon_popup_id: popupId } });
}

/** The banner of the signed-in person (`userId`), asked again after five minutes. */
export function usePortalBanner(userId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/portal_banners', userId),
    queryFn: fetchBanner,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** The active popup of one type for `userId`, asked once per page load. */
export function useActivePopup(type: PopupType, userId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/get-active-logon-popup', type, userId),
    queryFn: () => fetchPopup(type),
    enabled: enabled && userId !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

export function usePopupAction(
  callbacks: MutationCallbacks<{ saved: boolean; until?: string | null }, { action: PopupAction; popup: LogonPopup }>,
) {
  return useMutation({
    mutationFn: ({ action, popup }: { action: PopupAction; popup: LogonPopup }) => sendPopupAction(action, popup.id),
    ...callbacks,
  });
}

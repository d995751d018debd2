import { useState } from 'react';
import { useSession } from '@/lib/session';
import type { PopupType } from '@shared/messages/types';
import { type PopupAction, useActivePopup, usePopupAction } from '../api/messages';
import { hideForSession, isHiddenForSession } from './later';

/**
 * The active popup of one type for the signed-in user, and what its buttons do: never / tomorrow
 * are saved on the server; later only hides it for this browser session. The popup goes away at
 * once whatever the server answers (a failed save falls back to 'later').
 */
export function usePopupMessage(type: PopupType, enabled: boolean) {
  const { token, nislData } = useSession();
  const userId = nislData?.userID;
  const query = useActivePopup(type, userId, enabled && token !== null);
  const [dismissed, setDismissed] = useState<number[]>([]);
  const mutation = usePopupAction({ onError: (_error, { popup }) => hideForSession(userId, type, popup.id) });

  const candidate = enabled ? (query.data ?? null) : null;
  const popup = candidate && !dismissed.includes(candidate.id) && !isHiddenForSession(userId, type, candidate.id) ? candidate : null;

  function act(action: PopupAction) {
    if (!popup) return;
    setDismissed((ids) => [...ids, popup.id]);
    if (action === 'later') hideForSession(userId, type, popup.id);
    mutation.mutate({ action, popup });
  }

  return { popup, act };
}

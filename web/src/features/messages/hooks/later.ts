/**
 * 'Later' hides a popup for the browser session only (spec 01 §4): sessionStorage, per user, type
 * and popup, so another person signing in in the same tab still sees theirs.
 */
import type { PopupType } from '@shared/messages/types';

const key = (userId: number | undefined, type: PopupType, popupId: number) => `popup-later:${userId ?? 0}:${type}:${popupId}`;

export function isHiddenForSession(userId: number | undefined, type: PopupType, popupId: number): boolean {
  try {
    return window.sessionStorage.getItem(key(userId, type, popupId)) !== null;
  } catch {
    return false;
  }
}

export function hideForSession(userId: number | undefined, type: PopupType, popupId: number): void {
  try {
    window.sessionStorage.setItem(key(userId, type, popupId), '1');
  } catch {
    // no storage: hidden until the page reloads
  }
}

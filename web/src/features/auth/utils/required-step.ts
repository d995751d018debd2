/**
 * What a signed-in person must do before using the portal (spec 01 §4, spec 03 §2.10):
 * - first sign-in (`first_login` stored at login when the answer has first_time): complete the
 *   profile on /profile, whose first-time mode also asks for the new password; its save removes
 *   `first_login` (and clears first_time on the record, so the next sign-in does not set it).
 *   A browser that stored FIRST_LOGIN_PROFILE_STEP under the former two-screen flow is asked the
 *   same;
 * - administrators and senior admins whose password is over 45 New York days old: change it on
 *   /new-password (no Cancel).
 * Nothing is asked while acting as someone else (Login As): that person's password cannot be
 * changed then.
 */
import { useSyncExternalStore } from 'react';
import { rolesOf } from '@/lib/roles';
import { STORAGE_KEYS, getMasterUser, getNislData, getStoredValue, subscribeSession } from '@/lib/session';
import { passwordChangeDue } from './password-rules';

/** The former flow's value of `first_login` once the password was chosen (still read as a first sign-in). */
export const FIRST_LOGIN_PROFILE_STEP = 'profile';

export type RequiredStep = 'first-login' | 'expired-password';

export function requiredStep(now: Date = new Date()): RequiredStep | null {
  if (getMasterUser()) return null;
  if (getStoredValue(STORAGE_KEYS.firstLogin) !== null) return 'first-login';
  if (passwordChangeDue(rolesOf(getNislData()), getStoredValue(STORAGE_KEYS.dateLastUpdatePass), now)) return 'expired-password';
  return null;
}

const snapshot = () => requiredStep() ?? '';

/** The current required step, re-read whenever session storage changes. */
export function useRequiredStep(): RequiredStep | null {
  const step = useSyncExternalStore(subscribeSession, snapshot, snapshot);
  return step === '' ? null : step;
}

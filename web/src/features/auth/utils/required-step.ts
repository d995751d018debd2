/**
 * What a signed-in person must do before using the portal (spec 01 §4):
 * - first sign-in (`first_login` stored at login when the answer has first_time): choose a new
 *   password on /new-password (no Cancel), then fill the required profile data on /profile;
 *   `first_login` holds 'true' until the password is changed, then FIRST_LOGIN_PROFILE_STEP until
 *   the profile form (a later issue) saves the required data and removes it;
 * - administrators and senior admins whose password is over 45 New York days old: change it on
 *   /new-password (no Cancel).
 * Nothing is asked while acting as someone else (Login As): that person's password cannot be
 * changed then.
 */
import { useSyncExternalStore } from 'react';
import { rolesOf } from '@/lib/roles';
import { STORAGE_KEYS, getMasterUser, getNislData, getStoredValue, subscribeSession } from '@/lib/session';
import { passwordChangeDue } from './password-rules';

export const FIRST_LOGIN_PROFILE_STEP = 'profile';

export type RequiredStep = 'first-login-password' | 'first-login-profile' | 'expired-password';

export function requiredStep(now: Date = new Date()): RequiredStep | null {
  if (getMasterUser()) return null;
  const firstLogin = getStoredValue(STORAGE_KEYS.firstLogin);
  if (firstLogin === FIRST_LOGIN_PROFILE_STEP) return 'first-login-profile';
  if (firstLogin !== null) return 'first-login-password';
  if (passwordChangeDue(rolesOf(getNislData()), getStoredValue(STORAGE_KEYS.dateLastUpdatePass), now)) return 'expired-password';
  return null;
}

const snapshot = () => requiredStep() ?? '';

/** The current required step, re-read whenever session storage changes. */
export function useRequiredStep(): RequiredStep | null {
  const step = useSyncExternalStore(subscribeSession, snapshot, snapshot);
  return step === '' ? null : step;
}

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
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';
import { rolesOf } from '@/lib/roles';
import { STORAGE_KEYS, getMasterUser, getNislData, getStoredValue, setStoredValue, subscribeSession } from '@/lib/session';
import { hasAdminPasswordPolicy, passwordChangeDue } from './password-rules';

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

/**
 * An administrator's stored last password change asks the server for its own
 * (GET /api/get-date-last-update-pass) when it says the password has expired, or is missing (a
 * master session put back from storage without one, after Login As): this browser's copy is
 * from its sign-in, and the password may have been changed since in another browser. Anyone
 * else's, or a recent one, is trusted as it is, so that no page load pays for the check.
 */
function passwordDateToConfirm(step: RequiredStep | null): boolean {
  if (step === 'expired-password') return true;
  return (
    step === null &&
    !getMasterUser() &&
    getStoredValue(STORAGE_KEYS.dateLastUpdatePass) === null &&
    hasAdminPasswordPolicy(rolesOf(getNislData()))
  );
}

/**
 * The current required step, re-read whenever session storage changes; the server's date of the
 * last password change, once stored, takes the expired-password step back if it is not due.
 */
export function useRequiredStep(): RequiredStep | null {
  const stored = useSyncExternalStore(subscribeSession, snapshot, snapshot);
  const step = stored === '' ? null : stored;
  const userId = getNislData()?.userID;
  useQuery({
    queryKey: routeQueryKey('GET /api/get-date-last-update-pass', userId),
    queryFn: async ({ signal }) => {
      const { date } = await api('GET /api/get-date-last-update-pass', { signal });
      setStoredValue(STORAGE_KEYS.dateLastUpdatePass, date);
      return date;
    },
    enabled: userId !== undefined && passwordDateToConfirm(step),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return step;
}

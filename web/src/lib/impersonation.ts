/**
 * Login As (spec 01 §4, spec 02 §5), shared by every place that offers it: the admin area's
 * Login As tab, roster names (administrators) and the participant dialog.
 *
 * Start: the current session is kept as `master-user` (token, nisl-data, user-data, last password
 * change), the target's session replaces it, `info-shared-me` is cleared, the page where Login As
 * was pressed is kept as `lastLoginPage`, and the browser loads the root anew (so nothing of the
 * administrator's session stays in memory).
 * Close: the return route is called with the master's id and the impersonation token, the
 * master's session (fresh token) replaces the impersonated one, `master-user` goes, and the browser
 * loads `lastLoginPage` (or /admin).
 */
import type { SessionAnswer } from '@shared/auth/types';
import { ApiError, SessionExpiredError } from '@/lib/api-client';
import { browser } from '@/lib/navigation';
import {
  type MasterUser,
  STORAGE_KEYS,
  getMasterUser,
  getNislData,
  getStoredValue,
  getToken,
  getUserData,
  saveSession,
  setMasterUser,
  setStoredValue,
  updateToken,
} from '@/lib/session';
import { requestLoginAs, requestReturnToMaster } from './impersonation-api';

/** Where CLOSE goes when no page was remembered. */
export const DEFAULT_RETURN_PATH = '/admin';

function currentPage(): string {
  const { pathname, search } = window.location;
  return `${pathname}${search}`;
}

/** Same-site paths only. */
function safeReturnPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_RETURN_PATH;
  return value;
}

/**
 * Starts acting as `targetUserId`. Rejects with the server's refusal (an ApiError whose message
 * is e.g. 'LoginAs is blocked on Administrator and Senior Admin accounts.') and then changes nothing.
 */
export async function startLoginAs(targetUserId: number, returnTo: string = currentPage()): Promise<void> {
  const token = getToken();
  if (!token) throw new Error('No session to keep while logging in as someone else.');
  const master: MasterUser = {
    token,
    nislData: getNislData(),
    userData: getUserData(),
    dateLastUpdatePass: getStoredValue(STORAGE_KEYS.dateLastUpdatePass),
  };
  const answer = await requestLoginAs(targetUserId);
  setMasterUser(master);
  saveSession(answer);
  setStoredValue(STORAGE_KEYS.infoSharedMe, null);
  setStoredValue(STORAGE_KEYS.lastLoginPage, returnTo);
  browser.assign('/');
}

function restoreSession(answer: SessionAnswer): void {
  saveSession(answer);
  setMasterUser(null);
  setStoredValue(STORAGE_KEYS.infoSharedMe, null);
}

/** When the return route cannot answer (but the token was not refused): the stored master session. */
function restoreStoredMaster(master: MasterUser): void {
  updateToken(master.token);
  if (master.nislData) setStoredValue(STORAGE_KEYS.nislData, JSON.stringify({ ...master.nislData, token: master.token }));
  if (master.userData) setStoredValue(STORAGE_KEYS.userData, JSON.stringify(master.userData));
  setStoredValue(STORAGE_KEYS.dateLastUpdatePass, master.dateLastUpdatePass);
  setStoredValue(STORAGE_KEYS.firstLogin, null);
  setMasterUser(null);
  setStoredValue(STORAGE_KEYS.infoSharedMe, null);
}

/**
 * Ends the Login As session and puts the master's session back in storage, without navigating.
 * Returns false when there was nothing to end. A refused token (SessionExpiredError) propagates:
 * the API client has then already cleared storage and gone to the session-expired page.
 */
export async function returnToMaster(): Promise<boolean> {
  const master = getMasterUser();
  if (!master) return false;
  const masterId = master.nislData?.userID ?? master.userData?.id;
  if (masterId === undefined) {
    restoreStoredMaster(master);
    return true;
  }
  try {
    restoreSession(await requestReturnToMaster(masterId));
  } catch (error) {
    if (error instanceof SessionExpiredError || !(error instanceof ApiError)) throw error;
    // e.g. the impersonation session was already closed elsewhere: the master token may still work.
    restoreStoredMaster(master);
  }
  return true;
}

/**
 * Logout while acting as someone else: ends the Login As session and answers the master's token
 * for the caller to log out, without putting the master's session back in storage (the page
 * would start loading the master's data just before that session ends). Null when not
 * impersonating. A refused token (SessionExpiredError) propagates.
 */
export async function endLoginAsForLogout(): Promise<string | null> {
  const master = getMasterUser();
  if (!master) return null;
  const masterId = master.nislData?.userID ?? master.userData?.id;
  if (masterId === undefined) return master.token;
  try {
    return (await requestReturnToMaster(masterId)).token;
  } catch (error) {
    if (error instanceof SessionExpiredError) throw error;
    return master.token;
  }
}

/** CLOSE on the impersonation bar: back to the master, then `lastLoginPage` or /admin. */
export async function closeLoginAs(): Promise<void> {
  const returnTo = safeReturnPath(getStoredValue(STORAGE_KEYS.lastLoginPage));
  await returnToMaster();
  setStoredValue(STORAGE_KEYS.lastLoginPage, null);
  browser.assign(returnTo);
}

import type { KeepAliveAnswer } from '@shared/auth/types';
import { MAINTENANCE_HEADER } from '@shared/auth/types';
import { api, apiFetch } from '@/lib/api-client';
import { browser } from '@/lib/navigation';
import { isSeniorAdmin, rolesOf } from '@/lib/roles';
import { getNislData, saveSession, updateToken } from '@/lib/session';

/** POST /api/logout (with `token`, or the stored one); the caller clears storage whatever the answer. */
export async function logoutRequest(token?: string): Promise<void> {
  await api('POST /api/logout', { token });
}

/**
 * GET /api/keepalive: stores the refreshed token; a `maintenance` header sends the browser to
 * the maintenance site instead, except a senior admin's: they turn maintenance mode off again
 * (System Settings), which they could not do from the maintenance site.
 */
export async function keepAlive(): Promise<void> {
  const response = await apiFetch('GET /api/keepalive');
  const maintenance = response.headers.get(MAINTENANCE_HEADER);
  if (maintenance && !isSeniorAdmin(rolesOf(getNislData()))) {
    browser.assign(maintenance);
    return;
  }
  if (!response.ok) return;
  const answer = (await response.json()) as Partial<KeepAliveAnswer>;
  if (typeof answer.token === 'string' && answer.token !== '') updateToken(answer.token);
}

/**
 * GET /api/getuserdata: the session's user-data and nisl-data as the account now stands (a fresh
 * token for the same session, and the last password change), stored as a sign-in stores them.
 */
export async function reloadUserData(): Promise<void> {
  saveSession(await api('GET /api/getuserdata'));
}

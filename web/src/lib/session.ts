/**
 * Browser-stored session data (spec 01 §3), under the key names the spec lists.
 * Reads are tolerant (bad JSON reads as absent); every write notifies subscribers so React
 * components using `useSession` re-render, and a change from another tab does the same.
 */
import { useSyncExternalStore } from 'react';
import type { NislData, SessionAnswer, UserData } from '@shared/auth/types';

export const STORAGE_KEYS = {
  token: 'jwt-token',
  tokenAlias: 'jwt token',
  nislData: 'nisl-data',
  userData: 'user-data',
  masterUser: 'master-user',
  lastPageVisited: 'lastPageVisited',
  lastLoginPage: 'lastLoginPage',
  dateLastUpdatePass: 'date-last-update-pass',
  checkedPast: 'checked-past',
  firstLogin: 'first_login',
  infoSharedMe: 'info-shared-me',
  showParticipantView: 'show_participant_view',
} as const;

export interface SessionSnapshot {
  token: string | null;
  nislData: NislData | null;
  userData: UserData | null;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token) ?? read(STORAGE_KEYS.tokenAlias);
}

export function getNislData(): NislData | null {
  return parse<NislData>(read(STORAGE_KEYS.nislData));
}

export function getUserData(): UserData | null {
  return parse<UserData>(read(STORAGE_KEYS.userData));
}

/** Stores the answer of POST /api/login (or of a Login As call). */
export function saveSession(answer: SessionAnswer): void {
  const storage = window.localStorage;
  storage.setItem(STORAGE_KEYS.token, answer.token);
  storage.setItem(STORAGE_KEYS.tokenAlias, answer.token);
  storage.setItem(STORAGE_KEYS.nislData, JSON.stringify({ ...answer.data, token: answer.token }));
  storage.setItem(STORAGE_KEYS.userData, JSON.stringify(answer.user));
  storage.setItem(STORAGE_KEYS.dateLastUpdatePass, answer.lastDateChangedPassword);
  if (answer.first_time) storage.setItem(STORAGE_KEYS.firstLogin, 'true');
  else storage.removeItem(STORAGE_KEYS.firstLogin);
  notify();
}

/** Replaces the token after a keep-alive: both token keys and `nisl-data.token`. */
export function updateToken(token: string): void {
  const storage = window.localStorage;
  storage.setItem(STORAGE_KEYS.token, token);
  storage.setItem(STORAGE_KEYS.tokenAlias, token);
  const nislData = getNislData();
  if (nislData) storage.setItem(STORAGE_KEYS.nislData, JSON.stringify({ ...nislData, token }));
  notify();
}

export function setStoredValue(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS], value: string | null): void {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  notify();
}

export function getStoredValue(key: (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]): string | null {
  return read(key);
}

/** Removes every session key of spec 01 §3 (logout, token errors). */
export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // storage unavailable: nothing to clear
    }
  }
  notify();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(event.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

let cached: { raw: [string | null, string | null, string | null]; snapshot: SessionSnapshot } | null = null;

/** A stable snapshot: the same object while the three stored values are unchanged. */
export function getSessionSnapshot(): SessionSnapshot {
  const raw: [string | null, string | null, string | null] = [getToken(), read(STORAGE_KEYS.nislData), read(STORAGE_KEYS.userData)];
  if (cached && cached.raw.every((value, index) => value === raw[index])) return cached.snapshot;
  const snapshot: SessionSnapshot = {
    token: raw[0],
    nislData: parse<NislData>(raw[1]),
    userData: parse<UserData>(raw[2]),
  };
  cached = { raw, snapshot };
  return snapshot;
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

/**
 * `master-user`: the administrator's own session, kept while they act as someone else (Login As,
 * spec 01 §3-§4). Present means "impersonating".
 */
export interface MasterUser {
  token: string;
  nislData: NislData | null;
  userData: UserData | null;
  dateLastUpdatePass: string | null;
}

let masterCache: { raw: string | null; value: MasterUser | null } = { raw: null, value: null };

export function getMasterUser(): MasterUser | null {
  const raw = read(STORAGE_KEYS.masterUser);
  if (raw === masterCache.raw) return masterCache.value;
  const parsed = parse<Partial<MasterUser>>(raw);
  const value =
    parsed && typeof parsed.token === 'string' && parsed.token !== ''
      ? {
          token: parsed.token,
          nislData: parsed.nislData ?? null,
          userData: parsed.userData ?? null,
          dateLastUpdatePass: parsed.dateLastUpdatePass ?? null,
        }
      : null;
  masterCache = { raw, value };
  return value;
}

export function setMasterUser(master: MasterUser | null): void {
  setStoredValue(STORAGE_KEYS.masterUser, master === null ? null : JSON.stringify(master));
}

export function isImpersonating(): boolean {
  return getMasterUser() !== null;
}

/** The stored master user, re-read when storage changes (same object while unchanged). */
export function useMasterUser(): MasterUser | null {
  return useSyncExternalStore(subscribeSession, getMasterUser, getMasterUser);
}

import { describe, expect, it } from 'vitest';
import { sessionAnswer } from '@/test/fixtures';
import { STORAGE_KEYS, clearSession, getNislData, getSessionSnapshot, getToken, saveSession, updateToken } from './session';

describe('session storage', () => {
  it('stores a login answer under the keys of spec 01 §3', () => {
    saveSession(sessionAnswer({ token: 'abc', first_time: true, lastDateChangedPassword: '2025-01-02' }));
    expect(localStorage.getItem('jwt-token')).toBe('abc');
    expect(localStorage.getItem('jwt token')).toBe('abc');
    expect(JSON.parse(localStorage.getItem('nisl-data') ?? '{}')).toMatchObject({ token: 'abc', cohort: 'cohort39' });
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}')).toMatchObject({ first_name: 'Jane' });
    expect(localStorage.getItem('date-last-update-pass')).toBe('2025-01-02');
    expect(localStorage.getItem('first_login')).toBe('true');
  });

  it('updates the token everywhere it is kept', () => {
    saveSession(sessionAnswer({ token: 'old' }));
    updateToken('new');
    expect(getToken()).toBe('new');
    expect(localStorage.getItem(STORAGE_KEYS.tokenAlias)).toBe('new');
    expect(getNislData()?.token).toBe('new');
  });

  it('keeps a stable snapshot until storage changes, and clears every key', () => {
    saveSession(sessionAnswer());
    const first = getSessionSnapshot();
    expect(getSessionSnapshot()).toBe(first);
    updateToken('other');
    expect(getSessionSnapshot()).not.toBe(first);
    localStorage.setItem('lastPageVisited', '/x');
    clearSession();
    expect(localStorage.length).toBe(0);
    expect(getSessionSnapshot().token).toBeNull();
  });
});

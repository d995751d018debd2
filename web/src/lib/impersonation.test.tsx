import * as MESSAGES from '@shared/texts/general';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { browser } from '@/lib/navigation';
import { STORAGE_KEYS, getMasterUser, getNislData, getToken, getUserData, saveSession } from '@/lib/session';
import { jsonResponse, nislData, sessionAnswer, userData } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { closeLoginAs, startLoginAs } from './impersonation';

const ADMIN_ID = 2;
const TARGET_ID = 9;

function adminSession() {
  saveSession(
    sessionAnswer({
      token: 'admin-token',
      user: userData({ id: ADMIN_ID, first_name: 'Adam', last_name: 'Admin', username: 'admin' }),
      data: nislData({ userID: ADMIN_ID, username: 'admin', roles_un: ['administrator'] }),
    }),
  );
}

const targetAnswer = () =>
  sessionAnswer({
    token: 'target-token',
    user: userData({ id: TARGET_ID, first_name: 'Pat', last_name: 'Participant', username: 'participant' }),
    data: nislData({ userID: TARGET_ID, username: 'participant', roles_un: ['participant'], token: 'target-token' }),
    lastDateChangedPassword: '2024-05-06',
  });

const masterAnswer = () =>
  sessionAnswer({
    token: 'admin-token-2',
    user: userData({ id: ADMIN_ID, first_name: 'Adam', last_name: 'Admin', username: 'admin' }),
    data: nislData({ userID: ADMIN_ID, username: 'admin', roles_un: ['administrator'], token: 'admin-token-2' }),
  });

/** Signs in as the administrator and starts Login As onto the target, as the admin tab would. */
async function impersonate(from = '/admin') {
  adminSession();
  localStorage.setItem(STORAGE_KEYS.infoSharedMe, '{"shared":1}');
  const api = mockApi({ [`GET /api/user/loginas/${TARGET_ID}/false`]: targetAnswer() });
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  await startLoginAs(TARGET_ID, from);
  return { api, assign };
}

describe('Login As: start', () => {
  it('keeps the administrator as master-user, takes the target session, clears info-shared-me and reloads at the root', async () => {
    const { api, assign } = await impersonate('/dashboard/cohort/1/event/2/unit/3/cohort/4');
    expect(api.calls).toMatchObject([{ method: 'GET', path: `/api/user/loginas/${TARGET_ID}/false`, token: 'admin-token' }]);
    expect(getMasterUser()).toMatchObject({
      token: 'admin-token',
      nislData: { userID: ADMIN_ID, username: 'admin' },
      userData: { id: ADMIN_ID, first_name: 'Adam' },
    });
    expect(getToken()).toBe('target-token');
    expect(getNislData()).toMatchObject({ userID: TARGET_ID, token: 'target-token', roles_un: ['participant'] });
    expect(getUserData()).toMatchObject({ first_name: 'Pat' });
    expect(localStorage.getItem(STORAGE_KEYS.infoSharedMe)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastLoginPage)).toBe('/dashboard/cohort/1/event/2/unit/3/cohort/4');
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('changes nothing when the server refuses, and rejects with its message', async () => {
    adminSession();
    mockApi({ [`GET /api/user/loginas/${TARGET_ID}/false`]: () => jsonResponse({ message: MESSAGES.loginAsBlocked }, 403) });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const error = await startLoginAs(TARGET_ID, '/admin').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(MESSAGES.loginAsBlocked);
    expect(getMasterUser()).toBeNull();
    expect(getToken()).toBe('admin-token');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('Login As: CLOSE', () => {
  it('calls the return route with the master id and the impersonation token, restores the master and goes to lastLoginPage', async () => {
    const { assign } = await impersonate('/dashboard/calendar');
    const api = mockApi({ [`GET /api/user/loginas/${ADMIN_ID}/true`]: masterAnswer() });
    await closeLoginAs();
    expect(api.calls).toMatchObject([{ path: `/api/user/loginas/${ADMIN_ID}/true`, token: 'target-token' }]);
    expect(getToken()).toBe('admin-token-2');
    expect(getNislData()).toMatchObject({ userID: ADMIN_ID, roles_un: ['administrator'] });
    expect(getMasterUser()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.masterUser)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.lastLoginPage)).toBeNull();
    expect(assign).toHaveBeenLastCalledWith('/dashboard/calendar');
  });

  it('goes to /admin when no page was remembered', async () => {
    const { assign } = await impersonate();
    localStorage.removeItem(STORAGE_KEYS.lastLoginPage);
    mockApi({ [`GET /api/user/loginas/${ADMIN_ID}/true`]: masterAnswer() });
    await closeLoginAs();
    expect(assign).toHaveBeenLastCalledWith('/admin');
  });

  it('falls back to the stored master session when the return route refuses', async () => {
    const { assign } = await impersonate();
    mockApi({ [`GET /api/user/loginas/${ADMIN_ID}/true`]: () => jsonResponse({ message: MESSAGES.loginAsNotImpersonating }, 409) });
    await closeLoginAs();
    expect(getToken()).toBe('admin-token');
    expect(getNislData()).toMatchObject({ userID: ADMIN_ID, token: 'admin-token' });
    expect(getMasterUser()).toBeNull();
    expect(assign).toHaveBeenLastCalledWith('/admin');
  });

  it('shows the impersonated user and role names on the bar; CLOSE returns', async () => {
    const { assign } = await impersonate('/admin');
    const api = mockApi({
      'POST /api/role/get/names': { roles: [{ id: 10, slug: 'participant', name: 'Participant' }] },
      [`GET /api/user/loginas/${ADMIN_ID}/true`]: masterAnswer(),
      'GET /api/get-active-logon-popup': { popup: null },
    });
    renderApp('/support');
    const bar = await screen.findByRole('region', { name: 'Login As' });
    expect(bar).toHaveTextContent('Logged in as Pat Participant (participant)');
    expect(await within(bar).findByText('Participant')).toBeInTheDocument();
    expect(api.called('POST /api/role/get/names')[0].body).toEqual({ slugs: ['participant'] });
    await userEvent.click(within(bar).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(assign).toHaveBeenLastCalledWith('/admin'));
    expect(getToken()).toBe('admin-token-2');
  });
});

describe('Logout while impersonating', () => {
  it('returns to the master first, then logs the master out, clears storage and goes to /login', async () => {
    await impersonate();
    const api = mockApi({
      [`GET /api/user/loginas/${ADMIN_ID}/true`]: masterAnswer(),
      'POST /api/logout': { message: 'Successfully logged out' },
      'POST /api/role/get/names': { roles: [] },
    });
    const { router } = renderApp('/support');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    const order = api.calls.filter((c) => c.path.includes('loginas') || c.path === '/api/logout');
    expect(order).toMatchObject([
      { path: `/api/user/loginas/${ADMIN_ID}/true`, token: 'target-token' },
      { path: '/api/logout', method: 'POST', token: 'admin-token-2' },
    ]);
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });
});

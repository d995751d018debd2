import { addDays, nyDate } from '@shared/time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, saveSession } from '@/lib/session';
import { jsonResponse, sessionAnswer, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { daysSincePasswordChange, passwordChangeDue } from './password-rules';
import { FIRST_LOGIN_PROFILE_STEP, requiredStep } from './required-step';

const QUIET = {
  'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
  'GET /api/get-active-logon-popup': { popup: null },
};
const quietApi = () => mockApi(QUIET);

describe('password age (New York days)', () => {
  it('counts New York calendar days, not UTC ones', () => {
    // 2026-02-02T03:00Z is still 1 February in New York; 19 March 12:00Z is 19 March there.
    expect(daysSincePasswordChange('2026-02-02T03:00:00.000Z', new Date('2026-03-19T12:00:00.000Z'))).toBe(46);
    expect(daysSincePasswordChange('2026-02-01', new Date('2026-03-19T12:00:00.000Z'))).toBe(46);
    expect(daysSincePasswordChange(null)).toBeNull();
    expect(daysSincePasswordChange('not a date')).toBeNull();
  });

  it('is due for administrators and senior admins after 45 days only', () => {
    const now = new Date('2026-03-19T12:00:00.000Z');
    expect(passwordChangeDue(['administrator'], '2026-02-01', now)).toBe(true);
    expect(passwordChangeDue(['senior_admin'], '2026-02-01', now)).toBe(true);
    expect(passwordChangeDue(['administrator'], '2026-02-02', now)).toBe(false);
    expect(passwordChangeDue(['nisl_manager', 'facilitator_national'], '2020-01-01', now)).toBe(false);
    expect(passwordChangeDue(['administrator'], null, now)).toBe(false);
  });
});

describe('forced password change prompt', () => {
  it('asks an administrator whose password is 46 days old to change it, on /new-password without Cancel', async () => {
    signIn(['administrator']);
    localStorage.setItem(STORAGE_KEYS.dateLastUpdatePass, addDays(nyDate(), -46));
    quietApi();
    const { router } = renderApp('/support');
    const dialog = await screen.findByRole('dialog', { name: 'Your password has expired' });
    expect(dialog).toHaveTextContent('It was last changed 46 days ago.');
    // The only way on is the button: Escape does not close it.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Your password has expired' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('form', { name: 'Password change' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-password');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('does not ask at 45 days', async () => {
    signIn(['administrator']);
    localStorage.setItem(STORAGE_KEYS.dateLastUpdatePass, addDays(nyDate(), -45));
    const api = quietApi();
    renderApp('/support');
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    await waitFor(() => expect(api.called('GET /api/get-active-logon-popup').length).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requiredStep()).toBeNull();
    // A date that is not due is trusted: no call on a page load.
    expect(api.called('GET /api/get-date-last-update-pass')).toEqual([]);
  });

  it("takes the prompt back when the server's date says the password was changed since (another browser)", async () => {
    signIn(['administrator']);
    localStorage.setItem(STORAGE_KEYS.dateLastUpdatePass, addDays(nyDate(), -46));
    const api = mockApi({ ...QUIET, 'GET /api/get-date-last-update-pass': { date: addDays(nyDate(), -3) } });
    renderApp('/support');
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.dateLastUpdatePass)).toBe(addDays(nyDate(), -3)));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.called('GET /api/get-date-last-update-pass')).toHaveLength(1);
  });

  it("asks the server for an administrator's unknown date, and prompts when it is over 45 days", async () => {
    signIn(['administrator']);
    localStorage.removeItem(STORAGE_KEYS.dateLastUpdatePass);
    mockApi({ ...QUIET, 'GET /api/get-date-last-update-pass': { date: addDays(nyDate(), -50) } });
    renderApp('/support');
    expect(await screen.findByRole('dialog', { name: 'Your password has expired' })).toHaveTextContent('It was last changed 50 days ago.');
  });

  it('does not ask other roles, nor during Login As', () => {
    signIn(['facilitator_national']);
    localStorage.setItem(STORAGE_KEYS.dateLastUpdatePass, addDays(nyDate(), -400));
    expect(requiredStep()).toBeNull();
    signIn(['administrator']);
    localStorage.setItem(STORAGE_KEYS.dateLastUpdatePass, addDays(nyDate(), -400));
    expect(requiredStep()).toBe('expired-password');
    localStorage.setItem(STORAGE_KEYS.masterUser, JSON.stringify({ token: 't', nislData: null, userData: null, dateLastUpdatePass: null }));
    expect(requiredStep()).toBeNull();
  });

  it('offers Cancel on /new-password when nothing is required', async () => {
    signIn(['administrator']);
    renderApp('/new-password');
    expect(await screen.findByRole('form', { name: 'Password change' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});

describe('first sign-in', () => {
  it('blocks the portal with the profile step: /profile, whose first-time mode asks for the new password', async () => {
    saveSession(sessionAnswer({ first_time: true }));
    const api = mockApi({
      'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
      'GET /api/user/profile': () => new Promise<Response>(() => undefined),
    });
    const { router } = renderApp('/support');
    const dialog = await screen.findByRole('dialog', { name: 'Complete your profile' });
    expect(dialog).toHaveTextContent('choose a new password');
    // No popups while a required step is open.
    expect(api.called('GET /api/get-active-logon-popup')).toEqual([]);
    // The only way on is the button: Escape does not close it.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Complete your profile' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to my profile' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requiredStep()).toBe('first-login');

    // Anywhere else, the step is still asked for until the profile is saved.
    await router.navigate('/support');
    expect(await screen.findByRole('dialog', { name: 'Complete your profile' })).toBeInTheDocument();
  });

  it("still asks a browser left at the former flow's profile step", () => {
    saveSession(sessionAnswer({ first_time: true }));
    localStorage.setItem(STORAGE_KEYS.firstLogin, FIRST_LOGIN_PROFILE_STEP);
    expect(requiredStep()).toBe('first-login');
    localStorage.removeItem(STORAGE_KEYS.firstLogin);
    expect(requiredStep()).toBeNull();
  });

  it('shows the server refusal on /new-password and keeps the step', async () => {
    saveSession(sessionAnswer({ first_time: true }));
    mockApi({ 'PUT /api/user/change-password': () => jsonResponse({ message: 'You cannot reuse this password.' }, 422) });
    renderApp('/new-password');
    await userEvent.type(await screen.findByLabelText('New password'), 'Used#Before1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Used#Before1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You cannot reuse this password.');
    expect(localStorage.getItem(STORAGE_KEYS.firstLogin)).toBe('true');
  });
});

import * as MESSAGES from '@shared/texts/general';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/navigation';
import { getMasterUser } from '@/lib/session';
import { jsonResponse, nislData, sessionAnswer, signIn, userData } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { ACTIVE_TAB_KEY } from '../admin-tabs';

const PAT = { key: 9, name: 'Pat Participant', username: 'participant', status: 'active', roles: ['participant'] };
const SARA = { key: 1, name: 'Sara Senior', username: 'senior.admin', status: 'active', roles: ['senior_admin', 'administrator'] };

function adminApi() {
  return mockApi({
    'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
    'GET /api/get-active-logon-popup': { popup: null },
    'GET /api/user/getUsers/loginAs': { users: [SARA] },
    'GET /api/user/getUsers/loginAs/pat': { users: [PAT] },
    'GET /api/user/getUsers/loginAs/sara': { users: [SARA] },
    'GET /api/user/getUsers/loginAs/nobody': { users: [] },
    'GET /api/user/loginas/9/false': sessionAnswer({ token: 'pat-token', user: userData({ id: 9 }), data: nislData({ userID: 9 }) }),
    'GET /api/user/loginas/1/false': () => jsonResponse({ message: MESSAGES.loginAsBlocked }, 403),
  });
}

const searches = (calls: RecordedCall[]) => calls.filter((c) => c.path.startsWith('/api/user/getUsers/loginAs')).map((c) => c.path);

describe('admin area', () => {
  it('opens the remembered tab, or the first one, and remembers it', async () => {
    signIn(['administrator']);
    localStorage.setItem(ACTIVE_TAB_KEY, '99');
    adminApi();
    renderApp('/admin');
    const tabs = await screen.findByRole('tablist', { name: 'Admin tabs' });
    expect(within(tabs).getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem(ACTIVE_TAB_KEY)).toBe('1');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Login as' }));
    expect(await screen.findByRole('heading', { name: 'Login as' })).toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_TAB_KEY)).toBe('3');
  });

  it('shows each role its tabs: senior admin 1-18, administrator without the senior ones, nisl_manager 13-15', async () => {
    const labels = async () =>
      within(await screen.findByRole('tablist', { name: 'Admin tabs' }))
        .getAllByRole('tab')
        .map((tab) => tab.textContent);
    signIn(['administrator']);
    adminApi();
    const { unmount } = renderApp('/admin');
    expect(await labels()).toEqual([
      'Users',
      'Login as',
      'Import from CSV',
      'Add District',
      'Logon Popup',
      'Change Username',
      'Merge Accounts',
      'Merge Log',
      'Pending Log',
      'Cohort Builder',
      'BOM',
      'Certificates',
    ]);
    unmount();
    signIn(['senior_admin']);
    const again = renderApp('/admin');
    expect(await labels()).toHaveLength(18);
    again.unmount();
    signIn(['nisl_manager']);
    renderApp('/admin');
    expect(await labels()).toEqual(['Cohort Builder', 'BOM', 'Certificates']);
  });

  it('shows nisl_manager no Login as tab', async () => {
    signIn(['nisl_manager']);
    adminApi();
    renderApp('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Admin' });
    expect(screen.queryByRole('tab', { name: 'Login as' })).not.toBeInTheDocument();
  });

  it('searches 500 ms after typing, from 3 characters, and logs in as the chosen user', async () => {
    signIn(['administrator']);
    localStorage.setItem(ACTIVE_TAB_KEY, '3');
    const api = adminApi();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderApp('/admin');
    const user = await screen.findByRole('combobox', { name: 'User' });
    const loginAs = screen.getByRole('button', { name: 'Login As' });
    expect(loginAs).toBeDisabled();

    await userEvent.type(user, 'pa');
    expect(await screen.findByText(MESSAGES.searchMinChars)).toBeInTheDocument();
    await userEvent.type(user, 't');
    const option = await screen.findByRole('option', { name: /Pat Participant/ });
    // One search for 'pat', none for the shorter texts typed on the way.
    expect(searches(api.calls).filter((p) => p !== '/api/user/getUsers/loginAs')).toEqual(['/api/user/getUsers/loginAs/pat']);
    await userEvent.click(option);
    expect(user).toHaveValue('Pat Participant (participant)');
    await userEvent.click(loginAs);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(getMasterUser()).toMatchObject({ token: 'token-1' });
    expect(localStorage.getItem('lastLoginPage')).toBe('/');
  });

  it("shows 'User not found' and the server's refusal", async () => {
    signIn(['administrator']);
    localStorage.setItem(ACTIVE_TAB_KEY, '3');
    adminApi();
    renderApp('/admin');
    const user = await screen.findByRole('combobox', { name: 'User' });
    await userEvent.type(user, 'nobody');
    expect(await screen.findByText(MESSAGES.userNotFound)).toBeInTheDocument();
    await userEvent.clear(user);
    await userEvent.type(user, 'sara');
    await userEvent.click(await screen.findByRole('option', { name: /Sara Senior/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Login As' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loginAsBlocked);
    expect(getMasterUser()).toBeNull();
  });
});

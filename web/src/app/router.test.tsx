import { DASHBOARD_ROLES } from '@shared/auth/roles';
import { TOKEN_ERRORS } from '@shared/auth/texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/navigation';
import { getToken } from '@/lib/session';
import { jsonResponse, signIn } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('routes', () => {
  it('sends a visitor without a token to /login, keeping the original location', async () => {
    const { router } = renderApp('/dashboard/calendar?view=month');
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard/calendar', search: '?view=month' } });
  });

  it.each(DASHBOARD_ROLES)('lands %s on /dashboard/cohorts', async (role) => {
    signIn([role]);
    const { router } = renderApp('/');
    expect(await heading('Cohort Dashboard')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/cohorts');
  });

  it.each(['participant', 'bbp_participant', 'facilitator_master', 'coaching_manager'])(
    'lands %s on /course/{own course}',
    async (role) => {
      signIn([role], { cohort: 'cohort42', privileges_un: { cohort42: 'Some Course' } });
      const { router } = renderApp('/');
      expect(await heading('Course')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/course/cohort42');
    },
  );

  it('keeps /admin for nisl_manager and administrators, sends others to /', async () => {
    signIn(['nisl_manager']);
    renderApp('/admin');
    expect(await heading('Admin')).toBeInTheDocument();
  });

  it('sends a participant away from /admin', async () => {
    signIn(['participant']);
    const { router } = renderApp('/admin');
    expect(await heading('Course')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course/cohort39');
  });

  it('opens Readings by default under /foundations and checks roster ids', async () => {
    signIn(['participant']);
    const { router } = renderApp('/foundations');
    expect(await heading('Readings')).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/cohort/abc/event/1/unit/2/cohort/3'));
    expect(await heading('Page not found')).toBeInTheDocument();
    await act(() => router.navigate('/dashboard/cohort/12/event/1/unit/2/cohort/3'));
    expect(await heading('Roster')).toBeInTheDocument();
  });

  it('shows the shell: main menu, top bar and account menu', async () => {
    signIn(['administrator']);
    renderApp('/dashboard/cohorts');
    expect(await heading('Cohort Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    const dashboardNav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(dashboardNav).getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/dashboard/calendar');
    await userEvent.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(menu).getByText('jdoe@example.org')).toBeInTheDocument();
    for (const name of ['Profile', 'Reset Password', 'Attendance Policy', 'Support', 'Admin', 'Logout']) {
      expect(within(menu).getByRole('menuitem', { name })).toBeInTheDocument();
    }
  });

  it('collapses the left menu to icons', async () => {
    signIn(['participant']);
    renderApp('/support');
    expect(await heading('Support')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('Communities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toggle main menu' }));
    expect(within(nav).queryByText('Communities')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Communities' })).toHaveAttribute('href', '/communities');
  });

  it('logs out: POST /api/logout, storage cleared, back to /login', async () => {
    signIn(['participant']);
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ message: 'Successfully logged out' }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/support');
    await userEvent.click(await screen.findByRole('button', { name: /Account menu$/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // The shell's first keep-alive may come before; the logout call is the last one.
    const logout = fetchMock.mock.calls.at(-1)!;
    expect(logout[0]).toBe('/api/logout');
    expect(logout[1]?.method).toBe('POST');
    expect(getToken()).toBeNull();
  });

  it('loads the session-expired login page when the shell finds the token refused', async () => {
    signIn(['participant']);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(jsonResponse({ status: TOKEN_ERRORS.expired }, 401)));
    renderApp('/support');
    // The shell's first keep-alive meets the refused token.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/login/SessionExpired'));
    expect(getToken()).toBeNull();
  });
});

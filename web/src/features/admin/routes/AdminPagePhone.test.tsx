import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi, stubViewport } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { ACTIVE_TAB_KEY } from '../admin-tabs';

const SLOW = { timeout: 30_000 };

describe('the admin tabs on a phone (390 px, issue 34)', { timeout: 60_000 }, () => {
  it('names the open tab on a button whose drawer lists every tab by group; a tap opens one and remembers it', async () => {
    stubViewport(390);
    signIn(['senior_admin']);
    localStorage.setItem(ACTIVE_TAB_KEY, '18');
    mockApi({
      'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
      'GET /api/get-active-logon-popup': { popup: null },
      'GET /api/user/getUsers/loginAs': { users: [] },
    });
    renderApp('/admin');
    const user = userEvent.setup();
    const picker = await screen.findByRole('button', { name: 'Admin tab: System Settings' }, SLOW);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(picker).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(picker);
    const drawer = await screen.findByRole('dialog', { name: 'Admin tabs' });
    const nav = within(drawer).getByRole('navigation', { name: 'Admin tabs' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Accounts', 'Cohorts', 'Certificates', 'Content', 'System']);
    expect(within(nav).getAllByRole('button')).toHaveLength(18);
    const content = within(within(nav).getByRole('list', { name: 'Content' })).getAllByRole('button');
    expect(content.map((b) => b.textContent)).toEqual(['Logon Popup', 'Participant Notification', 'Portal Banner']);
    expect(within(nav).getByRole('button', { name: 'System Settings' })).toHaveAttribute('aria-current', 'true');

    await user.click(within(nav).getByRole('button', { name: 'Login as' }));
    expect(await screen.findByRole('heading', { name: 'Login as' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin tabs' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Admin tab: Login as' })).toBeInTheDocument();
    expect(localStorage.getItem(ACTIVE_TAB_KEY)).toBe('3');
    expect(screen.getByRole('tabpanel', { name: 'Admin tab: Login as' })).toContainElement(
      screen.getByRole('heading', { name: 'Login as' }),
    );

    // Escape leaves the tab as it was.
    await user.click(screen.getByRole('button', { name: 'Admin tab: Login as' }));
    await screen.findByRole('dialog', { name: 'Admin tabs' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Admin tabs' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Login as' })).toBeInTheDocument();
  });
});

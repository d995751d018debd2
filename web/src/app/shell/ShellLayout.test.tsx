import { MENU } from '@shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getNislData, getToken, getUserData } from '@/lib/session';
import { nislData, sessionAnswer, signIn, userData } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

/**
 * A window of `width` px whose media queries answer as a browser's do, change events included, so
 * that a rotation (resize) can be played: `resize(width)` tells every listening query.
 */
function stubWindow(initial: number) {
  let width = initial;
  const listeners = new Set<() => void>();
  const matches = (query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addListener: (listener: () => void) => listeners.add(listener),
    removeListener: (listener: () => void) => listeners.delete(listener),
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return {
    resize(next: number) {
      width = next;
      act(() => {
        for (const listener of [...listeners]) listener();
      });
    },
  };
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
// While the modal drawer is open the rest of the page is hidden from assistive technology (aria-hidden).
const toggle = () => screen.getByRole('button', { name: 'Toggle main menu', hidden: true });

describe('ShellLayout on a phone (≤ narrow breakpoint)', () => {
  it('keeps the menu out of the page; the toggle opens it as a drawer with full labels and open-in-place groups', async () => {
    stubWindow(390);
    signIn(['participant']);
    renderApp('/support');
    expect(await heading('Support')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle());
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(drawer).toHaveStyle({ width: `${MENU.siderWidth}px` });
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    const nav = within(drawer).getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('Communities')).toBeInTheDocument();
    // A group opens in place, as in the 250 px menu (not a pop-up menu).
    const group = within(nav).getByRole('button', { name: 'Foundations' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(group).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Readings' })).toHaveAttribute('href', '/foundations/readings');
  });

  it('closes the drawer when an entry is chosen, on Escape with the focus back on the toggle, and from its close button', async () => {
    stubWindow(390);
    signIn(['participant']);
    const { router } = renderApp('/support');
    expect(await heading('Support')).toBeInTheDocument();

    await userEvent.click(toggle());
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Communities' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/communities'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    toggle().focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(toggle()).toHaveFocus();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');

    // The drawer's head names it and has its own close button.
    await userEvent.click(toggle());
    const again = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(again).getByRole('heading', { name: 'Menu' })).toBeInTheDocument();
    await userEvent.click(within(again).getByRole('button', { name: 'Close main menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it("offers the manager's Data in the drawer too: it closes the drawer and opens the Data Sets dialog", async () => {
    stubWindow(390);
    signIn(['nisl_manager']);
    renderApp('/support');
    expect(await heading('Support')).toBeInTheDocument();
    await userEvent.click(toggle());
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    const data = within(within(drawer).getByRole('navigation', { name: 'Main menu' })).getByRole('button', { name: 'Data' });
    expect(data).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(data);
    expect(await screen.findByRole('dialog', { name: 'Data Sets' }, { timeout: 15_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
  });

  it('gives a participant no Data in the drawer', async () => {
    stubWindow(390);
    signIn(['participant']);
    renderApp('/support');
    expect(await heading('Support')).toBeInTheDocument();
    await userEvent.click(toggle());
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(within(drawer).queryByRole('button', { name: 'Data' })).not.toBeInTheDocument();
  });

  it('closes the drawer when the width crosses the breakpoint, and gives the wide menu back', async () => {
    const window = stubWindow(390);
    signIn(['participant']);
    renderApp('/support');
    expect(await heading('Support')).toBeInTheDocument();
    await userEvent.click(toggle());
    expect(await screen.findByRole('dialog', { name: 'Main menu' })).toBeInTheDocument();

    window.resize(MENU.narrowBreakpoint + 1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument());
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByText('Communities')).toBeInTheDocument();
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');

    // Back on the phone: the drawer stays shut until asked for.
    window.resize(MENU.narrowBreakpoint);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('ShellLayout above the narrow breakpoint', () => {
  it('keeps the 250 px menu in the page, collapsing to 80 px icons from the toggle', async () => {
    stubWindow(MENU.narrowBreakpoint + 1);
    signIn(['participant']);
    renderApp('/support');
    expect(await heading('Support')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(nav).toHaveStyle({ width: `${MENU.siderWidth}px` });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle());
    expect(nav).toHaveStyle({ width: `${MENU.siderCollapsedWidth}px` });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).not.toBeInTheDocument();
  });
});

describe('?updatedata', () => {
  it('reloads the user data through getuserdata and takes the parameter out of the address', async () => {
    signIn(['participant']);
    const answer = sessionAnswer({
      token: 'token-2',
      user: userData({ first_name: 'Janet' }),
      data: nislData({ privileges_un: { cohort39: 'Executive Development Program', cohort41: 'Another Course' } }),
    });
    const api = mockApi({ 'GET /api/getuserdata': { userdata: { error: null }, ...answer } });
    const { router } = renderApp('/support?updatedata&tab=2');
    await waitFor(() => expect(getUserData()?.first_name).toBe('Janet'));
    expect(getNislData()?.privileges_un).toHaveProperty('cohort41');
    expect(getToken()).toBe('token-2');
    expect(router.state.location.search).toBe('?tab=2');
    expect(api.called('GET /api/getuserdata')).toHaveLength(1);
  });
});

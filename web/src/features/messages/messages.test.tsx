import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/session';
import { signIn } from '@/test/fixtures';
import { mockApi, stubViewport } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const POPUP = {
  id: 2,
  type: 'logon_popup',
  headline: 'Welcome to the new portal',
  text: '<p>The portal has a <strong>new look</strong>.</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>',
  roles: [{ slug: 'facilitator_local' }],
};
const NOTIFICATION = {
  id: 3,
  type: 'participant_notification',
  headline: 'Unit evaluations',
  text: '<p>Please complete the end-of-unit evaluation after each unit. It takes five minutes and helps your facilitators a lot.</p>',
  roles: [],
};

function messagesApi(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
    'GET /api/get-active-logon-popup': (call: { search: string }) =>
      new Response(JSON.stringify({ popup: call.search.includes('participant_notification') ? NOTIFICATION : POPUP }), {
        headers: { 'Content-Type': 'application/json' },
      }),
    'POST /api/set-action-logon-popup': { saved: true, until: null },
    ...overrides,
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => sessionStorage.clear());

describe('logon popup', () => {
  it.each([
    ['never', "Don't show again"],
    ['tomorrow', 'Remind me tomorrow'],
  ])('%s: saves the choice on the server and closes', async (action, label) => {
    signIn(['facilitator_local']);
    const api = messagesApi();
    renderApp('/support');
    const dialog = await screen.findByRole('dialog', { name: POPUP.headline });
    expect(within(dialog).getByText('new look')).toBeInTheDocument();
    // Sanitised by the server's rules: no script, no image (not on the allow-list), no event handler.
    expect(dialog.querySelector('script, img, [onerror]')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: label }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: POPUP.headline })).not.toBeInTheDocument());
    expect(api.called('POST /api/set-action-logon-popup').map((c) => c.body)).toEqual([{ action, logon_popup_id: 2 }]);
    expect(sessionStorage.length).toBe(0);
    expect((window as { __hacked?: boolean }).__hacked).toBeUndefined();
  });

  it('later: hides it for this browser session only', async () => {
    signIn(['facilitator_local']);
    const api = messagesApi();
    const first = renderApp('/support');
    const dialog = await screen.findByRole('dialog', { name: POPUP.headline });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: POPUP.headline })).not.toBeInTheDocument());
    expect(api.called('POST /api/set-action-logon-popup').map((c) => c.body)).toEqual([{ action: 'later', logon_popup_id: 2 }]);
    first.unmount();

    // The server still offers it (later is not saved there), but this session does not show it.
    renderApp('/support');
    await waitFor(() => expect(api.called('GET /api/get-active-logon-popup').length).toBe(2));
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expect(screen.queryByRole('dialog', { name: POPUP.headline })).not.toBeInTheDocument();

    // A new browser session shows it again.
    first.queryClient.clear();
    sessionStorage.clear();
    renderApp('/support');
    expect(await screen.findAllByRole('dialog', { name: POPUP.headline })).not.toHaveLength(0);
  });

  it('is hidden when the save fails, for the rest of the session', async () => {
    signIn(['facilitator_local']);
    messagesApi({ 'POST /api/set-action-logon-popup': () => new Response('{}', { status: 503 }) });
    renderApp('/support');
    const dialog = await screen.findByRole('dialog', { name: POPUP.headline });
    await userEvent.click(within(dialog).getByRole('button', { name: "Don't show again" }));
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    expect(screen.queryByRole('dialog', { name: POPUP.headline })).not.toBeInTheDocument();
  });

  it('is not asked for during Login As', async () => {
    signIn(['facilitator_local']);
    localStorage.setItem(
      STORAGE_KEYS.masterUser,
      JSON.stringify({ token: 'master', nislData: null, userData: null, dateLastUpdatePass: null }),
    );
    const api = messagesApi({ 'POST /api/role/get/names': { roles: [] } });
    renderApp('/support');
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    await waitFor(() => expect(api.called('GET /api/portal_banners').length).toBe(1));
    expect(api.called('GET /api/get-active-logon-popup')).toEqual([]);
  });
});

describe('participant notification', () => {
  it('shows participants the headline and an 80-character preview, and the whole text on Read more', async () => {
    signIn(['participant']);
    const api = messagesApi({
      'GET /api/get-active-logon-popup': (call: { search: string }) => Response.json({ popup: call.search ? NOTIFICATION : null }),
    });
    renderApp('/support');
    const card = await screen.findByRole('region', { name: 'Unit evaluations' });
    const full = 'Please complete the end-of-unit evaluation after each unit. It takes five minutes and helps your facilitators a lot.';
    expect(within(card).getByTestId('notification-preview')).toHaveTextContent(`${full.slice(0, 80).trimEnd()}...`);
    expect(
      api
        .called('GET /api/get-active-logon-popup')
        .map((c) => c.search)
        .sort(),
    ).toEqual(['', '?type=participant_notification']);
    await userEvent.click(within(card).getByRole('button', { name: 'Read more' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unit evaluations' });
    expect(dialog).toHaveTextContent(full);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me tomorrow' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Unit evaluations' })).not.toBeInTheDocument());
    expect(api.called('POST /api/set-action-logon-popup').map((c) => c.body)).toEqual([{ action: 'tomorrow', logon_popup_id: 3 }]);
  });

  it('cuts the preview at 50 characters on a small layout', async () => {
    stubViewport(400);
    signIn(['bbp_participant']);
    messagesApi({
      'GET /api/get-active-logon-popup': (call: { search: string }) => Response.json({ popup: call.search ? NOTIFICATION : null }),
    });
    renderApp('/support');
    const card = await screen.findByRole('region', { name: 'Unit evaluations' });
    expect(within(card).getByTestId('notification-preview')).toHaveTextContent(
      /^Please complete the end-of-unit evaluation after e\.\.\.$/,
    );
  });

  it('is not asked for by other roles', async () => {
    signIn(['facilitator_local']);
    const api = messagesApi({ 'GET /api/get-active-logon-popup': { popup: null } });
    renderApp('/support');
    await waitFor(() => expect(api.called('GET /api/get-active-logon-popup').length).toBe(1));
    expect(api.called('GET /api/get-active-logon-popup')[0].search).toBe('');
  });
});

describe('portal banner', () => {
  it('shows the active banner, sanitised, and can be closed', async () => {
    signIn(['participant']);
    messagesApi({
      'GET /api/portal_banners': {
        show_banner: true,
        banner_for_show: {
          id: 1,
          text: '<p>Spring registration is <strong>open</strong><a href="https://example.org" onclick="x()">more</a></p><script>alert(1)</script>',
        },
      },
      'GET /api/get-active-logon-popup': { popup: null },
    });
    renderApp('/support');
    const banner = await screen.findByRole('region', { name: 'Portal banner' });
    expect(banner).toHaveTextContent('Spring registration is open');
    expect(banner.querySelector('script')).toBeNull();
    const link = within(banner).getByRole('link', { name: 'more' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.getAttribute('onclick')).toBeNull();
    await userEvent.click(within(banner).getByRole('button', { name: 'Close banner' }));
    expect(screen.queryByRole('region', { name: 'Portal banner' })).not.toBeInTheDocument();
  });

  it('shows nothing when no banner is active', async () => {
    signIn(['participant']);
    const api = messagesApi({ 'GET /api/get-active-logon-popup': { popup: null } });
    renderApp('/support');
    await waitFor(() => expect(api.called('GET /api/portal_banners').length).toBe(1));
    await screen.findByRole('heading', { level: 1, name: 'Support' });
    expect(screen.queryByRole('region', { name: 'Portal banner' })).not.toBeInTheDocument();
  });
});

import { defaultPortalConfig } from '@shared/frames';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '@/lib/navigation';
import { getNislData } from '@/lib/session';
import { jsonResponse, signIn } from '@/test/fixtures';
import { renderApp } from '@/test/render';

const NEXT_SESSION = {
  text: 'Your next session: Unit 2, Day 1, Tuesday, March 3, 2026, 09:00–15:00 ET.',
  meeting_info: {
    platform: 'Zoom',
    meeting_id: '811 222 3333',
    password_meeting: 'unit2',
    webinar_url: 'https://zoom.example.org/j/8112223333',
  },
};

/** The API and static files as the shell and the frames see them; records the calls. */
function stubServer(config: unknown = { frames: { 'action-learning': 'https://alp.example.org/app?lang=en' } }) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    calls.push({ url, init });
    if (url === '/portal-config.json') return jsonResponse(config);
    if (url.startsWith('/api/alp-jwt/')) return jsonResponse({ alp: { token: 'alp-token' }, diagnostics: { token: 'diag-token' } });
    if (url === '/api/getVeoUrl') return jsonResponse({ urlIframeVeo: 'https://veo.example.org/embed?token=veo-token' });
    if (url === '/api/info_next_event/cohort42') return jsonResponse(NEXT_SESSION);
    if (url.startsWith('/api/getModernSignalToken/'))
      return jsonResponse({ urlSabaSSO: '/frame-placeholder.html?frame=saba-sso&token=sso' });
    return jsonResponse({});
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const frame = async (title: string) => (await screen.findByTitle(title)) as HTMLIFrameElement;
const params = (src: string) => Object.fromEntries(new URL(src, 'http://portal.test').searchParams);

describe('framed pages', () => {
  it('/action-learning loads the configured address with the session and action-learning tokens', async () => {
    signIn(['participant']);
    const calls = stubServer();
    renderApp('/action-learning');
    expect(await screen.findByRole('heading', { level: 1, name: 'Action Learning' })).toBeInTheDocument();
    const src = (await frame('Action Learning')).getAttribute('src')!;
    expect(src.startsWith('https://alp.example.org/app?lang=en&')).toBe(true);
    expect(params(src)).toEqual({ lang: 'en', token: 'token-1', alp_token: 'alp-token', user_id: '501' });
    expect(calls.some((c) => c.url === '/api/alp-jwt/501/false')).toBe(true);
    // The spec keeps the action-learning token in nisl-data.
    await waitFor(() => expect(getNislData()?.alp.token).toBe('alp-token'));
  });

  it('/foundations/readings falls back to the placeholder for frames the configuration does not name', async () => {
    signIn(['participant']);
    stubServer();
    renderApp('/foundations/readings');
    expect((await frame('Readings')).getAttribute('src')).toBe('/frame-placeholder.html?frame=readings&token=token-1');
  });

  it('/course/{course} sends roles, disabilities and token, under the next session and its meeting', async () => {
    signIn(['participant'], { cohort: 'cohort42' });
    stubServer(defaultPortalConfig());
    renderApp('/course/cohort42');
    expect(params((await frame('Course')).getAttribute('src')!)).toMatchObject({
      frame: 'course',
      course: 'cohort42',
      roles: 'participant',
      token: 'token-1',
    });
    expect(await screen.findByText(NEXT_SESSION.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webinar' })).toHaveAttribute('href', NEXT_SESSION.meeting_info.webinar_url);
    expect(screen.getByText('Meeting ID: 811 222 3333')).toBeInTheDocument();
  });

  it('/video-annotations loads the address the server signs, asking with the CMS token', async () => {
    signIn(['coach']);
    const calls = stubServer();
    renderApp('/video-annotations');
    expect((await frame('Video Annotation')).getAttribute('src')).toBe('https://veo.example.org/embed?token=veo-token');
    const veo = calls.find((c) => c.url === '/api/getVeoUrl')!;
    expect(JSON.parse(String(veo.init?.body))).toEqual({ token_cms: 'token-1' });
  });

  it('/online-learning signs in through Saba and lands on current_url', async () => {
    signIn(['online_learning']);
    stubServer();
    renderApp('/online-learning?current_url=%2Fcatalog');
    expect(params((await frame('Online Learning')).getAttribute('src')!)).toEqual({
      frame: 'saba-sso',
      token: 'sso',
      current_url: '/catalog',
    });
  });

  it('shows the failure with a retry when a token cannot be had', async () => {
    signIn(['participant']);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).startsWith('/api/alp-jwt/')
          ? jsonResponse({ message: 'You can open only your own project.' }, 403)
          : jsonResponse({}),
      ),
    );
    renderApp('/diagnostics');
    expect(await screen.findByText('You can open only your own project.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTitle('Diagnostics')).not.toBeInTheDocument();
  });

  it('/redirect sends the browser to the unit launch with the tokens and the course to return to', async () => {
    signIn(['participant'], { cohort: 'cohort39' });
    stubServer({ frames: { 'unit-launch': 'https://content.example.org/launch' } });
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderApp('/redirect?unit_path=units%2F3&unit_number=3&selected_activity=a1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Redirect' })).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const target = assign.mock.calls[0]![0];
    expect(target.startsWith('https://content.example.org/launch?')).toBe(true);
    expect(params(target)).toEqual({
      unit_path: 'units/3',
      unit_number: '3',
      selected_activity: 'a1',
      token: 'token-1',
      diagnostics_token: 'diag-token',
      return_url: `${window.location.origin}/course/cohort39`,
    });
  });
});

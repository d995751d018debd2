import * as MESSAGES from '@shared/texts/general';
import { LOGIN_ERROR_TEXT } from '@shared/auth/texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, sessionAnswer } from '@/test/fixtures';
import { renderApp } from '@/test/render';

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>();
  if (response instanceof Error) fetchMock.mockRejectedValue(response);
  else fetchMock.mockImplementation(async () => response.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  if (username) await user.type(await screen.findByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('login page', () => {
  it('has the fields, the show-password toggle and the Forgot Password link', async () => {
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show typed text' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for both fields before calling the server', async () => {
    const fetchMock = mockFetch(jsonResponse(sessionAnswer()));
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText(MESSAGES.inputUsername)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.inputPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the error_log text and marks the password on a wrong password', async () => {
    const fetchMock = mockFetch(jsonResponse({ message: 'Unauthorized', error: 'x', error_log: 'Error password' }, 401));
    renderApp('/login');
    await fillAndSubmit('jdoe', 'wrong');
    expect(await screen.findByText(LOGIN_ERROR_TEXT['Error password'])).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'false');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'jdoe', password: 'wrong' });
  });

  it('marks the username on an unknown user', async () => {
    mockFetch(jsonResponse({ message: 'Unauthorized', error: 'x', error_log: 'Error user' }, 401));
    renderApp('/login');
    await fillAndSubmit('nobody', 'secret');
    expect(await screen.findByText(LOGIN_ERROR_TEXT['Error user'])).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  it.each(['User Merged', 'User Inactive', 'User Pending', 'General Error'] as const)('shows the text for %s', async (log) => {
    mockFetch(jsonResponse({ message: 'Unauthorized', error: 'x', error_log: log }, 401));
    renderApp('/login');
    await fillAndSubmit('jdoe', 'secret');
    expect(await screen.findByText(LOGIN_ERROR_TEXT[log])).toBeInTheDocument();
  });

  it('shows the throttling text on 429', async () => {
    mockFetch(jsonResponse({ message: 'Too Many Attempts', error: 'x', error_log: 'Too Many Attempts' }, 429));
    renderApp('/login');
    await fillAndSubmit('jdoe', 'secret');
    expect(await screen.findByText(LOGIN_ERROR_TEXT['Too Many Attempts'])).toBeInTheDocument();
  });

  it('shows the field messages of a 422', async () => {
    mockFetch(jsonResponse({ message: 'Invalid', errors: { password: [MESSAGES.inputPassword] } }, 422));
    renderApp('/login');
    await fillAndSubmit('jdoe', ' ');
    expect(await screen.findByText(MESSAGES.inputPassword)).toBeInTheDocument();
  });

  it('shows Login Error #7 when nothing answers', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    renderApp('/login');
    await fillAndSubmit('jdoe', 'secret');
    expect(await screen.findByText(MESSAGES.loginNoResponse)).toBeInTheDocument();
  });

  it('stores the session keys and goes to the root on success', async () => {
    mockFetch(jsonResponse(sessionAnswer({ token: 'tok-9', first_time: true, lastDateChangedPassword: '2025-03-04' })));
    const { router } = renderApp('/login');
    await fillAndSubmit('jdoe', 'secret');
    // first_time: the required-data step blocks the page (hidden behind its dialog).
    expect(await screen.findByRole('heading', { level: 1, name: 'Course', hidden: true })).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Complete your profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/course/cohort39');
    expect(localStorage.getItem('jwt-token')).toBe('tok-9');
    expect(localStorage.getItem('jwt token')).toBe('tok-9');
    expect(JSON.parse(localStorage.getItem('nisl-data') ?? '{}')).toMatchObject({ token: 'tok-9', roles_un: ['participant'] });
    expect(JSON.parse(localStorage.getItem('user-data') ?? '{}')).toMatchObject({ email: 'jdoe@example.org' });
    expect(localStorage.getItem('date-last-update-pass')).toBe('2025-03-04');
    expect(localStorage.getItem('first_login')).toBe('true');
  });

  it('returns to the location first asked for', async () => {
    mockFetch(jsonResponse(sessionAnswer()));
    const { router } = renderApp('/foundations/videos?x=1');
    await fillAndSubmit('jdoe', 'secret');
    expect(await screen.findByRole('heading', { level: 1, name: 'Videos' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/foundations/videos');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('honours a same-site ?redirect= and ignores another site', async () => {
    mockFetch(jsonResponse(sessionAnswer()));
    const first = renderApp('/login?redirect=%2Fsupport');
    await fillAndSubmit('jdoe', 'secret');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/support'));
    first.unmount();
    localStorage.clear();
    const second = renderApp('/login?redirect=%2F%2Fevil.example');
    await fillAndSubmit('jdoe', 'secret');
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/course/cohort39'));
  });

  it('shows the session-expired notice, and any other message as an error', async () => {
    const first = renderApp('/login/SessionExpired');
    const notice = await screen.findByText(MESSAGES.sessionExpired);
    expect(notice.closest('[role="alert"]')).toHaveAttribute('data-severity', 'info');
    first.unmount();
    renderApp('/login/Something%20failed');
    const error = await screen.findByText('Something failed');
    expect(error.closest('[role="alert"]')).toHaveAttribute('data-severity', 'error');
  });
});

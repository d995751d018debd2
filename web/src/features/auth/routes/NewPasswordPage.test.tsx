import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { addDays, nyDate } from '@shared/time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, saveSession } from '@/lib/session';
import { jsonResponse, sessionAnswer, signIn } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const CURRENT = 'Current#Pass1';

/** The server's answer: the current password is checked only when it is sent. */
function changeApi() {
  return mockApi({
    'GET /api/portal_banners': { show_banner: false, banner_for_show: null },
    'GET /api/get-active-logon-popup': { popup: null },
    'PUT /api/user/change-password': (call: RecordedCall) => {
      const body = call.body as { current_password?: string };
      if (body.current_password !== undefined && body.current_password !== CURRENT)
        return jsonResponse({ message: MESSAGES.currentPasswordWrong, errors: { current_password: [MESSAGES.currentPasswordWrong] } }, 422);
      return jsonResponse({ lastDateChangedPassword: '2026-03-01T00:00:00.000Z', message: MESSAGES.passwordUpdatedDialog });
    },
  });
}

async function fill(form: HTMLElement, label: string, text: string) {
  const field = within(form).getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('/new-password', { timeout: 30_000 }, () => {
  it('outside the required flows asks for the current password and sends it', async () => {
    signIn(['participant']);
    const api = changeApi();
    renderApp('/new-password');
    const form = await screen.findByRole('form', { name: 'Password change' });

    await fill(form, 'New password', 'Brand#New#2026');
    await fill(form, 'Confirm password', 'Brand#New#2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(MESSAGES.inputCurrentPassword)).toBeInTheDocument();
    expect(api.called('PUT /api/user/change-password')).toEqual([]);

    await fill(form, 'Current password', 'Not-It-123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.currentPasswordWrong);

    await fill(form, 'Current password', CURRENT);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(api.called('PUT /api/user/change-password').map((c) => c.body)).toEqual([
      { current_password: 'Not-It-123', password: 'Brand#New#2026', repeat_password: 'Brand#New#2026' },
      { current_password: CURRENT, password: 'Brand#New#2026', repeat_password: 'Brand#New#2026' },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.dateLastUpdatePass)).toBe('2026-03-01T00:00:00.000Z');
  });

  it('asks no current password in the first-time flow nor when an administrator password has expired', async () => {
    saveSession(sessionAnswer({ first_time: true }));
    const first = renderApp('/new-password');
    await screen.findByRole('form', { name: 'Password change' });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    first.unmount();

    signIn(['administrator']);
    localStorage.setItem(STORAGE_KEYS.dateLastUpdatePass, addDays(nyDate(), -46));
    renderApp('/new-password');
    await screen.findByRole('form', { name: 'Password change' });
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
  });

  it("shows an administrator the policy it holds them to (the spec message's 'requirements shown above')", async () => {
    signIn(['administrator']);
    localStorage.setItem(STORAGE_KEYS.dateLastUpdatePass, addDays(nyDate(), -46));
    const api = changeApi();
    renderApp('/new-password');
    const form = await screen.findByRole('form', { name: 'Password change' });
    const list = within(form).getByRole('list', { name: 'Password requirements' });
    await fill(form, 'New password', 'Short#1a');
    await fill(form, 'Confirm password', 'Short#1a');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met')),
    ).toEqual(['false', 'false', 'true', 'false', 'false']);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(MESSAGES.passwordPolicy)).toBeInTheDocument();
    expect(api.called('PUT /api/user/change-password')).toEqual([]);
  });

  it('holds the new password to the basic rule before calling the server', async () => {
    saveSession(sessionAnswer({ first_time: true }));
    const api = changeApi();
    renderApp('/new-password');
    const form = await screen.findByRole('form', { name: 'Password change' });
    for (const [typed, message] of [
      ['a', MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH)],
      ['abcdefgh', MESSAGES.passwordTooSimple],
      ['jdoe@example.org', MESSAGES.passwordIsName],
    ]) {
      await fill(form, 'New password', typed);
      await fill(form, 'Confirm password', typed);
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(within(form).getByText(message)).toBeInTheDocument();
    }
    expect(api.called('PUT /api/user/change-password')).toEqual([]);
  });
});

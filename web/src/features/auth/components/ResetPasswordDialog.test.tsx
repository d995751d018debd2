import { PASSWORD_MIN_LENGTH } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/session';
import { jsonResponse, signIn } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { AppProviders } from '@/test/render';
import { ResetPasswordDialog } from './ResetPasswordDialog';

const CURRENT = 'Current#Pass1';
const USED_BEFORE = 'Old#Password99';

function passwordApi() {
  return mockApi({
    'POST /api/validateCurrentPassword': (call: RecordedCall) =>
      jsonResponse((call.body as { currentPass: string }).currentPass === CURRENT),
    'POST /api/validatePasswordHistory': (call: RecordedCall) => jsonResponse((call.body as { pass: string }).pass === USED_BEFORE),
    'PUT /api/user/change-password': { lastDateChangedPassword: '2026-02-03T10:00:00.000Z', message: MESSAGES.passwordUpdatedDialog },
  });
}

function renderDialog() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <ResetPasswordDialog open onClose={() => {}} />
    </AppProviders>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Reset Password' });
  return {
    dialog,
    current: within(dialog).getByLabelText('Current password'),
    password: within(dialog).getByLabelText('New password'),
    confirm: within(dialog).getByLabelText('Confirm new password'),
    save: within(dialog).getByRole('button', { name: 'Save' }),
  };
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
}

describe('Reset Password dialog', { timeout: 30_000 }, () => {
  it('enables Save only once the current password is verified, the new one is not reused and the confirmation matches', async () => {
    signIn(['facilitator_local']);
    const api = passwordApi();
    const { dialog, current, password, confirm, save } = renderDialog();
    expect(save).toBeDisabled();
    expect(within(dialog).queryByRole('list', { name: 'Password requirements' })).not.toBeInTheDocument();

    // Fewer than 4 characters: no server check.
    await userEvent.type(current, 'Cur');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.called('POST /api/validateCurrentPassword')).toEqual([]);
    await userEvent.type(current, 'X');
    expect(await within(dialog).findByText(MESSAGES.currentPasswordWrong)).toBeInTheDocument();
    // One check for the pause after typing, not one per character.
    expect(api.called('POST /api/validateCurrentPassword').map((c) => c.body)).toEqual([{ currentPass: 'CurX' }]);
    await retype(current, CURRENT);
    await waitFor(() => expect(within(dialog).queryByText(MESSAGES.currentPasswordWrong)).not.toBeInTheDocument());

    await userEvent.type(password, USED_BEFORE);
    expect(await within(dialog).findByText(MESSAGES.passwordReused)).toBeInTheDocument();
    await userEvent.type(confirm, USED_BEFORE);
    expect(save).toBeDisabled();

    await retype(password, 'Brand#New#2026');
    await waitFor(() => expect(within(dialog).queryByText(MESSAGES.passwordReused)).not.toBeInTheDocument());
    expect(within(dialog).getByText(MESSAGES.passwordsDoNotMatch)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await retype(confirm, 'Brand#New#2026');
    await waitFor(() => expect(save).toBeEnabled());

    // Emptying the current password disables Save again.
    await userEvent.clear(current);
    expect(within(dialog).getByText(MESSAGES.inputCurrentPassword)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(current, CURRENT);
    await waitFor(() => expect(save).toBeEnabled());

    await userEvent.click(save);
    expect(await within(dialog).findByText(MESSAGES.passwordUpdatedDialog)).toBeInTheDocument();
    expect(api.called('PUT /api/user/change-password').map((c) => c.body)).toEqual([
      { current_password: CURRENT, password: 'Brand#New#2026', repeat_password: 'Brand#New#2026', saveHistoric: false },
    ]);
    expect(localStorage.getItem(STORAGE_KEYS.dateLastUpdatePass)).toBe('2026-02-03T10:00:00.000Z');
  });

  it('asks for each field', async () => {
    signIn(['participant']);
    passwordApi();
    const { dialog, current, password, confirm } = renderDialog();
    await userEvent.type(current, 'x');
    await userEvent.clear(current);
    await userEvent.type(password, 'x');
    await userEvent.clear(password);
    await userEvent.type(confirm, 'x');
    await userEvent.clear(confirm);
    expect(within(dialog).getByText(MESSAGES.inputCurrentPassword)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.inputPassword)).toBeInTheDocument();
    expect(within(dialog).getByText(MESSAGES.confirmPassword)).toBeInTheDocument();
  });

  it('holds every account to the basic rule as the person types, before asking the server about reuse', async () => {
    signIn(['participant']);
    const api = passwordApi();
    const { dialog, current, password, confirm, save } = renderDialog();
    await userEvent.type(current, CURRENT);
    for (const [typed, message] of [
      ['a', MESSAGES.passwordTooShort(PASSWORD_MIN_LENGTH)],
      ['12345678', MESSAGES.passwordTooSimple],
      ['JDoe@Example.org', MESSAGES.passwordIsName],
    ]) {
      await retype(password, typed);
      await retype(confirm, typed);
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(save).toBeDisabled();
    }
    await waitFor(() => expect(api.called('POST /api/validateCurrentPassword').length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(api.called('POST /api/validatePasswordHistory')).toEqual([]);

    await retype(password, 'Brand#New#2026');
    await retype(confirm, 'Brand#New#2026');
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(dialog).queryByText(MESSAGES.passwordIsName)).not.toBeInTheDocument();
  });

  it('shows administrators the policy as a checklist and keeps Save disabled until every rule holds', async () => {
    signIn(['senior_admin']);
    const api = passwordApi();
    const { dialog, current, password, confirm, save } = renderDialog();
    const list = within(dialog).getByRole('list', { name: 'Password requirements' });
    const met = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-met'));
    expect(met()).toEqual(['false', 'false', 'false', 'false', 'false']);

    await userEvent.type(current, CURRENT);
    await userEvent.type(password, 'Short#1a');
    await userEvent.type(confirm, 'Short#1a');
    expect(within(dialog).getByText(MESSAGES.passwordPolicy)).toBeInTheDocument();
    // length, upper (S only), lower, digits (1 only), special (#)
    expect(met()).toEqual(['false', 'false', 'true', 'false', 'false']);
    await waitFor(() => expect(api.called('POST /api/validateCurrentPassword').length).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 700));
    // No history check for a password that breaks the policy anyway.
    expect(api.called('POST /api/validatePasswordHistory')).toEqual([]);
    expect(save).toBeDisabled();

    await retype(password, 'AB12cd#$efgh');
    await retype(confirm, 'AB12cd#$efgh');
    expect(met()).toEqual(['true', 'true', 'true', 'true', 'true']);
    expect(within(dialog).queryByText(MESSAGES.passwordPolicy)).not.toBeInTheDocument();
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await within(dialog).findByText(MESSAGES.passwordUpdatedDialog);
    expect(api.called('PUT /api/user/change-password')[0].body).toMatchObject({ saveHistoric: true });
  });

  it('shows the server refusal of the change', async () => {
    signIn(['participant']);
    passwordApi();
    mockApi({
      'POST /api/validateCurrentPassword': true,
      'POST /api/validatePasswordHistory': false,
      'PUT /api/user/change-password': () =>
        jsonResponse({ message: MESSAGES.passwordReused, errors: { password: [MESSAGES.passwordReused] } }, 422),
    });
    const { dialog, current, password, confirm, save } = renderDialog();
    await userEvent.type(current, CURRENT);
    await userEvent.type(password, 'Another#1');
    await userEvent.type(confirm, 'Another#1');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.passwordReused);
  });
});

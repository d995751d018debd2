import type { UserListRow } from '@shared/users/list.types';
import { USERNAME_CHANGE_TEXT } from '@shared/accounts/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import ChangeUsernameTab from './ChangeUsernameTab';

const person = (id: number, first: string, status: UserListRow['status']): UserListRow => ({
  id,
  username: `${first.toLowerCase()}.okafor`,
  honorific: null,
  first_name: first,
  last_name: 'Okafor',
  name: `${first} Okafor`,
  email: `${first.toLowerCase()}@example.org`,
  phone: null,
  status,
  internal: false,
  state_id: null,
  roles: [10],
  role_names: ['Participant'],
  cohorts: [],
  more_cohorts: false,
  course_bookmark: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  created_by: null,
  updated_by: null,
  login_at: null,
  merged: status === 'merged',
});

const page = (data: UserListRow[]) => ({
  users: { data, total: data.length, current_page: 1, per_page: 20, last_page: 1 },
  totalUsers: 100,
});

function usernameApi(change: (call: RecordedCall) => Response) {
  return mockApi({
    'GET /api/user/search/oka': page([person(1, 'Ada', 'active'), person(2, 'Ben', 'merged'), person(3, 'Cal', 'inactive')]),
    'GET /api/user/search/okafor': page([person(1, 'Ada', 'active'), person(2, 'Ben', 'merged'), person(3, 'Cal', 'inactive')]),
    'POST /api/change_username': change,
  });
}

async function pick(name: string) {
  await userEvent.type(screen.getByRole('combobox', { name: 'User' }), 'okafor');
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 2000 }));
}

describe('Change Username tab', () => {
  it('searches after the typing settles (500 ms), leaving merged accounts out', async () => {
    const { calls } = usernameApi(() => jsonResponse({}));
    renderPanel(<ChangeUsernameTab />);
    await userEvent.type(screen.getByRole('combobox', { name: 'User' }), 'okafor');
    const options = await screen.findAllByRole('option', {}, { timeout: 2000 });
    expect(options.map((o) => o.textContent)).toEqual([
      'Ada Okafor (1)ada.okafor · ada@example.org',
      'Cal Okafor (3)cal.okafor · cal@example.org',
    ]);
    // Only the settled text was searched, not each keystroke.
    expect(calls.filter((c) => c.path.startsWith('/api/user/search/')).map((c) => c.path)).toEqual(['/api/user/search/okafor']);
  });

  it('searches every account but merged ones, whatever the Users tab’s accounts view (issue 11)', async () => {
    const { called } = usernameApi(() => jsonResponse({}));
    renderPanel(<ChangeUsernameTab />);
    await pick('Ada');
    const query = Object.fromEntries(called('GET /api/user/search/okafor')[0].query);
    expect(query).toMatchObject({ pickable: 'true' });
    expect(query.filterDiagnosticsUsers).toBeUndefined();
  });

  it('needs a user and a new username', async () => {
    const { called } = usernameApi(() => jsonResponse({}));
    renderPanel(<ChangeUsernameTab />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The message once at the top, both fields marked, the first focused (issue 34).
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([USERNAME_CHANGE_TEXT.bothNeeded]);
    const account = screen.getByRole('combobox', { name: 'User' });
    await waitFor(() => expect(account).toHaveFocus());
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'New username' })).toHaveAccessibleDescription(USERNAME_CHANGE_TEXT.bothNeeded);
    await pick('Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(USERNAME_CHANGE_TEXT.bothNeeded);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'New username' })).toHaveFocus());
    expect(account).not.toHaveAttribute('aria-invalid', 'true');
    expect(called('POST /api/change_username')).toHaveLength(0);
  });

  it("shows the server's refusal as a warning", async () => {
    usernameApi(() => jsonResponse({ error: true, message: USERNAME_CHANGE_TEXT.taken }, 422));
    renderPanel(<ChangeUsernameTab />);
    await pick('Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'New username' }), 'taken@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(USERNAME_CHANGE_TEXT.taken);
    expect(alert.className).toMatch(/MuiAlert-(standard|color)Warning/);
  });

  it('saves and says the e-mail changed to match', async () => {
    const { called } = usernameApi(() => jsonResponse({ error: false, message: USERNAME_CHANGE_TEXT.success('ada.new@example.org') }));
    renderPanel(<ChangeUsernameTab />);
    await pick('Ada');
    await userEvent.type(screen.getByRole('textbox', { name: 'New username' }), 'Ada.New@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(USERNAME_CHANGE_TEXT.success('ada.new@example.org'));
    expect(called('POST /api/change_username')[0].body).toEqual({ id_user: 1, new_username: 'Ada.New@example.org' });
    expect(within(screen.getByRole('form', { name: 'Change username' })).getByRole('combobox', { name: 'User' })).toHaveValue(
      'Ada Okafor (ada.new@example.org)',
    );
  });
});

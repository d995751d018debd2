import type { MergeComparison } from '@shared/accounts/types';
import type { UserListResponse, UserListRow } from '@shared/users/list.types';
import * as MESSAGES from '@shared/texts/general';
import { MERGE_TEXT } from '@shared/accounts/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../components/render-panel';
import MergeAccountsTab from './MergeAccountsTab';

const person = (id: number, first: string, extra: Partial<UserListRow> = {}): UserListRow => ({
  id,
  username: `${first.toLowerCase()}.${id}`,
  honorific: null,
  first_name: first,
  last_name: 'Doe',
  name: `${first} Doe`,
  email: `${first.toLowerCase()}@example.org`,
  phone: null,
  status: 'active',
  internal: false,
  state_id: 1,
  roles: [10],
  role_names: ['Participant'],
  cohorts: [],
  more_cohorts: false,
  course_bookmark: null,
  created_at: '',
  updated_at: '',
  created_by: null,
  updated_by: null,
  login_at: null,
  merged: false,
  ...extra,
});
const found = (rows: UserListRow[]): UserListResponse => ({
  users: { data: rows, total: rows.length, current_page: 1, per_page: 20, last_page: 1 },
  totalUsers: rows.length,
});

const comparison: MergeComparison = {
  secondary: { id: 2, username: 'jon.2', name: 'Jon Doe', email: 'jon@example.org', status: 'active', cohorts: 1 },
  primary: { id: 3, username: 'jane.3', name: 'Jane Doe', email: 'jane@example.org', status: 'active', cohorts: 2 },
  rows: [
    { field: 'username', label: 'Username', secondary: 'jon.2', primary: 'jane.3', same: false },
    { field: 'last_name', label: 'Last name', secondary: 'Doe', primary: 'Doe', same: true },
  ],
};

function api(extra: Record<string, unknown> = {}) {
  return mockApi({
    // Merged accounts are left out of the pickers.
    'GET /api/user/search/*': (call: RecordedCall) =>
      jsonResponse(
        found(
          call.path.endsWith('/jon')
            ? [person(2, 'Jon'), person(9, 'Jon', { status: 'merged', merged: true })]
            : call.path.endsWith('/jane')
              ? [person(3, 'Jane')]
              : [],
        ),
      ),
    'POST /api/getUsersInfoMerge': comparison,
    ...extra,
  });
}

async function pick(user: ReturnType<typeof userEvent.setup>, label: string, text: string, option: RegExp) {
  await user.type(screen.getByRole('combobox', { name: label }), text);
  await user.click(await screen.findByRole('option', { name: option }, { timeout: 3000 }));
}

describe('Merge Accounts tab', { timeout: 30_000 }, () => {
  it('verifies, shows the accounts side by side, and merges with the chosen fields after a confirmation', async () => {
    const { called } = api({ 'POST /api/merge_users': { message: MERGE_TEXT.merged, idRegister: 4 } });
    const user = userEvent.setup();
    renderPanel(<MergeAccountsTab />);
    await pick(user, 'Secondary account', 'jon', /Jon Doe \(2\)/);
    expect(screen.queryByRole('option', { name: /\(9\)/ })).not.toBeInTheDocument();
    await pick(user, 'Primary account', 'jane', /Jane Doe \(3\)/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const table = await screen.findByRole('table', { name: 'Accounts compared' });
    expect(called('POST /api/getUsersInfoMerge')[0].body).toEqual({ secondaryId: 2, primaryId: 3 });
    expect(within(table).getByRole('radio', { name: "Username: keep the primary's value" })).toBeChecked();
    expect(within(table).getByRole('radio', { name: "Last name: keep the secondary's value" })).toBeDisabled();
    await user.click(within(table).getByRole('radio', { name: "Username: keep the secondary's value" }));
    await user.click(screen.getByRole('button', { name: 'Merge' }));
    expect(screen.getByText(MERGE_TEXT.mergeConfirm)).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(MERGE_TEXT.merged)).toBeInTheDocument();
    expect(called('POST /api/merge_users')[0].body).toEqual({
      secondaryId: 2,
      primaryId: 3,
      otherParams: { choices: { username: 'secondary' } },
    });
    expect(screen.queryByRole('table', { name: 'Accounts compared' })).not.toBeInTheDocument();
  });

  it('refuses the same account on both sides, asks for both, and shows a failed merge', async () => {
    const { called } = api({ 'POST /api/merge_users': () => jsonResponse({ message: MERGE_TEXT.notMerged }, 500) });
    const user = userEvent.setup();
    renderPanel(<MergeAccountsTab />);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Listed once at the top, both pickers marked, the first focused (issue 34).
    expect(
      within(await screen.findByRole('alert'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([MERGE_TEXT.bothRequired]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Secondary account' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Primary account' })).toHaveAttribute('aria-invalid', 'true');
    await pick(user, 'Secondary account', 'jon', /Jon Doe \(2\)/);
    await pick(user, 'Primary account', 'jon', /Jon Doe \(2\)/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MERGE_TEXT.sameAccount);
    expect(screen.getByRole('combobox', { name: 'Primary account' })).toHaveAccessibleDescription(MERGE_TEXT.sameAccount);
    expect(called('POST /api/getUsersInfoMerge')).toHaveLength(0);
    await user.clear(screen.getByRole('combobox', { name: 'Primary account' }));
    await user.type(screen.getByRole('combobox', { name: 'Primary account' }), 'nobody');
    expect(await screen.findByText(MESSAGES.userNotFound, {}, { timeout: 3000 })).toBeInTheDocument();
    await pick(user, 'Primary account', '{Control>}a{/Control}jane', /Jane Doe \(3\)/);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await user.click(await screen.findByRole('button', { name: 'Merge' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Merge' }));
    expect(await screen.findByText(MERGE_TEXT.notMerged)).toBeInTheDocument();
    // Cancel leaves the comparison (once the dialog has gone, the page is reachable again).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('table', { name: 'Accounts compared' })).not.toBeInTheDocument();
  });
});

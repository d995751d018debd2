/**
 * Admin tabs 5, 10, 11 and 12 (spec 02 §2, §4, §5, §8): a senior admin merges two accounts it
 * created through the API, sees the merge in the Merge Log and reverses it (the merged account
 * signs in again); the Pending Log lists a possible duplicate created through POST /api/user; Add
 * District finds the blank-district accounts of a state, saves a district on them and the change
 * report downloads as an xlsx naming them. A participant is refused the merge routes. A merge is
 * reversed after the primary's job title was edited (issue 11), and the pickers find the accounts
 * with the Users tab's accounts view 2 saved.
 */
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DISTRICT_TEXT } from '../../shared/districts/texts.ts';
import { MERGE_TEXT } from '../../shared/accounts/texts.ts';
import type { UserListResponse } from '../../shared/users/list.types.ts';
import { STATES } from '../../scripts/seed/reference-data.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { signIn } from './session.ts';
import { openAdminTab } from './admin-tabs.ts';

const PASSWORD = 'E2e-Merge-Pass#2026';
const MERGE_STATE = STATES[2];
const DISTRICT_STATE = STATES[1];

async function tokenOf(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** An account through the user form's route; a possible duplicate comes back pending. */
async function createAccount(
  request: APIRequestContext,
  token: string,
  username: string,
  first: string,
  last: string,
  stateId: number,
): Promise<void> {
  const answer = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      username,
      email: `${username}@example.org`,
      password: PASSWORD,
      first_name: first,
      last_name: last,
      state_id: stateId,
      district_id: null,
      roles: [10],
      staff_contractor: 'staff',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function pick(page: Page, label: string, text: string) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

/**
 * Searches the Users tab for one username and opens its Edit once the list has answered that search
 * (typing settles after 500 ms; until then the rows on screen are the list before it).
 */
async function editFromSearch(page: Page, username: string) {
  const searched = page.waitForResponse((r) => r.url().includes(`/api/user/search/${encodeURIComponent(username)}?`) && r.ok());
  await page.getByLabel('Search by name, username or email').fill(username);
  await searched;
  const edit = page.getByRole('button', { name: `Edit ${username}`, exact: true });
  await expect(edit).toHaveCount(1);
  await edit.click();
}
test('merge two accounts, see the merge in the log and reverse it; the pending log; add a district and export its report', async ({
  page,
  request,
}) => {
  const senior = await tokenOf(request, 'senior.admin');
  await createAccount(request, senior, 'e2e.older', 'Mergeolder', 'Person', MERGE_STATE.id);
  await createAccount(request, senior, 'e2e.newer', 'Mergenewer', 'Person', MERGE_STATE.id);
  // Same first name, last name and state as e2e.older: a possible duplicate.
  await createAccount(request, senior, 'e2e.twin', 'Mergeolder', 'Person', MERGE_STATE.id);
  await createAccount(request, senior, 'e2e.blank.one', 'Blankone', 'District', DISTRICT_STATE.id);
  await createAccount(request, senior, 'e2e.blank.two', 'Blanktwo', 'District', DISTRICT_STATE.id);
  const participant = await tokenOf(request, 'participant');
  expect(
    (
      await request.post('/api/merge_users', {
        headers: { Authorization: `Bearer ${participant}` },
        data: { secondaryId: 1, primaryId: 2 },
      })
    ).status(),
  ).toBe(403);

  await signIn(page, 'senior.admin');

  // Merge Accounts: e2e.older into e2e.newer, keeping the secondary's first name.
  await openAdminTab(page, 'Merge Accounts');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MERGE_TEXT.bothRequired })).toBeVisible();
  await pick(page, 'Secondary account', 'e2e.older');
  await pick(page, 'Primary account', 'e2e.older');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MERGE_TEXT.sameAccount })).toBeVisible();
  await pick(page, 'Primary account', 'e2e.newer');
  await page.getByRole('button', { name: 'Verify' }).click();
  const compared = page.getByRole('table', { name: 'Accounts compared' });
  await expect(compared.getByRole('row').filter({ hasText: 'Username' })).toContainText('e2e.older');
  await compared.getByRole('radio', { name: "First name: keep the secondary's value" }).check();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MERGE_TEXT.merged })).toBeVisible();
  // The merged account can no longer sign in.
  const refused = await request.post('/api/login', { data: { username: 'e2e.older', password: PASSWORD } });
  expect(refused.ok()).toBe(false);

  // Merge Log: the entry, the primary's username as a link (a participant), Reverse.
  await openAdminTab(page, 'Merge Log');
  await page.getByRole('searchbox', { name: 'Search merges' }).fill('e2e.older');
  const row = page.getByRole('row').filter({ hasText: 'e2e.older' });
  await expect(row).toContainText('Mergeolder Person');
  await expect(row.getByRole('button', { name: 'e2e.newer' })).toBeVisible();
  await row.getByRole('button', { name: 'Reverse merge of e2e.older' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MERGE_TEXT.reversed })).toBeVisible();
  await expect(row).toContainText('Reversed');
  expect((await request.post('/api/login', { data: { username: 'e2e.older', password: PASSWORD } })).status()).toBe(200);

  // Pending Log: the duplicate, pending.
  await openAdminTab(page, 'Pending Log');
  const pending = page.getByRole('row').filter({ hasText: 'e2e.twin' });
  await expect(pending).toContainText('Pending');
  await expect(pending).toContainText('Mergeolder Person (e2e.older)');

  // Add District: the blank-district accounts of the state — the two made here, and any that
  // other tests of this run left in that state.
  const blanks = await request.get(`/api/verifyDistrictsToChange?type=state&value=${DISTRICT_STATE.id}`, {
    headers: { Authorization: `Bearer ${senior}` },
  });
  const { counter } = (await blanks.json()) as { counter: number };
  expect(counter).toBeGreaterThanOrEqual(2);
  await openAdminTab(page, 'Add District');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: DISTRICT_STATE.name }).click();
  await page.getByRole('button', { name: 'Find accounts' }).click();
  await expect(page.getByText(`${counter} accounts with a blank District.`)).toBeVisible();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DISTRICT_TEXT.selectDistrict })).toBeVisible();
  await page.getByRole('combobox', { name: 'District' }).click();
  const district = (await page.getByRole('option').first().textContent())!.trim();
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('dialog')).toContainText(DISTRICT_TEXT.confirm(counter, district));
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: DISTRICT_TEXT.updatedCount(counter, 0) })).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export change report' }).click()]);
  expect(file.suggestedFilename()).toMatch(/^District Changes Report \d{4}-\d{2}-\d{2} \d{2}_\d{2} (am|pm)\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0];
  const usernames: string[] = [];
  sheet.eachRow((r, n) => {
    if (n > 1) {
      usernames.push(String(r.getCell(5).value));
      expect(r.getCell(12).value).toBe(district);
    }
  });
  expect(usernames).toHaveLength(counter);
  expect(usernames).toEqual(expect.arrayContaining(['e2e.blank.one', 'e2e.blank.two']));
});

test("a merge is reversed after the primary's job title was edited, keeping the edit; the pickers find accounts whatever the saved accounts view", async ({
  page,
  request,
}) => {
  const senior = await tokenOf(request, 'senior.admin');
  const auth = { Authorization: `Bearer ${senior}` };
  const stamp = Date.now().toString(36);
  const older = `e2e.jt.older.${stamp}`;
  const newer = `e2e.jt.newer.${stamp}`;
  await createAccount(request, senior, older, 'Jobolder', `Titled${stamp}`, MERGE_STATE.id);
  await createAccount(request, senior, newer, 'Jobnewer', `Titled${stamp}`, MERGE_STATE.id);
  const saveView = async (view: number) =>
    expect((await request.get(`/api/user?per_page=1&filterDiagnosticsUsers=${view}`, { headers: auth })).ok()).toBe(true);

  await signIn(page, 'senior.admin');
  // With the Users tab's view 2 (Feedback Diagnostics accounts only) saved, the pickers still find everyone.
  await saveView(2);
  try {
    await openAdminTab(page, 'Merge Accounts');
    await pick(page, 'Secondary account', older);
    await pick(page, 'Primary account', newer);
  } finally {
    await saveView(3);
  }
  await page.getByRole('button', { name: 'Verify' }).click();
  const compared = page.getByRole('table', { name: 'Accounts compared' });
  await compared.getByRole('radio', { name: "Username: keep the secondary's value" }).check();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MERGE_TEXT.merged })).toBeVisible();

  // After the merge the primary holds the secondary's username; an administrator edits its job title.
  // The users list reads a directory that sees another Lambda's writes within seconds: wait until it answers so.
  await expect
    .poll(async () => {
      const answer = (await (await request.get(`/api/user/search/${older}?per_page=5`, { headers: auth })).json()) as UserListResponse;
      return answer.users.data.find((row) => row.username === older)?.first_name;
    })
    .toBe('Jobnewer');
  await openAdminTab(page, 'Users');
  await page.getByRole('button', { name: 'Search' }).click();
  await editFromSearch(page, older);
  const profile = page.getByRole('dialog', { name: /^User Profile - ID \d+$/ });
  await expect(profile.getByLabel('First name')).toHaveValue('Jobnewer');
  await profile.getByLabel('Job title').fill('Principal after the merge');
  await profile.getByRole('button', { name: 'Update' }).click();
  await expect(profile).toBeHidden();

  // The reversal is no longer blocked by that edit: the usernames go back, the edit stays.
  await openAdminTab(page, 'Merge Log');
  await page.getByRole('searchbox', { name: 'Search merges' }).fill(older);
  const row = page.getByRole('row').filter({ hasText: older });
  await row.getByRole('button', { name: `Reverse merge of ${older}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reverse' }).click();
  await expect(page.getByRole('alert').filter({ hasText: MERGE_TEXT.reversed })).toBeVisible();
  await expect(row).toContainText('Reversed');
  for (const username of [older, newer])
    expect((await request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);

  await openAdminTab(page, 'Users');
  await page.getByRole('button', { name: 'Search' }).click();
  await editFromSearch(page, newer);
  await expect(profile.getByLabel('Username')).toHaveValue(newer);
  await expect(profile.getByLabel('Job title')).toHaveValue('Principal after the merge');
  await profile.getByRole('button', { name: 'Cancel' }).click();
  await expect(profile).toBeHidden();
});

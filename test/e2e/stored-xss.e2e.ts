/**
 * Stored XSS (issue 30): the payloads of fixtures/xss-corpus.ts written where people write text
 * (an administrator through the API: account names and notes, cohort titles and cities, support
 * tab and topic names, the Helpdesk hours, logon popups and a banner; through the form, a CSV
 * import's rows; a person their own profile's names and job title), then each screen that shows
 * them, in Chromium with a trap for what a payload would do (`__xss` set, alert/confirm/prompt
 * called, a dialog, an event handler, a `javascript:` address or a srcdoc frame in the page):
 * nothing runs, and a plain-text field shows exactly the text written. Address fields refuse a
 * `javascript:` address outright.
 *
 * In the last rounds (playwright.config.ts): the dashboards and the Cohort Builder list count its
 * cohorts, the users list its accounts. Its popups and banner are for Superintendents, a role no
 * demo account holds, and are deleted at the end, with its support tabs; the Helpdesk hours get
 * their value back at once.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROLE_BY_SLUG, type RoleSlug } from '../../shared/auth/roles.ts';
import type { CohortFormValues } from '../../shared/cohort-builder/form.types.ts';
import type { AdminMessageSavedResponse } from '../../shared/messages/types.ts';
import type { OwnProfile } from '../../shared/profile/types.ts';
import { SETTING_KEYS } from '../../shared/settings/texts.ts';
import type { SettingsListAnswer } from '../../shared/settings/types.ts';
import type { SupportSavedAnswer } from '../../shared/support/types.ts';
import { addDays, nyDate, weekday } from '../../shared/time.ts';
import type { UserListResponse } from '../../shared/users/list.types.ts';
import { corpusTexts, XSS_PAYLOADS, XSS_URL } from './fixtures/xss-corpus.ts';
import { selectAdminTab } from './admin-tabs.ts';
import { chooseCourseImport } from './import-form.ts';
import { openInPortal } from './screens.ts';
import { signIn } from './session.ts';

declare global {
  interface Window {
    /** What a payload did, recorded by the trap. */
    __xssRan: string[];
  }
}

const run = Date.now().toString(36);
const OHIO = 3;
const PF = 12;
const IN_PERSON = 1;
const NAME_MAX = 191;
const PASSWORD = 'Welcome-to-the-portal-1';

/**
 * Set before the portal's own scripts: `__xss` and the three dialogs report instead of acting,
 * in every frame (a payload's iframe included), to the page and to its console.
 */
async function trap(page: Page): Promise<(screen: string) => Promise<void>> {
  const caught: string[] = [];
  page.on('dialog', (dialog) => {
    caught.push(`${dialog.type()} dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (message.text().startsWith('stored XSS ran:')) caught.push(message.text());
  });
  await page.addInitScript(() => {
    const ran: string[] = [];
    const report = (what: string) => {
      ran.push(what);
      console.error(`stored XSS ran: ${what}`);
    };
    Object.defineProperty(window, '__xssRan', { value: ran });
    Object.defineProperty(window, '__xss', { set: () => report('__xss') });
    window.alert = () => report('alert');
    window.confirm = () => {
      report('confirm');
      return false;
    };
    window.prompt = () => {
      report('prompt');
      return null;
    };
  });
  // Markup that would run if it could: an event handler, a `javascript:` address, a srcdoc frame, a script in the page's body.
  return async (screen) => {
    const found = await page.evaluate(() => ({
      ran: [...window.__xssRan],
      markup: [...document.querySelectorAll('body *')]
        .filter(
          (element) =>
            ['SCRIPT', 'EMBED', 'OBJECT'].includes(element.tagName) ||
            element.hasAttribute('srcdoc') ||
            [...element.attributes].some((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)),
        )
        .map((element) => element.outerHTML.slice(0, 120)),
    }));
    expect({ ...found, caught }, screen).toEqual({ ran: [], markup: [], caught: [] });
  };
}

/** Each text shown as written, as text (an element holds it whole), then nothing has run. */
async function shownAsText(scope: Page | ReturnType<Page['locator']>, texts: string[], check: () => Promise<void>) {
  for (const text of texts) await expect(scope.getByText(text).filter({ visible: true }).first()).toBeVisible();
  await check();
}

/**
 * The Users tab searching for `text` (the beginning of a word of a name, username or e-mail), once
 * its answer is in: until then the list shows the newest accounts, these among them.
 */
async function searchUsers(page: Page, text: string) {
  await selectAdminTab(page, 'Users');
  await page.getByRole('button', { name: 'Search' }).click();
  const searched = page.waitForResponse((r) => r.url().includes(`/api/user/search/${encodeURIComponent(text)}?`) && r.ok());
  await page.getByLabel('Search by name, username or email').fill(text);
  await searched;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Api = <T>(method: Method, path: string, data?: unknown, status?: number) => Promise<T>;

/** Calls with `token`: each answer's body, after checking its status. */
const apiWith =
  (request: APIRequestContext, token: string | null): Api =>
  async <T>(method: Method, path: string, data?: unknown, status = 200) => {
    const response = await request.fetch(path, { method, headers: { Authorization: `Bearer ${token}` }, data });
    expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  };

/** The senior administrator signed in on `page` (trapped first), and calls as them. */
async function seniorAdmin(page: Page): Promise<{ api: Api; check: (screen: string) => Promise<void> }> {
  const check = await trap(page);
  await signIn(page, 'senior.admin');
  return { api: apiWith(page.request, await page.evaluate(() => localStorage.getItem('jwt-token'))), check };
}

/** An Ohio account of this run, its names as given; its id. */
async function createAccount(api: Api, username: string, role: RoleSlug, [first, last]: string[], fields: object = {}): Promise<number> {
  const saved = await api<{ user: { id: number } }>('POST', '/api/user', {
    username,
    email: `${username}@example.org`,
    password: PASSWORD,
    first_name: first,
    last_name: last,
    state_id: OHIO,
    roles: [ROLE_BY_SLUG[role].id],
    staff_contractor: 'staff',
    ...fields,
  });
  return saved.user.id;
}

const texts = (label: string, max = NAME_MAX) => corpusTexts(`${label}.${run}.`, max);

test('names, notes, imported rows, cohort titles and cities, support tabs and topics and a setting stay text on every screen that shows them', async ({
  page,
}) => {
  const { api, check } = await seniorAdmin(page);

  // Two participants and two facilitators, whose first and last names hold the corpus between them.
  const names = texts('name');
  const staffNames = texts('staff');
  const notes = texts('notes', 5000);
  const account = (role: RoleSlug, i: number, list: string[], fields?: object) =>
    createAccount(api, `e2e.xss.${run}.${role}.${i}`, role, list.slice(2 * i, 2 * i + 2), fields);
  const participantIds = [await account('participant', 0, names, { notes: notes[0] }), await account('participant', 1, names)];
  const staff = [await account('facilitator_national', 0, staffNames), await account('facilitator_national', 1, staffNames)].map(
    (user_id) => ({ user_id, staff_type: 'facilitator' as const, units: ['all'] }),
  );

  const titles = texts('title');
  const cities = texts('city');
  // Each with a unit on a day of the calendar (which has no Sundays) in the current program year (the
  // utilization's: July to June), today or the day next to it; the first with the people.
  const today = nyDate();
  const day = weekday(today) === 0 ? addDays(today, today.endsWith('-06-30') ? -1 : 1) : today;
  const cohort = (i: number): Partial<CohortFormValues> => ({
    name: titles[i],
    city: cities[i],
    course_id: PF,
    delivery_model_id: IN_PERSON,
    state_id: OHIO,
    orientation: { date: null, start_time: null, end_time: null, url_unit_evaluation: null, meeting_type: null },
    units: [
      {
        unit: '1',
        event_type: '2_day',
        days: [{ date: day, start_time: '09:00', end_time: '12:00', event_id: null }],
        url_unit_evaluation: null,
        meeting_type: null,
        sub_units: [],
      },
    ],
    participants: i === 0 ? participantIds : [],
    staff: i === 0 ? staff : [],
  });
  // An address field takes http(s) only: a `javascript:` folder or webinar link is refused, not stored.
  await api('POST', '/api/cohort', { ...cohort(0), link_folder: XSS_URL }, 422);
  await api('POST', '/api/cohort', { ...cohort(0), meeting: { webinar_url: XSS_URL } }, 422);
  for (const i of titles.keys()) await api('POST', '/api/cohort', cohort(i));

  // The dashboard: the search box's suggestions, then the cohorts found (the directory takes a save in within seconds).
  await page.goto('/dashboard/cohorts');
  const search = page.getByTestId('cohort-search');
  await expect(async () => {
    await search.fill('');
    await search.fill(run);
    await expect(page.getByRole('option').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await shownAsText(page.getByRole('listbox'), titles, () => check('dashboard search suggestions'));
  await search.press('Enter');
  await shownAsText(page, titles, () => check('dashboard'));

  // The first cohort's roster of its unit: its title and its people (the header's list of facilitators is cut short).
  await page.getByRole('link', { name: `Roster of ${titles[0]}, Unit 1`, exact: true }).click();
  await shownAsText(page, [titles[0], ...names, staffNames[0]], () => check('roster'));

  // The calendar: the cohorts by their cities (loaded: openInPortal takes a path, not a query).
  await page.goto(`/dashboard/calendar?date=${day}`);
  await expect(page.getByTestId('calendar-event').first()).toBeVisible();
  // A busy day shows its first events and "+N more" (issue 32): its dialog lists every event of the day.
  const more = page.locator(`[data-more-day="${day}"]`);
  if (await more.count()) {
    await more.click();
    await shownAsText(page.getByRole('dialog'), cities, () => check('calendar day'));
    await page.getByRole('button', { name: 'Close' }).click();
  } else await shownAsText(page.getByTestId('calendar-event'), cities, () => check('calendar'));

  // The Facilitator Utilization report names the facilitators.
  await openInPortal(page, '/reports/facilitator-utilization');
  const staffTable = page.getByRole('region', { name: 'Staff: scroll sideways for every month' });
  await shownAsText(staffTable, staffNames, () => check('facilitator utilization'));

  // Import from CSV: two rows whose names hold the corpus, in the result table.
  await openInPortal(page, '/admin');
  const imported = texts('import');
  const cell = (text: string) => `"${text.replaceAll('"', '""')}"`;
  const rows = [0, 1].map((i) => {
    const username = `e2e.xss.${run}.import.${i}`;
    return [username, `${username}@example.org`, imported[2 * i], imported[2 * i + 1], 'OH'].map(cell).join(',');
  });
  await chooseCourseImport(page, { name: 'xss.csv', text: ['User Name,E-mail,First Name,Last Name,State', ...rows].join('\n') });
  await page.getByRole('button', { name: 'Start importing' }).click();
  await shownAsText(page.getByRole('table', { name: 'Import result' }), imported, () => check('import result'));

  // Users: the list (names, the first cohort's title) and an account's modal (its fields' values).
  // The list reads a directory that sees another Lambda's writes within seconds: wait until it answers with the imported rows.
  await expect
    .poll(async () => {
      const found = await api<UserListResponse>('GET', `/api/user/search/${encodeURIComponent(`e2e.xss.${run}.import.`)}?per_page=5`);
      return found.users.data.length;
    })
    .toBe(2);
  await searchUsers(page, `e2e.xss.${run}.`);
  await shownAsText(page, [...names, ...staffNames, ...imported, titles[0]], () => check('users list'));
  await page.getByRole('button', { name: `Edit e2e.xss.${run}.participant.0`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: /^User Profile - ID \d+$/ });
  await expect(modal.getByLabel('First name')).toHaveValue(names[0]);
  await expect(modal.getByLabel('Last name')).toHaveValue(names[1]);
  await expect(modal.getByLabel('Notes')).toHaveValue(notes[0]);
  await check('user modal');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // Cohort Builder: the list (titles, cities) and the first cohort's form with its participants.
  await selectAdminTab(page, 'Cohort Builder');
  const cohortsFound = page.waitForResponse((r) => r.url().includes(`/api/cohort/search/${run}`) && r.ok());
  await page.getByLabel('Search cohorts').fill(run);
  await cohortsFound;
  await shownAsText(page, [...titles, ...cities], () => check('cohort builder list'));
  await page.getByRole('button', { name: `Edit ${titles[0]}`, exact: true }).click();
  await page.getByRole('button', { name: 'Assignments', exact: true }).click();
  await shownAsText(page, [titles[0], ...names, ...staffNames], () => check('cohort form'));

  // System Settings: the Helpdesk hours, a plain value (shown in the recovery e-mail too), put back at once.
  const settings = await api<SettingsListAnswer>('GET', '/api/get_settings_list?per_page=100');
  const hours = settings.data.find((row) => row.key === SETTING_KEYS.helpdeskHours)!.value;
  const [setting] = texts('hours', 2000);
  await api('POST', '/api/update_setting', { key: SETTING_KEYS.helpdeskHours, value: setting });
  try {
    await selectAdminTab(page, 'System Settings');
    await shownAsText(page.getByRole('table', { name: 'System settings' }), [setting], () => check('system settings'));
  } finally {
    await api('POST', '/api/update_setting', { key: SETTING_KEYS.helpdeskHours, value: hours });
  }

  // Support: tabs for administrators only (nobody else's page changes), topics in the first.
  const tabNames = texts('tab');
  const topicNames = texts('topic');
  const tabIds: number[] = [];
  try {
    for (const name of tabNames) tabIds.push((await api<SupportSavedAnswer>('POST', '/api/support/session', { name, has_access: 3 })).id);
    for (const name of topicNames) await api('POST', '/api/support/session/item', { support_session_id: tabIds[0], name });
    await openInPortal(page, '/support');
    await page.getByRole('tab', { name: tabNames[0], exact: true }).click();
    await shownAsText(page.getByRole('tablist', { name: 'Support tabs' }), tabNames, () => check('support tabs'));
    await shownAsText(page.getByRole('list', { name: `Topics of ${tabNames[0]}` }), topicNames, () => check('support topics'));
  } finally {
    for (const id of tabIds) await api('POST', `/api/support/session/${id}`, { is_active: false });
  }
});

test('a logon popup and a banner with the corpus, and the names a person gives their own profile, shown at sign-in and in the admin tabs', async ({
  page,
  browser,
}) => {
  const { api, check } = await seniorAdmin(page);

  // Rich text: every payload as markup, and a link to a `javascript:` address; what shows is the sanitiser's.
  const marker = `Rich text ${run}`;
  const richText = `<p>${marker}</p>${XSS_PAYLOADS.join('<br>')}<p><a href="${XSS_URL}">a link</a></p>`;
  const headlines = texts('popup', 200);
  const messages: Array<[type: string, id: number]> = [];
  const add = async (type: string, headline: string | null) => {
    const body = { headline, text: richText, roles: ['superintendent'] };
    const { item } = await api<AdminMessageSavedResponse>('POST', `/api/logon-popup?type=${type}`, body);
    messages.push([type, item.id]);
    await api('PUT', `/api/logon-popup/${item.id}?type=${type}`, { ...body, active: true });
  };
  try {
    for (const headline of headlines) await add('logon_popup', headline);
    await add('portal_banner', null);

    // A Superintendent (no demo account is one) completes their first sign-in, writing the corpus's first
    // three texts into their names and job title.
    const username = `e2e.xss.${run}.viewer`;
    const viewerId = await createAccount(api, username, 'superintendent', ['Viewer', run]);
    const login = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
    const asViewer = apiWith(page.request, ((await login.json()) as { token: string }).token);
    const profile = await asViewer<OwnProfile>('GET', '/api/user/profile');
    const [jobFunction] = await asViewer<Array<{ id: number }>>('GET', '/api/job_functions');
    const [ownFirst, ownLast, jobTitle] = texts('own');
    const newPassword = `${PASSWORD}-${run}`;
    await asViewer('PUT', `/api/user/${viewerId}`, {
      first_name: ownFirst,
      last_name: ownLast,
      job_title: jobTitle,
      job_function: [jobFunction.id],
      phone: '2025550199',
      email: `${username}@example.org`,
      email_assign: 'work',
      state_id: OHIO,
      password: newPassword,
      repeat_password: newPassword,
      version: profile.version,
    });

    // Their sign-in through the form: the newest popup for their role, the banner, then their profile.
    const context = await browser.newContext();
    const viewer = await context.newPage();
    const viewerCheck = await trap(viewer);
    try {
      await viewer.goto('/login');
      await viewer.getByLabel('Username').fill(username);
      await viewer.getByLabel('Password', { exact: true }).fill(newPassword);
      await viewer.getByRole('button', { name: 'Log in' }).click();
      const popup = viewer.getByRole('dialog', { name: headlines.at(-1) });
      await shownAsText(popup, [headlines.at(-1)!, marker], () => viewerCheck('logon popup'));
      await popup.getByRole('button', { name: 'Later', exact: true }).click();
      await shownAsText(viewer.getByRole('region', { name: 'Portal banner' }), [marker], () => viewerCheck('banner'));
      await openInPortal(viewer, '/profile');
      await expect(viewer.getByLabel('First name')).toHaveValue(ownFirst);
      await expect(viewer.getByLabel('Last name')).toHaveValue(ownLast);
      await expect(viewer.getByLabel('Job title')).toHaveValue(jobTitle);
      await viewerCheck('profile');
    } finally {
      await context.close();
    }

    // The admin tabs: the popups' list and one in its editor, the banners' list; the viewer in the users list.
    await page.goto('/admin');
    await selectAdminTab(page, 'Logon Popup');
    await shownAsText(page, headlines, () => check('logon popups list'));
    await page.getByRole('row').filter({ hasText: headlines[0] }).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Update Logon Popup' });
    await shownAsText(editor, [marker], () => check('logon popup editor'));
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await selectAdminTab(page, 'Portal Banner');
    await shownAsText(page.getByRole('row').filter({ hasText: marker }), [marker], () => check('banners list'));
    await searchUsers(page, username);
    await shownAsText(page, [ownFirst, ownLast], () => check('users list, a profile saved by its person'));
  } finally {
    for (const [type, id] of messages) await api('DELETE', `/api/logon-popup/delete/${id}?type=${type}`);
  }
});

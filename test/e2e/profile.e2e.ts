/**
 * The profile page (spec 03 §2.10, §5 "Profile", issue 14): a person on their first sign-in is
 * held to /profile until they complete it with a new password, and is not asked again (nor on the
 * next sign-in); a participant edits the profile (the spec's messages, the phone mask, the job
 * title selecting the job function, the e-mail warning, a photo that the top bar then shows); the
 * page at 390 px with axe-core, with its calendar subscription card (issue 33: the address, its
 * links, Revoke by keyboard, the old address then 404). Every account here is the test's own, created through the user
 * form's route: the demo accounts' profiles stay as other tests expect them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OwnProfile } from '../../shared/profile/types.ts';
import * as FEED_TEXT from '../../shared/calendar/feed.texts.ts';
import * as PROFILE_TEXT from '../../shared/profile/texts.ts';
import { DISCARD_BUTTONS } from '../../shared/texts/confirm.ts';
import { STATES } from '../../scripts/seed/reference-data.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { submitSignIn } from './session.ts';

const stamp = Date.now().toString(36);
const FIRST_PASSWORD = 'Welcome-to-the-portal-1';
const NEW_PASSWORD = 'Fresh#Profile-2026';
const NEW_YORK = STATES.find((s) => s.code === 'NY')!;
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  const answer = await request.post('/api/login', { data: { username, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** A new participant through the user form's route: it starts with first_time, as every created account does. */
async function createParticipant(request: APIRequestContext, username: string, first: string, last: string): Promise<void> {
  const senior = await tokenOf(request, 'senior.admin', DEMO_PASSWORD);
  const answer = await request.post('/api/user', {
    headers: { Authorization: `Bearer ${senior}` },
    data: {
      username,
      email: `${username}@example.org`,
      password: FIRST_PASSWORD,
      first_name: first,
      last_name: last,
      state_id: NEW_YORK.id,
      district_id: null,
      roles: [10],
      staff_contractor: 'staff',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Completes the first-time profile through the API (for a test about later edits). */
async function completeFirstProfile(request: APIRequestContext, username: string): Promise<void> {
  const token = await tokenOf(request, username, FIRST_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const own = (await (await request.get('/api/user/profile', { headers })).json()) as OwnProfile;
  const saved = await request.put(`/api/user/${own.id}`, {
    headers,
    data: {
      first_name: own.first_name,
      last_name: own.last_name,
      job_title: 'Coach',
      job_function: [2],
      phone: '2125550100',
      email: own.email,
      email_assign: 'work',
      state_id: own.state_id,
      password: NEW_PASSWORD,
      repeat_password: NEW_PASSWORD,
      version: own.version,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

const profileForm = (page: Page) => page.getByRole('form', { name: 'Profile' });
const jobFunctionChips = (page: Page) =>
  profileForm(page)
    .locator('.MuiAutocomplete-root')
    .filter({ has: page.getByLabel(/^Job function/) })
    .locator('.MuiChip-label');

/** Signed in: the login page has gone (a required step's dialog may hide the shell from the accessibility tree). */
async function signedIn(page: Page, username: string, password: string) {
  await submitSignIn(page, username, password);
  await expect(page).not.toHaveURL(/\/login/);
}

test('a first sign-in completes the forced profile with a new password and is no longer prompted', async ({ page, browser }) => {
  const username = `e2e.profile.first.${stamp}`;
  await createParticipant(page.request, username, 'Fiona', `Firstly${stamp}`);

  await signedIn(page, username, FIRST_PASSWORD);
  const prompt = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Go to my profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const form = profileForm(page);
  await expect(form.getByLabel('New password')).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // OK on the empty required fields: the spec's messages, the password's among them.
  await form.getByRole('button', { name: 'OK' }).click();
  for (const message of [
    PROFILE_TEXT.jobTitleRequired,
    PROFILE_TEXT.jobFunctionRequired,
    PROFILE_TEXT.phoneDigits,
    PROFILE_TEXT.passwordRequired,
  ])
    await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings(page, 'main');

  await form.getByLabel(/^Job title/).fill('Teacher');
  await expect(jobFunctionChips(page)).toHaveText(['Teacher']);
  await form.getByLabel(/^Phone/).fill('2125550123');
  await form.getByRole('radio', { name: 'Work' }).check();
  await form.getByLabel('New password').fill(NEW_PASSWORD);
  await form.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PROFILE_TEXT.updated })).toBeVisible();
  // The record read again is out of first-time mode: no password fields, and no prompt anywhere.
  await expect(form.getByLabel('New password')).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(prompt).toHaveCount(0);

  // The next sign-in (new password) is not a first one; the old password no longer works.
  expect((await page.request.post('/api/login', { data: { username, password: FIRST_PASSWORD } })).status()).toBe(401);
  const context = await browser.newContext();
  const again = await context.newPage();
  await signedIn(again, username, NEW_PASSWORD);
  await expect(again.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await again.goto('/support');
  await expect(again.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(again.getByRole('dialog', { name: 'Complete your profile' })).toHaveCount(0);
  await context.close();
});

test('a participant edits the profile: messages, phone mask, job function from the title, a photo in the top bar', async ({ page }) => {
  const username = `e2e.profile.edit.${stamp}`;
  await createParticipant(page.request, username, 'Pablo', `Profiler${stamp}`);
  await completeFirstProfile(page.request, username);

  await signedIn(page, username, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const form = profileForm(page);
  await expect(form.getByLabel(/^Job title/)).toHaveValue('Coach');
  await expect(form.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByText(PROFILE_TEXT.helpdeskNote)).toBeVisible();

  // The spec's messages, before anything is sent.
  await form.getByLabel(/^First name/).fill('');
  await form.getByLabel(/^Phone/).fill('212555');
  await expect(form.getByLabel(/^Phone/)).toHaveValue('212-555');
  await form.getByLabel(/^E-mail/).fill('not-an-email');
  await expect(form.getByText(PROFILE_TEXT.emailChangeWarning)).toBeVisible();
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByText(PROFILE_TEXT.firstNameRequired, { exact: true })).toBeVisible();
  await expect(form.getByText(PROFILE_TEXT.phoneDigits, { exact: true })).toBeVisible();
  await expect(form.getByText(PROFILE_TEXT.invalidEmail, { exact: true })).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toBeFocused();

  // The mask: digits only, dashes after the third and sixth, ten at most.
  await form.getByLabel(/^Phone/).fill('(212) 555-01234567');
  await expect(form.getByLabel(/^Phone/)).toHaveValue('212-555-0123');

  // The job title selects the job function.
  await form.getByLabel(/^Job title/).fill('Assistant Superintendent');
  await expect(jobFunctionChips(page)).toHaveText(['Assistant Superintendent']);
  await form.getByLabel(/^Job title/).fill('Principal');
  await expect(jobFunctionChips(page)).toHaveText(['Principal']);

  await form.getByLabel(/^First name/).fill('Paulo');
  await form.getByLabel(/^E-mail/).fill(`${username}.new@example.org`);
  await form.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PROFILE_TEXT.updated })).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toHaveValue('Paulo');

  // Cancel with a change asks first; Keep editing keeps the change.
  await form.getByLabel(/^Last name/).fill('Changed');
  await form.getByRole('button', { name: 'Cancel' }).click();
  const question = page.getByRole('dialog').filter({ hasText: PROFILE_TEXT.cancelConfirm });
  await question.getByRole('button', { name: DISCARD_BUTTONS.keep }).click();
  await expect(question).toHaveCount(0);
  await expect(form.getByLabel(/^Last name/)).toHaveValue('Changed');

  // A photo: not JPG/PNG is refused before sending; a PNG shows in the top bar.
  const photo = page.getByLabel('Profile photo file');
  await photo.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert').filter({ hasText: PROFILE_TEXT.avatarType })).toBeVisible();
  await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const topBarPhoto = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect(topBarPhoto).toHaveAttribute('src', /\/api\/avatar\//);
  await expect.poll(() => topBarPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  // The account menu shows the saved name.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(`Paulo Profiler${stamp}`)).toBeVisible();
});

test('the profile at 390 px: one column, the phone photo control, by keyboard, no serious axe findings', async ({ page }) => {
  const username = `e2e.profile.narrow.${stamp}`;
  await createParticipant(page.request, username, 'Nora', `Narrow${stamp}`);
  await completeFirstProfile(page.request, username);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, username, NEW_PASSWORD);
  await page.goto('/profile');
  const form = profileForm(page);
  await expect(form.getByLabel(/^Job title/)).toHaveValue('Coach');
  await expect(page.getByRole('button', { name: 'Take a profile photo' })).toBeVisible();
  // The calendar subscription card (issue 33): its address, the calendar applications' links.
  const address = page.getByLabel(FEED_TEXT.addressLabel);
  await expect(address).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}$/);
  const oldAddress = await address.inputValue();
  await expect(page.getByRole('link', { name: FEED_TEXT.googleButton })).toHaveAttribute('href', FEED_TEXT.googleCalendarLink(oldAddress));
  await expect(page.getByRole('link', { name: FEED_TEXT.outlookButton })).toHaveAttribute('href', FEED_TEXT.outlookLink(oldAddress));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeFindings(page, 'main');

  // Revoke by keyboard, after its question: a new address, and the old one answers 404.
  await page.getByRole('button', { name: FEED_TEXT.revokeButton }).focus();
  await page.keyboard.press('Enter');
  const revokeQuestion = page.getByRole('dialog').filter({ hasText: FEED_TEXT.revokeQuestion });
  await expect(revokeQuestion.getByRole('button', { name: FEED_TEXT.revokeConfirm })).toBeFocused();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: FEED_TEXT.revoked })).toBeVisible();
  await expect(address).not.toHaveValue(oldAddress);
  expect((await page.request.get(oldAddress)).status()).toBe(404);
  expect((await page.request.get(await address.inputValue())).headers()['content-type']).toBe('text/calendar; charset=utf-8');

  // By keyboard: the state picker, then OK with a refused field lands the focus on it.
  await form.getByLabel(/^First name/).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await form.getByRole('button', { name: 'OK' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText(PROFILE_TEXT.firstNameRequired, { exact: true })).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toBeFocused();
  await expectNoSeriousAxeFindings(page, 'main');
  await form.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog').filter({ hasText: PROFILE_TEXT.cancelConfirm });
  await expect(question.getByRole('button', { name: DISCARD_BUTTONS.discard })).toBeFocused();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/profile$/);
});

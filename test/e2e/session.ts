/**
 * Signing a demo account in for an end-to-end test, landing where spec 01 §2 says.
 *
 * The password check is deliberately slow (scrypt, 128 MiB), so a run types each demo account's
 * password once: the `sign-in` setup project (sign-in.setup.ts) signs every account in through the
 * form and saves what the browser then holds (its localStorage: the token and the session data the
 * login answer stored). `signIn` puts that back into a new page and opens the landing page: the
 * same server session, without a second scrypt. Tests about signing in itself, or that end their
 * session (Logout, a password change), sign in through the form with `signInByForm`, so that no
 * other test's session ends with theirs.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LANDINGS } from './demo-accounts.ts';

/** Where the setup project leaves each account's saved browser state; set by the config, inherited by the workers. */
export const savedSessionFile = (username: string) => join(process.env.E2E_AUTH_DIR ?? '', `${username}.json`);

interface SavedState {
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export const landingOf = (username: string) => LANDINGS.find((l) => l.username === username)?.landing ?? '/';

/**
 * A logon pop-up may open at any moment after sign-in; put it off. It can also go with its page
 * (a sign-out clicked as it opens), so a click that finds no button gives up instead of hanging.
 * Several may be active, each opening as the one before is put off: the handler does not wait
 * for 'Later' to disappear (it would wait forever on the next one's) but runs again for each.
 */
async function putOffLogonPopups(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.getByRole('button', { name: 'Later', exact: true }),
    (later) => later.click({ timeout: 10_000 }).catch(() => undefined),
    { noWaitAfter: true },
  );
}

/** Fills and sends the login form; the seeded logon pop-up is put off for the session whenever it shows. */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await putOffLogonPopups(page);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A sign-in through the form, with a session of its own. */
export async function signInByForm(page: Page, username: string): Promise<void> {
  await submitSignIn(page, username);
  // A cap, not a pace: the password check is deliberately slow (scrypt, 128 MiB), and on a shared
  // two-core machine under load the sign-in, the redirect and the landing page's first chunk took
  // longer than the 15 s default for a plain assertion.
  await expect(page).toHaveURL(new RegExp(`${landingOf(username)}$`), { timeout: 60_000 });
}

/**
 * The account's session as the setup project left it, opened on its landing page. A session that
 * has ended since (a test that signed out without `signInByForm`, an expiry on a very slow run) is
 * replaced by a new sign-in through the form, so a test never depends on what an earlier one did.
 */
export async function signIn(page: Page, username: string): Promise<void> {
  const file = savedSessionFile(username);
  if (!process.env.E2E_AUTH_DIR || !existsSync(file)) return signInByForm(page, username);
  const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedState;
  const entries = saved.origins.flatMap((origin) => origin.localStorage);
  const token = entries.find((entry) => entry.name === 'jwt-token')?.value;
  const authorization = { authorization: `Bearer ${token}` };
  const live = token && (await page.request.get('/api/keepalive', { headers: authorization })).ok();
  if (!live) return signInByForm(page, username);
  await putOffLogonPopups(page);
  // The logon popup active for the account is put off for this browser session before the app
  // loads, as the person did after typing the password. The flag (web/src/features/messages/hooks/later.ts)
  // lives in sessionStorage, which the saved state does not carry. Otherwise the popup could open in
  // the middle of the test's first steps and take the focus from them (a search box typed into lost
  // its list of options that way).
  const active = (await (await page.request.get('/api/get-active-logon-popup', { headers: authorization })).json()) as {
    popup?: { id: number } | null;
  };
  const userId = (JSON.parse(entries.find((entry) => entry.name === 'nisl-data')?.value ?? '{}') as { userID?: number }).userID;
  // Any page of the portal's origin that is not the app, so that nothing reads the storage before it is filled.
  await page.goto('/favicon.svg');
  await page.evaluate(
    ({ items, later }) => {
      for (const { name, value } of items) localStorage.setItem(name, value);
      if (later) sessionStorage.setItem(later, '1');
    },
    { items: entries, later: active.popup && userId !== undefined ? `popup-later:${userId}:logon_popup:${active.popup.id}` : null },
  );
  await page.goto(landingOf(username));
  await expect(page).toHaveURL(new RegExp(`${landingOf(username)}$`), { timeout: 60_000 });
}

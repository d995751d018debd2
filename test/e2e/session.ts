/** Signing a demo account in for an end-to-end test, landing where spec 01 §2 says. */
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LANDINGS } from './demo-accounts.ts';

/** Fills and sends the login form; the seeded logon pop-up is put off for the session whenever it shows. */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  // A logon pop-up may open at any moment after sign-in; put it off. It can also go with its page
  // (a sign-out clicked as it opens), so a click that finds no button gives up instead of hanging.
  // Several may be active, each opening as the one before is put off: the handler does not wait
  // for 'Later' to disappear (it would wait forever on the next one's) but runs again for each.
  await page.addLocatorHandler(
    page.getByRole('button', { name: 'Later', exact: true }),
    (later) => later.click({ timeout: 10_000 }).catch(() => undefined),
    { noWaitAfter: true },
  );
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function signIn(page: Page, username: string): Promise<void> {
  await submitSignIn(page, username);
  const landing = LANDINGS.find((l) => l.username === username)?.landing ?? '/';
  // A cap, not a pace: the password check is deliberately slow (scrypt, 128 MiB), and on a shared
  // two-core machine under load the sign-in, the redirect and the landing page's first chunk took
  // longer than the 15 s default for a plain assertion.
  await expect(page).toHaveURL(new RegExp(`${landing}$`), { timeout: 60_000 });
}

/**
 * The `sign-in` setup project: every demo account signs in once through the form (the password
 * typed, the landing page reached), and the browser's state is saved for `signIn` (session.ts).
 * It also records the screens each account's menus lead to (and the admin tabs it sees), read
 * from the page as a person would find them, for the accessibility walk (accessibility-all.e2e.ts).
 */
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../scripts/seed/organisation.ts';
import { savedScreensFile, screensOf } from './screens.ts';
import { savedSessionFile, signInByForm } from './session.ts';

test.describe.configure({ mode: 'parallel' });

for (const { username } of DEMO_ACCOUNTS) {
  test(`${username} signs in through the form`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInByForm(page, username);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('nisl-data') ?? '{}') as { username?: string });
    expect(stored.username).toBe(username);
    await page.context().storageState({ path: savedSessionFile(username) });
    writeFileSync(savedScreensFile(username), JSON.stringify(await screensOf(page)));
  });
}

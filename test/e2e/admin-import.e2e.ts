/**
 * Admin tab 4, Import from CSV (spec 02 §2, §5, §8): a senior admin imports an awkward file (BOM,
 * CRLF, header case and spacing, a quoted comma, a quoted line break, a broken row in the middle,
 * blank trailing lines) for a course privilege with credentials, and sees the result table and
 * its totals; the broken row is reported by its row number while the others import; the
 * credentials are in the local outbox; an imported person signs in with the password from the
 * file, lands on the course the import gave them and is asked to choose their own password.
 */
import { expect, test } from '@playwright/test';
import { CSV_ERRORS } from '../../shared/csv.ts';
import { IMPORT_TEXT } from '../../shared/user-import/texts.ts';
import { fillCourseImport } from './import-form.ts';
import { submitSignIn } from './session.ts';
import { OUTBOX_PATH } from './outbox.ts';

const RUN = Date.now().toString(36);
const name = (who: string) => `${who}.${RUN}`;
const FILE_PASSWORD = 'Imported-Pass-2026';

const FILE =
  '\uFEFF User Name ,E-mail,First Name, last_name ,Password,State,Job Title\r\n' +
  `${name('ivy')},${name('ivy')}@example.org,Ivy,"Imported, Jr.",${FILE_PASSWORD},PA,"Principal, ""Lead"""\r\n` +
  `${name('broken')},"${name('broken')}@example.org,Bro,Ken,,NY,Teacher\r\n` +
  `${name('max')},${name('max')}@example.org,Max,Multiline,,New York,"Teacher\r\nand coach"\r\n` +
  `${name('zoe')},${name('zoe')}@example.org,Zoe,Zed,,,\r\n` +
  '\r\n,,,,,,\r\n\r\n';

test('a senior admin imports an awkward CSV for a course privilege: results, totals, credentials mail, and the imported person signs in', async ({
  page,
  browser,
}) => {
  await fillCourseImport(page, { name: 'new-principals.csv', text: FILE });
  await page.getByRole('checkbox', { name: 'Send credentials' }).check();

  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('dialog', { name: 'Importing accounts from a CSV file' });
  await expect(help).toContainText('an empty cell leaves its password unchanged');
  await help.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Start importing' }).click();
  await expect(page.getByRole('status')).toHaveText('Rows: 4 · Saved: 3 · Not saved: 1');
  await expect(page.getByRole('alert')).toHaveText(IMPORT_TEXT.rowError(3, CSV_ERRORS.unterminatedQuote));
  const table = page.getByRole('table', { name: 'Import result' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toContainText(
    `2Yes${IMPORT_TEXT.created}${name('ivy')} · ${name('ivy')}@example.org · Ivy Imported, Jr. · Principal, "Lead"`,
  );
  await expect(rows.nth(2)).toContainText(`3No${CSV_ERRORS.unterminatedQuote}`);
  await expect(rows.nth(3)).toContainText(`4Yes${IMPORT_TEXT.created}`);
  await expect(rows.nth(3)).toContainText('Teacher\nand coach');
  await expect(rows.nth(4)).toContainText(`5Yes${IMPORT_TEXT.created}`);

  // The credentials, as the person reads them in the outbox.
  await page.goto(OUTBOX_PATH);
  const mail = page.locator('article').filter({ hasText: `${name('ivy')}@example.org` });
  await expect(mail).toContainText(IMPORT_TEXT.credentialsSubject);
  await expect(mail).toContainText(`Username: ${name('ivy')}`);
  await expect(mail).toContainText(`Password: ${FILE_PASSWORD}`);
  await expect(page.locator('article').filter({ hasText: `${name('zoe')}@example.org` })).toContainText(/Password: \S{20}/);
  await expect(page.locator('article').filter({ hasText: `${name('broken')}@example.org` })).toHaveCount(0);

  // The imported person signs in with the file's password and is asked to complete their profile and choose their own.
  const context = await browser.newContext();
  const theirs = await context.newPage();
  try {
    await submitSignIn(theirs, name('ivy'), FILE_PASSWORD);
    // Their bookmark is the course privilege the import gave (Principal Foundations).
    await expect(theirs).toHaveURL(/\/course\/cohort25$/);
    // First sign-in: the profile (whose first-time mode asks for the new password) is required.
    await expect(theirs.getByRole('dialog', { name: 'Complete your profile' })).toContainText('choose a new password');
  } finally {
    await context.close();
  }
});

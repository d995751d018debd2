/**
 * Admin tab 16, Blanks (spec 03 §2.6, §5, §7, §8, §9): a senior admin finds a course without a
 * template by the search, is refused a JPEG named .png ('{file} is not a png file', judged in the
 * browser by its first bytes) and a file that only starts like a png (judged by the server), opens
 * the file picker by keyboard and uploads a png template, sees the Uploaded date, then removes the
 * template after the confirmation, which leaves the course as the demo had it. An administrator
 * who is not a senior admin has no Blanks tab. The tab works at 390 px without serious axe findings.
 */
import { expect, test, type Page } from '@playwright/test';
import type { CoursesListAnswer, CourseTemplateRow } from '../../shared/certificates/types.ts';
import { BLANKS_TEXT, CERTIFICATE_TEXT } from '../../shared/certificates/texts.ts';
import { TIME_ZONE } from '../../shared/constants.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { signIn } from './session.ts';
import { selectAdminTab } from './admin-tabs.ts';
import { solidPng } from '../../scripts/seed/png.ts';

const RUN = Date.now().toString(36);

/** The start of a JFIF JPEG: what a photo renamed .png begins with. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);

/** Opens the Blanks tab; resolves with the list's first answer. */
async function openBlanksTab(page: Page): Promise<CoursesListAnswer> {
  await page.goto('/admin');
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/get_courses_list' && r.ok());
  await selectAdminTab(page, 'Blanks');
  const answer = (await (await listed).json()) as CoursesListAnswer;
  await expect(page.getByRole('table', { name: 'Certificate templates' })).toBeVisible();
  return answer;
}

const today = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: TIME_ZONE }).format(new Date());

test('a senior admin uploads a png template for a course, is refused a JPEG named .png, and removes the template', async ({ page }) => {
  await signIn(page, 'senior.admin');
  const first = await openBlanksTab(page);
  expect(first.per_page).toBe(10);
  expect(first.courses.length).toBeLessThanOrEqual(10);
  // A course the demo leaves without a template: the test gives it one and takes it away again.
  const course: CourseTemplateRow | undefined = first.courses.find((c) => c.template === null);
  expect(course, 'the demo seed has a course without a certificate template').toBeDefined();
  const { name } = course!;

  const searched = page.waitForResponse((r) => r.url().includes('/api/get_courses_list') && r.url().includes('search=') && r.ok());
  await page.getByRole('searchbox', { name: 'Search courses' }).fill(name);
  await searched;
  const table = page.getByRole('table', { name: 'Certificate templates' });
  const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').first()).toHaveText(String(course!.id));
  await expect(row.getByTestId('template-name')).toHaveText(BLANKS_TEXT.noTemplate);

  // By keyboard: the Upload button opens the file picker; a JPEG named .png is refused before sending.
  const upload = row.getByRole('button', { name: `Upload png for ${name}` });
  await upload.focus();
  let chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: JPEG });
  await expect(page.getByRole('alert').filter({ hasText: CERTIFICATE_TEXT.notPng('photo.png') })).toBeVisible();
  await expect(row.getByTestId('template-name')).toHaveText(BLANKS_TEXT.noTemplate);

  // A file that only starts like a png: the server reads it and refuses it with the same message.
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/update_certificate_image'));
  await row.getByLabel(`Certificate template for ${name}`).setInputFiles({
    name: 'disguised.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([solidPng(1, 1, [0, 0, 0]).subarray(0, 8), JPEG]),
  });
  const refusal = await refused;
  expect(refusal.status()).toBe(422);
  expect(((await refusal.json()) as { message: string }).message).toBe(CERTIFICATE_TEXT.notPng('disguised.png'));
  await expect(page.getByRole('alert').filter({ hasText: CERTIFICATE_TEXT.notPng('disguised.png') })).toBeVisible();

  // A real png, chosen by keyboard again.
  const file = `template ${RUN}.png`;
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/update_certificate_image'));
  chooser = page.waitForEvent('filechooser');
  await upload.focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: file, mimeType: 'image/png', buffer: solidPng(64, 48, [250, 245, 230]) });
  expect((await uploaded).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: CERTIFICATE_TEXT.templateUploaded })).toBeVisible();
  await expect(row.getByTestId('template-name')).toHaveText(file);
  const when = row.getByTestId('template-uploaded');
  await expect(when).toContainText(today());
  await expect(when).toContainText('by Sara Senior');
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');

  // Removal asks first; Cancel keeps the template.
  const remove = row.getByRole('button', { name: `Remove template of ${name}` });
  await remove.click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(BLANKS_TEXT.removeQuestion(name));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('template-name')).toHaveText(file);

  await remove.click();
  dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(BLANKS_TEXT.removeQuestion(name));
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  const removed = page.waitForResponse((r) => r.url().endsWith('/api/update_certificate_image'));
  await dialog.getByRole('button', { name: 'Remove' }).click();
  expect((await removed).status()).toBe(200);
  await expect(page.getByRole('alert').filter({ hasText: CERTIFICATE_TEXT.templateRemoved })).toBeVisible();
  await expect(row.getByTestId('template-name')).toHaveText(BLANKS_TEXT.noTemplate);
  await expect(when).toHaveText('');
  await expect(row.getByRole('button', { name: `Remove template of ${name}` })).toHaveCount(0);
  // The Remove button is gone: the keyboard goes on from the row's Upload button.
  await expect(upload).toBeFocused();
});

test('the Blanks tab at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'senior.admin');
  const first = await openBlanksTab(page);
  await expect(page.getByRole('searchbox', { name: 'Search courses' })).toBeInViewport();
  await expect(page.getByTestId('blanks-count')).toHaveText(`${first.total} course${first.total === 1 ? '' : 's'}`);
  // The table scrolls inside its container; nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');
});

test('an administrator who is not a senior admin has no Blanks tab', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/admin');
  const tabs = page.getByRole('tablist', { name: 'Admin tabs' });
  await expect(tabs.getByRole('tab', { name: 'BOM', exact: true })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Blanks', exact: true })).toHaveCount(0);
});

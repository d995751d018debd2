/**
 * Admin tabs 15, Certificates, and 17, PDF Log (spec 03 §2.7, §2.8, §4, §5, §7, §9): certificates
 * are issued through the API for two participants of a seeded cohort whom the Attendance Audit
 * finds certifiable (a png template given to its course first if it has none); a holder of the
 * `certificates` role finds them in tab 15 by the cohort's name, exports them (xlsx read back), prints one (the stored PDF), voids one with a reason (required)
 * in the modal that names the user and cohort, sees Print disabled, and restores it; a senior admin's
 * PDF Log shows the counts the log holds for today, after both dates are asked for. Both tabs work
 * at 390 px without serious axe findings.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { PdfLogSummary } from '../../shared/certificates/list.types.ts';
import type { CohortListResponse } from '../../shared/cohort-builder/list.types.ts';
import type { AbsenceAuditResponse } from '../../shared/roster-reports/types.ts';
import { CERTIFICATE_LIST_TEXT as T } from '../../shared/certificates/list.texts.ts';
import { CERTIFICATE_TEXT, TEMPLATE_FIELDS } from '../../shared/certificates/texts.ts';
import { nyDate } from '../../shared/time.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { CERTIFIER_PASSWORD, createCertifier, tokenOf } from './certifier.ts';
import { solidPng } from '../../scripts/seed/png.ts';
import { signIn, submitSignIn } from './session.ts';
import { openAdminTab } from './admin-tabs.ts';

const stamp = Date.now().toString(36);
interface Issued {
  cohortId: number;
  cohortName: string;
  people: Array<{ id: number; name: string }>;
}

/** A seeded cohort whose audit finds two participants certifiable; their certificates issued (its course given a template when it has none). */
async function issueTwo(request: APIRequestContext, senior: string): Promise<Issued> {
  const headers = { Authorization: `Bearer ${senior}` };
  const list = (await (
    await request.get('/api/cohort-builder/cohorts', { headers, params: { per_page: '500', column: 'created_at', order_by: 'asc' } })
  ).json()) as CohortListResponse;
  for (const cohort of list.cohorts.data.filter((c) => c.next.status === 'ended')) {
    const audit = await request.get(`/api/get_absence/${cohort.id}`, { headers });
    if (!audit.ok()) continue;
    const answer = (await audit.json()) as AbsenceAuditResponse;
    const ready = answer.participants.filter((p) => p.canBeCertified).slice(0, 2);
    if (ready.length < 2) continue;
    const courses = (await (await request.get('/api/get_courses_list', { headers, params: { per_page: '100' } })).json()) as {
      courses: Array<{ id: number; template: unknown }>;
    };
    if (!courses.courses.find((c) => c.id === cohort.course_id)?.template) {
      const uploaded = await request.post('/api/update_certificate_image', {
        headers,
        multipart: {
          [TEMPLATE_FIELDS.course]: String(cohort.course_id),
          [TEMPLATE_FIELDS.image]: { name: `e2e-${stamp}.png`, mimeType: 'image/png', buffer: solidPng(330, 255, [0xf4, 0xf4, 0xf4]) },
        },
      });
      expect(uploaded.ok(), await uploaded.text()).toBe(true);
    }
    const issued = await request.get(`/api/certifications/${cohort.id}`, {
      headers,
      params: { toBeCertified: `[${ready.map((p) => p.id).join(',')}]` },
      maxRedirects: 0,
    });
    expect(issued.status(), await issued.text()).toBe(303);
    return { cohortId: cohort.id, cohortName: cohort.name, people: ready.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` })) };
  }
  throw new Error('The demo seed has no ended cohort with two certifiable participants');
}

async function pdfSummary(request: APIRequestContext, senior: string): Promise<PdfLogSummary> {
  const day = nyDate();
  const answer = await request.get('/api/pdf_log', {
    headers: { Authorization: `Bearer ${senior}` },
    params: { start: day, end: day, type: 'summary' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as PdfLogSummary;
}

const rowOf = (page: Page, name: string) => page.getByRole('table', { name: 'Certificates' }).getByRole('row').filter({ hasText: name });

test('certificates issued for two participants are listed, one voided with a reason and restored; the PDF log counts the attempts', async ({
  page,
  browser,
  request,
}) => {
  const senior = await tokenOf(request, 'senior.admin');
  const before = await pdfSummary(request, senior);
  const issued = await issueTwo(request, senior);
  // One more attempt, for someone not on the cohort: refused (422), logged as Not Found.
  const refused = await request.get(`/api/certifications/${issued.cohortId}`, {
    headers: { Authorization: `Bearer ${senior}` },
    params: { toBeCertified: '[999999999]' },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(422);
  const after = await pdfSummary(request, senior);
  expect(after.total - before.total).toBe(3);
  expect(after.success - before.success).toBe(2);
  expect(after.not_found - before.not_found).toBe(1);

  const certifier = await createCertifier(request, senior, stamp);
  await submitSignIn(page, certifier, CERTIFIER_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  const listed = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/participantCertificate' && r.ok());
  await openAdminTab(page, 'Certificates');
  expect(((await (await listed).json()) as { per_page: number }).per_page).toBe(50);
  await page.getByRole('searchbox', { name: 'Search by user or cohort name' }).fill(issued.cohortName);
  await expect(page.getByTestId('certificates-count')).toContainText('Filters have been set.');
  const [first, second] = issued.people;
  await expect(rowOf(page, first.name)).toHaveCount(1);
  await expect(rowOf(page, second.name)).toHaveCount(1);
  await expect(rowOf(page, first.name).getByRole('button', { name: /^Print/ })).toBeEnabled();

  // Export: the searched list as an xlsx.
  const [exported] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
  expect(exported.suggestedFilename()).toMatch(/^Certificates .+\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await exported.path())!) as unknown as ExcelJS.Buffer);
  const names: string[] = [];
  book.getWorksheet('Certificates')!.eachRow((row, n) => n > 1 && names.push(String(row.getCell(2).value)));
  expect(names).toEqual(expect.arrayContaining([first.name, second.name]));

  // Print: the issued document itself.
  const [printed] = await Promise.all([
    page.waitForEvent('download'),
    rowOf(page, second.name)
      .getByRole('button', { name: /^Print/ })
      .click(),
  ]);
  expect(printed.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await printed.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // Void: the modal names the user and the cohort and asks for the reason.
  await rowOf(page, first.name).getByRole('button', { name: /^Void/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Void certificate' });
  await expect(dialog).toContainText(first.name);
  await expect(dialog).toContainText(issued.cohortName);
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(dialog.getByRole('alert')).toContainText(CERTIFICATE_TEXT.voidReasonRequired);
  await expect(dialog.getByRole('textbox', { name: /Reason for voiding/ })).toHaveAccessibleDescription(
    CERTIFICATE_TEXT.voidReasonRequired,
  );
  await dialog.getByRole('textbox', { name: /Reason for voiding/ }).fill('Issued to the wrong cohort');
  await dialog.getByRole('button', { name: 'Void' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, first.name)).toContainText('Issued to the wrong cohort');
  await expect(rowOf(page, first.name).getByRole('button', { name: /^Print/ })).toBeDisabled();
  await expect(rowOf(page, first.name).getByRole('button', { name: /^Void/ })).toHaveCount(0);

  // Restore, by keyboard.
  await rowOf(page, first.name)
    .getByRole('button', { name: /^Restore/ })
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(rowOf(page, first.name)).not.toContainText('Issued to the wrong cohort');
  await expect(rowOf(page, first.name).getByRole('button', { name: /^Print/ })).toBeEnabled();

  // The PDF Log: both dates asked for, then today's counts.
  const seniorContext = await browser.newContext();
  const seniorPage = await seniorContext.newPage();
  await signIn(seniorPage, 'senior.admin');
  await openAdminTab(seniorPage, 'PDF Log');
  await seniorPage.getByRole('button', { name: 'Show Summary' }).click();
  await expect(seniorPage.getByRole('alert').getByRole('listitem')).toHaveText([T.startDateRequired, T.endDateRequired]);
  await expect(seniorPage.getByLabel(/Start date/)).toBeFocused();
  const day = nyDate();
  await seniorPage.getByLabel(/Start date/).fill(day);
  await seniorPage.getByLabel(/End date/).fill(day);
  await seniorPage.getByRole('button', { name: 'Show Summary' }).click();
  const summary = seniorPage.getByRole('table', { name: 'PDF log summary' });
  const now = await pdfSummary(request, senior);
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText(`${now.total}`);
  await expect(summary.getByRole('row', { name: /^Success/ })).toContainText(`${now.success}`);
  await expect(summary.getByRole('row', { name: /^Not Found/ })).toContainText(`${now.not_found}`);
  await expect(summary.getByRole('row', { name: /^Total/ })).toContainText('100%');
  await seniorContext.close();
});

test('the Certificates and PDF Log tabs at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, 'senior.admin');
  await openAdminTab(page, 'Certificates');
  await expect(page.getByTestId('certificates-count')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search by user or cohort name' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('dialog', { name: 'Filter Certificates' })).toBeVisible();
  await expectNoSeriousAxeFindings(page, '[role="dialog"]');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await openAdminTab(page, 'PDF Log');
  await expect(page.getByRole('button', { name: 'Show Summary' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeFindings(page, '[role="tabpanel"]');
});

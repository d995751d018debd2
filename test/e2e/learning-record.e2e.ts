/**
 * My Record (issue 33) on a phone: a participant whose cohort's Attendance Audit lets them be
 * certified gets their certificate (created through the audit's route, as Create Certificates does),
 * opens My Record from the main menu at 390 px, sees the certificate valid with its figures, follows
 * its verification address (the public page says valid) and downloads the record as a PDF, read
 * back with pdftotext: the organisation, the date and every line the page shows.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import type { UserSearchHit } from '../../shared/participants/types.ts';
import { attendanceLine, cohortDates, type LearningRecord } from '../../shared/participants/record.ts';
import { PORTAL_NAME } from '../../shared/constants.ts';
import { formatCalendarDate } from '../../shared/format.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { certifiableCohort, tokenOf } from './certifier.ts';
import { submitSignIn } from './session.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a participant opens My Record on a phone, verifies the certificate their audit issued and downloads the record as a PDF', async ({
  page,
}) => {
  const { request } = page;
  const admin = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const { cohort, people } = await certifiableCohort(request, admin);
  // The last one: certificate-verification.e2e.ts voids and restores the first one's.
  const person = people.at(-1)!;
  const issued = await request.get(`/api/certifications/${cohort.id}`, { headers: admin, params: { toBeCertified: `[${person.id}]` } });
  expect(issued.ok(), await issued.text()).toBe(true);

  // Seeded participants sign in with the demo password; their username is on the find-participant answer.
  const manager = { Authorization: `Bearer ${await tokenOf(request, 'manager')}` };
  const hits = (await (await request.get(`/api/user/get-user-search/${encodeURIComponent(person.name)}`, { headers: manager })).json()) as {
    users: UserSearchHit[];
  };
  const hit = hits.users.find((h) => h.key === person.id);
  expect(hit && 'username' in hit, JSON.stringify(hits)).toBe(true);
  await submitSignIn(page, (hit as { username: string }).username);
  await expect(page).toHaveURL(/\/course\//, { timeout: 60_000 });

  const answered = page.waitForResponse((r) => r.url().includes('/api/me/record') && r.ok());
  await page.getByRole('button', { name: 'Toggle main menu' }).click();
  await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'My Record' }).click();
  await expect(page).toHaveURL(/\/record$/);
  const record = (await (await answered).json()) as LearningRecord;
  await expect(page.getByRole('heading', { level: 1, name: 'My Record' })).toBeVisible();

  const row = record.cohorts.find((c) => c.cohort_id === cohort.id)!;
  const cohortCard = page.getByRole('region', { name: `${row.course_name} · ${row.cohort_name}` });
  await expect(cohortCard).toContainText(`Attendance: ${attendanceLine(row)}`);
  await expect(cohortCard).toContainText('Course completed');
  const certificate = record.certificates.find((c) => c.cohort_name === cohort.name)!;
  const card = page.getByTestId('record-certificate').filter({ hasText: certificate.code });
  await expect(card).toContainText('Valid');
  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const linkedIn = new URL((await card.getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href'))!);
  expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({ certUrl: certificate.verify_url, certId: certificate.code });
  // Nothing sticks out of a 390 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeFindings(page);

  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const text = execFileSync('pdftotext', [await file.path(), '-'], { encoding: 'utf8' });
  for (const line of [
    PORTAL_NAME,
    formatCalendarDate(record.as_of),
    `${row.course_name} · ${row.cohort_name}`,
    cohortDates(row),
    `Attendance: ${attendanceLine(row)}`,
    certificate.verify_url,
  ]) {
    expect(text, line).toContain(line);
  }

  // The verification address, followed from the page: the public page says valid.
  const verified = page.waitForResponse((r) => r.url().includes('/api/certificate/verify/') && r.ok());
  await card.getByRole('link', { name: /Verification page/ }).click();
  await verified;
  await expect(page).toHaveURL(new RegExp(`/verify/${certificate.code}$`));
  await expect(page.getByRole('status')).toContainText('Valid');
});

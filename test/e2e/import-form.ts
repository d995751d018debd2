/** The Import from CSV tab's form as a senior admin fills it for a course import (admin-import*.e2e.ts, stored-xss.e2e.ts). */
import { expect, type Page } from '@playwright/test';
import { selectAdminTab } from './admin-tabs.ts';
import { signIn } from './session.ts';

/** Signs in as senior.admin, opens the tab, chooses Participant and the course, and picks the file. */
export async function fillCourseImport(page: Page, file: { name: string; text: string }, course = 'Principal Foundations'): Promise<void> {
  await signIn(page, 'senior.admin');
  await page.goto('/admin');
  await chooseCourseImport(page, file, course);
}

/** On the admin page: opens the tab, chooses Participant and the course, and picks the file. */
export async function chooseCourseImport(
  page: Page,
  file: { name: string; text: string },
  course = 'Principal Foundations',
): Promise<void> {
  await selectAdminTab(page, 'Import from CSV');
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Participant', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('Course Privileges').click();
  await page.getByRole('option', { name: course }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel('CSV file').setInputFiles({ name: file.name, mimeType: 'text/csv', buffer: Buffer.from(file.text, 'utf8') });
  await expect(page.getByText(file.name)).toBeVisible();
}

/**
 * Issue 15's certificate path end to end: an administrator creates the certificates of a seeded
 * ended cohort from its roster's Attendance Audit; the PDF that arrives names the participants
 * (read back with pdftotext) and prints each one's verification address; that address, opened in a
 * browser without a session, says valid, then void after the certificate is voided, then valid
 * again after it is restored. The page's Open Badges 3.0 downloads (issue 33) are checked as any
 * verifier would: the JWT with jose against the published keys, the JSON with ajv against the OB 3.0
 * schema, and the certificate's bit in the status list set by the void and cleared by the restore.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { CREDENTIAL_TEXT } from '../../shared/certificates/credential.texts.ts';
import type { OpenBadgeCredential, StatusListCredential } from '../../shared/certificates/credential.types.ts';
import type { CertificateVerification } from '../../shared/certificates/types.ts';
import { openBadgeValidator, statusBit, statusBits } from '../open-badges.ts';
import { expectNoSeriousAxeFindings } from './accessibility.ts';
import { CERTIFIER_PASSWORD, certifiableCohort, createCertifier, tokenOf } from './certifier.ts';
import { signIn } from './session.ts';

const pdfText = (path: string) => execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

/** The file a download button of the page saves. */
async function downloaded(page: Page, button: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return readFileSync(await file.path(), 'utf8');
}

/** The credential's bit in the status list it names, fetched as a verifier fetches it (no session). */
async function listedBit(request: APIRequestContext, credential: OpenBadgeCredential): Promise<number> {
  const { statusListCredential, statusListIndex } = credential.credentialStatus;
  const list = (await (await request.get(new URL(statusListCredential).pathname)).json()) as StatusListCredential;
  return statusBit(statusBits(list.credentialSubject.encodedList), Number(statusListIndex));
}

test('certificates created from the audit name their participants and verify as valid, void, then valid again without a session', async ({
  page,
  browser,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const { cohort, people } = await certifiableCohort(request, headers);

  await signIn(page, 'admin');
  const { event_id, unit_id, post_id } = cohort.dashboard;
  await page.goto(`/dashboard/cohort/${cohort.id}/event/${event_id}/unit/${unit_id}/cohort/${post_id}`);
  await expect(page.getByTestId('roster-row').first()).toBeVisible();
  await page.getByTestId('reports-downloads').click();
  const reports = page.getByRole('dialog', { name: 'Reports and Downloads' });
  await reports.getByRole('listitem').filter({ hasText: 'Attendance Audit' }).getByRole('button', { name: 'Open' }).click();
  const audit = page.getByRole('dialog', { name: /Attendance Audit/ });
  await expect(audit.getByTestId('audit-participant').first()).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), audit.getByRole('button', { name: 'Create Certificates' }).click()]);
  const text = pdfText(await file.path());
  for (const person of people) expect(text).toContain(person.name);
  const code = /\/verify\/([A-Z0-9]{4}(?:-[A-Z0-9]{4}){3})/.exec(text)?.[1];
  expect(code, text).toBeDefined();

  // The printed address, opened by someone who has no account.
  const stranger = await browser.newContext();
  try {
    const verify = await stranger.newPage();
    const answered = verify.waitForResponse((r) => r.url().includes(`/api/certificate/verify/${code}`) && r.ok());
    await verify.goto(`/verify/${code}`);
    const verification = (await (await answered).json()) as CertificateVerification;
    await expect(verify.getByRole('status')).toContainText('Valid');
    await expect(verify.getByRole('table', { name: 'Certificate' })).toContainText(verification.participant);
    const holder = people.find((p) => p.name === verification.participant);
    expect(holder, verification.participant).toBeDefined();

    // The page with its credential downloads (issue 33), in no other walk.
    await expectNoSeriousAxeFindings(verify);
    const credential = JSON.parse(await downloaded(verify, CREDENTIAL_TEXT.downloadJson)) as OpenBadgeCredential;
    const valid = openBadgeValidator();
    expect(valid(credential), JSON.stringify(valid.errors)).toBe(true);
    const jwks = createLocalJWKSet(await (await request.get('/api/.well-known/jwks.json')).json());
    const { payload } = await jwtVerify(await downloaded(verify, CREDENTIAL_TEXT.downloadJwt), jwks, {
      algorithms: ['EdDSA'],
      typ: 'vc+jwt',
    });
    expect(payload).toMatchObject({ ...credential, iss: credential.issuer.id });
    expect(await listedBit(request, credential)).toBe(0);

    // Voiding and restoring is for holders of the certificates role (spec 03 §6).
    const username = await createCertifier(request, await tokenOf(request, 'senior.admin'), Date.now().toString(36));
    const certifier = { Authorization: `Bearer ${await tokenOf(request, username, CERTIFIER_PASSWORD)}` };
    const voided = await request.post('/api/save_void_certificate', {
      headers: certifier,
      data: { cohortId: cohort.id, userId: holder!.id, reasonVoid: 'E2E: printed with a typo' },
    });
    expect(voided.ok(), await voided.text()).toBe(true);
    await verify.reload();
    await expect(verify.getByRole('status')).toContainText('Void');
    expect(await listedBit(request, credential)).toBe(1);

    const restored = await request.post('/api/active_restore_certificate', {
      headers: certifier,
      data: { cohortId: cohort.id, userId: holder!.id },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    await verify.reload();
    await expect(verify.getByRole('status')).toContainText('Valid');
    expect(await listedBit(request, credential)).toBe(0);
  } finally {
    await stranger.close();
  }
});

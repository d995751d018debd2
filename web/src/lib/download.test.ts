import * as MESSAGES from '@shared/texts/general';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { errorText } from './api-client';
import { downloadFile, fileNameOf } from './download';

function redirected(response: Response, url: string): Response {
  Object.defineProperty(response, 'url', { value: url });
  Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

describe('fileNameOf', () => {
  it("takes the presigned link's last path segment, decoded, and ignores the signature", () => {
    expect(
      fileNameOf(
        'http://localhost:4569/files/tmp/6f1c/Attendance%20Report%20-%20NY%20%231%202026-02-12%2003_05%20pm.xlsx?X-Amz-Signature=abc',
      ),
    ).toBe('Attendance Report - NY #1 2026-02-12 03_05 pm.xlsx');
    expect(fileNameOf('https://bucket.s3.amazonaws.com/tmp/x/')).toBe('download');
  });

  it("prefers the name the link's signed content disposition gives (a data set's object is named by its run)", () => {
    const disposition = `attachment; filename="User Accounts 2026-11-27.xlsx"; filename*=UTF-8''User%20Accounts%202026-11-27.xlsx`;
    expect(
      fileNameOf(
        `http://localhost:4569/files/reports/user-accounts/0f3c.xlsx?response-content-disposition=${encodeURIComponent(disposition)}&X-Amz-Signature=abc`,
      ),
    ).toBe('User Accounts 2026-11-27.xlsx');
    expect(
      fileNameOf(
        `http://s3.local/reports/x/1.xlsx?response-content-disposition=${encodeURIComponent('attachment; filename="Cohort Data.xlsx"')}`,
      ),
    ).toBe('Cohort Data.xlsx');
  });
});

describe('downloadFile', () => {
  it('reports progress as the body arrives and saves the file under its name', async () => {
    signIn(['facilitator_national']);
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    mockApi({
      'GET /api/rosterReport/11/301': () =>
        redirected(new Response('12345678', { headers: { 'content-length': '8' } }), 'http://s3.local/tmp/a/Roster%20-%20X.xlsx?sig=1'),
    });
    const progress: Array<[number, number | null]> = [];
    const name = await downloadFile('GET /api/rosterReport/{cohortId}/{eventId}', {
      params: { cohortId: 11, eventId: 301 },
      onProgress: (p) => progress.push([p.loaded, p.total]),
    });
    expect(name).toBe('Roster - X.xlsx');
    expect(saved).toEqual(['Roster - X.xlsx']);
    expect(progress[0]).toEqual([0, 8]);
    expect(progress.at(-1)).toEqual([8, 8]);
  });

  it("passes on the API's refusal, but not the text of the bucket's", async () => {
    signIn(['facilitator_national']);
    mockApi({
      'GET /api/get_projects_by_cohort/11': () => new Response(JSON.stringify({ message: MESSAGES.noProjectProgress }), { status: 422 }),
      'GET /api/get_projects_by_cohort/12': () =>
        redirected(new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 }), 'http://s3.local/tmp/b/x.zip'),
    });
    const refusal = await downloadFile('GET /api/get_projects_by_cohort/{cohortId}', { params: { cohortId: 11 } }).catch((e: unknown) => e);
    expect(errorText(refusal, MESSAGES.downloadFailed)).toBe(MESSAGES.noProjectProgress);
    const expired = await downloadFile('GET /api/get_projects_by_cohort/{cohortId}', { params: { cohortId: 12 } }).catch((e: unknown) => e);
    expect(errorText(expired, MESSAGES.downloadFailed)).toBe(MESSAGES.downloadFailed);
  });
});

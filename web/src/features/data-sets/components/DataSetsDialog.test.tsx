import type { AbsentReportByCohortAnswer, ReportDateAnswer } from '@shared/reports/types';
import { REPORTS_TEXT } from '@shared/reports/texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi, type RecordedCall } from '@/test/mock-api';
import { renderDialog } from '../test-utils';
import DataSetsDialog from './DataSetsDialog';

function redirected(response: Response, url: string): Response {
  Object.defineProperty(response, 'url', { value: url });
  Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

/** A download's answer: the 303 to the stored file, followed. */
const xlsxAt = (url: string) => redirected(new Response('xlsx', { headers: { 'content-length': '4' } }), url);

/** The names the browser was asked to save files under. */
function savedFileNames(): string[] {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

/** Every file written on 2026-11-27 but the Cohort Data, which is not yet. */
function dates(call: RecordedCall): Response {
  const filename = call.query.get('filename') ?? '';
  const answer: ReportDateAnswer =
    filename === 'cohort-data' ? { filename, date: null, rows: null } : { filename, date: '2026-11-27 00:05', rows: 12 };
  return jsonResponse(answer);
}

const notGenerated = () => jsonResponse({ message: REPORTS_TEXT.notGenerated }, 404);

const audit: AbsentReportByCohortAnswer = {
  cohort: {
    cohort_id: 77,
    state_name: 'California',
    cohort_name: 'Spring Cohort',
    delivery_model: 'In Person',
    course: 'Executive Development Program',
    city: 'Fresno',
    total_participants: 2,
  },
  participants: [
    { user_id: 1, last_name: 'Avery', first_name: 'Ann', absents: 2, scheduled: 10, remaining: 4, missing_attendance: 1 },
    { user_id: 2, last_name: 'Brook', first_name: 'Ben', absents: 0, scheduled: 10, remaining: 4, missing_attendance: 0 },
  ],
  candidates: [],
  missingAttendanceData: [{ unit_id: '3', day: 2, date: '2026-10-14', facilitators: ['Fay Fisher', 'Gus Gray'] }],
  message: REPORTS_TEXT.missingAttendance(1),
};

describe('Data Sets dialog', { timeout: 30_000 }, () => {
  it('shows the date of each file, or that it is not generated yet', async () => {
    signIn(['nisl_manager']);
    mockApi({ 'GET /api/date-export-reports': dates });
    renderDialog(<DataSetsDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Data Sets' });
    for (const label of [
      'User Accounts',
      'Cohort Data',
      'Certificates Created',
      'Master Schedule',
      'Facilitators Schedule',
      'Attendance Audit',
      'Attendance Raw Data',
      'Facilitator Utilization',
      'Feedback Diagnostics Data',
    ])
      expect(within(dialog).getByRole('button', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('date-user-accounts')).toHaveTextContent('File of 2026-11-27 00:05 (Eastern)');
    await waitFor(() => expect(within(dialog).getByTestId('date-cohort-data')).toHaveTextContent(REPORTS_TEXT.noDate));
    // The date describes its button.
    expect(within(dialog).getByRole('button', { name: 'User Accounts' })).toHaveAccessibleDescription('File of 2026-11-27 00:05 (Eastern)');
  });

  it('says the file is not generated yet when its download answers 404, and downloads through the route otherwise', async () => {
    signIn(['nisl_manager']);
    const saved = savedFileNames();
    const { called } = mockApi({
      'GET /api/date-export-reports': dates,
      'GET /api/download-cohort-data': notGenerated,
      'GET /api/download-master-schedule': () => xlsxAt('http://s3.local/reports/Master%20Schedule%202026-11-27.xlsx?sig=1'),
    });
    const user = userEvent.setup();
    renderDialog(<DataSetsDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Data Sets' });
    await user.click(within(dialog).getByRole('button', { name: /^Cohort Data/ }));
    expect(await within(dialog).findByTestId('download-error')).toHaveTextContent(REPORTS_TEXT.notGenerated);
    expect(called('GET /api/download-cohort-data')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: /^Master Schedule/ }));
    await waitFor(() => expect(saved).toEqual(['Master Schedule 2026-11-27.xlsx']));
    expect(within(dialog).queryByTestId('download-error')).toBeNull();
  });

  it('downloads Certificates Created through the documented GET /api/export_certificate, every certificate as of now', async () => {
    signIn(['nisl_manager']);
    const saved = savedFileNames();
    const { called } = mockApi({
      'GET /api/date-export-reports': dates,
      'GET /api/export_certificate': () => xlsxAt('http://s3.local/tmp/Certificates%202026-11-29.xlsx?sig=1'),
    });
    const user = userEvent.setup();
    renderDialog(<DataSetsDialog onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Data Sets' });
    const button = within(dialog).getByRole('button', { name: 'Certificates Created' });
    expect(button).toHaveAccessibleDescription(REPORTS_TEXT.certificatesOnRequest);
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['Certificates 2026-11-29.xlsx']));
    expect(called('GET /api/export_certificate').map((call) => [...call.query])).toEqual([[]]);
    expect(called('GET /api/date-export-reports').map((call) => call.query.get('filename'))).not.toContain('certificates-created');
  });

  it('opens Feedback Diagnostics Data on its host with the session token, in a new tab', async () => {
    signIn(['nisl_manager']);
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      'GET /api/date-export-reports': dates,
      'GET /portal-config.json': { frames: { 'feedback-diagnostics': 'https://diagnostics.example.org/feedback?x=1' } },
    });
    const user = userEvent.setup();
    renderDialog(<DataSetsDialog onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Feedback Diagnostics Data' }));
    await waitFor(() => expect(tab.location.href).toBe('https://diagnostics.example.org/feedback?x=1&token=token-1'));
    expect(tab.opener).toBeNull();
  });
});

describe('Attendance Audit dialog', { timeout: 30_000 }, () => {
  async function openAudit(handlers: Record<string, unknown>) {
    signIn(['nisl_manager']);
    const api = mockApi({ 'GET /api/date-export-reports': dates, ...handlers });
    const user = userEvent.setup();
    renderDialog(<DataSetsDialog onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Attendance Audit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Audit' });
    return { ...api, user, dialog };
  }

  it('offers both files with their dates, asks for a name on an empty Enter, shows a found cohort with its table and download', async () => {
    const { user, dialog, called } = await openAudit({
      'GET /api/get-absent-report-by-cohort': audit,
      'GET /api/download-absent-report-by-cohort': notGenerated,
    });
    expect(within(dialog).getByRole('button', { name: 'Participants who were absent' })).toBeInTheDocument();
    expect(await within(dialog).findByTestId('date-graduation-report')).toHaveTextContent('2026-11-27 00:05');
    const field = within(dialog).getByRole('searchbox', { name: 'Cohort' });
    expect(field).toHaveAccessibleDescription('Type a cohort name and press Enter');
    await user.type(field, '{Enter}');
    expect(within(dialog).getByText(REPORTS_TEXT.cohortRequired)).toBeInTheDocument();
    expect(called('GET /api/get-absent-report-by-cohort')).toHaveLength(0);
    await user.type(field, 'Spring Cohort{Enter}');
    const table = await within(dialog).findByRole('table', { name: 'Participants of Spring Cohort' });
    expect(called('GET /api/get-absent-report-by-cohort')[0].query.get('cohort')).toBe('Spring Cohort');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Last Name', 'First Name', 'Absents', 'Scheduled', 'Remaining', 'Missing Attendance']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('AveryAnn21041');
    const info = within(dialog).getByTestId('cohort-audit');
    for (const text of ['California', 'In Person', 'Executive Development Program', 'Fresno', 'Total Participants'])
      expect(info).toHaveTextContent(text);
    expect(within(dialog).getByRole('region', { name: 'Attendance audit of Spring Cohort' })).toHaveAttribute('tabindex', '0');
    // The day nobody saved attendance for, and whom to ask.
    const missing = within(dialog).getByRole('table', { name: 'Days without attendance in Spring Cohort' });
    expect(within(dialog).getByText(REPORTS_TEXT.missingAttendance(1))).toBeInTheDocument();
    expect(within(missing).getAllByRole('row')[1]).toHaveTextContent(/^Unit 32.*Fay Fisher, Gus Gray$/);
    await user.click(within(dialog).getByRole('button', { name: "Download this cohort's audit" }));
    expect(await within(dialog).findByTestId('download-error')).toHaveTextContent(REPORTS_TEXT.notGenerated);
    expect(called('GET /api/download-absent-report-by-cohort')[0].query.get('cohort')).toBe('Spring Cohort');
  });

  it("shows 'Cohort not found' as an error", async () => {
    const { user, dialog } = await openAudit({
      'GET /api/get-absent-report-by-cohort': () => jsonResponse({ message: REPORTS_TEXT.cohortNotFound }, 404),
    });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Cohort' }), 'Nowhere{Enter}');
    expect(await within(dialog).findByTestId('cohort-search-error')).toHaveTextContent(REPORTS_TEXT.cohortNotFound);
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('lists the cohorts the text could mean, and picking one shows its table', async () => {
    const { user, dialog, called } = await openAudit({
      'GET /api/get-absent-report-by-cohort': (call: RecordedCall) =>
        jsonResponse(
          call.query.get('cohort') === 'Spring Cohort'
            ? audit
            : {
                cohort: null,
                participants: [],
                candidates: [
                  { id: 77, name: 'Spring Cohort' },
                  { id: 78, name: 'Spring Cohort 2' },
                ],
              },
        ),
    });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Cohort' }), 'Spring{Enter}');
    const list = await within(dialog).findByRole('list', { name: 'Several cohorts match. Choose one:' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Spring Cohort', 'Spring Cohort 2']);
    await user.click(within(list).getByRole('button', { name: 'Spring Cohort' }));
    expect(await within(dialog).findByRole('table', { name: 'Participants of Spring Cohort' })).toBeInTheDocument();
    expect(called('GET /api/get-absent-report-by-cohort').map((c) => c.query.get('cohort'))).toEqual(['Spring', 'Spring Cohort']);
    expect(within(dialog).getByRole('searchbox', { name: 'Cohort' })).toHaveValue('Spring Cohort');
  });
});

describe('Attendance Raw Data dialog', { timeout: 30_000 }, () => {
  it('downloads 2021 on, 2019-2020 and the Ext details through their routes, with dates, and opens pre-2019 on its host', async () => {
    signIn(['nisl_manager']);
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { called } = mockApi({
      'GET /api/date-export-reports': dates,
      'GET /api/download-attendance-on-report/*': notGenerated,
      'GET /api/download-attendance-ext-report': notGenerated,
      'GET /portal-config.json': { frames: { 'attendance-pre-2019': 'https://content.example.org/attendance' } },
    });
    const user = userEvent.setup();
    renderDialog(<DataSetsDialog onClose={() => {}} />);
    await user.click(await screen.findByRole('button', { name: 'Attendance Raw Data' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Raw Data' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['2021 on', '2019-2020', 'pre-2019', 'Ext attendance details', 'Close']);
    expect(await within(dialog).findByTestId('date-attendance-2021-on')).toHaveTextContent('2026-11-27 00:05');
    expect(within(dialog).queryByTestId('date-attendance-pre-2019')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '2021 on' }));
    expect(await within(dialog).findByTestId('download-error')).toHaveTextContent(REPORTS_TEXT.notGenerated);
    await user.click(within(dialog).getByRole('button', { name: '2019-2020' }));
    await waitFor(() => expect(called('GET /api/download-attendance-on-report/2019-2020')).toHaveLength(1));
    expect(called('GET /api/download-attendance-on-report/2021')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Ext attendance details' }));
    await waitFor(() => expect(called('GET /api/download-attendance-ext-report')).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'pre-2019' }));
    await waitFor(() => expect(tab.location.href).toBe('https://content.example.org/attendance?token=token-1'));
  });
});

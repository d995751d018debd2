import { ATTENDANCE_COLORS } from '@shared/roster-reports/texts';
import * as MESSAGES from '@shared/texts/general';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { absenceAudit, attendanceReport, cohortInfo } from '../../test-data';
import { ReportsDialog } from './ReportsDialog';

/** What the browser sees after following the 303: the file, at the presigned link. */
function fileAt(name: string, bytes = 'PK-file-bytes') {
  const response = new Response(bytes, {
    status: 200,
    headers: { 'content-type': 'application/octet-stream', 'content-length': String(bytes.length) },
  });
  Object.defineProperty(response, 'url', {
    value: `http://localhost:4569/portal-files/tmp/6f1c/${encodeURIComponent(name)}?X-Amz-Signature=abc`,
  });
  return response;
}

function saved() {
  const names: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

function renderDialog(props: Partial<Parameters<typeof ReportsDialog>[0]> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ReportsDialog
        open
        onClose={() => {}}
        cohort={cohortInfo({ contextAnalysis: false })}
        eventId={301}
        canAudit
        canCreateCertificates
        {...props}
      />
    </QueryClientProvider>,
  );
}

describe('Reports and Downloads', { timeout: 30_000 }, () => {
  it('shows the attendance report with the legend and coloured marks, and exports it as xlsx', async () => {
    signIn(['facilitator_national']);
    const names = saved();
    const withNotDelivered = attendanceReport();
    withNotDelivered.headers.push({ unitId: '2', index: 2, events: [], notDelivered: true });
    const { called } = mockApi({
      'GET /api/get_attendance_report/11': withNotDelivered,
      'GET /api/export_attendance_report/11': () => fileAt('Attendance Report - NY Albany EDP 2025 #1 2026-02-12 03_05 PM.xlsx'),
    });
    renderDialog();
    const opens = within(screen.getByRole('dialog', { name: 'Reports and Downloads' })).getAllByRole('button', { name: 'Open' });
    // Each 'Open' and 'Download' is described by its entry's name, so a screen reader tells them apart.
    expect(opens[0]).toHaveAccessibleDescription('Attendance Report');
    expect(opens[1]).toHaveAccessibleDescription('Attendance Audit');
    await userEvent.click(opens[0]);
    const report = await screen.findByRole('dialog', { name: /Attendance Report/ });
    expect(within(report).getByTestId('attendance-legend')).toHaveTextContent('absent in home cohort but attended a make-up elsewhere');
    const bob = (await within(report).findAllByTestId('report-participant')).find(
      (row) => row.getAttribute('data-participant-id') === '1002',
    )!;
    const marks = within(bob).getAllByTestId('attendance-mark');
    expect(marks.map((m) => m.textContent)).toEqual(['y(M)', 'n']);
    expect(marks.map((m) => m.getAttribute('data-color'))).toEqual([ATTENDANCE_COLORS.blue, ATTENDANCE_COLORS.red]);
    // A unit the cohort does not deliver keeps its place, shown as n/a, with no marks.
    expect(within(report).getAllByRole('columnheader', { name: 'Unit 2 (n/a)' }).length).toBeGreaterThan(0);
    expect(within(bob).getAllByRole('cell').at(-1)).toHaveTextContent('n/a');
    expect(within(report).getByTestId('report-makeups')).toHaveTextContent('PA Erie EDP (12)');
    expect(within(report).getByTestId('report-duplicates')).toHaveTextContent('None.');
    expect(within(report).getByTestId('report-facilitators')).toHaveTextContent('2 of 3');

    await userEvent.click(within(report).getByRole('button', { name: 'Export xlsx' }));
    await waitFor(() => expect(names).toEqual(['Attendance Report - NY Albany EDP 2025 #1 2026-02-12 03_05 PM.xlsx']));
    expect(called('GET /api/export_attendance_report/11')).toHaveLength(1);
  });

  it('downloads both sign-in sheets and the unit roster under the names the server gives', async () => {
    signIn(['facilitator_national']);
    const names = saved();
    const { calls } = mockApi({
      'GET /api/sing_in_file/11/301/false/false': () => fileAt('Sign-In Sheet - A 2026-02-12 03_05 PM.pdf'),
      'GET /api/sing_in_file/11/301/false/true': () => fileAt('Sign-In Sheet - B 2026-02-12 03_05 PM.pdf'),
      'GET /api/rosterReport/11/301': () => fileAt('Roster - C.xlsx'),
    });
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Reports and Downloads' });
    const downloads = within(dialog).getAllByRole('button', { name: 'Download' });
    for (const button of downloads.slice(0, 3)) {
      await userEvent.click(button);
      await waitFor(() => expect(button).toBeEnabled());
    }
    expect(names).toEqual(['Sign-In Sheet - A 2026-02-12 03_05 PM.pdf', 'Sign-In Sheet - B 2026-02-12 03_05 PM.pdf', 'Roster - C.xlsx']);
    expect(calls.every((c) => c.token === 'token-1')).toBe(true);
  });

  it("shows the server's refusal of All Projects when nobody has progress", async () => {
    signIn(['facilitator_national']);
    saved();
    mockApi({ 'GET /api/get_projects_by_cohort/11': () => jsonResponse({ message: MESSAGES.noProjectProgress }, 422) });
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Reports and Downloads' });
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Download' })[3]);
    expect(await within(dialog).findByTestId('download-error')).toHaveTextContent(MESSAGES.noProjectProgress);
  });

  it('hides the audit from those who may not run it, and the Context Analysis Tool where the cohort does not offer it', () => {
    signIn(['state_coordinator']);
    mockApi({});
    renderDialog({ canAudit: false });
    const dialog = screen.getByRole('dialog', { name: 'Reports and Downloads' });
    expect(within(dialog).queryByText('Attendance Audit')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Context Analysis Tool Report')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Attendance Report')).toBeInTheDocument();
  });

  it('audits absences per participant and says clearly that certificates are not available yet', async () => {
    signIn(['administrator']);
    saved();
    const { called } = mockApi({
      'GET /api/get_absence/11': absenceAudit(),
      'GET /api/certifications/11': () => jsonResponse({ message: 'Not implemented: GET /api/certifications/{cohortId}' }, 501),
    });
    renderDialog();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Reports and Downloads' })).getAllByRole('button', { name: 'Open' })[1],
    );
    const audit = await screen.findByRole('dialog', { name: /Attendance Audit/ });
    const rows = await within(audit).findAllByTestId('audit-participant');
    expect(rows.map((r) => r.textContent)).toEqual(['AdamsAnn0Can be certified', 'BrownBob1Unit 1 Day 2 (Jan 21, 2026)']);
    expect(within(audit).getByTestId('audit-absences-not-made-up')).toHaveTextContent('1');
    expect(within(audit).getByTestId('audit-unsaved')).toHaveTextContent('Fay Lead (fay@example.org)');

    await userEvent.click(within(audit).getByRole('button', { name: 'Create Certificates' }));
    expect(await within(audit).findByTestId('download-error')).toHaveTextContent(MESSAGES.certificatesNotAvailable);
    expect(called('GET /api/certifications/11')[0].query.get('toBeCertified')).toBe('[1001]');
  });

  it("names who could not be certified, offers the others' certificates and reads the audit again", async () => {
    signIn(['administrator']);
    saved();
    const message =
      'No certificate was issued: 1 participant could not be certified. The certificate of Ann Adams is void: restore it to print it again.';
    const { called } = mockApi({
      'GET /api/get_absence/11': absenceAudit(),
      'GET /api/certifications/11': () =>
        jsonResponse(
          {
            message,
            refused: [{ id: 1001, name: 'Ann Adams', reason: 'The certificate of Ann Adams is void: restore it to print it again.' }],
            issued: [1002],
            file: 'http://files.example/tmp/x/Certificates.pdf',
          },
          422,
        ),
    });
    renderDialog();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Reports and Downloads' })).getAllByRole('button', { name: 'Open' })[1],
    );
    const audit = await screen.findByRole('dialog', { name: /Attendance Audit/ });
    await within(audit).findAllByTestId('audit-participant');
    await userEvent.click(within(audit).getByRole('button', { name: 'Create Certificates' }));
    expect(await within(audit).findByTestId('download-error')).toHaveTextContent(message);
    expect(within(audit).getByRole('link', { name: 'Download the certificates that were issued' })).toHaveAttribute(
      'href',
      'http://files.example/tmp/x/Certificates.pdf',
    );
    await waitFor(() => expect(called('GET /api/get_absence/11').length).toBeGreaterThanOrEqual(2));
  });

  it('keeps Create Certificates off when nobody can be certified', async () => {
    signIn(['administrator']);
    mockApi({ 'GET /api/get_absence/11': absenceAudit({ participantsCanBeCertified: [], totalCanBeCertified: 0 }) });
    renderDialog();
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Reports and Downloads' })).getAllByRole('button', { name: 'Open' })[1],
    );
    const audit = await screen.findByRole('dialog', { name: /Attendance Audit/ });
    await within(audit).findAllByTestId('audit-participant');
    expect(within(audit).getByRole('button', { name: 'Create Certificates' })).toBeDisabled();
  });
});

import { QueryClient } from '@tanstack/react-query';
import type { LearningRecord, RecordCertificate } from '@shared/participants/record';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { AppProviders } from '@/test/render';
import RecordPage from './RecordPage';

const certificate = (over: Partial<RecordCertificate>): RecordCertificate => ({
  id: 1,
  course_name: 'Executive Development Program',
  cohort_name: 'Harrisburg Spring 2026',
  issued_on: '2026-03-09',
  status: 'valid',
  code: 'ABCD-EFGH-JKLM-NPQR',
  verify_url: 'https://portal.example.org/verify/ABCD-EFGH-JKLM-NPQR',
  document: 'https://files.example.org/issued/1.pdf?sig=x',
  ...over,
});

const record: LearningRecord = {
  user: { id: 7, first_name: 'Ada', last_name: 'Okafor' },
  as_of: '2026-11-29',
  cohorts: [
    {
      cohort_id: 3,
      cohort_name: 'Harrisburg Spring 2026',
      course_name: 'Executive Development Program',
      start_date: '2026-01-12',
      end_date: '2026-03-02',
      status: 'ended',
      completed: true,
      attendance_taken: true,
      units: [
        { unit: '1', complete: true },
        { unit: '2', complete: true },
      ],
      days_held: 4,
      days_present: 4,
      makeups: [{ unit: '2', cohort_name: 'Pittsburgh Spring 2026', attended: true }],
    },
  ],
  certificates: [
    certificate({}),
    certificate({ id: 2, course_name: 'Principal Foundations', status: 'void', document: null, code: 'WXYZ-WXYZ-WXYZ-WXYZ' }),
  ],
};

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/record/:userId?', element: <RecordPage /> }], { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('My Record', { timeout: 30_000 }, () => {
  it("shows a staff member the person's record with a void certificate that offers neither its PDF nor LinkedIn", async () => {
    const api = mockApi({ 'GET /api/me/record': record });
    renderAt('/record/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Record of Ada Okafor' })).toBeInTheDocument();
    expect(api.called('GET /api/me/record')[0].query.get('user_id')).toBe('7');
    const cohort = screen.getByRole('region', { name: 'Executive Development Program · Harrisburg Spring 2026' });
    expect(cohort).toHaveTextContent('Ended · Course completed');
    expect(cohort).toHaveTextContent('Attendance: 4 of 4 days present');
    expect(cohort).toHaveTextContent('Make-up of Unit 2 in Pittsburgh Spring 2026: attended');

    const [valid, voided] = screen.getAllByTestId('record-certificate');
    const linkedIn = new URL(within(valid).getByRole('link', { name: 'Add to LinkedIn' }).getAttribute('href')!);
    expect(Object.fromEntries(linkedIn.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Executive Development Program',
      organizationName: 'Professional Learning Portal',
      issueYear: '2026',
      issueMonth: '3',
      certUrl: 'https://portal.example.org/verify/ABCD-EFGH-JKLM-NPQR',
      certId: 'ABCD-EFGH-JKLM-NPQR',
    });
    expect(within(valid).getByRole('link', { name: 'Certificate PDF' })).toHaveAttribute('href', certificate({}).document);
    expect(within(valid).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(voided).toHaveTextContent('Void');
    expect(within(voided).queryByRole('link', { name: 'Add to LinkedIn' })).not.toBeInTheDocument();
    expect(within(voided).queryByRole('link', { name: 'Certificate PDF' })).not.toBeInTheDocument();
    expect(within(voided).getByRole('link', { name: /Verification page/ })).toBeInTheDocument();
  });
});

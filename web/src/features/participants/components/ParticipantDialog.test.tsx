import * as MESSAGES from '@shared/texts/general';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { cohortRow, participantInfo, participantSchedule, scheduleEvent } from '../test-data';
import { calledUrls, renderWithProviders, routeFetch } from '../test-utils';
import ParticipantDialog from './ParticipantDialog';

describe('participant dialog', () => {
  it('shows the header, the profile card and one row per cohort with its roster link', async () => {
    signIn(['facilitator_national']);
    const virtual = cohortRow({
      cohort_id: 12,
      cohort_name: 'Virtual EDP #12',
      delivery_model: { is_virtual: true },
      roster: null,
      show_attendance_report: false,
      next_session: null,
    });
    const fetchMock = routeFetch({ '/api/users/get-info-search-menu': () => jsonResponse(participantInfo({}, [cohortRow(), virtual])) });
    renderWithProviders(<ParticipantDialog userId={77} onClose={() => {}} />);

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Mr. Pat Participant' })).toBeInTheDocument();
    expect(within(dialog).getByText('Albany City SD, New York')).toBeInTheDocument();
    const card = within(dialog).getByLabelText('Profile');
    expect(within(card).getByText('202-555-0100')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'pat@example.org' })).toHaveAttribute('href', 'mailto:pat@example.org');
    expect(within(card).getByText('Principal')).toBeInTheDocument();
    expect(within(card).getByText('Lincoln Elementary')).toBeInTheDocument();
    // Not the signed-in user's own record: no Profile link.
    expect(within(card).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    // Their learning record (My Record), which the dialog's reader may read.
    expect(within(card).getByRole('link', { name: 'Learning record of Pat Participant' })).toHaveAttribute('href', '/record/77');

    const rows = within(within(dialog).getByRole('table', { name: 'Cohorts' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('NY Albany EDP 2025 #1')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Albany, NY')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Unit 3')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Tue, Mar 10, 2026')).toBeInTheDocument();
    expect(within(rows[1]).getByRole('link', { name: /Roster/ })).toHaveAttribute(
      'href',
      '/dashboard/cohort/11/event/301/unit/3/cohort/5011',
    );
    expect(within(rows[1]).getByRole('button', { name: /Attendance/ })).toBeInTheDocument();
    expect(within(rows[2]).getByText('Virtual')).toBeInTheDocument();
    expect(within(rows[2]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
    expect(calledUrls(fetchMock)).toEqual(['/api/users/get-info-search-menu?user_id=77']);
  });

  it('says the participant has not been enrolled when there is no cohort, and links the own profile', async () => {
    signIn(['facilitator_local']); // the fixture's user-data id is 501
    routeFetch({ '/api/users/get-info-search-menu': () => jsonResponse(participantInfo({ id: 501 }, [])) });
    renderWithProviders(<ParticipantDialog userId={501} onClose={() => {}} />);
    expect(await screen.findByText(MESSAGES.notEnrolled)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Cohorts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: /^Learning record of/ })).toHaveAttribute('href', '/record');
  });

  it('opens the attendance schedule of a row with the row course key, user and cohort', async () => {
    signIn(['facilitator_local']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-01T15:00:00Z'));
    try {
      const fetchMock = routeFetch({
        '/api/users/get-info-search-menu': () => jsonResponse(participantInfo()),
        '/api/user_schedule/': () =>
          jsonResponse(participantSchedule({ events: [scheduleEvent({ attendance: { attendance: '1', date: '2026-01-13' } })] })),
      });
      renderWithProviders(<ParticipantDialog userId={77} onClose={() => {}} />);
      await userEvent.click(await screen.findByRole('button', { name: /Attendance of/ }));
      const schedule = await screen.findByRole('dialog', { name: 'Attendance Schedule' });
      expect(within(schedule).getByText(MESSAGES.attendancePresent)).toBeInTheDocument();
      expect(calledUrls(fetchMock)).toContain('/api/user_schedule/cohort39/77/11');

      await userEvent.click(within(schedule).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attendance Schedule' })).not.toBeInTheDocument());
      expect(screen.getByRole('dialog', { name: /Pat Participant/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

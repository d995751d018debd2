import Dialog from '@mui/material/Dialog';
import * as MESSAGES from '@shared/texts/general';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, signIn } from '@/test/fixtures';
import { participantSchedule, scheduleEvent } from '../test-data';
import { calledUrls, renderWithProviders, routeFetch } from '../test-utils';
import { PRINT_STYLE_ATTRIBUTE } from '@/lib/print';
import ScheduleDialog, { SCHEDULE_PRINT_ROOT } from './ScheduleDialog';

const present = { attendance: '1' as const, date: 'x' };
const absent = { attendance: '0' as const, date: 'x' };
const EVENTS = [
  scheduleEvent({ id: 8, unit_id: '4', day: 1, start_date: null, start_time: null, end_time: null }),
  scheduleEvent({
    id: 1,
    unit_id: 'orientation',
    day: 1,
    start_date: '2025-11-04',
    start_time: '12:00',
    end_time: '16:00',
    attendance: present,
  }),
  scheduleEvent({ id: 2, unit_id: '1', day: 1, start_date: '2025-12-02', attendance: present }),
  scheduleEvent({ id: 3, unit_id: '1', day: 2, start_date: '2025-12-03', attendance: absent }),
  scheduleEvent({ id: 4, unit_id: '2', day: 1, start_date: '2026-01-13', attendance: null }),
  // The day daylight-saving time starts: 08:30 EDT is 12:30 UTC, before the pinned clock.
  scheduleEvent({ id: 5, unit_id: '2', day: 2, start_date: '2026-03-08', attendance: null }),
  scheduleEvent({ id: 6, unit_id: '3', day: 1, start_date: '2026-03-09', attendance: null }),
  scheduleEvent({ id: 7, unit_id: '3', day: 2, start_date: '2026-03-10', is_makeup: true, cohort: { name: 'Other cohort' } }),
];

function row(id: number): HTMLElement {
  const index = [1, 2, 3, 4, 5, 6, 7, 8].indexOf(id);
  return document.querySelector<HTMLElement>(`[data-entry-index="${index}"]`)!;
}

function PolicyStub({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="policy-stub">
      <h2 id="policy-stub">Policy</h2>
    </Dialog>
  );
}

function renderSchedule(onClose = vi.fn()) {
  renderWithProviders(<ScheduleDialog course="cohort39" userId={77} cohortId={11} onClose={onClose} PolicyDialog={PolicyStub} />);
  return onClose;
}

describe('attendance schedule dialog', () => {
  beforeEach(() => {
    signIn(['facilitator_local']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-08T12:45:00Z')); // 08:45 EDT
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the participant, the cohort, the summary and the events grouped by year with TBD last', async () => {
    const fetchMock = routeFetch({ '/api/user_schedule/': () => jsonResponse(participantSchedule({ events: EVENTS })) });
    renderSchedule();
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Schedule' });
    expect(calledUrls(fetchMock)).toEqual(['/api/user_schedule/cohort39/77/11']);
    expect(within(dialog).getByText('Pat Participant')).toBeInTheDocument();
    expect(within(dialog).getByText('Albany City SD')).toBeInTheDocument();
    expect(within(dialog).getByText('New York')).toBeInTheDocument();
    expect(within(dialog).getByText('Executive Development Program')).toBeInTheDocument();
    expect(within(dialog).getByText('NY Albany EDP 2025 #1 (Albany, NY)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'attendance policy' })).toBeInTheDocument();
    expect(within(dialog).getByTestId('schedule-summary')).toHaveTextContent('Average attendance: 83.3% · Completed units: 2');

    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['2025', '2026', 'TBD']);
    const tbd = within(dialog).getByRole('table', { name: 'TBD' });
    expect(within(tbd).getByText('Unit 4')).toBeInTheDocument();
    expect(within(tbd).getAllByText('TBD')).toHaveLength(2); // date and time
    const y2025 = within(dialog).getByRole('table', { name: '2025' });
    expect(within(y2025).getAllByRole('row')).toHaveLength(4); // header + 3
    expect(within(row(1)).getByText('Orientation')).toBeInTheDocument();
    expect(within(row(2)).getByText('Tue, Dec 2, 2025')).toBeInTheDocument();
    expect(within(row(2)).getByText('8:30 AM – 3:30 PM ET')).toBeInTheDocument();
    expect(within(row(2)).getByText('Day 1')).toBeInTheDocument();
    expect(within(row(7)).getByText('Make-up: Other cohort')).toBeInTheDocument();
  });

  it('shows the attendance message of each event (orientation, past, started, future)', async () => {
    routeFetch({ '/api/user_schedule/': () => jsonResponse(participantSchedule({ events: EVENTS })) });
    renderSchedule();
    await screen.findByRole('dialog', { name: 'Attendance Schedule' });
    const message = (id: number) => row(id).lastElementChild!.textContent;
    expect(message(1)).toBe(''); // orientation, even with a record
    expect(message(2)).toBe(MESSAGES.attendancePresent);
    expect(message(3)).toBe(MESSAGES.attendanceAbsent);
    expect(message(4)).toBe(MESSAGES.attendanceNotRecorded);
    expect(message(5)).toBe(MESSAGES.attendanceNotRecorded); // started at 08:30 EDT today
    expect(message(6)).toBe('');
    expect(message(7)).toBe('');
    expect(message(8)).toBe('');
  });

  it('scrolls first to two entries before the first event on or after today', async () => {
    routeFetch({ '/api/user_schedule/': () => jsonResponse(participantSchedule({ events: EVENTS })) });
    renderSchedule();
    await screen.findByRole('dialog', { name: 'Attendance Schedule' });
    // The first event on or after 2026-03-08 is event 5 (index 4); two entries before is event 3.
    const targets = document.querySelectorAll('[data-initial-scroll="true"]');
    expect(targets).toHaveLength(1);
    expect(targets[0]).toBe(row(3));
  });

  it.each([
    ['the call fails', () => jsonResponse({ message: 'Server error' }, 500)],
    ['show_user_schedule is false', () => jsonResponse(participantSchedule({ show_user_schedule: false, events: EVENTS }))],
  ])('stays hidden and closes when %s', async (_name, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    routeFetch({ '/api/user_schedule/': answer });
    const onClose = renderSchedule();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('prints the dialog alone in landscape, then removes the print style', async () => {
    routeFetch({ '/api/user_schedule/': () => jsonResponse(participantSchedule({ events: EVENTS })) });
    let styleWhilePrinting = '';
    const print = vi.fn(() => {
      styleWhilePrinting = document.querySelector(`style[${PRINT_STYLE_ATTRIBUTE}]`)?.textContent ?? '';
    });
    vi.stubGlobal('print', print);
    renderSchedule();
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Schedule' });
    expect(dialog.closest(`.${SCHEDULE_PRINT_ROOT}`)?.parentElement).toBe(document.body);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(styleWhilePrinting).toContain('@page { size: landscape');
    expect(styleWhilePrinting).toContain(`body > *:not(.${SCHEDULE_PRINT_ROOT})`);
    window.dispatchEvent(new Event('afterprint'));
    expect(document.querySelector(`style[${PRINT_STYLE_ATTRIBUTE}]`)).toBeNull();
  });

  it('opens the attendance policy and closes with OK', async () => {
    routeFetch({
      '/api/user_schedule/': () =>
        jsonResponse(
          participantSchedule({
            events: EVENTS,
            enrrolled_cohort: { ...participantSchedule().enrrolled_cohort, delivery_model: { is_virtual: true } },
          }),
        ),
    });
    const onClose = renderSchedule();
    const dialog = await screen.findByRole('dialog', { name: 'Attendance Schedule' });
    expect(within(dialog).getByText('NY Albany EDP 2025 #1')).toBeInTheDocument(); // virtual: no city and state
    await userEvent.click(within(dialog).getByRole('button', { name: 'attendance policy' }));
    expect(screen.getByRole('dialog', { name: 'Policy' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Policy' })).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled(); // Escape closed only the policy on top
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });
});

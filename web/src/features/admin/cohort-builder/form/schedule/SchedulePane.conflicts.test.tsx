/**
 * The Cohort Schedule pane asks the facilitator conflict check when a day that assigned staff work
 * changes (issue 31): the spec's OK or Yes/No, the conflicting dates cleared on OK or No.
 */
import type { CohortFormPerson, CohortFormValues, StaffAssignment } from '@shared/cohort-builder/form.types';
import type { DateCoincidence, FacilitatorCheck, FacilitatorCheckAnswer } from '@shared/cohort-builder/people.types';
import { COHORT_PEOPLE_TEXT } from '@shared/cohort-builder/people.texts';
import { ALL_REMAINING_UNITS_USER_ID } from '@shared/constants';
import { newCohortValues } from '@shared/cohort-builder/form.texts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import type { CohortFormReference } from '../pane-props';
import { SCHEDULE_CHECK_QUIET_MS, withoutDates } from './schedule-conflicts';
import { SchedulePane } from './SchedulePane';

const CHECK = 'POST /api/event/validate-schedule-facilitator';
const FELIX: CohortFormPerson = { user_id: 21, first_name: 'Felix', last_name: 'Facilitator', email: 'f@example.org', username: 'felix' };
const PEOPLE = new Map([[FELIX.user_id, FELIX]]);
const slot = (date: string | null, start_time = '09:00', end_time = '15:00') => ({ date, start_time, end_time, event_id: null });

const REFERENCE: CohortFormReference = {
  course: { id: 39, key: 39, name: 'Executive Development Program', section_units: 2, is_nisl: false },
  deliveryModel: undefined,
  meetingTypes: [],
};

function values(staff: StaffAssignment[]): CohortFormValues {
  return {
    ...newCohortValues(),
    id: 7,
    version: 2,
    name: 'Albany 2027',
    course_id: 39,
    delivery_model_id: 1,
    city: 'Albany',
    state_id: 36,
    units: [
      {
        unit: '1',
        event_type: '2_day',
        days: [slot('2027-03-10'), slot('2027-03-11')],
        url_unit_evaluation: null,
        meeting_type: null,
        sub_units: [],
      },
      { unit: '2', event_type: 'split', days: [slot('2027-04-10')], url_unit_evaluation: null, meeting_type: null, sub_units: [] },
    ],
    staff,
  };
}

const coincidence = (unit: string, day: number, date: string, same_time: boolean): DateCoincidence => ({
  unit,
  day,
  date,
  start_time: '09:00',
  end_time: '15:00',
  same_time,
  other: {
    cohort_id: 99,
    cohort_name: 'Texas Cohort',
    unit_id: '3',
    day: 1,
    start_date: date,
    end_date: date,
    start_time: same_time ? '10:00' : '16:00',
    end_time: same_time ? '12:00' : '18:00',
  },
});
const answer = (found: DateCoincidence[]): FacilitatorCheckAnswer => ({
  programed: found.length > 0,
  onlearn_validate: found.every((c) => !c.same_time),
  message: 'the server message for the Assignments pane',
  date_coincidence: found,
});

let current: CohortFormValues;
function Form({ initial }: { initial: CohortFormValues }) {
  const [v, setValues] = useState(initial);
  current = v;
  return <SchedulePane values={v} people={PEOPLE} reference={REFERENCE} onChange={(patch) => setValues((old) => ({ ...old, ...patch }))} />;
}

function setup(staff: StaffAssignment[], reply: (body: FacilitatorCheck) => FacilitatorCheckAnswer) {
  const api = mockApi({ [CHECK]: (call: { body: unknown }) => jsonResponse(reply(call.body as FacilitatorCheck)) });
  render(<Form initial={values(staff)} />);
  return api;
}

function region(name: string): HTMLElement {
  const section = screen.getByText(name, { selector: 'h3, h4' }).closest('section');
  if (!section) throw new Error(`no section for ${name}`);
  return section;
}
const type = (regionName: string, label: string, value: string) =>
  fireEvent.change(within(region(regionName)).getByLabelText(label), { target: { value } });
const datesOf = (unit: string) => current.units.find((u) => u.unit === unit)!.days.map((d) => d.date);
const WAIT = { timeout: SCHEDULE_CHECK_QUIET_MS + 2_000 };
const facilitator = (units = ['all']): StaffAssignment => ({ user_id: FELIX.user_id, staff_type: 'facilitator', units });

afterEach(() => vi.unstubAllGlobals());

describe('the Schedule pane checks the staff of a changed day (issue 31)', () => {
  it('asks about the changed days only, once the typing settles, and OK clears the dates at the same time', async () => {
    const api = setup([facilitator()], (body) => answer(body.dates_events.map((d) => coincidence(d.unit, d.day, d.date, true))));
    // Opening the pane asks nothing.
    await new Promise((r) => setTimeout(r, SCHEDULE_CHECK_QUIET_MS + 100));
    expect(api.called(CHECK)).toHaveLength(0);

    type('Unit 2', 'Date', '2027-05-01');
    type('Unit 2', 'Date', '2027-05-02');
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(api.called(CHECK)).toHaveLength(1);
    expect(api.called(CHECK)[0].body).toMatchObject({
      id_fac: FELIX.user_id,
      id_cohort: 7,
      unit_work: ['all'],
      name: 'Felix Facilitator',
      dates_events: [{ unit: '2', day: 1, date: '2027-05-02', start_time: '09:00', end_time: '15:00' }],
    });
    const expected = COHORT_PEOPLE_TEXT.conflictDatesSameTime('Felix Facilitator', [
      COHORT_PEOPLE_TEXT.conflictLine(coincidence('2', 1, '2027-05-02', true)),
    ]);
    expect(dialog).toHaveTextContent(expected);
    expect(within(dialog).queryByRole('button', { name: 'No' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(datesOf('2')).toEqual([null]);
    // Unit 1 and the facilitator's units are untouched.
    expect(datesOf('1')).toEqual(['2027-03-10', '2027-03-11']);
    expect(current.staff).toEqual([facilitator()]);
  });

  it('asks Yes/No when only the date is shared: No clears those dates, Yes keeps them', async () => {
    setup([facilitator()], (body) => answer(body.dates_events.map((d) => coincidence(d.unit, d.day, d.date, false))));
    type('Unit 1', 'Start time', '08:00');
    let dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog).toHaveTextContent('Felix Facilitator is already scheduled on the same day in another cohort, at another time:');
    expect(dialog).toHaveTextContent('Do you want to keep these dates anyway?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(datesOf('1')).toEqual(['2027-03-10', '2027-03-11']);

    type('Unit 2', 'Date', '2027-05-02');
    dialog = await screen.findByRole('dialog', {}, WAIT);
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(datesOf('2')).toEqual([null]);
    expect(datesOf('1')).toEqual(['2027-03-10', '2027-03-11']);
  });

  it('asks only about the days the person works, and never for the placeholder or a day nobody works', async () => {
    const api = setup([facilitator(['1']), { user_id: ALL_REMAINING_UNITS_USER_ID, staff_type: 'cofacilitator', units: ['all'] }], () =>
      answer([]),
    );
    type('Unit 2', 'Date', '2027-05-02');
    await new Promise((r) => setTimeout(r, SCHEDULE_CHECK_QUIET_MS + 200));
    expect(api.called(CHECK)).toHaveLength(0);
    type('Unit 1', 'End time', '16:00');
    await waitFor(() => expect(api.called(CHECK)).toHaveLength(1), WAIT);
    expect((api.called(CHECK)[0].body as FacilitatorCheck).dates_events.map((d) => `${d.unit}-${d.day}`)).toEqual(['1-1', '1-2']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('clearing conflicting dates', () => {
  it("clears only the conflicting day of a two-day extension, keeping the other and the days' ids", () => {
    const ext = {
      unit: '2',
      event_type: 'ext' as const,
      days: [],
      url_unit_evaluation: null,
      meeting_type: null,
      sub_units: [
        {
          event_ext: '2A',
          event_type: '2_day' as const,
          days: [
            { ...slot('2027-04-10'), event_id: 41 },
            { ...slot('2027-04-11'), event_id: 42 },
          ],
          url_unit_evaluation: null,
          meeting_type: null,
        },
      ],
    };
    const cleared = withoutDates({ ...values([]), units: [ext] }, [{ unit: '2A', day: 2 }]);
    expect(cleared.units[0].sub_units[0].days.map((d) => [d.event_id, d.date])).toEqual([
      [41, '2027-04-10'],
      [42, null],
    ]);
  });
});

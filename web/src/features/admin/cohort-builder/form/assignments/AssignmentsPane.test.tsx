import type { CohortFormPerson, CohortFormValues } from '@shared/cohort-builder/form.types';
import type { CohortCandidate, FacilitatorCheckAnswer } from '@shared/cohort-builder/people.types';
import { COHORT_PEOPLE_TEXT } from '@shared/cohort-builder/people.texts';
import { COHORT_TEXT } from '@shared/cohort-builder/form.texts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { type RecordedCall, mockApi } from '@/test/mock-api';
import { renderPanel } from '../../../components/render-panel';
import type { CohortFormReference } from '../pane-props';
import { AssignmentsPane } from './AssignmentsPane';
import { newCohortValues } from '@shared/cohort-builder/form.texts';

const slot = (date: string | null, start_time = '09:00', end_time = '15:00') => ({ date, start_time, end_time });
const VALUES: CohortFormValues = {
  ...newCohortValues(),
  id: 7,
  version: 3,
  name: 'Ohio Cohort',
  course_id: 12,
  delivery_model_id: 1,
  city: 'Columbus',
  state_id: 3,
  orientation: { ...slot('2027-03-01'), url_unit_evaluation: null, meeting_type: null },
  units: [
    {
      unit: '1',
      event_type: '2_day',
      days: [slot('2027-03-10'), slot('2027-03-11')],
      url_unit_evaluation: null,
      meeting_type: null,
      sub_units: [],
    },
    {
      unit: '2',
      event_type: 'ext',
      days: [],
      url_unit_evaluation: null,
      meeting_type: null,
      sub_units: [
        { event_ext: '2A', event_type: 'ext', days: [slot('2027-04-01')], url_unit_evaluation: null, meeting_type: null },
        { event_ext: '2B', event_type: 'ext', days: [slot(null)], url_unit_evaluation: null, meeting_type: null },
      ],
    },
  ],
};

const REFERENCE: CohortFormReference = {
  course: { id: 12, key: 25, name: 'Principal Foundations', section_units: 2, is_nisl: true },
  deliveryModel: { id: 1, slug: 'in_person', name: 'In Person' },
  meetingTypes: [],
};

const candidate = (id: number, first: string, last: string, extra: Partial<CohortCandidate> = {}): CohortCandidate => ({
  user_id: id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@example.org`,
  username: first.toLowerCase(),
  status: 'active',
  roles: ['facilitator_national'],
  state_id: 3,
  national: true,
  nisl_certified: false,
  ...extra,
});
const FELIX = candidate(21, 'Felix', 'Facilitator');
const LOLA = candidate(22, 'Lola', 'Local', { roles: ['facilitator_local'], national: false });
const PAT = candidate(31, 'Pat', 'Participant', { roles: ['participant'], national: false });

const NO_CONFLICT: FacilitatorCheckAnswer = { programed: false, onlearn_validate: true, message: '', date_coincidence: [] };
const conflict = (sameTime: boolean, unit = '1', day = 1, date = '2027-03-10'): FacilitatorCheckAnswer => ({
  programed: true,
  onlearn_validate: !sameTime,
  message: sameTime
    ? 'Felix Facilitator is already scheduled at the same time in another cohort.'
    : 'Felix Facilitator is busy that day. Assign anyway?',
  date_coincidence: [
    {
      unit,
      day,
      date,
      start_time: '09:00',
      end_time: '15:00',
      same_time: sameTime,
      other: {
        cohort_id: 99,
        cohort_name: 'Texas Cohort',
        unit_id: '3',
        day: 1,
        start_date: date,
        end_date: date,
        start_time: '10:00',
        end_time: '12:00',
      },
    },
  ],
});

/** The pane inside a form that holds the values, as the cohort form does. */
function Form({ initial, reference }: { initial: CohortFormValues; reference: CohortFormReference }) {
  const [values, setValues] = useState(initial);
  const [people, setPeople] = useState<ReadonlyMap<number, CohortFormPerson>>(new Map());
  return (
    <>
      <AssignmentsPane
        values={values}
        people={people}
        reference={reference}
        onChange={(patch, added) => {
          setValues((v) => ({ ...v, ...patch }));
          if (added) setPeople((p) => new Map([...p, ...added.map((a) => [a.user_id, a] as const)]));
        }}
      />
      <output data-testid="staff">{JSON.stringify(values.staff)}</output>
      <output data-testid="participants">{JSON.stringify(values.participants)}</output>
    </>
  );
}

function setup(check: FacilitatorCheckAnswer | ((call: RecordedCall) => Response) = NO_CONFLICT, reference = REFERENCE, initial = VALUES) {
  const api = mockApi({
    'POST /api/user/getUsers/cohort-builder': (call: RecordedCall) => {
      const { list } = call.body as { list: string };
      return jsonResponse({ users: list === 'participant' ? [PAT] : [FELIX, LOLA] });
    },
    'POST /api/event/validate-schedule-facilitator': typeof check === 'function' ? check : () => jsonResponse(check),
  });
  const user = userEvent.setup();
  renderPanel(<Form initial={initial} reference={reference} />);
  return { ...api, user };
}

const staffNow = () => JSON.parse(screen.getByTestId('staff').textContent ?? '[]') as CohortFormValues['staff'];

/** Types in a list's search box and picks the person once the debounced search answers. */
async function pick(user: ReturnType<typeof userEvent.setup>, box: string, text: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: box }), text);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }, { timeout: 5_000 }));
}

describe('Assignments pane', { timeout: 30_000 }, () => {
  it('shows the lists, Webinar Producer or Quality Support by delivery model', () => {
    setup();
    for (const heading of ['Participants (0)', 'Facilitators', 'Co-Facilitators', 'Webinar Producer', 'AL Advisers'])
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quality Support' })).toBeNull();
  });

  it('shows Quality Support instead of Webinar Producer for the EDP PSS delivery models', () => {
    setup(NO_CONFLICT, { ...REFERENCE, deliveryModel: { id: 4, slug: 'edp_pss', name: 'EDP PSS' } });
    expect(screen.getByRole('heading', { name: 'Quality Support' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Webinar Producer' })).toBeNull();
  });

  it('searches people after 3 characters, debounced, and adds the one picked; removes them again', async () => {
    const { user, called } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Add a participant' }), 'pa');
    await user.click(screen.getByRole('combobox', { name: 'Add a participant' }));
    expect(await screen.findByText('Type at least 3 characters.')).toBeInTheDocument();
    await pick(user, 'Add a participant', 't', 'Pat Participant');
    expect(called('POST /api/user/getUsers/cohort-builder').map((c) => c.body)).toEqual([
      { users: 'pat', list: 'participant', roles: [], exclude_users: [] },
    ]);
    expect(screen.getByRole('heading', { name: 'Participants (1)' })).toBeInTheDocument();
    expect(screen.getByTestId('participants').textContent).toBe('[31]');
    await user.click(screen.getByRole('button', { name: 'Remove Pat Participant' }));
    expect(screen.getByTestId('participants').textContent).toBe('[]');
  });

  it('says when nobody is found', async () => {
    mockApi({ 'POST /api/user/getUsers/cohort-builder': { users: [] } });
    const user = userEvent.setup();
    renderPanel(<Form initial={VALUES} reference={REFERENCE} />);
    await user.type(screen.getByRole('combobox', { name: 'Add a facilitator' }), 'zzz');
    expect(await screen.findByText(COHORT_PEOPLE_TEXT.userNotFound, {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('refuses a facilitator or co-facilitator of a NISL course who is neither national nor certified, with each wording', async () => {
    const { user, called } = setup();
    await pick(user, 'Add a facilitator', 'lol', 'Lola Local');
    expect(await screen.findByText(COHORT_TEXT.facilitatorNotCertified)).toBeInTheDocument();
    await pick(user, 'Add a co-facilitator', 'lol', 'Lola Local');
    expect(await screen.findByText(COHORT_TEXT.coFacilitatorNotCertified)).toBeInTheDocument();
    expect(staffNow()).toEqual([]);
    expect(called('POST /api/event/validate-schedule-facilitator')).toHaveLength(0);
    expect(called('POST /api/user/getUsers/cohort-builder')[0].body).toMatchObject({
      list: 'facilitator',
      roles: expect.arrayContaining(['facilitator_local']),
    });
  });

  it('takes any facilitator for a course that is not NISL', async () => {
    const { user } = setup(NO_CONFLICT, { ...REFERENCE, course: { ...REFERENCE.course!, is_nisl: false } });
    await pick(user, 'Add a facilitator', 'lol', 'Lola Local');
    expect(staffNow()).toEqual([{ user_id: 22, staff_type: 'facilitator', units: ['all'] }]);
  });

  it('checks a chosen facilitator against the scheduled days; a same-time conflict is an OK message that clears those units', async () => {
    const { user, called } = setup(conflict(true));
    await pick(user, 'Add a facilitator', 'fel', 'Felix Facilitator');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(conflict(true).message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'No' })).toBeNull();
    expect(called('POST /api/event/validate-schedule-facilitator')[0].body).toEqual({
      id_fac: 21,
      id_cohort: 7,
      unit_work: ['all'],
      delivery: 1,
      name: 'Felix Facilitator',
      dates_events: [
        { unit: 'orientation', day: 1, date: '2027-03-01', start_time: '09:00', end_time: '15:00' },
        { unit: '1', day: 1, date: '2027-03-10', start_time: '09:00', end_time: '15:00' },
        { unit: '1', day: 2, date: '2027-03-11', start_time: '09:00', end_time: '15:00' },
        { unit: '2A', day: 1, date: '2027-04-01', start_time: '09:00', end_time: '15:00' },
      ],
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(staffNow()).toEqual([{ user_id: 21, staff_type: 'facilitator', units: ['orientation', '1-2', '2'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks Yes/No when only the day is shared: Yes keeps the units, No clears them', async () => {
    const { user } = setup(conflict(false));
    await pick(user, 'Add a facilitator', 'fel', 'Felix Facilitator');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(staffNow()).toEqual([{ user_id: 21, staff_type: 'facilitator', units: ['all'] }]);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await pick(user, 'Add a co-facilitator', 'fel', 'Felix Facilitator');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(conflict(false).message)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(staffNow()[1]).toEqual({ user_id: 21, staff_type: 'cofacilitator', units: ['orientation', '1-2', '2'] });
  });

  it('checks only the units added, and drops a person left with none', async () => {
    const { user, called } = setup(
      (call) => {
        const { unit_work } = call.body as { unit_work: string[] };
        return jsonResponse(unit_work.includes('2A') ? conflict(true, '2A', 1, '2027-04-01') : NO_CONFLICT);
      },
      REFERENCE,
      {
        ...VALUES,
        staff: [
          { user_id: 21, staff_type: 'facilitator', units: ['orientation'] },
          { user_id: 23, staff_type: 'cofacilitator', units: [] },
        ],
      },
    );
    await user.click(screen.getByRole('combobox', { name: 'Units of User #21' }));
    await user.click(await screen.findByRole('option', { name: 'Unit 2A' }));
    const dialog = await screen.findByRole('dialog');
    expect(called('POST /api/event/validate-schedule-facilitator')[0].body).toMatchObject({
      unit_work: ['2A'],
      dates_events: [{ unit: '2A', day: 1, date: '2027-04-01' }],
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(staffNow()).toEqual([
      { user_id: 21, staff_type: 'facilitator', units: ['orientation'] },
      { user_id: 23, staff_type: 'cofacilitator', units: [] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Units of User #23' }));
    await user.click(await screen.findByRole('option', { name: 'Unit 2A' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(staffNow()).toEqual([{ user_id: 21, staff_type: 'facilitator', units: ['orientation'] }]);
  });

  it("adds the 'All remaining units' placeholder without a check, and a webinar producer with units", async () => {
    const { user, called } = setup();
    await user.click(within(screen.getByTestId('assignments-facilitator')).getByRole('button', { name: 'Add "All remaining units"' }));
    expect(staffNow()).toEqual([{ user_id: 13450, staff_type: 'facilitator', units: ['all'] }]);
    expect(within(screen.getByTestId('assignments-facilitator')).getByText('All remaining units')).toBeInTheDocument();
    await pick(user, 'Add a webinar producer', 'fel', 'Felix Facilitator');
    expect(staffNow()[1]).toEqual({ user_id: 21, staff_type: 'webinar', units: ['all'] });
    expect(called('POST /api/event/validate-schedule-facilitator')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove Felix Facilitator from Webinar Producer' }));
    expect(staffNow()).toHaveLength(1);
  });
});

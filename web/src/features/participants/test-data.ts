/** Sample answers of the participant calls, for the tests of this feature. */
import type { ParticipantCohortRow, ParticipantInfo, ParticipantSchedule, ScheduleEvent } from '@shared/participants/types';

export function scheduleEvent(overrides: Partial<ScheduleEvent> = {}): ScheduleEvent {
  return {
    id: 1,
    start_date: '2026-01-13',
    start_time: '08:30',
    end_time: '15:30',
    utc: '-05:00',
    unit_id: '1',
    event_id: 1,
    day: 1,
    type_event: { slug: 'days' },
    is_makeup: false,
    cohort: { name: 'NY Albany EDP 2025 #1' },
    cohort_id: 11,
    facilitators: [{ username: 'facilitator' }],
    attendance: null,
    ...overrides,
  };
}

export function cohortRow(overrides: Partial<ParticipantCohortRow> = {}): ParticipantCohortRow {
  return {
    cohort_id: 11,
    cohort_id_psql: 11,
    cohort_name: 'NY Albany EDP 2025 #1',
    cohort_city: 'Albany',
    cohort_state: 'NY',
    delivery_model: { is_virtual: false },
    course_name: 'Executive Development Program',
    course_key: 'cohort39',
    user_id: 77,
    facilitator: 'Fran Facilitator',
    next_session: '2026-03-10',
    time_show: '8:30 AM - 3:30 PM',
    active_unit: '3',
    show_attendance_report: true,
    roster: { eventId: 301, unitId: '3', postId: 5011 },
    ...overrides,
  };
}

export function participantInfo(
  overrides: Partial<ParticipantInfo['info_user']> = {},
  cohorts: ParticipantCohortRow[] = [cohortRow()],
): ParticipantInfo {
  return {
    info_user: {
      id: 77,
      honorific: 'Mr.',
      first_name: 'Pat',
      last_name: 'Participant',
      email: 'pat@example.org',
      phone: '2025550100',
      job_title: 'Principal',
      school: 'Lincoln Elementary',
      district: 'Albany City SD',
      state: 'New York',
      avatar: null,
      ...overrides,
    },
    info_cohorts: cohorts,
  };
}

export function participantSchedule(overrides: Partial<ParticipantSchedule> = {}): ParticipantSchedule {
  return {
    show_user_schedule: true,
    events: [],
    user: { id: 77, first_name: 'Pat', last_name: 'Participant', district: 'Albany City SD', state: 'New York' },
    enrrolled_cohort: {
      name: 'NY Albany EDP 2025 #1',
      city: 'Albany',
      state: { code: 'NY' },
      course: { name: 'Executive Development Program' },
      delivery_model: { is_virtual: false },
    },
    avg_attendance: { total_attendance: 5, percentaje_attendance: 83.3333 },
    completed_units: 2,
    ...overrides,
  };
}

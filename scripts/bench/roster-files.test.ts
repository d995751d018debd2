import { describe, expect, it } from 'vitest';
import type { CohortAggregate, CohortRecord, EventRecord } from '../../functions/data/cohorts/cohorts.ts';
import type { UserRecord } from '../../functions/data/users/users.ts';
import { matchRoute } from '../../shared/api/match.ts';
import { weekday } from '../../shared/time.ts';
import { routePath } from './file-measure.ts';
import { rosterCohortItems, rosterFileJobs } from './roster-files.ts';

const TODAY = '2026-11-21';

function templateCohort(units: number): CohortAggregate {
  const events: EventRecord[] = [
    {
      id: 1,
      cohort_id: 7,
      unit_id: 'orientation',
      day: 1,
      type_event: 'hours',
      start_date: '2025-09-02',
      end_date: '2025-09-02',
      start_time: '12:00',
      end_time: '16:00',
      url_unit_evaluation: null,
      meeting_type: 'zoom',
    },
  ];
  for (let u = 1; u <= units; u += 1) {
    for (const day of [1, 2]) events.push({ ...events[0], id: events.length + 1, unit_id: String(u), day, type_event: 'two_day' });
  }
  const cohort = {
    id: 7,
    post_id: 5007,
    name: 'PA Pittsburgh EDP 2025 #7',
    course_id: 10,
    state_id: 1,
    created_at: '2025-01-01T00:00:00.000Z',
  } as CohortRecord;
  return {
    cohort,
    events,
    members: [
      {
        cohort_id: 7,
        user_id: 100,
        alp_status: null,
        alp_form: false,
        alp_replies_count: 0,
        alp_comments_count: 0,
        joined_at: '2025-01-01T00:00:00.000Z',
      },
    ],
    staff: [
      { cohort_id: 7, user_id: 5, staff_type: 'facilitator', units: ['all'] },
      { cohort_id: 7, user_id: 6, staff_type: 'cofacilitator', units: ['2'] },
    ],
    attendance: [],
    sheets: [],
    makeups: [],
    makeupsAway: [],
    certificates: [],
    summary: {
      events: [],
      members: [],
      makeups: [],
      staff: [
        {
          user_id: 5,
          first_name: 'Felix',
          last_name: 'Facilitator',
          email: 'facilitator@portal.example.org',
          staff_type: 'facilitator',
          units: ['all'],
        },
        { user_id: 6, first_name: 'Cora', last_name: 'Cofac', email: 'cora@example.org', staff_type: 'cofacilitator', units: ['2'] },
      ],
    },
  };
}

const profile = {
  id: 100,
  username: 'p.100',
  email: 'p.100@example.org',
  first_name: 'Pat',
  last_name: 'Old',
  roles: [9],
  login_at: '2026-11-01T00:00:00.000Z',
  state_id: 2,
} as unknown as UserRecord;
const ids = { cohort: 900_001, firstEvent: 900_000_001, firstUser: 900_100_001 };
const build = (units = 8) =>
  rosterCohortItems({ template: templateCohort(units), profile, participants: 60, today: TODAY, now: new Date(`${TODAY}T15:00:00Z`), ids });
const ofType = (items: Record<string, unknown>[], type: string) => items.filter((i) => i.type === type);

describe('the 60-participant cohort', () => {
  it('has exactly 60 new participants, the template staff and its META item last', () => {
    const made = build();
    const members = ofType(made.items, 'member');
    expect(made.participants).toBe(60);
    expect(members).toHaveLength(60);
    expect(new Set(members.map((m) => m.user_id)).size).toBe(60);
    expect(members.every((m) => (m.user_id as number) >= ids.firstUser && m.cohort_id === ids.cohort)).toBe(true);
    const users = ofType(made.items, 'user');
    expect(users).toHaveLength(60);
    expect(users.every((u) => (u.roles as number[])[0] === 9 && u.state_id === 1 && u.login_at === null)).toBe(true);
    expect(new Set(users.map((u) => `${u.first_name} ${u.last_name}`)).size).toBe(60);
    expect(ofType(made.items, 'staff').map((s) => [s.cohort_id, s.user_id, s.staff_type])).toEqual([
      [ids.cohort, 5, 'facilitator'],
      [ids.cohort, 6, 'cofacilitator'],
    ]);
    const meta = made.items.at(-1)!;
    expect(meta).toMatchObject({
      type: 'cohort',
      id: ids.cohort,
      participant_count: 60,
      course_id: 10,
      state_id: 1,
      name: 'PA Pittsburgh EDP 2025 #900001',
    });
    const summary = meta.summary as CohortAggregate['summary'];
    expect(summary.members).toHaveLength(60);
    expect(summary.staff.map((s) => s.last_name)).toEqual(['Facilitator', 'Cofac']);
  });

  it('lays the template number of two-day units on Tuesdays, the last one ahead and every other one past', () => {
    const made = build();
    expect(made.units).toBe(8);
    expect(made.events).toHaveLength(17);
    const days1 = made.events.filter((e) => e.unit_id !== 'orientation' && e.day === 1);
    expect(days1.every((e) => weekday(e.start_date!) === 2)).toBe(true);
    expect(days1.at(-1)!.start_date! > TODAY).toBe(true);
    const lastPastDay2 = made.events.find((e) => e.unit_id === '7' && e.day === 2)!;
    expect(lastPastDay2.start_date! < TODAY).toBe(true);
    expect(made.pastUnits).toBe(7);
    expect(made.unit).toBe('7');
    expect(made.eventId).toBe(made.events.find((e) => e.unit_id === '7' && e.day === 1)!.id);
    expect(made.events.every((e) => e.start_time === '12:00' && e.meeting_type === 'zoom')).toBe(true);
    expect(made.events.filter((e) => e.url_unit_evaluation).length).toBe(16);
  });

  it('records every participant on every past day, one sheet per unit, and marks those days recorded', () => {
    const made = build(4);
    const pastDays = made.events.filter((e) => e.start_date! < TODAY);
    expect(pastDays).toHaveLength(1 + 3 * 2);
    const sheets = ofType(made.items, 'attendance_sheet') as unknown as Array<{
      unit: string;
      records: Record<string, Record<string, { attendance: string; independent: boolean }>>;
    }>;
    expect(sheets.map((s) => s.unit)).toEqual(['orientation', '1', '2', '3']);
    for (const sheet of sheets) {
      expect(Object.keys(sheet.records)).toHaveLength(60);
      const days = sheet.unit === 'orientation' ? 1 : 2;
      expect(Object.values(sheet.records).every((r) => Object.keys(r).length === days)).toBe(true);
    }
    expect(made.attendanceRecords).toBe(60 * 7);
    const entries = sheets.flatMap((s) => Object.values(s.records).flatMap((r) => Object.values(r)));
    const present = entries.filter((e) => e.attendance === '1').length / entries.length;
    expect(present).toBeGreaterThan(0.8);
    expect(present).toBeLessThan(0.97);
    expect([...(made.items.at(-1)!.recorded_events as Set<number>)].sort()).toEqual(pastDays.map((e) => e.id).sort());
  });

  it('is deterministic', () => {
    expect(build()).toEqual(build());
  });
});

describe('roster file jobs', () => {
  it('asks for the four files of the unit as the web does, the budget on the sign-in sheets', () => {
    const jobs = rosterFileJobs(900_001, 900_000_014);
    expect(jobs.map((j) => [j.name, j.path, j.format, j.budgetMs])).toEqual([
      ['sign-in sheet PDF, first names first', '/api/sing_in_file/900001/900000014/false/false', 'pdf', 300],
      ['sign-in sheet PDF, last names first', '/api/sing_in_file/900001/900000014/false/true', 'pdf', 300],
      ['unit roster xlsx', '/api/rosterReport/900001/900000014', 'xlsx', undefined],
      ['attendance report xlsx', '/api/export_attendance_report/900001', 'xlsx', undefined],
    ]);
    for (const job of jobs) expect(matchRoute('GET', job.path)?.route.group).toBe('roster-reports');
    expect(() => routePath('GET /api/rosterReport/{cohortId}/{eventId}', { cohortId: 1 })).toThrow(/eventId/);
  });
});

import { describe, expect, it } from 'vitest';
import { nyDate, nyInstant, addDays } from '../../shared/time.ts';
import { AUDIT, AUDIT_PEOPLE as P, auditCohorts } from '../../test/integration/attendance-cohorts.ts';
import { attendanceDays, cohortAttendanceAudit, eventHours } from './attendance-audit.ts';

const today = nyDate();
const now = nyInstant(today, '12:00:00');
const cohorts = auditCohorts(today);
const hosts = new Map([[AUDIT.host, cohorts.host]]);
const counts = (rows: ReturnType<typeof cohortAttendanceAudit>) =>
  rows.map(({ last_name, absents, scheduled, remaining, missing_attendance }) => [
    last_name,
    absents,
    scheduled,
    remaining,
    missing_attendance,
  ]);

describe('cohortAttendanceAudit', () => {
  it('counts absences not made up, days so far and to come, and days held without a mark; removed days and the orientation are out', () => {
    const { days } = cohorts;
    const { begun, ahead } = attendanceDays(cohorts.home, now);
    expect(begun.map((e) => e.id)).toEqual([days.u1d1.id, days.u1d2.id, days.u2d1.id, days.u2d2.id, days.x4a.id]);
    expect(ahead.map((e) => e.id)).toEqual([days.u3d1.id, days.u3d2.id]);
    const rows = cohortAttendanceAudit(cohorts.home, hosts, { now, coaching: false });
    expect(counts(rows)).toEqual([
      // Ames: unit 1 day 1; today's day not marked.
      ['Ames', 1, 5, 2, 1],
      // Baker: unit 1 made up in the host, so only 4A counts.
      ['Baker', 1, 5, 2, 1],
      // Cruz: unit 2 day 1; the removed day's absence is not one.
      ['Cruz', 1, 5, 2, 1],
      // Diaz: no absence, three days held without a mark.
      ['Diaz', 0, 5, 2, 3],
    ]);
    expect(rows.map((r) => [r.user_id, r.certified, r.completed])).toEqual([
      [P.ames, false, false],
      [P.baker, false, false],
      [P.cruz, false, false],
      [P.diaz, true, false],
    ]);
  });

  it('does not count as missing the days held before a member joined', () => {
    const joinedAt = nyInstant(addDays(today, -5), '09:00:00').toISOString();
    const home = {
      ...cohorts.home,
      members: cohorts.home.members.map((m) => (m.user_id === P.diaz ? { ...m, joined_at: joinedAt } : m)),
    };
    // Unit 2 day 1 (ten days ago) was before; 4A (three days ago) and today's day were not.
    expect(cohortAttendanceAudit(home, hosts, { now, coaching: false }).find((r) => r.user_id === P.diaz)).toMatchObject({
      scheduled: 5,
      missing_attendance: 2,
    });
  });

  it('counts a made-up unit as absent when the host holds no presence', () => {
    const rows = cohortAttendanceAudit(cohorts.home, new Map(), { now, coaching: false });
    expect(rows.find((r) => r.user_id === P.baker)).toMatchObject({ absents: 3, missing_attendance: 1 });
  });

  it('moves with the clock: a day is scheduled from the day it takes place', () => {
    const dayBefore = nyInstant(addDays(today, -1), '12:00:00');
    expect(counts(cohortAttendanceAudit(cohorts.home, hosts, { now: dayBefore, coaching: false }))[0]).toEqual(['Ames', 1, 4, 3, 0]);
    const later = nyInstant(addDays(today, 11), '12:00:00');
    // Unit 3 day 1 has been held with nobody's mark; day 2 is not dated yet.
    expect(counts(cohortAttendanceAudit(cohorts.home, hosts, { now: later, coaching: false }))[3]).toEqual(['Diaz', 0, 6, 1, 4]);
  });

  it('completes the host member who took every unit; the coaching course counts no absence', () => {
    expect(cohortAttendanceAudit(cohorts.host, new Map(), { now, coaching: false })).toMatchObject([
      { user_id: P.hal, absents: 0, scheduled: 2, remaining: 0, missing_attendance: 0, completed: true, certified: false },
    ]);
    const coaching = cohortAttendanceAudit(cohorts.home, hosts, { now, coaching: true });
    expect(counts(coaching).map((r) => [r[1], r[4]])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(coaching.every((r) => !r.completed)).toBe(true);
  });

  it('gives an ext day its length in hours', () => {
    expect(eventHours({ start_time: '09:00', end_time: '11:30' })).toBe(2.5);
    expect(eventHours({ start_time: '12:00:00', end_time: '13:20:00' })).toBe(1.33);
    expect(eventHours({ start_time: null, end_time: '11:30' })).toBeNull();
  });
});

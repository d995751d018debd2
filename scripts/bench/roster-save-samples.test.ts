import { safeParse } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import { CONTRACTS } from '../../shared/api/contracts.ts';
import type { RosterParticipant, RosterResponse } from '../../shared/roster/types.ts';
import { rosterSaveBody } from './roster-save-samples.ts';

const participant = (id: number, marks: Array<[number, boolean, boolean]>, isMakeup = false) =>
  ({
    generalInformation: { id, isMakeup },
    infoAttendance: marks.map(([day, attendance, independentAttendance]) => ({
      day,
      eventId: 100 + day,
      attendance,
      independentAttendance,
      recorded: true,
    })),
  }) as unknown as RosterParticipant;

const roster = {
  unit: '2',
  isExtended: false,
  version: 7,
  days: [
    { day: 1, eventId: 101, date: '2026-11-01', startTime: null, endTime: null, isFuture: false },
    { day: 2, eventId: 102, date: '2026-12-01', startTime: null, endTime: null, isFuture: true },
  ],
  participants: [participant(20, [[1, true, false]]), participant(21, [[1, false, true]], true)],
} as unknown as RosterResponse;

describe('rosterSaveBody', () => {
  it('sends every participant and day as read, with one past mark turned over, on the version read', () => {
    const body = rosterSaveBody({ cohortId: 4, courseId: 10 }, roster);
    expect(body).toEqual({
      cohortId: 4,
      courseId: 10,
      unit: '2',
      isExtended: false,
      version: 7,
      participants: [
        {
          key: '20',
          participantId: 20,
          isMakeup: false,
          infoAttendance: [
            { day: 1, attendance: false, independentAttendance: false },
            { day: 2, attendance: false, independentAttendance: false },
          ],
        },
        {
          key: '21',
          participantId: 21,
          isMakeup: true,
          infoAttendance: [
            { day: 1, attendance: false, independentAttendance: true },
            { day: 2, attendance: false, independentAttendance: false },
          ],
        },
      ],
    });
    expect(safeParse(CONTRACTS['POST /api/save_attendance'].body, body).success).toBe(true);
  });

  it('turns the tick back on the next call, from what the roster then reads', () => {
    const after = { ...roster, version: 8, participants: [participant(20, [[1, false, false]]), roster.participants[1]] };
    const body = rosterSaveBody({ cohortId: 4, courseId: 10 }, after);
    expect(body.version).toBe(8);
    expect(body.participants[0].infoAttendance[0]).toEqual({ day: 1, attendance: true, independentAttendance: false });
  });
});

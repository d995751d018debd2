import { describe, expect, it } from 'vitest';
import { cohortInfo, participant, rosterResponse } from '../test-data';
import {
  buildSaveBody,
  halves,
  hasChanges,
  independentStudyOffenders,
  mailtoAll,
  markKey,
  realPeople,
  shortList,
  sortParticipants,
  unitLabel,
} from './roster';

const person = (firstName: string, email = `${firstName.toLowerCase()}@example.org`) => ({
  id: firstName.length,
  firstName,
  lastName: 'X',
  email,
});

describe('roster rules', () => {
  it('builds the whole roster with the loaded version and the edits', () => {
    const roster = rosterResponse();
    const edits = { [markKey(1001, 2)]: { attendance: true, independentAttendance: false } };
    const body = buildSaveBody(cohortInfo(), roster, edits);
    expect(body).toMatchObject({ cohortId: 11, courseId: 10, unit: '2', version: 4, isExtended: false });
    expect(body.participants).toHaveLength(roster.participants.length);
    expect(body.participants[0]).toEqual({
      key: '1001',
      participantId: 1001,
      isMakeup: false,
      infoAttendance: [
        { day: 1, attendance: true, independentAttendance: false },
        { day: 2, attendance: true, independentAttendance: false },
      ],
    });
    expect(hasChanges(roster, edits)).toBe(true);
    expect(hasChanges(roster, { [markKey(1001, 1)]: { attendance: true, independentAttendance: false } })).toBe(false);
  });

  it('finds people with Independent Study on more than one day', () => {
    const roster = rosterResponse();
    const edits = {
      [markKey(1002, 1)]: { attendance: false, independentAttendance: true },
      [markKey(1002, 2)]: { attendance: false, independentAttendance: true },
    };
    expect(independentStudyOffenders(buildSaveBody(cohortInfo(), roster, edits))).toEqual([1002]);
  });

  it('hides placeholder staff and abbreviates long lists', () => {
    expect(
      realPeople([person('A', 'NotRequired@x.org'), person('B', 'not required'), person('C', 'UNASSIGNED@x'), person('D')]).map(
        (p) => p.firstName,
      ),
    ).toEqual(['D']);
    expect(shortList([person('A'), person('B'), person('C')])).toBe('A X, B X, C X');
    expect(shortList([person('A'), person('B'), person('C'), person('D')])).toBe('A X, B X, C X…');
    // Co-facilitators (spec 01 §5, §9): the ellipsis from three names on.
    expect(shortList([person('A'), person('B')], 3, 3)).toBe('A X, B X');
    expect(shortList([person('A'), person('B'), person('C')], 3, 3)).toBe('A X, B X, C X…');
  });

  it('labels units, sorts, halves and mails', () => {
    expect(unitLabel('orientation')).toBe('Orientation');
    expect(unitLabel('3')).toBe('Unit 3');
    const list = [participant(1, 'Zed', 'Adams'), participant(2, 'Amy', 'Brown'), participant(3, 'Bob', 'Adams')];
    expect(sortParticipants(list, 'lastName', 'asc').map((p) => p.generalInformation.id)).toEqual([3, 1, 2]);
    expect(sortParticipants(list, 'firstName', 'desc').map((p) => p.generalInformation.id)).toEqual([1, 3, 2]);
    expect(halves([1, 2, 3])).toEqual([[1, 2], [3]]);
    expect(mailtoAll(list)).toBe('mailto:p1@example.org,p2@example.org,p3@example.org');
  });
});

/** Pure rules of the roster screen (spec 01 §2 "Roster screen", §4, §5 "Roster"). */
import type { CohortInfo, RosterParticipant, RosterPerson, RosterResponse, SaveAttendanceBody } from '@shared/roster/types';

export const TBD = 'TBD';
export const ELLIPSIS = '…';
export const PI_COURSE = 'Teacher For Effective Learning';

/** One participant's marks for one day, as the screen edits them. */
export interface Mark {
  attendance: boolean;
  independentAttendance: boolean;
}

/** Local edits over the loaded roster, by `markKey(participantId, day)`. */
export type Edits = Record<string, Mark>;

export const markKey = (participantId: number, day: number) => `${participantId}:${day}`;

/** The mark the screen shows: the edit if any, else the loaded value. */
export function markOf(participant: RosterParticipant, day: number, edits: Edits): Mark {
  const edited = edits[markKey(participant.generalInformation.id, day)];
  if (edited) return edited;
  const loaded = participant.infoAttendance.find((entry) => entry.day === day);
  return { attendance: loaded?.attendance ?? false, independentAttendance: loaded?.independentAttendance ?? false };
}

/** Edits that differ from what was loaded. */
export function hasChanges(roster: RosterResponse, edits: Edits): boolean {
  return roster.participants.some((participant) =>
    roster.days.some((day) => {
      const edited = edits[markKey(participant.generalInformation.id, day.day)];
      if (!edited) return false;
      const loaded = markOf(participant, day.day, {});
      return edited.attendance !== loaded.attendance || edited.independentAttendance !== loaded.independentAttendance;
    }),
  );
}

/** The whole roster as POST /api/save_attendance takes it: every participant, every day. */
export function buildSaveBody(cohort: CohortInfo, roster: RosterResponse, edits: Edits): SaveAttendanceBody {
  return {
    cohortId: cohort.id,
    courseId: cohort.courseKeys.id,
    unit: roster.unit,
    isExtended: roster.isExtended,
    version: roster.version,
    participants: roster.participants.map((participant) => ({
      key: String(participant.generalInformation.id),
      participantId: participant.generalInformation.id,
      isMakeup: participant.generalInformation.isMakeup,
      infoAttendance: roster.days.map((day) => ({ day: day.day, ...markOf(participant, day.day, edits) })),
    })),
  };
}

/** Participants with Independent Study on more than one day (refused before sending). */
export function independentStudyOffenders(body: SaveAttendanceBody): number[] {
  return body.participants
    .filter((participant) => participant.infoAttendance.filter((day) => day.independentAttendance).length > 1)
    .map((participant) => participant.participantId);
}

const PLACEHOLDER = /not\s*required|unassigned/i;

/** Staff whose address is a placeholder ('notrequired', 'not required', 'unassigned') are not shown. */
export function realPeople(people: readonly RosterPerson[]): RosterPerson[] {
  return people.filter((person) => !PLACEHOLDER.test(person.email ?? ''));
}

export const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** The first `max` names, then an ellipsis when there are more (or from `ellipsisFrom` names on). */
export function shortList(people: readonly RosterPerson[], max = 3, ellipsisFrom = max + 1): string {
  const names = people.map(fullName);
  return names.length >= ellipsisFrom ? `${names.slice(0, max).join(', ')}${ELLIPSIS}` : names.join(', ');
}

export { unitLabel } from '@shared/units';

export type SortField = 'lastName' | 'firstName';
export type SortDirection = 'asc' | 'desc';

export function sortParticipants(
  participants: readonly RosterParticipant[],
  field: SortField,
  direction: SortDirection,
): RosterParticipant[] {
  const other: SortField = field === 'lastName' ? 'firstName' : 'lastName';
  const sign = direction === 'asc' ? 1 : -1;
  return [...participants].sort((a, b) => {
    const first = a.generalInformation[field].localeCompare(b.generalInformation[field], 'en', { sensitivity: 'base' });
    if (first !== 0) return sign * first;
    return sign * a.generalInformation[other].localeCompare(b.generalInformation[other], 'en', { sensitivity: 'base' });
  });
}

/** The list in two halves (the first one the longer). */
export function halves<T>(items: readonly T[]): [T[], T[]] {
  const cut = Math.ceil(items.length / 2);
  return [items.slice(0, cut), items.slice(cut)];
}

/** mailto: for every participant's address. */
export function mailtoAll(participants: readonly RosterParticipant[]): string {
  const emails = [...new Set(participants.map((participant) => participant.generalInformation.email).filter(Boolean))];
  return `mailto:${emails.join(',')}`;
}

/**
 * The cohort form's Assignments (spec 03 §2.4, §3 "Staff types", §5): which people each list
 * searches, the NISL certification rule, which days a staff assignment's units cover, and the
 * texts of the people search and the facilitator conflict check. Shared by the `cohort-builder`
 * group, the web and the tests. Entries marked "Not in the spec" are ours.
 */
import { STAFF_TYPES, type StaffType } from './form.types.ts';
import type { RoleSlug } from '../auth/roles.ts';

/** The lists of the Assignments pane: participants, then the staff types (spec 03 §2.4). */
export const PEOPLE_LISTS = ['participant', ...STAFF_TYPES] as const;
export type PeopleList = (typeof PEOPLE_LISTS)[number];

/** Not in the spec: the facilitator lists offer only accounts holding a facilitator role. */
export const FACILITATOR_SEARCH_ROLES: readonly RoleSlug[] = [
  'facilitator_national',
  'facilitator_master',
  'facilitator_local',
  'facilitator_local_inc',
  'facilitator_candidate',
  'facilitator_no_certified',
];

/** Not in the spec: the roles each list searches by default (empty: anyone). */
export const SEARCH_ROLES_OF_LIST: Readonly<Record<PeopleList, readonly RoleSlug[]>> = {
  participant: [],
  facilitator: FACILITATOR_SEARCH_ROLES,
  cofacilitator: FACILITATOR_SEARCH_ROLES,
  webinar: [],
  alp_coach: [],
  quality: [],
};

/** The staff types that work units: their people carry a unit list (spec 03 §3). */
export const UNIT_STAFF_TYPES: readonly StaffType[] = ['facilitator', 'cofacilitator', 'webinar'];

/** The staff types the NISL rule and the schedule conflict check apply to (spec 03 §5). */
export const CHECKED_STAFF_TYPES: readonly StaffType[] = ['facilitator', 'cofacilitator'];

/** Not in the spec: the roles that make a facilitator "national" for the NISL rule. */
export const NATIONAL_FACILITATOR_ROLES: readonly RoleSlug[] = ['facilitator_national', 'facilitator_master'];

/**
 * Spec 03 §5: a facilitator or co-facilitator of a NISL-type course must be national (a national
 * or master facilitator) or NISL certified (the account holds a certification).
 */
export function nislEligible(person: { national: boolean; nisl_certified: boolean }): boolean {
  return person.national || person.nisl_certified;
}

/**
 * The two facts of the NISL rule for an account, from its roles and its `certifications` (spec 02
 * §3). A certification is a unit number of the NISL program the facilitator is certified to teach
 * (spec 01 §2, the calendar's "Unit 4, 5 and 6 Schedule": how many certified facilitators can run
 * that unit; the seed gives [4, 5, 6]); holding any one makes the account NISL certified. The
 * people search answers these facts and the cohort save applies `nislEligible` to them again.
 */
export function nislFacts(roles: readonly RoleSlug[], certifications: readonly number[] | undefined) {
  return {
    national: roles.some((slug) => NATIONAL_FACILITATOR_ROLES.includes(slug)),
    nisl_certified: (certifications ?? []).length > 0,
  };
}

/** How a certification reads (a unit of the NISL program, see `nislFacts`): 'Unit 4'. */
export const certificationLabel = (unit: number) => `Unit ${unit}`;

/** 'YYYY-MM-DD' → 'MM/DD/YYYY'. */
export const usDate = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** 'HH:mm' → 'h:mm AM'. */
export function usTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** How a unit key reads: 'Orientation', 'Unit 2', 'Unit 2 day 1', 'Unit 3A'. */
export function unitLabel(key: string): string {
  if (key === 'all') return 'All units';
  if (key === 'orientation') return 'Orientation';
  const [unit, day] = key.split('-');
  return day ? `Unit ${unit} day ${day}` : `Unit ${unit}`;
}

export const COHORT_PEOPLE_TEXT = {
  /** Spec 03 §2.4: the lists' headings (Quality Support replaces Webinar Producer for six delivery models). */
  lists: {
    participant: 'Participants',
    facilitator: 'Facilitators',
    cofacilitator: 'Co-Facilitators',
    webinar: 'Webinar Producer',
    alp_coach: 'AL Advisers',
    quality: 'Quality Support',
  } satisfies Record<PeopleList, string>,
  /** Spec 03 §8: a user search without results. */
  userNotFound: 'User not found',
  /** Spec 03 §3: the placeholder facilitator (user 13450). */
  allRemainingUnits: 'All remaining units',
  /** Not in the spec: a conflict at the same time in another cohort: OK only, the units are cleared. */
  conflictSameTime: (name: string, lines: readonly string[]) =>
    `${name} is already scheduled at the same time in another cohort: ${lines.join('; ')}. These units will be removed from ${name}'s assignment.`,
  /** Not in the spec: the same days in another cohort, at other times: Yes keeps them, No clears them. */
  conflictSameDay: (name: string, lines: readonly string[]) =>
    `${name} is already scheduled on the same day in another cohort, at another time: ${lines.join('; ')}. Do you want to assign ${name} to these units anyway?`,
  /**
   * Not in the spec: the save (POST /api/cohort) refuses a day the person would work at the same
   * time as in another cohort (a changed date or a new assignment that the form's check did not clear).
   */
  conflictOnSave: (name: string, lines: readonly string[]) =>
    `${name} is already scheduled at the same time in another cohort: ${lines.join('; ')}. Change these dates, or take these units off ${name}'s assignment, before saving.`,
  /**
   * Not in the spec: the Cohort Schedule pane's messages, when a changed day meets a day an assigned
   * facilitator or co-facilitator works in another cohort: there the dates are cleared, not the units.
   */
  conflictDatesSameTime: (name: string, lines: readonly string[]) =>
    `${name} is already scheduled at the same time in another cohort: ${lines.join('; ')}. These dates will be cleared.`,
  conflictDatesSameDay: (name: string, lines: readonly string[]) =>
    `${name} is already scheduled on the same day in another cohort, at another time: ${lines.join('; ')}. Do you want to keep these dates anyway?`,
  /** Not in the spec: one conflicting day, as the messages list it. */
  conflictLine: (c: {
    unit: string;
    date: string;
    other: { cohort_name: string; unit_id: string; start_time: string | null; end_time: string | null };
  }) =>
    `${unitLabel(c.unit)} on ${usDate(c.date)} (${c.other.cohort_name}, ${unitLabel(c.other.unit_id)}${
      c.other.start_time && c.other.end_time ? ` ${usTime(c.other.start_time)}-${usTime(c.other.end_time)}` : ''
    })`,
  /** Not in the spec: the conflict check did not answer. */
  checkFailed: "The facilitator's schedule could not be checked. Try again, or check the other cohorts before saving.",
  /** Not in the spec: the people search did not answer. */
  searchFailed: 'The search did not answer. Try again.',
} as const;

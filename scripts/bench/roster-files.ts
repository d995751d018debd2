/**
 * "Roster files for a 60-participant cohort": generation time and peak memory of the roster's
 * downloads (sign-in sheet PDF in both name orders, the unit roster xlsx, the attendance report
 * xlsx) on a cohort of exactly 60 participants — the size of ARCHITECTURE §7's sign-in sheet
 * budget, more than any seeded cohort has (20–40).
 *
 * The cohort is made in the bench's table after the API part (`rosterCohortItems`: a copy of the
 * sample cohort's course, state and staff, the seed's schedule layout with the last unit ahead,
 * attendance recorded for everyone on every past day, as scripts/seed/organisation.ts records
 * it). Each file is then measured in a child process of its own (file-measure.ts), which
 * imports the roster-reports Lambda handler and calls it with the API Gateway event the local
 * gateway builds and a signed-in token: timed calls (session check, cohort Query, generation, S3
 * upload, presigned 303), then memory runs, so that the child's RSS high-water mark belongs to
 * that file alone.
 */
import { cohortSummary, type PersonFacts } from '../../functions/data/cohorts/cohort-summary.ts';
import { putAll } from '../../functions/data/table/batch.ts';
import {
  cohortItems,
  loadCohort,
  type AttendanceSheet,
  type CohortAggregate,
  type CohortRecord,
  type EventRecord,
  type MemberRecord,
  type StaffRecord,
} from '../../functions/data/cohorts/cohorts.ts';
import { getUser, newUserItems, type UserRecord } from '../../functions/data/users/users.ts';
import { addDays, weekday } from '../../shared/time.ts';
import { ORIENTATION } from '../../shared/units.ts';
import { ALP_STATUSES, FIRST, LAST, prng } from '../seed/organisation.ts';
import { ApiClient } from './api.ts';
import { BUDGETS } from './budgets.ts';
import { measureFileJobs, routePath, type FileJob, type FileMeasurement } from './file-measure.ts';
import { DEFAULT_ACCOUNT, type BenchData } from './samples.ts';

/** ARCHITECTURE §7: "sign-in sheet PDF for 60 participants ≤ 300 ms". */
export const ROSTER_FILE_PARTICIPANTS = 60;

/** Ids of the bench's own cohort, far above the seed's (its cohorts count from 1, users and events too). */
export const ROSTER_COHORT_IDS = { cohort: 900_001, firstEvent: 900_000_001, firstUser: 900_100_001 } as const;

const tuesdayOnOrAfter = (date: string) => addDays(date, (2 - weekday(date) + 7) % 7);

export interface RosterCohortOptions {
  /** A seeded cohort: its course, state, staff, unit count and times are copied. */
  template: CohortAggregate;
  /** A seeded participant's account, copied (name, id, login changed) for every new participant. */
  profile: UserRecord;
  participants: number;
  /** New York date the schedule is laid around. */
  today: string;
  now: Date;
  ids?: { cohort: number; firstEvent: number; firstUser: number };
  randomSeed?: number;
}

export interface RosterCohort {
  /** Every item to write, the cohort's META last (as the seed writes a cohort). */
  items: Record<string, unknown>[];
  cohort: CohortRecord;
  events: EventRecord[];
  participants: number;
  units: number;
  /** Units whose days are all past: attendance recorded for everyone. */
  pastUnits: number;
  attendanceRecords: number;
  /** The latest past unit and its first day: the sign-in sheet's and unit roster's. */
  unit: string;
  eventId: number;
}

/**
 * A cohort of `participants` new participants: orientation, then the template's number of
 * two-day units five weeks apart on Tuesdays (as the seed lays them), the last one about two
 * weeks ahead and every other one past. Every past day is recorded for everyone (90 % present,
 * some Independent Study on day 2), one sheet per unit, as the seed records attendance.
 */
export function rosterCohortItems(opts: RosterCohortOptions): RosterCohort {
  const { template, today } = opts;
  const ids = opts.ids ?? ROSTER_COHORT_IDS;
  const random = prng(opts.randomSeed ?? ROSTER_FILE_PARTICIPANTS);
  const at = opts.now.toISOString();
  const unitCount = Math.max(2, new Set(template.events.filter((e) => e.unit_id !== ORIENTATION).map((e) => e.unit_id)).size);
  const timed = template.events.find((e) => e.start_time && e.end_time);
  const [startTime, endTime] = [timed?.start_time ?? '08:30', timed?.end_time ?? '15:30'];
  const meetingType = template.events.find((e) => e.meeting_type)?.meeting_type ?? null;
  const start = tuesdayOnOrAfter(addDays(today, -(unitCount - 1) * 35));

  const events: EventRecord[] = [];
  const event = (unit: string, day: number, date: string, type: EventRecord['type_event']) => {
    events.push({
      id: ids.firstEvent + events.length,
      cohort_id: ids.cohort,
      unit_id: unit,
      day,
      type_event: type,
      start_date: date,
      end_date: date,
      start_time: startTime,
      end_time: endTime,
      url_unit_evaluation: unit === ORIENTATION ? null : `https://survey.example.org/eval/${ids.cohort}/${unit}`,
      meeting_type: meetingType,
    });
  };
  event(ORIENTATION, 1, start, 'hours');
  for (let unit = 1; unit <= unitCount; unit += 1) {
    const day1 = tuesdayOnOrAfter(addDays(start, 14 + (unit - 1) * 35));
    event(String(unit), 1, day1, 'two_day');
    event(String(unit), 2, addDays(day1, 1), 'two_day');
  }

  const cohort: CohortRecord = {
    ...template.cohort,
    id: ids.cohort,
    post_id: 5000 + ids.cohort,
    name: `${template.cohort.name.replace(/\s*#\d+$/, '')} #${ids.cohort}`,
    start_date: start,
    end_date: events.at(-1)!.start_date,
    participant_count: opts.participants,
    force_end: false,
    created_at: at,
    created_by: null,
    updated_at: at,
    updated_by: null,
    version: 1,
  };
  const staff: StaffRecord[] = template.staff.map((s) => ({ ...s, cohort_id: ids.cohort }));
  const recorder = staff.find((s) => s.staff_type === 'facilitator')?.user_id ?? staff[0]?.user_id ?? 1;

  const users: UserRecord[] = Array.from({ length: opts.participants }, (_, k) => {
    const id = ids.firstUser + k;
    const username = `bench.roster.${id}`;
    return {
      ...opts.profile,
      id,
      username,
      email: `${username}@example.org`,
      first_name: FIRST[k % FIRST.length],
      last_name: LAST[(k * 7 + Math.floor(k / FIRST.length)) % LAST.length],
      state_id: cohort.state_id,
      courses: [cohort.course_id],
      default_course: cohort.course_id,
      login_at: null,
      created_at: at,
      updated_at: at,
      version: 1,
    };
  });
  const members: MemberRecord[] = users.map((u) => ({
    cohort_id: ids.cohort,
    user_id: u.id,
    alp_status: ALP_STATUSES[Math.floor(random() * ALP_STATUSES.length)],
    alp_form: random() < 0.4,
    alp_replies_count: Math.floor(random() * 6),
    alp_comments_count: Math.floor(random() * 9),
    project: null,
    joined_at: at,
  }));

  const sheets = new Map<string, AttendanceSheet>();
  const recorded: number[] = [];
  let attendanceRecords = 0;
  for (const e of events.filter((x) => x.start_date! < today)) {
    let sheet = sheets.get(e.unit_id);
    if (!sheet)
      sheets.set(
        e.unit_id,
        (sheet = { cohort_id: ids.cohort, unit: e.unit_id, version: 1, updated_at: at, updated_by: recorder, records: {} }),
      );
    recorded.push(e.id);
    for (const m of members) {
      const roll = random();
      (sheet.records[m.user_id] ??= {})[e.id] = {
        attendance: roll < 0.9 ? '1' : '0',
        independent: roll >= 0.9 && roll < 0.93 && e.day === 2,
        recorded_by: recorder,
        recorded_at: `${e.start_date}T21:00:00.000Z`,
      };
      attendanceRecords += 1;
    }
  }

  const people = new Map<number, PersonFacts>(
    template.summary.staff.map((s) => [s.user_id, { first_name: s.first_name, last_name: s.last_name, email: s.email, login_at: null }]),
  );
  for (const u of users) people.set(u.id, u);
  const summary = cohortSummary({ events, staff, members, makeups: [] }, people);
  const pastUnits = [...new Set(events.filter((e) => e.unit_id !== ORIENTATION && e.start_date! < today).map((e) => e.unit_id))];
  const unit = pastUnits.at(-1)!;
  return {
    items: [
      ...users.flatMap(newUserItems),
      ...events.map(cohortItems.event),
      ...staff.map(cohortItems.staff),
      ...members.map(cohortItems.member),
      ...[...sheets.values()].map(cohortItems.attendanceSheet),
      cohortItems.cohort(cohort, summary, recorded),
    ],
    cohort,
    events,
    participants: users.length,
    units: unitCount,
    pastUnits: pastUnits.length,
    attendanceRecords,
    unit,
    eventId: events.find((e) => e.unit_id === unit && e.day === 1)!.id,
  };
}

/** Writes the 60-participant cohort, modelled on the sample cohort of the seed. */
export async function createRosterCohort(
  data: Pick<BenchData, 'cohortId' | 'today'>,
  participants = ROSTER_FILE_PARTICIPANTS,
): Promise<RosterCohort> {
  const template = await loadCohort(data.cohortId);
  if (!template) throw new Error(`cohort ${data.cohortId} is not in the table: no template for the ${participants}-participant cohort`);
  const profile = template.members.length ? await getUser(template.members[0].user_id) : undefined;
  if (!profile) throw new Error(`cohort ${data.cohortId} has no participant account to copy`);
  const made = rosterCohortItems({ template, profile, participants, today: data.today, now: new Date() });
  await putAll(made.items);
  return made;
}

/** The four files, as the roster's Reports and Downloads asks for them. */
export function rosterFileJobs(cohortId: number, eventId: number): FileJob[] {
  const signIn = (lastNameFirst: boolean): FileJob => ({
    name: `sign-in sheet PDF, ${lastNameFirst ? 'last' : 'first'} names first`,
    path: routePath('GET /api/sing_in_file/{cohortId}/{eventId}/{sortDesc}/{lastNameFirst}', {
      cohortId,
      eventId,
      sortDesc: 'false',
      lastNameFirst: String(lastNameFirst),
    }),
    format: 'pdf',
    budgetMs: BUDGETS.signInSheetMs,
  });
  return [
    signIn(false),
    signIn(true),
    { name: 'unit roster xlsx', path: routePath('GET /api/rosterReport/{cohortId}/{eventId}', { cohortId, eventId }), format: 'xlsx' },
    { name: 'attendance report xlsx', path: routePath('GET /api/export_attendance_report/{cohortId}', { cohortId }), format: 'xlsx' },
  ];
}

export interface RosterFilesResult
  extends Pick<RosterCohort, 'participants' | 'units' | 'pastUnits' | 'attendanceRecords' | 'unit' | 'eventId'> {
  cohortId: number;
  cohortName: string;
  /** The cohort copied (course, state, staff). */
  templateCohortId: number;
  warmup: number;
  runs: number;
  memoryRuns: number;
  as: string;
  measurements: FileMeasurement[];
  errors: Array<{ name: string; error: string }>;
}

export interface RosterFilesOptions {
  baseUrl: string;
  data: BenchData;
  warmup: number;
  runs: number;
  memoryRuns: number;
  log: (line: string) => void;
  /** Per child; default 10 minutes. */
  timeoutMs?: number;
}

export async function measureRosterFiles(opts: RosterFilesOptions): Promise<RosterFilesResult> {
  const made = await createRosterCohort(opts.data);
  opts.log(
    `  cohort ${made.cohort.id} "${made.cohort.name}": ${made.participants} participants, ${made.units} units (${made.pastUnits} past, ${made.attendanceRecords} attendance records); files of unit ${made.unit}`,
  );
  const token = await new ApiClient(opts.baseUrl, opts.data.password).tokenFor(DEFAULT_ACCOUNT);
  return {
    cohortId: made.cohort.id,
    cohortName: made.cohort.name,
    participants: made.participants,
    units: made.units,
    pastUnits: made.pastUnits,
    attendanceRecords: made.attendanceRecords,
    unit: made.unit,
    eventId: made.eventId,
    templateCohortId: opts.data.cohortId,
    warmup: opts.warmup,
    runs: opts.runs,
    memoryRuns: opts.memoryRuns,
    as: DEFAULT_ACCOUNT,
    ...(await measureFileJobs(rosterFileJobs(made.cohort.id, made.eventId), { ...opts, token })),
  };
}

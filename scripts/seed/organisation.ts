/**
 * Generates an organisation as table items: reference data, accounts, cohorts with an
 * orientation and two-day units spread over past, present and future (some not yet
 * scheduled), staff, members with their action-learning projects, attendance on past days and
 * a make-up. Deterministic for a given `today` and `randomSeed`. The demo seed uses it at its
 * default size; the benchmark at the large size of ARCHITECTURE §7 (it streams items, so size
 * is bounded by time, not memory).
 */
import { ROLE_BY_SLUG, type RoleSlug } from '../../shared/auth/roles.ts';
import { supportSeedItems } from './support.ts';
import { COACHING_COURSE_KEY, DEFAULT_COURSE_ID } from '../../shared/constants.ts';
import { addDays, daysBetween, weekday } from '../../shared/time.ts';
import { cohortSummary } from '../../functions/data/cohorts/cohort-summary.ts';
import {
  cohortItems,
  type AttendanceRecord,
  type AttendanceSheet,
  type CohortRecord,
  type EventRecord,
  type MakeupRecord,
  type MemberRecord,
  type StaffRecord,
} from '../../functions/data/cohorts/cohorts.ts';
import { messageItem, type MessageRecord } from '../../functions/data/content/messages.ts';
import { referenceItem } from '../../functions/data/reference/reference.ts';
import { defaultSettingItems } from '../../functions/data/content/settings.ts';
import { counterKey } from '../../functions/data/table/counters.ts';
import { newUser, newUserItems, type UserRecord } from '../../functions/data/users/users.ts';
import { projectPlanner } from './projects.ts';
import {
  COURSES,
  CITIES,
  DELIVERY_MODELS,
  JOB_FUNCTIONS,
  MEETING_TYPES,
  ROLE_RECORDS,
  STATES,
  districtsAndSchools,
} from './reference-data.ts';

export interface OrganisationOptions {
  /** New York date the schedule is laid around. */
  today: string;
  now: Date;
  cohorts: number;
  participantsPerCohort: readonly [number, number];
  /** Accounts not enrolled anywhere, to reach a user count (benchmark). */
  extraUsers: number;
  /** The same hash for every generated account: hashing thousands of passwords would take minutes. */
  passwordHash: string;
  randomSeed: number;
  /** Demo accounts (local seed only, never in the cloud). */
  demoAccounts: boolean;
  /** Units per cohort instead of each course's own count: the benchmark's density (8 units: 17 events a cohort). */
  unitsPerCohort?: number;
}

export interface OrganisationSummary {
  users: number;
  cohorts: number;
  events: number;
  attendance: number;
  items: number;
}

export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; roles: RoleSlug[]; first: string; last: string }> = [
  { username: 'senior.admin', roles: ['senior_admin', 'administrator'], first: 'Sara', last: 'Senior' },
  // Also the certificates role, so that a newcomer can void and restore certificates (spec 03 §6; issue 31).
  { username: 'admin', roles: ['administrator', 'certificates'], first: 'Adam', last: 'Admin' },
  { username: 'manager', roles: ['nisl_manager'], first: 'Mona', last: 'Manager' },
  { username: 'training.manager', roles: ['training_manager'], first: 'Tina', last: 'Trainer' },
  { username: 'facilitator', roles: ['facilitator_national'], first: 'Felix', last: 'Facilitator' },
  { username: 'local.facilitator', roles: ['facilitator_local'], first: 'Lola', last: 'Local' },
  { username: 'coordinator', roles: ['state_coordinator'], first: 'Cora', last: 'Coordinator' },
  { username: 'coach', roles: ['coach'], first: 'Cole', last: 'Coach' },
  { username: 'participant', roles: ['participant'], first: 'Pat', last: 'Participant' },
];

/** Names of generated people (the bench's own cohorts use them too). */
export const FIRST = [
  'Avery',
  'Jordan',
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Carlos',
  'Emily',
  'Noah',
  'Olivia',
  'Liam',
  'Sofia',
  'Ethan',
  'Grace',
  'Mateo',
  'Chloe',
  'Lucas',
  'Zoe',
  'Amir',
  'Hannah',
  'Diego',
  'Priya',
  'Samuel',
  'Leah',
  'Omar',
  'Nora',
  'Isaac',
  'Ruby',
  'Daniel',
  'Maya',
  'Henry',
  'Elena',
  'Marcus',
  'Julia',
  'Tariq',
  'Ivy',
  'Caleb',
  'Rosa',
  'Owen',
  'Naomi',
];
export const LAST = [
  'Johnson',
  'Garcia',
  'Nguyen',
  'Smith',
  'Patel',
  'Brown',
  'Martinez',
  'Lee',
  'Wilson',
  'Anderson',
  'Thomas',
  'Hernandez',
  'Moore',
  'Jackson',
  'Martin',
  'Thompson',
  'White',
  'Lopez',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Hill',
  'Green',
  'Adams',
  'Baker',
  'Nelson',
  'Carter',
  'Mitchell',
  'Perez',
  'Roberts',
  'Turner',
  'Phillips',
  'Campbell',
];
/** ALp statuses as the action-learning system reports them (null: none yet). */
export const ALP_STATUSES = ['Not Started', 'In Progress', 'Submitted', 'Completed', null];

/** A small seeded generator (mulberry32): the same seed lays out the same organisation. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The next weekday on or after `date` that is `day` (0 Sunday … 6 Saturday). */
function nextWeekday(date: string, day: number): string {
  return addDays(date, (day - weekday(date) + 7) % 7);
}

/** Moves the next unit (and the ones after it) earlier so that the unit starts on `today`. */
function startNextUnitToday(events: EventRecord[], today: string): void {
  const next = events.find((e) => e.unit_id !== 'orientation' && e.day === 1 && e.start_date !== null && e.start_date >= today);
  if (!next) return;
  const shift = -daysBetween(today, next.start_date!);
  for (const e of events) {
    if (e.start_date === null || e.start_date < next.start_date!) continue;
    e.start_date = addDays(e.start_date, shift);
    e.end_date = e.end_date && addDays(e.end_date, shift);
  }
}

/** Attendance records grouped into one sheet per unit, as the roster saves them. */
function attendanceSheets(records: readonly AttendanceRecord[], events: readonly EventRecord[], at: string): AttendanceSheet[] {
  const unitOf = new Map(events.map((e) => [e.id, e.unit_id]));
  const sheets = new Map<string, AttendanceSheet>();
  for (const { cohort_id, event_id, user_id, attendance, independent, recorded_by, recorded_at } of records) {
    const unit = unitOf.get(event_id)!;
    let sheet = sheets.get(unit);
    if (!sheet) sheets.set(unit, (sheet = { cohort_id, unit, version: 1, updated_at: at, updated_by: recorded_by, records: {} }));
    (sheet.records[user_id] ??= {})[event_id] = { attendance, independent, recorded_by, recorded_at };
  }
  return [...sheets.values()];
}

/**
 * Staff per 100 cohorts. The pools grow with the organisation so that a facilitator's load stays
 * one a person could carry (a few dozen cohorts, about one day in two): a fixed pool gave each of
 * twelve facilitators ~1,000 cohorts at the large scale, booked on the same days many times over,
 * which the cohort form's schedule-conflict check refuses and which inflated every per-person figure.
 */
const STAFF_POOL_PER_100_COHORTS = { national: 12, local: 6, producers: 4, advisers: 4, coaches: 3 } as const;

export function* organisationItems(opts: OrganisationOptions): Generator<Record<string, unknown>, OrganisationSummary> {
  const random = prng(opts.randomSeed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const project = projectPlanner(prng(opts.randomSeed ^ 0x5eed), opts.today);
  const at = opts.now.toISOString();
  const summary: OrganisationSummary = { users: 0, cohorts: 0, events: 0, attendance: 0, items: 0 };
  const emit = function* (item: Record<string, unknown>) {
    summary.items += 1;
    yield item;
  };

  // Reference data.
  const { districts, schools } = districtsAndSchools();
  for (const role of ROLE_RECORDS) yield* emit(referenceItem('ROLE', role, at));
  for (const c of COURSES) yield* emit(referenceItem('COURSE', c, at));
  for (const d of DELIVERY_MODELS) yield* emit(referenceItem('DELIVERY_MODEL', d, at));
  for (const s of STATES) yield* emit(referenceItem('STATE', s, at));
  for (const d of districts) yield* emit(referenceItem('DISTRICT', d, at));
  for (const s of schools) yield* emit(referenceItem('SCHOOL', s, at));
  for (const j of JOB_FUNCTIONS) yield* emit(referenceItem('JOB_FUNCTION', j, at));
  for (const m of MEETING_TYPES) yield* emit(referenceItem('MEETING_TYPE', m, at));
  // System settings: every one at its default, from the configuration the portal runs on (data/content/settings.ts).
  for (const item of defaultSettingItems(at)) yield* emit(item);

  // Accounts.
  let nextUserId = 1;
  const makeUser = (first: string, last: string, roles: RoleSlug[], extra: Partial<UserRecord> = {}): UserRecord => {
    const id = nextUserId;
    nextUserId += 1;
    const state = extra.state_id ? STATES.find((s) => s.id === extra.state_id)! : pick(STATES);
    const district = pick(districts.filter((d) => d.state_id === state.id));
    const school = pick(schools.filter((s) => s.district_id === district.id));
    const username = extra.username ?? `${first}.${last}.${id}`.toLowerCase();
    const isAdmin = roles.includes('administrator') || roles.includes('senior_admin');
    return {
      id,
      ...newUser(
        {
          username,
          email: extra.email ?? (username.includes('@') ? username : `${username}@example.org`),
          passwordHash: opts.passwordHash,
          honorific: pick(['Dr.', 'Mr.', 'Ms.', 'Mrs.', null]),
          first_name: first,
          last_name: last,
          phone: String(2025550100 + (id % 9000)),
          job_title: pick(['Principal', 'Assistant Principal', 'Teacher Leader', 'Instructional Coach', 'District Director']),
          job_function: [pick(JOB_FUNCTIONS).id],
          address1: `${100 + (id % 800)} Main Street`,
          city: CITIES[state.code][0],
          zip: String(10000 + ((id * 37) % 89999)),
          state_id: state.id,
          district_id: district.id,
          school_id: school.id,
          school_name: school.name,
          ppid: state.code === 'PA' ? String(1000000 + id) : null,
          iu: state.code === 'PA' ? String(1 + (id % 29)) : null,
          roles: roles.map((slug) => ROLE_BY_SLUG[slug].id),
          can_shared_alps: random() < 0.3,
          can_shared_pis: random() < 0.2,
          // The demo's people have signed in before and completed their profiles.
          first_time: false,
          required_data: false,
          // Administrators start with a fresh password so the 45-day prompt does not greet them.
          password_changed_at: isAdmin ? at : addDays(opts.today, -Math.floor(random() * 300)) + 'T12:00:00.000Z',
        },
        at,
      ),
      login_at: random() < 0.15 ? null : new Date(opts.now.getTime() - Math.floor(random() * 40) * 86_400_000).toISOString(),
      created_at: at,
      updated_at: at,
      version: 1,
      ...extra,
    };
  };
  // Accounts are written as soon as they exist, so that a seed stopped early (the benchmark's
  // time limit) is a smaller but consistent organisation.
  const pending: UserRecord[] = [];
  const add = (user: UserRecord) => {
    pending.push(user);
    summary.users += 1;
    return user;
  };
  const flushUsers = function* () {
    for (const user of pending.splice(0)) for (const item of newUserItems(user)) yield* emit(item);
  };

  const demo = new Map<string, UserRecord>();
  if (opts.demoAccounts) {
    for (const account of DEMO_ACCOUNTS) {
      const extra: Partial<UserRecord> = {
        username: account.username,
        email: `${account.username}@portal.example.org`,
        courses: COURSES.map((c) => c.id),
      };
      if (account.username === 'coordinator') Object.assign(extra, { state_id: 1, state_coordinator: true, states_coordinator: [1, 2] });
      if (account.username === 'participant')
        Object.assign(extra, { courses: [DEFAULT_COURSE_ID, 12], can_shared_alps: true, can_shared_pis: false });
      if (account.username === 'facilitator') Object.assign(extra, { certifications: [4, 5, 6] });
      demo.set(account.username, add(makeUser(account.first, account.last, account.roles, extra)));
    }
  }
  const scale = Math.max(1, Math.ceil(opts.cohorts / 100));
  const staffPool = Object.fromEntries(Object.entries(STAFF_POOL_PER_100_COHORTS).map(([k, n]) => [k, n * scale])) as Record<
    keyof typeof STAFF_POOL_PER_100_COHORTS,
    number
  >;
  const pool = {
    // Every third one a contractor, so that the Facilitator Utilization report has both tables.
    national: Array.from({ length: staffPool.national }, (_, i) =>
      add(
        makeUser(pick(FIRST), pick(LAST), ['facilitator_national'], {
          certifications: [4, 5, 6].filter(() => random() < 0.6),
          staff_contractor: i % 3 === 2 ? 'contractor' : 'staff',
        }),
      ),
    ),
    local: Array.from({ length: staffPool.local }, () => add(makeUser(pick(FIRST), pick(LAST), ['facilitator_local']))),
    producers: Array.from({ length: staffPool.producers }, () => add(makeUser(pick(FIRST), pick(LAST), ['participant']))),
    advisers: Array.from({ length: staffPool.advisers }, () => add(makeUser(pick(FIRST), pick(LAST), ['coach']))),
    coaches: Array.from({ length: staffPool.coaches }, () => add(makeUser(pick(FIRST), pick(LAST), ['coach']))),
  };
  if (opts.demoAccounts) {
    pool.national.unshift(demo.get('facilitator')!);
    pool.local.unshift(demo.get('local.facilitator')!);
  }
  const staffById = new Map<number, UserRecord>([...demo.values(), ...Object.values(pool).flat()].map((u) => [u.id, u]));

  // Cohorts and their schedules.
  yield* flushUsers();
  let nextEventId = 1;
  const coachingIndex = opts.cohorts - 1;
  const recorder = (staff: StaffRecord[]) => staff.find((s) => s.staff_type === 'facilitator')?.user_id ?? staff[0]?.user_id ?? 1;
  const TODAY_INDEX = 14;
  // The demo participant's finished Principal Foundations cohort has an extension after unit 3
  // (sub-unit '3A', an 'hours' day, spec 03 §3): Ext Attendance Details has rows to show.
  const EXTENSION_INDEX = 2;
  // The make-up: a participant of the home cohort misses unit 2 there and attends it in a later
  // cohort of the same course.
  const HOME_INDEX = 4;
  const makeup: { home?: CohortRecord; user?: UserRecord; placed: boolean } = { placed: false };

  for (let i = 0; i < opts.cohorts; i += 1) {
    const isCoaching = i === coachingIndex;
    const scheduled = isCoaching || i % 10 < 8; // two in ten not yet scheduled
    const course = isCoaching
      ? COURSES.find((c) => c.key === COACHING_COURSE_KEY)!
      : COURSES.filter((c) => c.key !== COACHING_COURSE_KEY)[i % (COURSES.length - 1)];
    const model = isCoaching
      ? DELIVERY_MODELS.find((m) => m.slug === 'coaching')!
      : DELIVERY_MODELS.filter((m) => m.slug !== 'coaching')[i % 7];
    const state = opts.demoAccounts && i < 6 ? STATES[i % 2] : STATES[i % STATES.length];
    const city = CITIES[state.code][i % 4];
    // Spread starts from ~14 months ago to ~4 months ahead.
    const span = 540;
    const startOffset = Math.round(-420 + (span * (i % 20)) / 20 + (i >= 20 ? Math.floor(random() * 60) - 30 : 0));
    const start = nextWeekday(addDays(opts.today, startOffset), 2);
    const year = Number(start.slice(0, 4));
    const cohort: CohortRecord = {
      id: i + 1,
      post_id: 5000 + i + 1,
      name: `${state.code} ${city} ${course.abbreviation} ${year} #${i + 1}`,
      course_id: course.id,
      delivery_model_id: model.id,
      state_id: state.id,
      city,
      district_id: districts.find((d) => d.state_id === state.id)!.id,
      contract: `C-${year}-${String(i + 1).padStart(4, '0')}`,
      has_suite: pick(['yes', 'no', 'some'] as const),
      collaboration: { communities: true, drive: i % 3 === 0 },
      link_folder: i % 3 === 0 ? `https://drive.example.org/folders/cohort-${i + 1}` : null,
      material_status: pick(['Shipped', 'Ordered', 'Delivered', null]),
      welcome_email: true,
      force_end: false,
      is_internal: i % 17 === 0,
      meeting: model.is_virtual
        ? {
            platform: 'Zoom',
            meeting_id: `8${String(100000000 + i * 7919).slice(0, 9)}`,
            password_meeting: `pw${1000 + i}`,
            webinar_url: `https://zoom.example.org/j/${8000 + i}`,
          }
        : null,
      start_date: scheduled ? start : null,
      end_date: null,
      participant_count: 0,
      created_at: at,
      created_by: null,
      updated_at: at,
      updated_by: null,
      version: 1,
    };
    const events: EventRecord[] = [];
    const times = model.is_virtual ? ['12:00', '16:00'] : ['08:30', '15:30'];
    const event = (
      unit: string,
      day: number,
      date: string | null,
      type: EventRecord['type_event'],
      end: string | null = date,
    ): EventRecord => {
      const id = nextEventId;
      nextEventId += 1;
      const past = date !== null && date < opts.today;
      return {
        id,
        cohort_id: cohort.id,
        unit_id: unit,
        day,
        type_event: type,
        start_date: date,
        end_date: end,
        start_time: date ? times[0] : null,
        end_time: date ? times[1] : null,
        // Recent and past units have an evaluation link; a few upcoming ones do not (the dashboard warns).
        url_unit_evaluation:
          unit !== 'orientation' && (past || i % 4 !== 1) ? `https://survey.example.org/eval/${cohort.id}/${unit}` : null,
        meeting_type: model.is_virtual ? 'zoom' : 'in_person',
      };
    };
    if (isCoaching) {
      const coachingStart = addDays(opts.today, -60);
      events.push(event('1', 1, coachingStart, 'unique', addDays(opts.today, 120)));
      cohort.start_date = coachingStart;
      cohort.end_date = addDays(opts.today, 120);
    } else {
      events.push(event('orientation', 1, scheduled ? start : null, 'hours'));
      const units = opts.unitsPerCohort ?? course.section_units;
      for (let unit = 1; unit <= units; unit += 1) {
        // The last unit of the first unscheduled-looking cohorts stays TBD, as real schedules do.
        const tbd = !scheduled || (i % 5 === 3 && unit === units);
        const day1 = tbd ? null : nextWeekday(addDays(start, 14 + (unit - 1) * 35), 2);
        events.push(event(String(unit), 1, day1, 'two_day'));
        events.push(event(String(unit), 2, day1 ? addDays(day1, 1) : null, 'two_day'));
      }
      const unitThreeEnd = events.find((e) => e.unit_id === '3' && e.day === 2)?.start_date;
      if (opts.demoAccounts && i === EXTENSION_INDEX && unitThreeEnd) events.push(event('3A', 1, addDays(unitThreeEnd, 7), 'hours'));
      // One demo cohort has a unit starting today: the dashboard's 'today' mark.
      if (opts.demoAccounts && i === TODAY_INDEX) startNextUnitToday(events, opts.today);
      const dated = events.filter((e) => e.start_date).map((e) => e.end_date!);
      cohort.end_date = dated.length ? dated.sort().at(-1)! : null;
    }

    // Staff.
    const staff: StaffRecord[] = [];
    const assign = (user: UserRecord, staff_type: StaffRecord['staff_type'], units: string[] = ['all']) => {
      if (!staff.some((s) => s.user_id === user.id && s.staff_type === staff_type))
        staff.push({ cohort_id: cohort.id, user_id: user.id, staff_type, units });
    };
    if (isCoaching) {
      assign(opts.demoAccounts ? demo.get('coach')! : pick(pool.coaches), 'alp_coach');
      assign(pick(pool.coaches), 'alp_coach');
    } else {
      const lead =
        opts.demoAccounts && [1, 3, 4, 5, 8, 12, 14].includes(i)
          ? demo.get('facilitator')!
          : pool.national[1 + (i % (pool.national.length - 1))];
      if (i % 9 !== 7) assign(lead, 'facilitator');
      if (opts.demoAccounts && [6, 10, 15].includes(i)) assign(demo.get('local.facilitator')!, i === 10 ? 'facilitator' : 'cofacilitator');
      const cofacs = 1 + (i % 4);
      for (let k = 0; k < cofacs; k += 1)
        assign(pool.national[(i + k + 3) % pool.national.length], 'cofacilitator', k === 0 ? ['all'] : [String(1 + k)]);
      if (model.is_edp_pss) assign(pick(pool.local), 'quality');
      else assign(pick(pool.producers), 'webinar');
      assign(opts.demoAccounts && [3, 8].includes(i) ? demo.get('coach')! : pick(pool.advisers), 'alp_coach');
    }

    // Members.
    const [min, max] = opts.participantsPerCohort;
    const count = min + Math.floor(random() * (max - min + 1));
    const members: UserRecord[] = [];
    for (let k = 0; k < count; k += 1) {
      const user = add(
        makeUser(pick(FIRST), pick(LAST), ['participant'], {
          state_id: state.id,
          courses: [course.id],
          default_course: course.id,
          first_time: random() < 0.05,
        }),
      );
      members.push(user);
    }
    // The demo participant finished a Principal Foundations cohort and is halfway through an EDP one.
    if (opts.demoAccounts && (i === 2 || i === 12)) members.push(demo.get('participant')!);
    cohort.participant_count = members.length;
    if (i === HOME_INDEX) Object.assign(makeup, { home: cohort, user: members[0] });

    yield* flushUsers();
    const memberRecords: MemberRecord[] = members.map((m) => ({
      cohort_id: cohort.id,
      user_id: m.id,
      alp_status: pick(ALP_STATUSES),
      alp_form: random() < 0.4,
      alp_replies_count: Math.floor(random() * 6),
      alp_comments_count: Math.floor(random() * 9),
      // A coaching cohort has no units to measure a project's progress by.
      project: isCoaching ? null : project(cohort.id, events, m.id),
      joined_at: at,
    }));
    const attendance: AttendanceRecord[] = [];
    const makeups: MakeupRecord[] = [];
    if (!isCoaching) {
      // Coaching cohorts take no attendance.
      // The extension's marks are not drawn (below): every other cohort's draws stay as they were.
      const isExtension = (e: EventRecord) => /[A-Z]$/.test(e.unit_id);
      const pastEvents = events.filter((e) => e.start_date && e.start_date < opts.today && !isExtension(e));
      // One cohort leaves its latest past day unrecorded: the dashboard's missing-attendance list.
      const unrecorded = i === 5 ? pastEvents.at(-1)?.id : undefined;
      for (const e of pastEvents) {
        if (e.id === unrecorded) continue;
        for (const m of members) {
          const missedForMakeup = cohort === makeup.home && m === makeup.user && e.unit_id === '2';
          const roll = random();
          attendance.push({
            cohort_id: cohort.id,
            event_id: e.id,
            user_id: m.id,
            attendance: missedForMakeup ? '0' : roll < 0.9 ? '1' : '0',
            independent: !missedForMakeup && roll >= 0.9 && roll < 0.93 && e.day === 2,
            recorded_by: recorder(staff),
            recorded_at: `${e.start_date}T21:00:00.000Z`,
            version: 1,
          });
        }
      }
      for (const e of events.filter((d) => isExtension(d) && d.start_date! < opts.today)) {
        for (const [k, m] of members.entries()) {
          attendance.push({
            cohort_id: cohort.id,
            event_id: e.id,
            user_id: m.id,
            attendance: k % 4 === 3 ? '0' : '1',
            independent: false,
            recorded_by: recorder(staff),
            recorded_at: `${e.start_date}T21:00:00.000Z`,
            version: 1,
          });
        }
      }
      const unitTwo = events.filter((e) => e.unit_id === '2');
      if (
        !makeup.placed &&
        makeup.home &&
        makeup.user &&
        cohort !== makeup.home &&
        cohort.course_id === makeup.home.course_id &&
        unitTwo.length &&
        unitTwo.every((e) => e.start_date && e.start_date < opts.today)
      ) {
        makeup.placed = true;
        makeups.push({
          cohort_id: cohort.id,
          unit: '2',
          user_id: makeup.user.id,
          home_cohort_id: makeup.home.id,
          added_by: recorder(staff),
          added_at: at,
        });
        for (const e of unitTwo) {
          attendance.push({
            cohort_id: cohort.id,
            event_id: e.id,
            user_id: makeup.user.id,
            attendance: '1',
            independent: false,
            recorded_by: recorder(staff),
            recorded_at: `${e.start_date}T21:00:00.000Z`,
            version: 1,
          });
        }
      }
    }

    for (const e of events) yield* emit(cohortItems.event(e));
    for (const s of staff) yield* emit(cohortItems.staff(s));
    for (const m of memberRecords) yield* emit(cohortItems.member(m));
    for (const sheet of attendanceSheets(attendance, events, at)) yield* emit(cohortItems.attendanceSheet(sheet));
    for (const m of makeups) {
      yield* emit(cohortItems.makeup(m));
      yield* emit(cohortItems.makeupAway(m));
    }
    // The META item last: a seed stopped early leaves no cohort whose summary lists missing items.
    const people = new Map<number, UserRecord>([...members, ...(makeup.user ? [makeup.user] : [])].map((u) => [u.id, u]));
    for (const s of staff) people.set(s.user_id, staffById.get(s.user_id)!);
    const summaryOfCohort = cohortSummary({ events, staff, members: memberRecords, makeups }, people);
    yield* emit(
      cohortItems.cohort(
        cohort,
        summaryOfCohort,
        attendance.map((a) => a.event_id),
      ),
    );
    summary.cohorts += 1;
    summary.events += events.length;
    summary.attendance += attendance.length;
  }

  for (let k = 0; k < opts.extraUsers; k += 1) {
    add(makeUser(pick(FIRST), pick(LAST), ['participant']));
    if (pending.length >= 500) yield* flushUsers();
  }
  yield* flushUsers();

  // Messages: a banner, a logon popup and a participant notification, all active.
  const message = (
    id: number,
    type: MessageRecord['type'],
    headline: string | null,
    text: string,
    roles: string[] = [],
  ): MessageRecord => ({
    id,
    type,
    headline,
    text,
    active: true,
    roles,
    cohorts: [],
    who_created: 1,
    created_at: at,
    who_activated: 1,
    activated_at: at,
    who_deactivated: null,
    de_activated_at: null,
    who_updated: 1,
    updated_at: at,
  });
  yield* emit(
    messageItem(
      message(1, 'portal_banner', null, '<p>Spring registration is open: enrol your leadership team before <strong>March 1</strong>.</p>'),
    ),
  );
  yield* emit(
    messageItem(
      message(
        2,
        'logon_popup',
        'Welcome to the new portal',
        '<p>The portal has a new look. Your cohorts, calendar and rosters are where they were.</p>',
        ['facilitator_national', 'facilitator_local', 'state_coordinator', 'nisl_manager', 'administrator'],
      ),
    ),
  );
  yield* emit(
    messageItem(
      message(
        3,
        'participant_notification',
        'Unit evaluations',
        '<p>Please complete the end-of-unit evaluation after each unit. It takes five minutes.</p>',
      ),
    ),
  );

  // The support page's tabs and topics, and their counters (support.ts).
  for (const item of supportSeedItems({ updated_by: 1, first_name: 'Sara', last_name: 'Senior', updated_at: at })) yield* emit(item);

  // Counters continue after the generated ids.
  yield* emit({ ...counterKey('user'), value: nextUserId - 1 });
  yield* emit({ ...counterKey('cohort'), value: opts.cohorts });
  // Post ids are 5000 + the cohort's id: the cohort form's new cohorts continue after them.
  yield* emit({ ...counterKey('post'), value: 5000 + opts.cohorts });
  yield* emit({ ...counterKey('event'), value: nextEventId - 1 });
  yield* emit({ ...counterKey('message'), value: 3 });
  return summary;
}

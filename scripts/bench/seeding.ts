/**
 * The benchmark's data set: the scale knob, seeding under a time limit, and what was reached.
 * The generator (scripts/seed/organisation.ts) writes all users first, then cohort by cohort;
 * when the time limit stops it, the same deterministic generator is replayed (without writing)
 * to count what the written prefix holds.
 */
import { hashPassword } from '../../functions/services/passwords.ts';
import { cohortDirectory } from '../../functions/data/cohorts/cohort-directory.ts';
import { attendanceRecords, loadCohort, type AttendanceSheet, type CohortAggregate } from '../../functions/data/cohorts/cohorts.ts';
import { saveSurveys, type SurveyRecord } from '../../functions/data/cohorts/surveys.ts';
import { openUnits } from '../../functions/jobs/surveys/open-evaluations.ts';
import { demoSurveySource } from '../../functions/jobs/surveys/demo-source.ts';
import { projectFiles } from '../../functions/roster-reports/all-projects.ts';
import { listReference } from '../../functions/data/reference/reference.ts';
import { putAll } from '../../functions/data/table/batch.ts';
import { counterKey } from '../../functions/data/table/counters.ts';
import { findUserIdByLogin, getUser, newUserItems } from '../../functions/data/users/users.ts';
import { ROUTES } from '../../shared/api/routes.ts';
import { CAPABILITIES, allows } from '../../shared/auth/capabilities.ts';
import { ROLE_BY_ID, ROLE_BY_SLUG, type RoleSlug } from '../../shared/auth/roles.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../seed/seed.ts';
import { DEMO_ACCOUNTS, organisationItems, type OrganisationOptions } from '../seed/organisation.ts';
import type { BenchData } from './samples.ts';

export type ScaleName = 'small' | 'medium' | 'large';

export interface Scale {
  name: ScaleName | 'custom';
  cohorts: number;
  participantsPerCohort: readonly [number, number];
  extraUsers: number;
  /** Units per cohort instead of each course's own 4–6 (orientation + 2 days per unit). */
  unitsPerCohort?: number;
}

/** ARCHITECTURE §7: the large seed. */
export const LARGE_TARGET = { users: 100_000, cohorts: 5_000, events: 80_000, attendance: 1_000_000 } as const;

export const SCALES: Record<ScaleName, Scale> = {
  /** The demo organisation's size. */
  small: { name: 'small', cohorts: 20, participantsPerCohort: [20, 40], extraUsers: 0 },
  /** ~20,000 users, ~300,000 items: about a minute and a half of seeding. */
  medium: { name: 'medium', cohorts: 1_000, participantsPerCohort: [15, 25], extraUsers: 0 },
  /**
   * The large seed of §7: 5,000 cohorts × 8 units = 17 events each (84,984 events: the coaching
   * cohort has one), 20–26 participants a cohort. Attendance is taken on past days only and the
   * generator spreads cohorts from ~14 months ago to ~4 months ahead (two in ten not scheduled),
   * so a participant has ~8.2 records: ~950,000 records come with ~115,000 users. §7's 100,000
   * users and 1,000,000 records cannot both hold with this schedule; this is the balance (users
   * +15 %, attendance −5 %; ~122,000 users would give 1,000,000). ~1.99 M items: measured 507 s
   * here (~3,900 items/s), 654 s while other test runs shared the 2 cores — near the default
   * time limit of 10 min (BENCH_SEED_MINUTES).
   */
  large: { name: 'large', cohorts: 5_000, participantsPerCohort: [20, 26], extraUsers: 0, unitsPerCohort: 8 },
};

export const DEFAULT_SCALE: ScaleName = 'large';

/** BENCH_SCALE (small|medium|large, default large); BENCH_COHORTS overrides the cohort count. */
export function scaleFromEnv(env: NodeJS.ProcessEnv): Scale {
  const name = (env.BENCH_SCALE ?? DEFAULT_SCALE).toLowerCase();
  if (!(name in SCALES)) throw new Error(`BENCH_SCALE must be small, medium or large, not "${env.BENCH_SCALE}"`);
  const scale = SCALES[name as ScaleName];
  if (env.BENCH_COHORTS) {
    const cohorts = Number(env.BENCH_COHORTS);
    if (!Number.isInteger(cohorts) || cohorts < 1) throw new Error(`BENCH_COHORTS must be a positive integer, not "${env.BENCH_COHORTS}"`);
    return { ...scale, name: 'custom', cohorts };
  }
  return scale;
}

export interface Counts {
  users: number;
  cohorts: number;
  events: number;
  attendance: number;
  members: number;
  items: number;
}

export const emptyCounts = (): Counts => ({ users: 0, cohorts: 0, events: 0, attendance: 0, members: 0, items: 0 });

/** Adds one generated item to the counts, by its `type` attribute. */
export function countItem(counts: Counts, item: Record<string, unknown>): void {
  counts.items += 1;
  switch (item.type) {
    case 'user':
      counts.users += 1;
      break;
    case 'cohort':
      counts.cohorts += 1;
      break;
    case 'event':
      counts.events += 1;
      break;
    case 'attendance_sheet':
      counts.attendance += attendanceRecords(item as unknown as AttendanceSheet).length;
      break;
    case 'member':
      counts.members += 1;
      break;
    default:
  }
}

const COUNTER_PK = counterKey('cohort').PK;

/**
 * Counts of the first `limit` items of the generator and of all of it, and the id counters among
 * the items past `limit`: the generator writes them last, after every id they continue from.
 */
export function replayCounts(
  opts: OrganisationOptions,
  limit: number,
): { written: Counts; planned: Counts; unwrittenCounters: Array<Record<string, unknown>> } {
  const written = emptyCounts();
  const planned = emptyCounts();
  const unwrittenCounters: Array<Record<string, unknown>> = [];
  for (const item of organisationItems(opts)) {
    if (planned.items < limit) countItem(written, item);
    else if (item.PK === COUNTER_PK) unwrittenCounters.push(item);
    countItem(planned, item);
  }
  return { written, planned, unwrittenCounters };
}

export interface SeedReport {
  scale: Scale;
  options: Omit<OrganisationOptions, 'passwordHash' | 'now'> & { now: string };
  limitMinutes: number;
  complete: boolean;
  seconds: number;
  itemsPerSecond: number;
  /** What the table holds. */
  reached: Counts;
  /** What the requested scale would have written. */
  planned: Counts;
}

export async function seedForBench(opts: {
  scale: Scale;
  password: string;
  limitMinutes: number;
  log: (line: string) => void;
}): Promise<SeedReport> {
  const now = new Date();
  const options: OrganisationOptions = {
    today: nyDate(now),
    now,
    cohorts: opts.scale.cohorts,
    participantsPerCohort: opts.scale.participantsPerCohort,
    extraUsers: opts.scale.extraUsers,
    passwordHash: await hashPassword(opts.password),
    randomSeed: 2026,
    demoAccounts: true,
    unitsPerCohort: opts.scale.unitsPerCohort,
  };
  const started = Date.now();
  const deadline = started + opts.limitMinutes * 60_000;
  let lastLog = started;
  const summary = await seedOrganisation(
    options,
    (written) => {
      if (Date.now() - lastLog >= 15_000) {
        lastLog = Date.now();
        const secs = (lastLog - started) / 1000;
        opts.log(`  seeding… ${written} items in ${secs.toFixed(0)} s (${(written / secs).toFixed(0)} items/s)`);
      }
    },
    () => Date.now() >= deadline,
  );
  const seconds = (Date.now() - started) / 1000;
  let reached: Counts;
  let planned: Counts;
  if (summary.complete) {
    // The generator's own summary; it does not count memberships (NaN: shown as –).
    reached = {
      users: summary.users,
      cohorts: summary.cohorts,
      events: summary.events,
      attendance: summary.attendance,
      members: Number.NaN,
      items: summary.items,
    };
    planned = reached;
  } else {
    // Replaying the deterministic generator counts exactly what the written prefix holds and
    // what the whole scale would hold (~25 s and a few hundred MB for the large scale).
    opts.log(`  time limit reached after ${summary.items} items; counting what they hold…`);
    const replayed = replayCounts(options, summary.items);
    ({ written: reached, planned } = replayed);
    // Without the counters a new cohort, account or event would take an id the prefix holds (a
    // new cohort's save then fails its not-exists check). The whole scale's values are past every
    // id of the prefix.
    await putAll(replayed.unwrittenCounters);
  }
  const { passwordHash: _hash, now: _now, ...rest } = options;
  return {
    scale: opts.scale,
    options: { ...rest, now: now.toISOString() },
    limitMinutes: opts.limitMinutes,
    complete: summary.complete,
    seconds,
    itemsPerSecond: summary.items / seconds,
    reached,
    planned,
  };
}

/**
 * Accounts for capabilities no demo account holds (e.g. certificates_void needs the
 * `certificates` role): `bench.<role>` with that one role, a copy of senior.admin's profile
 * otherwise. Ids from 900,000,000 up: a seed stopped by the time limit has no id counter yet.
 */
export async function createBenchAccounts(): Promise<string[]> {
  const demoRoles = DEMO_ACCOUNTS.map((a) => a.roles as string[]);
  const needed = new Set<RoleSlug>();
  for (const route of ROUTES) {
    const wanted: readonly RoleSlug[] | null = CAPABILITIES[route.capability];
    if (!wanted?.length) continue;
    if (!demoRoles.some((roles) => allows(route.capability, roles))) needed.add(wanted[0]);
  }
  const templateId = await findUserIdByLogin('senior.admin');
  const template = templateId === undefined ? undefined : await getUser(templateId);
  if (!template || needed.size === 0) return [];
  const items: Record<string, unknown>[] = [];
  const created: string[] = [];
  [...needed].forEach((slug, index) => {
    const username = `bench.${slug}`;
    items.push(
      ...newUserItems({
        ...template,
        id: 900_000_000 + index,
        username,
        email: `${username}@portal.example.org`,
        roles: [ROLE_BY_SLUG[slug].id],
      }),
    );
    created.push(username);
  });
  await putAll(items);
  return created;
}

/**
 * The answers the survey-refresh job (demo source, as `npm start` configures it) would have stored
 * for every past unit of a cohort with an evaluation link: the job reads only recent units, and
 * the bench's seed does not run it. Returns the units with answers, the latest first.
 */
export async function storeSurveyAnswers(cohortId: number, today: string, now = new Date()): Promise<string[]> {
  const aggregate = await loadCohort(cohortId);
  if (!aggregate) return [];
  const open = openUnits(aggregate, today, 100_000).sort((a, b) => b.lastDay.localeCompare(a.lastDay));
  const records: SurveyRecord[] = [];
  for (const evaluation of open) {
    records.push({
      cohort_id: cohortId,
      unit: evaluation.unit,
      ...(await demoSurveySource.answers(evaluation)),
      refreshed_at: now.toISOString(),
      source: demoSurveySource.name,
    });
  }
  if (records.length) await saveSurveys(records);
  return records.filter((r) => r.respondents > 0).map((r) => r.unit);
}

/** How many cohorts from id 1 up benchDataFromTable looks through for the roster reports' samples. */
const ROSTER_REPORT_SEARCH = 40;

/**
 * Cohorts for the roster reports' samples, among the first ones: one whose participants have
 * project files (the seed writes a few per cohort, for the first cohorts under way), and the home
 * cohort of the seeded make-up.
 */
async function rosterReportCohorts(first: CohortAggregate | undefined): Promise<Pick<BenchData, 'projects' | 'makeupCohortId'>> {
  let projects: BenchData['projects'] = null;
  let makeupCohortId: number | null = null;
  for (let id = 1; id <= ROSTER_REPORT_SEARCH && (!projects || makeupCohortId === null); id += 1) {
    const aggregate = id === 1 ? first : await loadCohort(id);
    if (!aggregate) continue;
    const files = projectFiles(aggregate).length;
    if (!projects && files > 0) projects = { cohortId: id, files };
    if (makeupCohortId === null && aggregate.makeupsAway.length > 0) makeupCohortId = id;
  }
  return { projects, makeupCohortId };
}

/**
 * Ids the samples use, read from the seeded table; stores the sample cohort's unit evaluation
 * answers (storeSurveyAnswers) for the Unit Evaluation Report's sample.
 */
export async function benchDataFromTable(password: string, today: string, extraAccounts: readonly string[] = []): Promise<BenchData> {
  const accounts: BenchData['accounts'] = {};
  for (const username of [...DEMO_ACCOUNTS.map((a) => a.username), ...extraAccounts]) {
    const id = await findUserIdByLogin(username);
    const user = id === undefined ? undefined : await getUser(id);
    if (user) accounts[username] = { id: user.id, roles: user.roles.map((r) => ROLE_BY_ID.get(r)?.slug).filter((r): r is RoleSlug => !!r) };
  }
  const cohort = await loadCohort(1);
  const events = cohort?.events ?? [];
  const past = events.filter((e) => e.start_date && e.start_date < today && e.unit_id !== 'orientation');
  const event = past.at(-1) ?? events.find((e) => e.start_date) ?? events[0];
  const courses = await listReference('COURSE');
  const course = courses.find((c) => c.id === cohort?.cohort.course_id) ?? courses[0];
  // The dashboard's filter sample: a cohort the demo facilitator leads that runs longest (it has
  // sessions from today on), so that courses + states + facilitator match some rows.
  const facilitatorId = accounts.facilitator?.id;
  const directory = await cohortDirectory();
  const led =
    facilitatorId === undefined
      ? []
      : [...directory.staffCohorts(facilitatorId)]
          .map((id) => directory.cohorts.get(id)!)
          .filter((c) => c.summary.staff.some((s) => s.user_id === facilitatorId && s.staff_type === 'facilitator'));
  const longest = led.sort((a, b) => (b.end_date ?? '').localeCompare(a.end_date ?? ''))[0];
  const answered = cohort ? await storeSurveyAnswers(cohort.cohort.id, today) : [];
  const sampleUnit = event?.unit_id ?? '1';
  return {
    password,
    today,
    cohortId: cohort?.cohort.id ?? 1,
    cohortName: cohort?.cohort.name ?? 'PA Pittsburgh',
    postId: cohort?.cohort.post_id ?? 5001,
    eventId: event?.id ?? 1,
    unitId: sampleUnit,
    courseKey: course?.cms_key ?? 'cohort39',
    courseId: course?.id ?? 10,
    stateId: cohort?.cohort.state_id ?? 1,
    districtId: cohort?.cohort.district_id ?? 1,
    facilitatorCohort: longest ? { id: longest.id, courseId: longest.course_id, stateId: longest.state_id } : null,
    accounts,
    hasCohorts: cohort !== undefined,
    ...(await rosterReportCohorts(cohort)),
    surveyUnit: answered.includes(sampleUnit) ? sampleUnit : (answered[0] ?? null),
  };
}

/**
 * Issue 32's goals, each beside this run's figure (docs/bench.md "Goals of issue 32"): one table
 * drawn from the other parts' results, so that one run shows them all.
 */
import type { RouteMeasurement } from './api.ts';
import { PAGE_ANSWERS_GOAL_BYTES, type DashboardReload } from './browser.ts';
import { BUDGETS } from './budgets.ts';
import type { DirectoryColdStart } from './directory.ts';
import type { SeedReport } from './seeding.ts';
import type { WebResults } from './web.ts';

export interface GoalInputs {
  seed?: SeedReport;
  measured?: readonly RouteMeasurement[];
  dashboardReload?: DashboardReload;
  directory?: readonly DirectoryColdStart[];
  web?: WebResults;
}

export interface GoalRow {
  goal: string;
  figure: string;
  ok: boolean | undefined;
}

/** Answers above this many bytes must travel compressed. */
const COMPRESS_ABOVE_BYTES = 1024;
/** No answer a page asks for is larger than this, as read. */
export const LARGEST_ANSWER_GOAL_BYTES = 300 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const label = (m: RouteMeasurement) => `\`${m.key}\`${m.variant ? ` (${m.variant})` : ''}`;

/** Load + first view of a run. */
export const directoryWorkMs = (x: DirectoryColdStart['runs'][number]) => x.loadMs + x.sessionsMs;
/** The median of the runs after the first (which alone pays the code's warm-up): two states compare like with like. */
export const directoryWarmMedianMs = (d: DirectoryColdStart) => {
  const runs = (d.runs.length > 1 ? d.runs.slice(1) : d.runs).map(directoryWorkMs).sort((a, b) => a - b);
  return runs.length ? runs[Math.floor((runs.length - 1) / 2)] : Number.NaN;
};

function seedRow(seed: SeedReport | undefined): GoalRow {
  const goal = `The large seed within the bench's limit (${seed ? seed.limitMinutes : 10} min)`;
  if (!seed) return { goal, figure: 'not seeded in this run', ok: undefined };
  return {
    goal,
    figure: `${seed.complete ? 'finished' : 'stopped by the limit'}: ${seed.reached.items.toLocaleString('en-US')} items in ${seed.seconds.toFixed(0)} s`,
    ok: seed.complete,
  };
}

function apiRows(measured: readonly RouteMeasurement[] | undefined): GoalRow[] {
  const goals = [
    `Every JSON answer over ${COMPRESS_ABOVE_BYTES / 1024} KB compressed`,
    `No answer a page asks for over ${kb(LARGEST_ANSWER_GOAL_BYTES)} as read`,
    `≤ ${BUDGETS.maxCallsPerPageLoad} DynamoDB round trips per page load (every GET)`,
  ];
  if (!measured?.length) return goals.map((goal) => ({ goal, figure: 'API not measured in this run', ok: undefined }));
  const answered = measured.filter((m) => m.bytes?.count);
  const large = answered.filter((m) => m.bytes.mean > COMPRESS_ABOVE_BYTES);
  const plain = large.filter((m) => m.wireBytes.mean >= m.bytes.mean);
  const paged = answered.filter((m) => !m.notPageLoad).sort((a, b) => b.bytes.mean - a.bytes.mean);
  const over = paged.filter((m) => m.bytes.mean > LARGEST_ANSWER_GOAL_BYTES);
  const unpagedOver = answered.filter((m) => m.notPageLoad && m.bytes.mean > LARGEST_ANSWER_GOAL_BYTES);
  const gets = measured.filter((m) => m.method === 'GET' && m.roundTrips?.count);
  const deep = gets.filter((m) => !m.notPageLoad && m.roundTrips.max > BUDGETS.maxCallsPerPageLoad);
  const unpagedDeep = gets.filter((m) => m.notPageLoad && m.roundTrips.max > BUDGETS.maxCallsPerPageLoad);
  const largest = paged[0];
  const leftOut = (list: readonly RouteMeasurement[], figure: (m: RouteMeasurement) => string) =>
    list.length ? `; left out: ${list.map((m) => `${label(m)} ${figure(m)} (${m.notPageLoad})`).join('; ')}` : '';
  return [
    {
      goal: goals[0],
      figure: plain.length
        ? `${plain.length} of ${large.length} sent plain: ${plain.map(label).join(', ')}`
        : `all ${large.length} samples over ${COMPRESS_ABOVE_BYTES / 1024} KB travelled compressed (the API table's wire KB)`,
      ok: plain.length === 0,
    },
    {
      goal: goals[1],
      figure:
        (over.length
          ? `over: ${over.map((m) => `${label(m)} ${kb(m.bytes.mean)}`).join('; ')}`
          : `largest: ${largest ? `${label(largest)} ${kb(largest.bytes.mean)}` : '–'}`) + leftOut(unpagedOver, (m) => kb(m.bytes.mean)),
      ok: over.length === 0,
    },
    {
      goal: goals[2],
      figure:
        (deep.length
          ? `over: ${deep.map((m) => `${label(m)} ${m.roundTrips.max}`).join('; ')}`
          : `all ${gets.length - unpagedDeep.length} page GET samples; the most: ${Math.max(0, ...gets.filter((m) => !m.notPageLoad).map((m) => m.roundTrips.max))}`) +
        leftOut(unpagedDeep, (m) => String(m.roundTrips.max)),
      ok: deep.length === 0,
    },
  ];
}

function browserRows(reload: DashboardReload | undefined, web: WebResults | undefined): GoalRow[] {
  const pagesGoal = `A page load's answers ≤ ${kb(PAGE_ANSWERS_GOAL_BYTES)} compressed in all`;
  const firstRowGoal = 'First dashboard row ≤ 1 s after a reload (Chromium, warm Lambda)';
  const loginGoal = `Login page JS ≤ ${kb(BUDGETS.loginGzipBytes)} gzip`;
  const loads = reload?.pageLoads ?? [];
  return [
    loads.length
      ? {
          goal: pagesGoal,
          figure: loads.map((l) => `\`${l.path}\` ${kb(l.wireBytes)} (${l.answers} answers)`).join('; '),
          ok: loads.every((l) => l.wireBytes <= PAGE_ANSWERS_GOAL_BYTES),
        }
      : { goal: pagesGoal, figure: 'browser not measured in this run', ok: undefined },
    reload
      ? {
          goal: firstRowGoal,
          figure: `median ${reload.medianMs.toFixed(0)} ms, ${reload.medianRequests} requests before it`,
          ok: reload.medianMs <= reload.goalMs,
        }
      : { goal: firstRowGoal, figure: 'browser not measured in this run', ok: undefined },
    web?.ok && web.login
      ? { goal: loginGoal, figure: kb(web.login.gzip), ok: web.login.ok }
      : { goal: loginGoal, figure: 'web not measured in this run', ok: undefined },
  ];
}

function directoryRows(states: readonly DirectoryColdStart[] | undefined): GoalRow[] {
  const coldGoal = `A dashboard or calendar Lambda's first request ≤ ${BUDGETS.directoryColdStartMs} ms of directory work`;
  const ratioGoal = `The same at 5× the cohorts: ratio ≤ ${BUDGETS.directoryGrowthRatio}`;
  const asSeeded = states?.find((d) => d.state === 'as seeded');
  const grown = states?.find((d) => d.factor);
  if (!asSeeded?.runs.length)
    return [coldGoal, ratioGoal].map((goal) => ({ goal, figure: 'directory not measured in this run', ok: undefined }));
  const first = directoryWorkMs(asSeeded.runs[0]);
  const rows: GoalRow[] = [
    {
      goal: coldGoal,
      figure: `run 1 (a fresh Lambda, code warm-up included) ${first.toFixed(0)} ms; later runs (median) ${directoryWarmMedianMs(asSeeded).toFixed(0)} ms`,
      ok: first <= BUDGETS.directoryColdStartMs,
    },
  ];
  if (grown) {
    const ratio = directoryWarmMedianMs(grown) / directoryWarmMedianMs(asSeeded);
    rows.push({
      goal: ratioGoal,
      figure: `${directoryWarmMedianMs(grown).toFixed(0)} ms against ${directoryWarmMedianMs(asSeeded).toFixed(0)} ms: ${ratio.toFixed(2)}×`,
      ok: ratio <= BUDGETS.directoryGrowthRatio,
    });
  } else rows.push({ goal: ratioGoal, figure: 'not measured in this run', ok: undefined });
  return rows;
}

export function issue32Goals(r: GoalInputs): GoalRow[] {
  return [seedRow(r.seed), ...apiRows(r.measured), ...browserRows(r.dashboardReload, r.web), ...directoryRows(r.directory)];
}

const verdictText = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : '**not met**');

export function goalsSection(r: GoalInputs): string[] {
  const rows = issue32Goals(r);
  return [
    '## Goals of issue 32',
    '',
    "Each goal beside this run's figure (details in the sections below).",
    '',
    '| goal | this run | verdict |',
    '| --- | --- | --- |',
    ...rows.map((row) => `| ${row.goal} | ${row.figure} | ${verdictText(row.ok)} |`),
    '',
  ];
}

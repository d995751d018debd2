/**
 * The survey-refresh job against DynamoDB Local: which units it reads (window, link, orientation,
 * unfinished units, long events), what it stores from the demo source and from an http survey
 * system (a real local server), and how it reports a missing source or failing units.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SURVEY_REFRESH } from '../../shared/constants.ts';
import { addDays, nyDate } from '../../shared/time.ts';
import { testCohort } from '../../test/integration/cohorts.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { resetConfig } from '../services/config.ts';
import { putAll } from '../data/table/batch.ts';
import type { CohortSummary } from '../data/cohorts/cohort-summary.ts';
import { cohortItems, type CohortRecord, type EventRecord } from '../data/cohorts/cohorts.ts';
import { readSurvey, saveSurveys, type SurveyAnswers } from '../data/cohorts/surveys.ts';
import { handler, refreshSurveys } from './survey-refresh.ts';
import { demoAnswers } from './surveys/demo-source.ts';

useTestTable();

const now = new Date();
const today = nyDate(now);
const day = (offset: number) => addDays(today, offset);
const EMPTY_SUMMARY: CohortSummary = { events: [], staff: [], members: [], makeups: [] };

const cohort = (id: number): CohortRecord =>
  testCohort({
    id,
    post_id: 7000 + id,
    name: `Survey cohort ${id}`,
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  });

let nextEventId = 1;
/** A day of a unit; `link` false: no evaluation link. */
const event = (
  cohort_id: number,
  unit_id: string,
  dayNo: number,
  start: string | null,
  opts: { end?: string | null; link?: boolean; type?: EventRecord['type_event'] } = {},
): EventRecord => ({
  id: nextEventId++,
  cohort_id,
  unit_id,
  day: dayNo,
  type_event: opts.type ?? 'two_day',
  start_date: start,
  end_date: opts.end === undefined ? start : opts.end,
  start_time: '09:00',
  end_time: '15:00',
  url_unit_evaluation: opts.link === false ? null : `https://survey.example.org/eval/${cohort_id}/${unit_id}`,
  meeting_type: null,
});
const member = (cohort_id: number, user_id: number) =>
  cohortItems.member({
    cohort_id,
    user_id,
    alp_status: null,
    alp_form: false,
    alp_replies_count: 0,
    alp_comments_count: 0,
    joined_at: '2024-01-01T00:00:00Z',
  });

const MAIN = 1; // 12 members, units in and around the window
const COACHING = 2; // one long event ending in the window, 3 members
const EMPTY = 3; // no members
const window = SURVEY_REFRESH.windowDays;

beforeAll(async () => {
  await putAll([
    cohortItems.cohort(cohort(MAIN), EMPTY_SUMMARY),
    // Has a link, but the orientation is never evaluated.
    cohortItems.event(event(MAIN, 'orientation', 1, day(-3))),
    // Ended before the window.
    cohortItems.event(event(MAIN, '1', 1, day(-window - 2))),
    cohortItems.event(event(MAIN, '1', 2, day(-window - 1))),
    // The window's first day: in.
    cohortItems.event(event(MAIN, '2', 1, day(-window - 1))),
    cohortItems.event(event(MAIN, '2', 2, day(-window))),
    // Ended ten days ago: in.
    cohortItems.event(event(MAIN, '3', 1, day(-11))),
    cohortItems.event(event(MAIN, '3', 2, day(-10))),
    // Its second day is today: not over yet.
    cohortItems.event(event(MAIN, '4', 1, day(-1))),
    cohortItems.event(event(MAIN, '4', 2, day(0))),
    // Ended, but no evaluation link.
    cohortItems.event(event(MAIN, '5', 1, day(-6), { link: false })),
    cohortItems.event(event(MAIN, '5', 2, day(-5), { link: false })),
    // Day one in the window, day two weeks ahead (another month): not over.
    cohortItems.event(event(MAIN, '6', 1, day(-4), { type: 'split' })),
    cohortItems.event(event(MAIN, '6', 2, day(45), { type: 'split' })),
    ...Array.from({ length: 12 }, (_, k) => member(MAIN, 100 + k)),

    cohortItems.cohort(cohort(COACHING), EMPTY_SUMMARY),
    // Started five months ago, ended two days ago.
    cohortItems.event(event(COACHING, '1', 1, day(-150), { end: day(-2), type: 'unique' })),
    ...Array.from({ length: 3 }, (_, k) => member(COACHING, 200 + k)),

    cohortItems.cohort(cohort(EMPTY), EMPTY_SUMMARY),
    cohortItems.event(event(EMPTY, '1', 1, day(-3))),
  ]);
});

afterEach(() => {
  delete process.env.SURVEY_SOURCE;
  resetConfig();
});

const OPEN = [
  { cohortId: MAIN, unit: '2', participants: 12 },
  { cohortId: MAIN, unit: '3', participants: 12 },
  { cohortId: COACHING, unit: '1', participants: 3 },
  { cohortId: EMPTY, unit: '1', participants: 0 },
];
const CLOSED = [
  { cohortId: MAIN, unit: 'orientation' },
  { cohortId: MAIN, unit: '1' },
  { cohortId: MAIN, unit: '4' },
  { cohortId: MAIN, unit: '5' },
  { cohortId: MAIN, unit: '6' },
];

describe('survey-refresh with the demo source', () => {
  it('stores the demo answers of exactly the open units: in the window, over, with a link, not the orientation', async () => {
    process.env.SURVEY_SOURCE = 'demo';
    resetConfig();
    const result = await refreshSurveys({ now });
    expect(result).toEqual({ job: 'survey-refresh', status: 'done', detail: `4 of 4 open unit evaluations read from demo` });
    for (const open of OPEN) {
      const stored = await readSurvey(open.cohortId, open.unit);
      expect(stored).toEqual({
        cohort_id: open.cohortId,
        unit: open.unit,
        ...demoAnswers(open),
        refreshed_at: now.toISOString(),
        source: 'demo',
      });
      expect(stored!.respondents).toBeLessThanOrEqual(open.participants);
    }
    for (const closed of CLOSED) expect(await readSurvey(closed.cohortId, closed.unit)).toBeUndefined();
    // The cohort without members has a survey nobody answered.
    expect(await readSurvey(EMPTY, '1')).toMatchObject({ survey_name: 'Unit 1 Evaluation', respondents: 0, questions: [] });
  });

  it('says so, and reads nothing, when no source is configured', async () => {
    delete process.env.SURVEY_SOURCE;
    resetConfig();
    const before = await readSurvey(MAIN, '3');
    const result = await handler();
    expect(result).toMatchObject({ job: 'survey-refresh', status: 'not-configured' });
    expect(await readSurvey(MAIN, '3')).toEqual(before);
  });

  it('refuses a source that is neither demo nor an http(s) address', async () => {
    process.env.SURVEY_SOURCE = 'ftp://surveys.example.org';
    resetConfig();
    await expect(handler()).rejects.toThrow(/SURVEY_SOURCE must be/);
  });
});

describe('survey-refresh with an http survey system', () => {
  const requests: URLSearchParams[] = [];
  const served = (cohortId: string, unit: string): SurveyAnswers => ({
    survey_name: `Cohort ${cohortId} ${unit} survey`,
    respondents: 2,
    questions: [
      {
        heading: 'The facilitator was well prepared',
        answers: [
          { description: 'Agree', count: 2 },
          { description: 'Disagree', count: 0 },
        ],
      },
    ],
  });
  /** 'fail' answers 500 for unit 3, a malformed body for the coaching cohort, and good answers otherwise; 'down' 503 for all. */
  let mode: 'fail' | 'down' = 'fail';
  let server: Server;
  let address = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      const query = new URL(req.url!, 'http://localhost').searchParams;
      requests.push(query);
      const [cohortId, unit] = [query.get('cohort_id')!, query.get('unit')!];
      res.setHeader('content-type', 'application/json');
      if (mode === 'down' || (cohortId === String(MAIN) && unit === '3')) {
        res.statusCode = mode === 'down' ? 503 : 500;
        res.end('{}');
      } else if (cohortId === String(COACHING)) {
        res.end(JSON.stringify({ survey_name: 'Broken', respondents: -1, questions: [] }));
      } else {
        res.end(JSON.stringify({ ...served(cohortId, unit), extra: 'ignored' }));
      }
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/answers`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('asks for each open unit, stores the good answers, keeps the earlier ones of failing units, and reports partial', async () => {
    const earlier = {
      cohort_id: MAIN,
      unit: '3',
      survey_name: 'Earlier',
      respondents: 1,
      questions: [{ heading: 'Q', answers: [{ description: 'Agree', count: 1 }] }],
      refreshed_at: '2020-01-01T00:00:00.000Z',
      source: 'demo',
    };
    await saveSurveys([earlier]);
    process.env.SURVEY_SOURCE = `${address}?key=s3cret`;
    resetConfig();
    mode = 'fail';
    requests.length = 0;
    const result = await refreshSurveys({ now });
    expect(result).toEqual({
      job: 'survey-refresh',
      status: 'partial',
      detail: `2 of 4 open unit evaluations read from ${address}, 2 failed`,
    });
    expect(
      requests.map((q) => Object.fromEntries(q)).sort((a, b) => `${a.cohort_id}${a.unit}`.localeCompare(`${b.cohort_id}${b.unit}`)),
    ).toEqual([
      { key: 's3cret', cohort_id: String(MAIN), unit: '2', post_id: String(7000 + MAIN) },
      { key: 's3cret', cohort_id: String(MAIN), unit: '3', post_id: String(7000 + MAIN) },
      { key: 's3cret', cohort_id: String(COACHING), unit: '1', post_id: String(7000 + COACHING) },
      { key: 's3cret', cohort_id: String(EMPTY), unit: '1', post_id: String(7000 + EMPTY) },
    ]);
    // The address's key is never stored.
    expect(await readSurvey(MAIN, '2')).toEqual({
      cohort_id: MAIN,
      unit: '2',
      ...served(String(MAIN), '2'),
      refreshed_at: now.toISOString(),
      source: address,
    });
    expect(await readSurvey(EMPTY, '1')).toMatchObject({ survey_name: `Cohort ${EMPTY} 1 survey`, source: address });
    expect(await readSurvey(MAIN, '3')).toEqual(earlier);
    // The malformed answer left the demo answers of the first test in place.
    expect(await readSurvey(COACHING, '1')).toMatchObject({ source: 'demo' });
  });

  it('fails the run when the survey system fails for every unit', async () => {
    process.env.SURVEY_SOURCE = address;
    resetConfig();
    mode = 'down';
    await expect(refreshSurveys({ now })).rejects.toThrow(/0 of 4 open unit evaluations read .*, 4 failed/);
  });
});

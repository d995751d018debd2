import { beforeAll, describe, expect, it } from 'vitest';
import type { SurveyPresentation } from '../../shared/roster-reports/types.ts';
import { nyDate } from '../../shared/time.ts';
import { seedOrganisation } from '../../scripts/seed/seed.ts';
import { apiEvent, parseBody } from '../../test/integration/events.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { loadCohort, type CohortAggregate } from '../data/cohorts/cohorts.ts';
import { saveSurveys, type SurveyRecord } from '../data/cohorts/surveys.ts';
import { findUserIdByLogin } from '../data/users/users.ts';
import { handler } from './handler.ts';

useTestTable();
let cohorts: CohortAggregate[] = [];
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedOrganisation({
    today: nyDate(),
    now: new Date(),
    cohorts: 10,
    participantsPerCohort: [4, 6],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 9,
    demoAccounts: true,
  });
  for (const name of ['admin', 'facilitator', 'participant']) ids[name] = (await findUserIdByLogin(name))!;
  tokens.admin = await sessionToken(ids.admin, ['administrator']);
  tokens.facilitator = await sessionToken(ids.facilitator, ['facilitator_national']);
  tokens.participant = await sessionToken(ids.participant, ['participant']);
  cohorts = (await Promise.all(Array.from({ length: 10 }, (_, i) => loadCohort(i + 1)))).filter((c): c is CohortAggregate => !!c);
}, 120_000);

const presentation = (query: Record<string, string>, token = tokens.admin) =>
  handler(apiEvent('GET /api/getSurveyResponsePresentation', { token, query }));
const theirs = () => cohorts.find((c) => c.staff.some((s) => s.user_id === ids.facilitator) && c.events.some((e) => e.unit_id === '2'))!;
const notTheirs = () =>
  cohorts.find((c) => !c.staff.some((s) => s.user_id === ids.facilitator) && c.events.some((e) => e.unit_id === '1'))!;

const STORED = (cohortId: number): SurveyRecord => ({
  cohort_id: cohortId,
  unit: '1',
  survey_name: 'Unit 1 Evaluation',
  respondents: 7,
  questions: [
    {
      heading: 'The facilitator was well prepared',
      answers: [
        { description: 'Strongly agree', count: 3 },
        { description: 'Agree', count: 1 },
        { description: 'Neutral', count: 0 },
        { description: 'Disagree', count: 0 },
        { description: 'Strongly disagree', count: 2 },
      ],
    },
    {
      heading: 'The pacing was appropriate',
      answers: [
        { description: 'Yes', count: 1 },
        { description: 'No', count: 2 },
      ],
    },
    {
      heading: 'Nobody answered this one',
      answers: [
        { description: 'Yes', count: 0 },
        { description: 'No', count: 0 },
      ],
    },
  ],
  refreshed_at: '2026-03-08T06:15:00.000Z',
  source: 'demo',
});

describe('GET /api/getSurveyResponsePresentation', () => {
  it("gives the stored answers with each option's share of its question, one decimal", async () => {
    const cohort = theirs().cohort;
    await saveSurveys([STORED(cohort.id)]);
    const result = await presentation({ cohortId: String(cohort.id), unit: '1', postId: String(cohort.post_id) }, tokens.facilitator);
    expect(result.statusCode).toBe(200);
    expect(parseBody<SurveyPresentation>(result)).toEqual({
      cohort: { id: cohort.id, name: cohort.name },
      unit: '1',
      survey_name: 'Unit 1 Evaluation',
      respondents: 7,
      questions: [
        {
          heading: 'The facilitator was well prepared',
          data: [
            { description: 'Strongly agree', percentage: 50, counter: 3 },
            { description: 'Agree', percentage: 16.7, counter: 1 },
            { description: 'Neutral', percentage: 0, counter: 0 },
            { description: 'Disagree', percentage: 0, counter: 0 },
            { description: 'Strongly disagree', percentage: 33.3, counter: 2 },
          ],
        },
        {
          heading: 'The pacing was appropriate',
          data: [
            { description: 'Yes', percentage: 33.3, counter: 1 },
            { description: 'No', percentage: 66.7, counter: 2 },
          ],
        },
        {
          heading: 'Nobody answered this one',
          data: [
            { description: 'Yes', percentage: 0, counter: 0 },
            { description: 'No', percentage: 0, counter: 0 },
          ],
        },
      ],
      refreshed_at: '2026-03-08T06:15:00.000Z',
    });
  });

  it('answers the empty state for a unit without stored answers, or whose survey nobody answered yet', async () => {
    const cohort = theirs().cohort;
    const empty = await presentation({ cohortId: String(cohort.id), unit: '2' });
    expect(empty.statusCode).toBe(200);
    expect(parseBody(empty)).toEqual({
      cohort: { id: cohort.id, name: cohort.name },
      unit: '2',
      survey_name: null,
      respondents: 0,
      questions: [],
      refreshed_at: null,
    });

    await saveSurveys([{ ...STORED(cohort.id), unit: '2', survey_name: 'Unit 2 Evaluation', respondents: 0, questions: [] }]);
    const unanswered = await presentation({ cohortId: String(cohort.id), unit: '2' });
    expect(parseBody(unanswered)).toEqual({
      cohort: { id: cohort.id, name: cohort.name },
      unit: '2',
      survey_name: null,
      respondents: 0,
      questions: [],
      refreshed_at: '2026-03-08T06:15:00.000Z',
    });
  });

  it('is 404 for a unit the cohort does not have and for an unknown cohort, 422 for the orientation', async () => {
    const cohort = theirs().cohort;
    // Answers stored under a unit the cohort has no days of are not shown either.
    await saveSurveys([{ ...STORED(cohort.id), unit: '12' }]);
    expect((await presentation({ cohortId: String(cohort.id), unit: '12' })).statusCode).toBe(404);
    expect((await presentation({ cohortId: '99999', unit: '1' })).statusCode).toBe(404);
    expect((await presentation({ cohortId: String(cohort.id), unit: 'orientation' })).statusCode).toBe(422);
  });

  it('is refused to a participant and to a facilitator not on the cohort', async () => {
    const cohort = notTheirs().cohort;
    await saveSurveys([STORED(cohort.id)]);
    const query = { cohortId: String(cohort.id), unit: '1' };
    expect((await presentation(query, tokens.participant)).statusCode).toBe(403);
    expect((await presentation(query, tokens.facilitator)).statusCode).toBe(403);
    expect((await presentation(query, tokens.admin)).statusCode).toBe(200);
  });
});

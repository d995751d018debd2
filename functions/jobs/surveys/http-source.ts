/**
 * The survey system over http: GET `<address>?cohort_id=…&unit=…&post_id=…` answers
 * `{survey_name, respondents, questions: [{heading, answers: [{description, count}]}]}`.
 * The answer is checked before anything is stored; the bounds keep one unit's item far below
 * DynamoDB's 400 KB.
 */
import * as z from 'zod/mini';
import { SURVEY_REFRESH } from '../../../shared/constants.ts';
import type { SurveyAnswers } from '../../data/cohorts/surveys.ts';
import type { SurveySource } from './sources.ts';

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const count = z.int().check(z.minimum(0));

const surveyAnswers = z.object({
  survey_name: text(200),
  respondents: count,
  questions: z
    .array(z.object({ heading: text(500), answers: z.array(z.object({ description: text(200), count })).check(z.maxLength(20)) }))
    .check(z.maxLength(100)),
});

/** The survey system's answer, or an error naming the first thing wrong with it. */
export function parseSurveyAnswers(body: unknown): SurveyAnswers {
  const parsed = surveyAnswers.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`unexpected survey answer: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return parsed.data;
}

/**
 * `address` may carry a key in its query string: only its origin and path name the source in
 * logs and stored items.
 */
export function httpSurveySource(address: URL, timeoutMs: number = SURVEY_REFRESH.timeoutMs): SurveySource {
  return {
    name: `${address.origin}${address.pathname}`,
    answers: async ({ cohortId, unit, postId }) => {
      const url = new URL(address);
      url.searchParams.set('cohort_id', String(cohortId));
      url.searchParams.set('unit', unit);
      url.searchParams.set('post_id', String(postId));
      const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`the survey system answered ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new Error('the survey system answered something other than JSON');
      }
      return parseSurveyAnswers(body);
    },
  };
}

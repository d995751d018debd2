/**
 * GET /api/getSurveyResponsePresentation?cohortId&unit&postId: the roster's Unit Evaluation Report
 * (spec 01 §2), from the answers the survey-refresh job stored. One Query for the cohort (404/403
 * as the roster) and one GetItem for the answers, side by side. `postId` is the cohort's key in
 * the content system that the roster's address carries; the cohort id already names the cohort,
 * so it is not needed to find the answers.
 */
import type { SurveyPresentation, SurveyQuestionPresentation } from '../../shared/roster-reports/types.ts';
import * as MESSAGES from '../../shared/texts/general.ts';
import { ORIENTATION } from '../../shared/units.ts';
import { httpError } from '../core/errors.ts';
import type { RouteImplementation } from '../core/http.ts';
import { readSurvey, type SurveyAnswers, type SurveyRecord } from '../data/cohorts/surveys.ts';
import { visibleCohort } from '../domain/roster-access.ts';

/** Each option's share of the answers to its question, in percent with one decimal. */
export function presentQuestions(questions: SurveyAnswers['questions']): SurveyQuestionPresentation[] {
  return questions.map(({ heading, answers }) => {
    const total = answers.reduce((sum, a) => sum + a.count, 0);
    return {
      heading,
      data: answers.map((a) => ({
        description: a.description,
        counter: a.count,
        percentage: total ? Math.round((a.count / total) * 1000) / 10 : 0,
      })),
    };
  });
}

export function surveyPresentation(
  cohort: SurveyPresentation['cohort'],
  unit: string,
  record: SurveyRecord | undefined,
): SurveyPresentation {
  const refreshed_at = record?.refreshed_at ?? null;
  // A survey nobody has answered yet is shown as no answers (MESSAGES.noSurveyAnswers).
  if (!record || record.respondents === 0 || record.questions.length === 0) {
    return { cohort, unit, survey_name: null, respondents: 0, questions: [], refreshed_at };
  }
  return {
    cohort,
    unit,
    survey_name: record.survey_name,
    respondents: record.respondents,
    questions: presentQuestions(record.questions),
    refreshed_at,
  };
}

export const getSurveyPresentation: RouteImplementation<'GET /api/getSurveyResponsePresentation'> = async ({ auth, query }) => {
  const cohortId = Number(query.cohortId);
  const [aggregate, record] = await Promise.all([visibleCohort(auth, cohortId), readSurvey(cohortId, query.unit)]);
  if (query.unit === ORIENTATION || !aggregate.events.some((e) => e.unit_id === query.unit)) throw httpError(404, MESSAGES.notFound);
  return surveyPresentation({ id: aggregate.cohort.id, name: aggregate.cohort.name }, query.unit, record);
};

/**
 * The unit evaluation answers of a cohort's unit, as the survey-refresh job last read them from
 * the survey system: one item per unit under SURVEY#<cohortId>, outside the cohort partition so
 * that loading a roster never reads them. The roster's report reads one with a GetItem.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { putAll } from '../table/batch.ts';
import { db, tableName } from '../table/client.ts';

/** What a survey source answers for one unit: every answer option with how many chose it. */
export interface SurveyAnswers {
  survey_name: string;
  /** People who answered (0: the survey exists but nobody answered yet). */
  respondents: number;
  questions: Array<{ heading: string; answers: Array<{ description: string; count: number }> }>;
}

export interface SurveyRecord extends SurveyAnswers {
  cohort_id: number;
  unit: string;
  /** ISO instant of the read. */
  refreshed_at: string;
  /** Which source answered: 'demo' or the survey system's address. */
  source: string;
}

/** SURVEY#<cohortId>: a cohort's evaluation answers, one item per unit (kept out of the cohort's partition). */
export const surveyPartition = (cohortId: number) => `SURVEY#${cohortId}`;
const surveyKey = (cohortId: number, unit: string) => ({ PK: surveyPartition(cohortId), SK: unit });

export const surveyItem = (s: SurveyRecord) => ({ ...surveyKey(s.cohort_id, s.unit), type: 'survey', ...s });

export async function readSurvey(cohortId: number, unit: string): Promise<SurveyRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: surveyKey(cohortId, unit) }));
  if (!Item) return undefined;
  const { PK: _pk, SK: _sk, type: _type, ...record } = Item;
  return record as SurveyRecord;
}

/** Writes (or rewrites) answers in batches of 25. */
export async function saveSurveys(records: readonly SurveyRecord[]): Promise<void> {
  await putAll(records.map(surveyItem));
}

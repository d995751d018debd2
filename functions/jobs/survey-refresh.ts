/**
 * Lambda entry of the `survey-refresh` scheduled job (see shared/schedules.ts): reads the answers
 * of every open unit evaluation (surveys/open-evaluations.ts) from the configured source and
 * stores them for the roster's Unit Evaluation Report. A unit the source fails on is logged and
 * keeps its earlier answers; the others go on.
 */
import { SURVEY_REFRESH } from '../../shared/constants.ts';
import { nyDate } from '../../shared/time.ts';
import { config } from '../services/config.ts';
import { errorFields, logger } from '../services/logger.ts';
import { saveSurveys, type SurveyRecord } from '../data/cohorts/surveys.ts';
import { scheduledJob, type JobResult } from './jobs.ts';
import { forEachConcurrently } from '../services/pool.ts';
import { openEvaluations } from './surveys/open-evaluations.ts';
import { configuredSurveySource, type SurveySource } from './surveys/sources.ts';

/** One BatchWriteItem's worth. */
const WRITE_BATCH = 25;

export interface RefreshOptions {
  now?: Date;
  /** Days after a unit's last day that its answers are read again (default SURVEY_REFRESH.windowDays). */
  windowDays?: number;
  source?: SurveySource;
}

export async function refreshSurveys(opts: RefreshOptions = {}): Promise<JobResult> {
  const source = opts.source ?? configuredSurveySource(config().surveySource);
  if (!source) {
    logger.warn('no survey source is configured (SURVEY_SOURCE): unit evaluation answers were not read');
    return { job: 'survey-refresh', status: 'not-configured', detail: 'SURVEY_SOURCE is not set: no unit evaluation answers were read' };
  }
  const now = opts.now ?? new Date();
  const evaluations = await openEvaluations(nyDate(now), opts.windowDays ?? SURVEY_REFRESH.windowDays);

  let pending: SurveyRecord[] = [];
  let saved = 0;
  let failed = 0;
  const flush = async () => {
    const batch = pending;
    pending = [];
    await saveSurveys(batch);
    saved += batch.length;
  };
  await forEachConcurrently(evaluations, SURVEY_REFRESH.concurrency, async (evaluation) => {
    try {
      const answers = await source.answers(evaluation);
      pending.push({
        cohort_id: evaluation.cohortId,
        unit: evaluation.unit,
        ...answers,
        refreshed_at: now.toISOString(),
        source: source.name,
      });
    } catch (error) {
      failed += 1;
      logger.error('survey source failed for a unit', {
        cohortId: evaluation.cohortId,
        unit: evaluation.unit,
        source: source.name,
        ...errorFields(error),
      });
      return;
    }
    if (pending.length >= WRITE_BATCH) await flush();
  });
  await flush();

  const detail = `${saved} of ${evaluations.length} open unit evaluations read from ${source.name}${failed ? `, ${failed} failed` : ''}`;
  logger.info('unit evaluation answers refreshed', { source: source.name, open: evaluations.length, saved, failed });
  // Nothing read at all: fail the run, so that it counts as an error (and the scheduler retries).
  if (failed > 0 && saved === 0) throw new Error(`survey-refresh: ${detail}`);
  return { job: 'survey-refresh', status: failed ? 'partial' : 'done', detail };
}

export const handler = scheduledJob('survey-refresh', () => refreshSurveys());

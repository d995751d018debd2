/**
 * Where unit evaluation answers come from, chosen by the SURVEY_SOURCE environment variable
 * (functions/services/config.ts): `demo`, or the survey system's http(s) address. It is deployment
 * configuration, not a portal setting, so that no account of the portal can point the job's
 * requests elsewhere.
 */
import type { SurveyAnswers } from '../../data/cohorts/surveys.ts';
import { demoSurveySource } from './demo-source.ts';
import { httpSurveySource } from './http-source.ts';
import type { OpenEvaluation } from './open-evaluations.ts';

export interface SurveySource {
  /** 'demo' or the survey system's address without its query string. */
  name: string;
  answers(evaluation: OpenEvaluation): Promise<SurveyAnswers>;
}

/** The source SURVEY_SOURCE names; undefined when it is unset. A value that is neither is a deployment error. */
export function configuredSurveySource(value: string | undefined): SurveySource | undefined {
  if (!value) return undefined;
  if (value === 'demo') return demoSurveySource;
  let address: URL | undefined;
  try {
    address = new URL(value);
  } catch {
    address = undefined;
  }
  if (!address || (address.protocol !== 'https:' && address.protocol !== 'http:')) {
    throw new Error('SURVEY_SOURCE must be "demo" or the http(s) address of the survey system.');
  }
  return httpSurveySource(address);
}

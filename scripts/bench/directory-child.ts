/** Child process of directory.ts: the cohort directory's cold start measured in a fresh process (child-process.ts). */
import './env.ts';
import { answerJob } from './child-process.ts';
import { measureColdStartHere } from './directory.ts';

answerJob(measureColdStartHere);

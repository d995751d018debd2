/**
 * Bench samples of the support page's routes (issue 14): the page's list as a participant (their
 * profile is read beside the Query when a level-2 tab could depend on their job function) and as
 * an administrator, and the upload address of a 200 MB video (a presigned POST: no write).
 * The tab and topic writes are measured by the upload flow (support-upload.ts), not here, so that
 * the list's size stays as seeded.
 */
import type { RouteKey } from '../../shared/api/routes.ts';
import { SUPPORT_MAX_BYTES } from '../../shared/support/texts.ts';
import type { BenchData, Sample } from './samples.ts';

export const SUPPORT_SAMPLES: Partial<Record<RouteKey, (d: BenchData) => Sample | readonly Sample[]>> = {
  'GET /api/support/session': () => [
    { variant: 'participant', as: 'participant' },
    { variant: 'coach (job function read)', as: 'coach' },
    { variant: 'administrator', as: 'senior.admin' },
  ],
  'POST /api/support/upload': () => ({
    body: { kind: 'video', file_name: 'welcome.mp4', size: SUPPORT_MAX_BYTES },
    note: 'a presigned POST, nothing written',
  }),
};

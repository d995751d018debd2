/**
 * The stack's own numbers for `npm run cost`, read from the code that builds it: memory per route
 * group (cdk/lib/route-functions.ts), job memory and schedules (cdk/lib/scheduled-jobs.ts,
 * shared/schedules.ts, the data sets of shared/reports/texts.ts), the route table and the metric
 * names (shared/observability.ts).
 */
import { memoryOf } from '../../cdk/lib/route-functions.ts';
import { JOB_MEMORY } from '../../cdk/lib/scheduled-jobs.ts';
import { ROUTE_BY_KEY, ROUTE_GROUPS } from '../../shared/api/routes.ts';
import { BUSINESS_METRICS, JOB_METRICS, REQUEST_METRICS } from '../../shared/observability.ts';
import { DATA_SET_NAMES, DATA_SETS } from '../../shared/reports/texts.ts';
import { JOB_SCHEDULES } from '../../shared/schedules.ts';
import type { Infra } from './model.ts';

/** The stack as cdk/lib and shared/ define it. */
export function stackInfra(): Infra {
  return {
    memoryMB: Object.fromEntries(ROUTE_GROUPS.map((group) => [group, memoryOf(group)])),
    groupOf: (key) => ROUTE_BY_KEY.get(key)?.group,
    certificatesGroup: 'certificates',
    importGroup: 'user-import',
    jobMemoryMB: JOB_MEMORY,
    jobs: JOB_SCHEDULES.map((schedule) => ({
      job: schedule.job,
      firingsPerDay: schedule.crons.length,
      dataSets: DATA_SET_NAMES.filter((name) => DATA_SETS[name].job === schedule.job).map((name) => DATA_SETS[name].title),
    })),
    customMetrics:
      Object.keys(REQUEST_METRICS).length * ROUTE_GROUPS.length +
      Object.keys(BUSINESS_METRICS).length +
      Object.keys(JOB_METRICS).length * JOB_SCHEDULES.length,
  };
}

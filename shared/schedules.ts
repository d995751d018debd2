/**
 * Scheduled jobs and their New York cron expressions (spec 03 §9, spec 01 §2).
 * CDK turns each into EventBridge Scheduler schedules with time zone America/New_York;
 * the local scheduler fires the same handlers on the same expressions.
 * Expressions use the EventBridge form `minute hour day-of-month month day-of-week year`.
 */
export interface JobSchedule {
  job: 'nightly-reports' | 'master-schedule' | 'survey-refresh' | 'directory-snapshot';
  description: string;
  /** One cron expression per firing time. */
  crons: readonly { minute: number; hour: number }[];
}

export const JOB_SCHEDULES: readonly JobSchedule[] = [
  {
    job: 'nightly-reports',
    description: 'Generates the manager data sets at midnight',
    crons: [{ minute: 0, hour: 0 }],
  },
  {
    job: 'master-schedule',
    description: 'Refreshes the master schedule at 3 am, 11 am and 2 pm',
    crons: [
      { minute: 0, hour: 3 },
      { minute: 0, hour: 11 },
      { minute: 0, hour: 14 },
    ],
  },
  {
    job: 'survey-refresh',
    description: 'Refreshes unit evaluation answers at 11 am, 3:05 pm, 5 pm, 8 pm and 1:15 am',
    crons: [
      { minute: 0, hour: 11 },
      { minute: 5, hour: 15 },
      { minute: 0, hour: 17 },
      { minute: 0, hour: 20 },
      { minute: 15, hour: 1 },
    ],
  },
  {
    job: 'directory-snapshot',
    description: 'Writes the cohort directory snapshot that the dashboard and calendar start from, at 4:30 am and 12:30 pm',
    crons: [
      { minute: 30, hour: 4 },
      { minute: 30, hour: 12 },
    ],
  },
];

export function cronExpression({ minute, hour }: { minute: number; hour: number }): string {
  return `cron(${minute} ${hour} * * ? *)`;
}

/** `3:05pm`, `11am`: a firing time as the unit evaluation report states it. */
function clockText({ minute, hour }: { minute: number; hour: number }): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}${minute ? `:${String(minute).padStart(2, '0')}` : ''}${hour < 12 ? 'am' : 'pm'}`;
}

/** When a job runs, in words: '11am ET, 3:05pm, 5pm, 8pm and 1:15am' (spec 01 §2, §9). */
export function scheduleText(job: JobSchedule['job']): string {
  const times = (JOB_SCHEDULES.find((s) => s.job === job)?.crons ?? []).map(clockText);
  if (times.length === 0) return '';
  times[0] += ' ET';
  return times.length === 1 ? times[0] : `${times.slice(0, -1).join(', ')} and ${times.at(-1)}`;
}

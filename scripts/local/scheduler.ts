/**
 * The local scheduler: fires the same job handlers on the same New York times that CDK gives
 * EventBridge Scheduler (shared/schedules.ts), checking the New York wall clock every 20 s.
 */
import { JOB_SCHEDULES, type JobSchedule } from '../../shared/schedules.ts';
import { TIME_ZONE } from '../../shared/constants.ts';

type JobHandler = (event: unknown) => Promise<unknown>;

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function nyWallClock(now: Date): { hour: number; minute: number; stamp: string } {
  const parts = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    stamp: `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`,
  };
}

/** The jobs due at this New York minute. */
export function dueJobs(now: Date, schedules: readonly JobSchedule[] = JOB_SCHEDULES): JobSchedule['job'][] {
  const { hour, minute } = nyWallClock(now);
  return schedules.filter((s) => s.crons.some((c) => c.hour === hour && c.minute === minute)).map((s) => s.job);
}

export interface SchedulerOptions {
  log: (line: string) => void;
  loadJob?: (job: JobSchedule['job']) => Promise<JobHandler>;
}

const importJob = async (job: JobSchedule['job']) => ((await import(`../../functions/jobs/${job}.ts`)) as { handler: JobHandler }).handler;

/**
 * Runs the jobs due at `now` that `fired` has not seen at this minute, as EventBridge would: the
 * job's own handler (which records its outcome metrics, functions/jobs/jobs.ts), its result or
 * failure logged. Resolves when they have ended.
 */
export async function runDueJobs(now: Date, fired: Set<string>, opts: SchedulerOptions): Promise<void> {
  const loadJob = opts.loadJob ?? importJob;
  const { stamp } = nyWallClock(now);
  const runs = dueJobs(now)
    .filter((job) => !fired.has(`${job}@${stamp}`))
    .map((job) => {
      fired.add(`${job}@${stamp}`);
      opts.log(`scheduler: running ${job} (${stamp} New York time)`);
      return loadJob(job)
        .then((handler) => handler({ source: 'local-scheduler', time: now.toISOString() }))
        .then((result) => opts.log(`scheduler: ${job} finished ${JSON.stringify(result)}`))
        .catch((error: Error) => opts.log(`scheduler: ${job} failed: ${error.message}`));
    });
  await Promise.all(runs);
}

export function startScheduler(opts: SchedulerOptions): () => void {
  const fired = new Set<string>();
  const timer = setInterval(() => void runDueJobs(new Date(), fired, opts), 20_000);
  timer.unref();
  return () => clearInterval(timer);
}

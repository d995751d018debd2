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

export function startScheduler(opts: {
  log: (line: string) => void;
  loadJob?: (job: JobSchedule['job']) => Promise<JobHandler>;
}): () => void {
  const loadJob = opts.loadJob ?? (async (job) => ((await import(`../../functions/jobs/${job}.ts`)) as { handler: JobHandler }).handler);
  const fired = new Set<string>();
  const tick = () => {
    const now = new Date();
    const { stamp } = nyWallClock(now);
    for (const job of dueJobs(now)) {
      const key = `${job}@${stamp}`;
      if (fired.has(key)) continue;
      fired.add(key);
      opts.log(`scheduler: running ${job} (${stamp} New York time)`);
      loadJob(job)
        .then((handler) => handler({ source: 'local-scheduler', time: now.toISOString() }))
        .then((result) => opts.log(`scheduler: ${job} finished ${JSON.stringify(result)}`))
        .catch((error: Error) => opts.log(`scheduler: ${job} failed: ${error.message}`));
    }
  };
  const timer = setInterval(tick, 20_000);
  timer.unref();
  return () => clearInterval(timer);
}

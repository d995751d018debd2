/**
 * The scheduled jobs: one Lambda per job (functions/jobs/<job>.ts) and one EventBridge Scheduler
 * schedule per firing time of shared/schedules.ts, in America/New_York (Scheduler applies the
 * daylight-saving changes; plain EventBridge rules have no time zone). A firing Scheduler cannot
 * deliver goes to one dead-letter queue (schedule-dead-letters.ts), which an alarm watches.
 */
import { Aws, Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ContextAttribute, Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Construct } from 'constructs';
import { DATA_SET_NAMES, DATA_SETS } from '../../shared/reports/texts.ts';
import { JOB_SCHEDULES, type JobSchedule } from '../../shared/schedules.ts';
import { acknowledge } from './nag.ts';
import { PortalFunction } from './portal-function.ts';
import { ScheduleDeadLetters } from './schedule-dead-letters.ts';
import { grantRuntimeAccess, runtimeEnvironment, type RuntimeResources } from './runtime-access.ts';

export const JOB_TIMEOUT = Duration.minutes(15);
/** The data-set jobs hold both directories and stream a file of up to ~1,000,000 rows (docs/bench.md). */
export const JOB_MEMORY = 2048;

/** `survey-refresh-1505` for 3:05 pm; `nightly-reports-0000-cohort-data` for one data set's. */
export function scheduleId(job: JobSchedule['job'], time: { minute: number; hour: number }, dataSet?: string): string {
  return `${job}-${String(time.hour).padStart(2, '0')}${String(time.minute).padStart(2, '0')}${dataSet ? `-${dataSet}` : ''}`;
}

/** The jobs that write the manager data sets (shared/reports/texts.ts). */
const DATA_SET_JOBS: ReadonlySet<JobSchedule['job']> = new Set(Object.values(DATA_SETS).map((d) => d.job));
const dataSetsOf = (job: JobSchedule['job']) => DATA_SET_NAMES.filter((name) => DATA_SETS[name].job === job);

export interface ScheduledJobsProps {
  runtime: RuntimeResources;
  /** The survey system's address: only the survey-refresh job calls it. */
  surveySourceUrl?: string;
}

export class ScheduledJobs extends Construct {
  readonly functions = new Map<JobSchedule['job'], PortalFunction>();
  readonly schedules: Schedule[] = [];
  readonly deadLetters: ScheduleDeadLetters;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    this.deadLetters = new ScheduleDeadLetters(this, 'DeadLetters');
    const environment = runtimeEnvironment(props.runtime);
    const stackName = Stack.of(this).stackName;

    for (const job of JOB_SCHEDULES) {
      const fn = new PortalFunction(this, job.job, {
        entry: `functions/jobs/${job.job}.ts`,
        description: `Learning portal job: ${job.description}`,
        serviceName: job.job,
        memorySize: JOB_MEMORY,
        timeout: JOB_TIMEOUT,
        environment:
          job.job === 'survey-refresh' && props.surveySourceUrl ? { ...environment, SURVEY_SOURCE: props.surveySourceUrl } : environment,
      });
      grantRuntimeAccess(fn, props.runtime, { allowScan: true });
      this.functions.set(job.job, fn);

      // One role per job, in this construct (the default is a stack-level singleton per target).
      const schedulerRole = new Role(this, `${job.job}-scheduler-role`, {
        assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
          conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
        }),
        description: `EventBridge Scheduler invokes the ${job.job} job`,
      });
      schedulerRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.function.functionArn] }));
      const fnLogicalId = Stack.of(this).getLogicalId(fn.function.node.defaultChild as never);
      acknowledge(
        schedulerRole,
        `AwsSolutions-IAM5[Resource::<${fnLogicalId}.Arn>:*]`,
        `LambdaInvoke also grants lambda:InvokeFunction on the versions and aliases (<arn>:*) of this one ` +
          `job function (${job.job}); nothing else can be invoked with this role.`,
      );
      // A data-set job gets a schedule per data set and firing time, each naming its file, so
      // that every file has a whole run's 15 minutes (functions/jobs/data-set-job.ts).
      const parts: Array<string | undefined> = DATA_SET_JOBS.has(job.job) ? dataSetsOf(job.job) : [undefined];
      for (const dataSet of parts) {
        const target = new LambdaInvoke(fn.function, {
          role: schedulerRole,
          input: ScheduleTargetInput.fromObject({
            job: job.job,
            ...(dataSet ? { dataSet } : {}),
            scheduledTime: ContextAttribute.scheduledTime,
          }),
          // A missed firing is not replayed hours later: the next one does the work.
          maxEventAge: Duration.hours(1),
          retryAttempts: 2,
          // Adds sqs:SendMessage on this queue only to the job's scheduler role.
          deadLetterQueue: this.deadLetters.queue,
        });
        for (const time of job.crons) {
          const name = scheduleId(job.job, time, dataSet);
          this.schedules.push(
            new Schedule(this, name, {
              scheduleName: `${stackName}-${name}`.slice(0, 64),
              description: `${job.description}${dataSet ? `: ${dataSet}` : ''} (${scheduleId(job.job, time).slice(-4)} New York time)`,
              schedule: ScheduleExpression.cron({
                minute: String(time.minute),
                hour: String(time.hour),
                timeZone: TimeZone.AMERICA_NEW_YORK,
              }),
              target,
            }),
          );
        }
      }
    }
  }
}

/**
 * The portal's alarms (issue 29) and the SNS topic they tell. docs/operations.md, "When an alarm
 * fires", says for each what it means, where to look and what to do; alarms.test.ts holds each
 * one's metric, threshold, comparison, missing-data rule and action, so none disappears silently.
 *
 * Missing data is chosen per alarm:
 * - A metric that exists only when something went wrong (5xx, Lambda errors, throttles, DynamoDB
 *   throttles and system errors, JobFailed, WAF blocks, messages in the dead-letter queue) or only
 *   when there is traffic (durations, SES reputation, CloudFront) is NOT_BREACHING when absent:
 *   no data means nothing failed, and an alarm that fired returns to OK once the failures stop.
 * - JobSucceeded is the opposite: its absence is the failure (a job that never started writes
 *   nothing), so a missing datapoint is BREACHING and the alarm fires when no run succeeded during
 *   the job's whole window.
 *
 * Lambda: one alarm per function on errors + throttles (both should be zero: an error is a crash,
 * a timeout or running out of memory, since the middy chain answers every thrown error; a throttle
 * is a refused invocation) and one on the 99th percentile of its duration over 80 % of its timeout.
 * Errors and throttles share an alarm to keep the stack well under CloudFormation's 500 resources
 * (27 functions); the dashboard and the alarm's description tell the two apart.
 */
import { Annotations, Aws, CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { Alarm, ComparisonOperator, type IMetric, MathExpression, Metric, Stats, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Operation, type TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { JOB_METRICS, METRIC_DIMENSIONS, metricNamespace } from '../../shared/observability.ts';
import { JOB_SCHEDULES, type JobSchedule } from '../../shared/schedules.ts';
import { acknowledge } from './nag.ts';
import type { PortalFunction } from './portal-function.ts';
import type { ScheduleDeadLetters } from './schedule-dead-letters.ts';

/** Context monthlyBudgetUsd when none is given (docs/deploy.md). */
export const DEFAULT_MONTHLY_BUDGET_USD = 200;

export const THRESHOLDS = {
  /** Percent of the API's requests answered 5xx in 5 minutes. */
  api5xxPercent: 1,
  /** Share of a function's timeout its p99 duration may reach. */
  durationShareOfTimeout: 0.8,
  /** SES reviews an account at a 5 % bounce rate and 0.1 % complaint rate: warn before. */
  sesBounceRate: 0.04,
  sesComplaintRate: 0.0008,
  /** Percent of CloudFront's requests answered 5xx in 5 minutes. */
  cloudFront5xxPercent: 1,
  /** Requests the web ACL blocked in 5 minutes. */
  wafBlockedPer5Minutes: 100,
  /** Budget notifications, percent of the monthly amount: actual spend, and the month's forecast. */
  budgetActualPercent: 80,
  budgetForecastPercent: 100,
} as const;

/** The operations the data layer calls (functions/data): at most 10 metrics fit in one alarm. */
export const TABLE_OPERATIONS = [
  Operation.GET_ITEM,
  Operation.BATCH_GET_ITEM,
  Operation.QUERY,
  Operation.SCAN,
  Operation.PUT_ITEM,
  Operation.UPDATE_ITEM,
  Operation.DELETE_ITEM,
  Operation.BATCH_WRITE_ITEM,
  Operation.TRANSACT_WRITE_ITEMS,
];

/** Hours added to a job's longest gap between firings: a daylight-saving day (1 h), the run (≤ 15 min), Scheduler's retries (≤ 1 h). */
export const JOB_WINDOW_SLACK_HOURS = 3;

/** The longest time, in whole hours, between two consecutive firings of a job (New York clock, round the day). */
export function longestGapHours(job: JobSchedule): number {
  const minutes = job.crons.map((c) => c.hour * 60 + c.minute).sort((a, b) => a - b);
  let longest = 0;
  for (let i = 0; i < minutes.length; i++) {
    const next = i + 1 < minutes.length ? minutes[i + 1]! : minutes[0]! + 24 * 60;
    longest = Math.max(longest, next - minutes[i]!);
  }
  return Math.ceil(longest / 60);
}

/** The hours within which a job must record a success: its longest gap plus the slack. */
export function jobWindowHours(job: JobSchedule): number {
  return longestGapHours(job) + JOB_WINDOW_SLACK_HOURS;
}

/**
 * CloudFront publishes its metrics with DistributionId and Region=Global (in us-east-1); aws-cdk-lib's
 * Distribution.metric…() name the distribution only, a dimension set that holds no data.
 */
export function cloudFrontDimensions(distribution: Distribution): Record<string, string> {
  return { DistributionId: distribution.distributionId, Region: 'Global' };
}

export interface AlarmedFunction {
  /** The route group or job. */
  name: string;
  fn: PortalFunction;
  timeout: Duration;
}

export interface PortalAlarmsProps {
  /** Subscribed to the topic by e-mail; unset: the topic has no subscriber and the synth warns. */
  alarmEmail?: string;
  monthlyBudgetUsd: number;
  httpApi: HttpApi;
  functions: AlarmedFunction[];
  table: TableV2;
  deadLetters: ScheduleDeadLetters;
  distribution: Distribution;
  /** The web ACL's name (its WebACL metric dimension). */
  webAclName: string;
}

export class PortalAlarms extends Construct {
  readonly topic: Topic;
  /** Every alarm by its short name (`api-5xx-rate`, `fn-auth-errors`, `job-nightly-reports-overdue` …). */
  readonly alarms = new Map<string, Alarm>();
  readonly budget: CfnBudget;
  private readonly action: SnsAction;
  private readonly stackName: string;

  constructor(scope: Construct, id: string, props: PortalAlarmsProps) {
    super(scope, id);
    this.stackName = Stack.of(this).stackName;

    this.topic = new Topic(this, 'Topic', { displayName: `Learning portal alarms (${this.stackName})`, enforceSSL: true });
    // The topic policy replaces SNS's default one: name the two services that publish here.
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com']) {
      this.topic.addToResourcePolicy(
        new PolicyStatement({
          sid: service.split('.')[0],
          actions: ['sns:Publish'],
          principals: [new ServicePrincipal(service)],
          resources: [this.topic.topicArn],
          conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
        }),
      );
    }
    acknowledge(
      this.topic,
      'AwsSolutions-SNS2',
      'Alarm and budget notifications carry alarm names, thresholds and metric values, no personal data. ' +
        'The AWS-managed SNS key cannot be used by CloudWatch or Budgets (its key policy grants them nothing), and a customer-managed key would add a key policy to keep for no secret; the topic refuses publishers without TLS (SNS3).',
    );
    if (props.alarmEmail) {
      this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    } else {
      Annotations.of(this).addWarningV2(
        'portal:alarm-email-missing',
        'No alarmEmail context: the alarms publish to an SNS topic nobody is subscribed to, so nobody is told when one fires. ' +
          'Deploy with -c alarmEmail=<address> (docs/deploy.md), or subscribe to the AlarmTopicArn output.',
      );
    }
    new CfnOutput(Stack.of(this), 'AlarmTopicArn', {
      value: this.topic.topicArn,
      description: props.alarmEmail
        ? `The alarms' SNS topic (${props.alarmEmail} is subscribed: confirm the subscription from the e-mail AWS sends)`
        : "The alarms' SNS topic: NOBODY IS SUBSCRIBED (no alarmEmail context); subscribe an address or redeploy with -c alarmEmail=<address>",
    });
    this.action = new SnsAction(this.topic);

    this.apiAlarms(props.httpApi);
    for (const f of props.functions) this.functionAlarms(f);
    this.tableAlarms(props.table);
    this.jobAlarms();
    this.deadLetterAlarm(props.deadLetters);
    this.mailAlarms();
    this.edgeAlarms(props.distribution, props.webAclName);
    this.budget = this.monthlyBudget(props.monthlyBudgetUsd);
  }

  private add(
    name: string,
    description: string,
    metric: IMetric,
    options: {
      threshold: number;
      comparisonOperator: ComparisonOperator;
      treatMissingData: TreatMissingData;
      evaluationPeriods?: number;
      datapointsToAlarm?: number;
    },
  ): Alarm {
    const alarm = new Alarm(this, name, {
      alarmName: `${this.stackName}-${name}`,
      alarmDescription: `${description} What to do: docs/operations.md, "When an alarm fires".`,
      metric,
      threshold: options.threshold,
      comparisonOperator: options.comparisonOperator,
      treatMissingData: options.treatMissingData,
      evaluationPeriods: options.evaluationPeriods ?? 1,
      datapointsToAlarm: options.datapointsToAlarm,
    });
    alarm.addAlarmAction(this.action);
    alarm.addOkAction(this.action);
    this.alarms.set(name, alarm);
    return alarm;
  }

  private apiAlarms(api: HttpApi): void {
    const period = Duration.minutes(5);
    this.add(
      'api-5xx-rate',
      `Over ${THRESHOLDS.api5xxPercent} % of the API's requests were answered 5xx in 5 minutes (API Gateway: includes functions that crashed or timed out).`,
      new MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: {
          errors: api.metricServerError({ statistic: Stats.SUM, period }),
          requests: api.metricCount({ statistic: Stats.SUM, period }),
        },
        period,
        label: 'API 5xx (%)',
      }),
      {
        threshold: THRESHOLDS.api5xxPercent,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        // No requests, no datapoint: nothing failed.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
  }

  private functionAlarms({ name, fn, timeout }: AlarmedFunction): void {
    const period = Duration.minutes(5);
    this.add(
      `fn-${name}-errors`,
      `The ${name} function failed (Errors: a crash, a timeout or out of memory) or was refused (Throttles) in 5 minutes.`,
      new MathExpression({
        expression: 'errors + throttles',
        usingMetrics: {
          errors: fn.function.metricErrors({ statistic: Stats.SUM, period }),
          throttles: fn.function.metricThrottles({ statistic: Stats.SUM, period }),
        },
        period,
        label: `${name} errors + throttles`,
      }),
      {
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // Lambda writes these only when the function is invoked: no invocation, nothing failed.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
    const limit = Math.round(timeout.toMilliseconds() * THRESHOLDS.durationShareOfTimeout);
    this.add(
      `fn-${name}-duration`,
      `The ${name} function's 99th-percentile duration passed ${limit} ms (80 % of its ${timeout.toSeconds()} s timeout) in 5 minutes.`,
      fn.function.metricDuration({ statistic: Stats.p(99), period }),
      {
        threshold: limit,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        // No invocation, no duration.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
  }

  private tableAlarms(table: TableV2): void {
    const period = Duration.minutes(5);
    this.add(
      'dynamodb-throttles',
      'DynamoDB throttled requests to the table in 5 minutes (the SDK retried them; callers waited or failed).',
      table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period }),
      {
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // DynamoDB writes ThrottledRequests only when a request is throttled.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
    this.add(
      'dynamodb-system-errors',
      'DynamoDB answered requests to the table with an internal error (HTTP 500) in 5 minutes.',
      table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period }),
      {
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // Written only when there is an error.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
  }

  /** The job's metric in the portal's namespace (shared/observability.ts), dimension Job. */
  jobMetric(job: JobSchedule['job'], metricName: string, period: Duration): Metric {
    return new Metric({
      namespace: metricNamespace(this.stackName),
      metricName,
      dimensionsMap: { [METRIC_DIMENSIONS.job]: job },
      statistic: Stats.SUM,
      period,
    });
  }

  private jobAlarms(): void {
    for (const job of JOB_SCHEDULES) {
      this.add(
        `job-${job.job}-failed`,
        `A run of the ${job.job} job failed (JobFailed; the reason is in its log line "job failed").`,
        this.jobMetric(job.job, JOB_METRICS.failed, Duration.minutes(5)),
        {
          threshold: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          // JobFailed is written by a failing run only: no datapoint, no failure.
          treatMissingData: TreatMissingData.NOT_BREACHING,
        },
      );
      const hours = jobWindowHours(job);
      this.add(
        `job-${job.job}-overdue`,
        `No run of the ${job.job} job succeeded in the last ${hours} hours (its longest gap between firings plus ${JOB_WINDOW_SLACK_HOURS} h): it failed, was never started, or stopped before recording its outcome.`,
        this.jobMetric(job.job, JOB_METRICS.succeeded, Duration.hours(1)),
        {
          threshold: 1,
          comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
          // Hourly sums over the window; every hour without a success counts as breaching, so
          // the alarm fires only when no hour of the whole window holds one. A missing datapoint
          // is exactly the failure this alarm is for: a job that never ran writes nothing.
          treatMissingData: TreatMissingData.BREACHING,
          evaluationPeriods: hours,
          datapointsToAlarm: hours,
        },
      );
    }
  }

  private deadLetterAlarm(deadLetters: ScheduleDeadLetters): void {
    const period = Duration.minutes(5);
    this.add(
      'scheduler-dead-letters',
      "A scheduled job firing could not be delivered to its function (after 2 retries within an hour) and waits in the schedules' dead-letter queue.",
      new MathExpression({
        expression: 'queued + overflow',
        usingMetrics: {
          queued: deadLetters.queue.metricApproximateNumberOfMessagesVisible({ statistic: Stats.MAXIMUM, period }),
          overflow: deadLetters.overflow.metricApproximateNumberOfMessagesVisible({ statistic: Stats.MAXIMUM, period }),
        },
        period,
        label: 'Undelivered firings',
      }),
      {
        threshold: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // SQS stops publishing for a queue idle and empty for 6 hours: no data, no message waiting.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
  }

  private mailAlarms(): void {
    const reputation = (metricName: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1) });
    this.add(
      'ses-bounce-rate',
      `The account's SES bounce rate reached ${THRESHOLDS.sesBounceRate * 100} % (SES reviews the account at 5 % and may pause sending at 10 %).`,
      reputation('Reputation.BounceRate'),
      {
        threshold: THRESHOLDS.sesBounceRate,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // SES publishes reputation only once the account sends: no mail, nothing to judge.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
    this.add(
      'ses-complaint-rate',
      `The account's SES complaint rate reached ${THRESHOLDS.sesComplaintRate * 100} % (SES reviews the account at 0.1 % and may pause sending at 0.5 %).`,
      reputation('Reputation.ComplaintRate'),
      {
        threshold: THRESHOLDS.sesComplaintRate,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
  }

  private edgeAlarms(distribution: Distribution, webAclName: string): void {
    const period = Duration.minutes(5);
    this.add(
      'cloudfront-5xx-rate',
      `Over ${THRESHOLDS.cloudFront5xxPercent} % of CloudFront's requests (web pages and API) were answered 5xx in 5 minutes.`,
      distribution.metric5xxErrorRate({ statistic: Stats.AVERAGE, period, dimensionsMap: cloudFrontDimensions(distribution) }),
      {
        threshold: THRESHOLDS.cloudFront5xxPercent,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        // CloudFront publishes the rate only for periods with requests.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
    this.add(
      'waf-blocked-spike',
      `The web ACL blocked ${THRESHOLDS.wafBlockedPer5Minutes} or more requests in 5 minutes (rate limit on sign-in, forgot password and verification, or the common rule set).`,
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        // A CLOUDFRONT web ACL's metrics have no Region dimension (they are in us-east-1).
        dimensionsMap: { WebACL: webAclName, Rule: 'ALL' },
        statistic: Stats.SUM,
        period,
      }),
      {
        threshold: THRESHOLDS.wafBlockedPer5Minutes,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        // WAF writes BlockedRequests only when it blocks.
        treatMissingData: TreatMissingData.NOT_BREACHING,
      },
    );
  }

  private monthlyBudget(amountUsd: number): CfnBudget {
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    const notification = (notificationType: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers,
    });
    return new CfnBudget(this, 'MonthlyBudget', {
      budget: {
        budgetName: `${this.stackName}-monthly`,
        budgetType: 'COST',
        timeUnit: 'MONTHLY',
        // The whole account's cost: deploy the portal in an account of its own (docs/deploy.md).
        budgetLimit: { amount: amountUsd, unit: 'USD' },
      },
      notificationsWithSubscribers: [
        notification('ACTUAL', THRESHOLDS.budgetActualPercent),
        notification('FORECASTED', THRESHOLDS.budgetForecastPercent),
      ],
    });
  }
}

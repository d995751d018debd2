/**
 * One CloudWatch dashboard for the portal (issue 29): the state of every alarm, then requests and
 * errors per route group, their p50/p95/p99 durations, the table's capacity and throttles, the
 * jobs' outcomes, sign-ins and certificates, the edge and the mail. The per-group and business
 * metrics are the EMF metrics the functions publish under the names of shared/observability.ts.
 * docs/operations.md ("When an alarm fires") names the widget to open for each alarm.
 */
import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import {
  AlarmStatusWidget,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  Metric,
  Stats,
  TextWidget,
} from 'aws-cdk-lib/aws-cloudwatch';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { ROUTE_GROUPS } from '../../shared/api/routes.ts';
import { BUSINESS_METRICS, JOB_METRICS, METRIC_DIMENSIONS, metricNamespace, REQUEST_METRICS } from '../../shared/observability.ts';
import { JOB_SCHEDULES } from '../../shared/schedules.ts';
import { cloudFrontDimensions, type PortalAlarms, TABLE_OPERATIONS } from './alarms.ts';
import type { ScheduleDeadLetters } from './schedule-dead-letters.ts';

/** Widget titles, which docs/operations.md names. */
export const WIDGETS = {
  alarms: 'Alarms',
  requests: 'Requests per route group',
  serverErrors: 'Server errors (5xx) per route group',
  clientErrors: 'Client errors (4xx) per route group',
  p50: 'Duration p50 per route group (ms)',
  p95: 'Duration p95 per route group (ms)',
  p99: 'Duration p99 per route group (ms)',
  api: 'API Gateway: requests, 4xx, 5xx',
  capacity: 'DynamoDB consumed capacity (units per second)',
  throttles: 'DynamoDB throttled requests',
  systemErrors: 'DynamoDB system errors',
  jobOutcomes: 'Job outcomes (runs per hour)',
  jobSeconds: 'Job duration (s, longest run)',
  jobRows: 'Job rows and bytes written',
  signIns: 'Sign-ins',
  certificates: 'Certificates',
  activity: 'Imports and attendance',
  edge: 'CloudFront requests and 5xx rate',
  waf: 'Web ACL: allowed and blocked requests',
  mail: 'SES reputation',
  deadLetters: 'Undelivered job firings (dead-letter queue)',
} as const;

export interface PortalDashboardProps {
  alarms: PortalAlarms;
  httpApi: HttpApi;
  table: TableV2;
  distribution: Distribution;
  webAclName: string;
  deadLetters: ScheduleDeadLetters;
}

const FULL = 24;
const THIRD = 8;
const QUARTER = 6;
const HEIGHT = 6;

export class PortalDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, props: PortalDashboardProps) {
    super(scope, id);
    const stackName = Stack.of(this).stackName;
    const namespace = metricNamespace(stackName);
    const period = Duration.minutes(5);

    const own = (metricName: string, statistic: string, dimensions: Record<string, string> = {}, label?: string) =>
      new Metric({ namespace, metricName, dimensionsMap: dimensions, statistic, period, label });
    const perGroup = (metricName: string, statistic: string) =>
      ROUTE_GROUPS.map((group) => own(metricName, statistic, { [METRIC_DIMENSIONS.routeGroup]: group }, group));
    const perJob = (metricName: string, statistic: string, jobPeriod = Duration.hours(1)) =>
      JOB_SCHEDULES.map(
        ({ job }) =>
          new Metric({
            namespace,
            metricName,
            dimensionsMap: { [METRIC_DIMENSIONS.job]: job },
            statistic,
            period: jobPeriod,
            label: `${job} ${metricName}`,
          }),
      );
    const graph = (title: string, width: number, left: IMetric[], right: IMetric[] = []) =>
      new GraphWidget({ title, width, height: HEIGHT, left, right, period });

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `${stackName}-operations`.replace(/[^A-Za-z0-9_-]/g, '-'),
      defaultInterval: Duration.hours(24),
    });

    const perSecond = (id: string, metric: Metric, label: string) =>
      new MathExpression({ expression: `${id} / ${period.toSeconds()}`, usingMetrics: { [id]: metric }, label, period });

    this.dashboard.addWidgets(
      new TextWidget({
        markdown: `# Learning portal (${stackName})\nWhat each alarm means and what to do: docs/operations.md, "When an alarm fires". Route-group and business metrics: namespace \`${namespace}\`.`,
        width: FULL,
        height: 2,
      }),
    );
    this.dashboard.addWidgets(
      new AlarmStatusWidget({ title: WIDGETS.alarms, alarms: [...props.alarms.alarms.values()], width: FULL, height: HEIGHT }),
    );
    this.dashboard.addWidgets(
      graph(WIDGETS.requests, THIRD, perGroup(REQUEST_METRICS.requests, Stats.SUM)),
      graph(WIDGETS.serverErrors, THIRD, perGroup(REQUEST_METRICS.serverErrors, Stats.SUM)),
      graph(WIDGETS.clientErrors, THIRD, perGroup(REQUEST_METRICS.clientErrors, Stats.SUM)),
    );
    this.dashboard.addWidgets(
      graph(WIDGETS.p50, THIRD, perGroup(REQUEST_METRICS.duration, Stats.p(50))),
      graph(WIDGETS.p95, THIRD, perGroup(REQUEST_METRICS.duration, Stats.p(95))),
      graph(WIDGETS.p99, THIRD, perGroup(REQUEST_METRICS.duration, Stats.p(99))),
    );
    this.dashboard.addWidgets(
      graph(WIDGETS.api, QUARTER, [
        props.httpApi.metricCount({ statistic: Stats.SUM, period, label: 'requests' }),
        props.httpApi.metricClientError({ statistic: Stats.SUM, period, label: '4xx' }),
        props.httpApi.metricServerError({ statistic: Stats.SUM, period, label: '5xx' }),
      ]),
      graph(WIDGETS.capacity, QUARTER, [
        perSecond('reads', props.table.metricConsumedReadCapacityUnits({ statistic: Stats.SUM, period }), 'read units/s'),
        perSecond('writes', props.table.metricConsumedWriteCapacityUnits({ statistic: Stats.SUM, period }), 'write units/s'),
      ]),
      // Two graphs: both sums name their per-operation metrics alike (getitem …).
      graph(WIDGETS.throttles, QUARTER, [props.table.metricThrottledRequestsForOperations({ operations: TABLE_OPERATIONS, period })]),
      graph(WIDGETS.systemErrors, QUARTER, [props.table.metricSystemErrorsForOperations({ operations: TABLE_OPERATIONS, period })]),
    );
    this.dashboard.addWidgets(
      graph(WIDGETS.jobOutcomes, THIRD, perJob(JOB_METRICS.succeeded, Stats.SUM), perJob(JOB_METRICS.failed, Stats.SUM)),
      graph(WIDGETS.jobSeconds, THIRD, perJob(JOB_METRICS.seconds, Stats.MAXIMUM)),
      graph(WIDGETS.jobRows, THIRD, perJob(JOB_METRICS.rows, Stats.SUM), perJob(JOB_METRICS.bytes, Stats.SUM)),
    );
    this.dashboard.addWidgets(
      graph(WIDGETS.signIns, THIRD, [
        own(BUSINESS_METRICS.signIns, Stats.SUM, {}, 'sign-ins'),
        own(BUSINESS_METRICS.failedSignIns, Stats.SUM, {}, 'failed'),
        own(BUSINESS_METRICS.throttledSignIns, Stats.SUM, {}, 'throttled'),
      ]),
      graph(WIDGETS.certificates, THIRD, [
        own(BUSINESS_METRICS.certificatesIssued, Stats.SUM, {}, 'issued'),
        own(BUSINESS_METRICS.certificatesVoided, Stats.SUM, {}, 'voided'),
      ]),
      graph(
        WIDGETS.activity,
        THIRD,
        [
          own(BUSINESS_METRICS.csvRowsImported, Stats.SUM, {}, 'CSV rows imported'),
          own(BUSINESS_METRICS.attendanceSaves, Stats.SUM, {}, 'attendance saves'),
        ],
        [own(BUSINESS_METRICS.attendanceConflicts, Stats.SUM, {}, 'attendance conflicts (409)')],
      ),
    );
    const edge = cloudFrontDimensions(props.distribution);
    const waf = (metricName: string) =>
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName,
        dimensionsMap: { WebACL: props.webAclName, Rule: 'ALL' },
        statistic: Stats.SUM,
        period,
      });
    const reputation = (metricName: string, label: string) =>
      new Metric({ namespace: 'AWS/SES', metricName, statistic: Stats.MAXIMUM, period: Duration.hours(1), label });
    this.dashboard.addWidgets(
      graph(
        WIDGETS.edge,
        QUARTER,
        [props.distribution.metricRequests({ statistic: Stats.SUM, period, label: 'requests', dimensionsMap: edge })],
        [props.distribution.metric5xxErrorRate({ statistic: Stats.AVERAGE, period, label: '5xx %', dimensionsMap: edge })],
      ),
      graph(WIDGETS.waf, QUARTER, [waf('AllowedRequests'), waf('BlockedRequests')]),
      graph(WIDGETS.mail, QUARTER, [
        reputation('Reputation.BounceRate', 'bounce rate'),
        reputation('Reputation.ComplaintRate', 'complaint rate'),
      ]),
      graph(WIDGETS.deadLetters, QUARTER, [
        props.deadLetters.queue.metricApproximateNumberOfMessagesVisible({ statistic: Stats.MAXIMUM, period, label: 'dead-letter queue' }),
        props.deadLetters.overflow.metricApproximateNumberOfMessagesVisible({ statistic: Stats.MAXIMUM, period, label: 'its overflow' }),
      ]),
    );
  }
}

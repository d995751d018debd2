/**
 * The stack's operations pieces (issue 29), asserted on the synthesized template so that a
 * refactor cannot drop one silently: every alarm's metric, threshold, comparison, missing-data
 * rule and SNS action; the alarm topic and its e-mail; the monthly budget; the schedules'
 * dead-letter queue; the WAF web ACL and its association; X-Ray tracing, the Powertools
 * environment and layer of every function; the dashboard; the deploy region.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { ROUTE_GROUPS } from '../../shared/api/routes.ts';
import { BUSINESS_METRICS, JOB_METRICS, metricNamespace, REQUEST_METRICS } from '../../shared/observability.ts';
import { JOB_SCHEDULES } from '../../shared/schedules.ts';
import { EXTERNAL_MODULES } from './bundling.ts';
import { POWERTOOLS_VERSION, powertoolsLayerParameter } from './powertools-layer.ts';
import { DEFAULT_MONTHLY_BUDGET_USD, jobWindowHours, TABLE_OPERATIONS, THRESHOLDS } from './alarms.ts';
import { WIDGETS } from './dashboard.ts';
import { buildPortalApp } from './portal-app.ts';
import { DEPLOY_REGION } from './portal-stack.ts';
import { synthPortal, type SynthesizedPortal } from './testing.ts';
import { COMMON_RULE_SET, COUNTED_COMMON_RULES, RATE_LIMIT_PER_5_MINUTES, RATE_RULE } from './waf.ts';

type Resource = { Type: string; Properties: Record<string, any> };
type Dimension = { Name: string; Value: unknown };
interface MetricStatQuery {
  Id: string;
  MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions?: Dimension[] }; Period: number; Stat: string };
  Expression?: string;
}

const STACK = 'LearningPortal';
const NAMESPACE = metricNamespace(STACK);

let portal: SynthesizedPortal;
let resources: Record<string, Resource>;

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const logicalId = (construct: { node: { defaultChild?: unknown } }) => portal.stack.getLogicalId(construct.node.defaultChild as never);
const ref = (construct: { node: { defaultChild?: unknown } }) => ({ Ref: logicalId(construct) });
const topicRef = () => ({ Ref: logicalId(portal.stack.alarms.topic) });

function alarm(name: string): Record<string, any> {
  const found = ofType('AWS::CloudWatch::Alarm').filter(([, r]) => r.Properties.AlarmName === `${STACK}-${name}`);
  expect(found, `alarm ${name}`).toHaveLength(1);
  return found[0]![1].Properties;
}

/** The metrics a math-expression alarm reads, as `namespace metric dimension=value…`. */
function statsOf(
  props: Record<string, any>,
): { namespace: string; name: string; dimensions: Record<string, unknown>; period: number; stat: string }[] {
  return (props.Metrics as MetricStatQuery[])
    .filter((m) => m.MetricStat)
    .map((m) => ({
      namespace: m.MetricStat!.Metric.Namespace,
      name: m.MetricStat!.Metric.MetricName,
      dimensions: Object.fromEntries((m.MetricStat!.Metric.Dimensions ?? []).map((d) => [d.Name, d.Value])),
      period: m.MetricStat!.Period,
      stat: m.MetricStat!.Stat,
    }));
}

function dimensionsOf(props: Record<string, any>): Record<string, unknown> {
  return Object.fromEntries(((props.Dimensions ?? []) as Dimension[]).map((d) => [d.Name, d.Value]));
}

function expectNotifies(props: Record<string, any>): void {
  expect(props.AlarmActions).toEqual([topicRef()]);
  expect(props.OKActions).toEqual([topicRef()]);
}

beforeAll(() => {
  portal = synthPortal({});
  resources = portal.template.toJSON().Resources;
});

afterAll(() => portal?.cleanup());

describe('deploy region', () => {
  it('refuses any region but us-east-1 in the template itself (CloudFront web ACL and metrics live there)', () => {
    expect(DEPLOY_REGION).toBe('us-east-1');
    const rule = portal.template.toJSON().Rules.DeployRegion;
    expect(rule.Assertions).toEqual([
      { Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] }, AssertDescription: expect.stringContaining('us-east-1') },
    ]);
  });
});

describe('alarm topic', () => {
  it('is one topic that refuses publishers without TLS and lets CloudWatch and Budgets of this account publish', () => {
    portal.template.resourceCountIs('AWS::SNS::Topic', 1);
    const [[, policy]] = ofType('AWS::SNS::TopicPolicy') as [[string, Resource]];
    expect(policy.Properties.Topics).toEqual([topicRef()]);
    const statements = policy.Properties.PolicyDocument.Statement as any[];
    expect(statements).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ...['cloudwatch.amazonaws.com', 'budgets.amazonaws.com'].map((service) =>
          expect.objectContaining({
            Effect: 'Allow',
            Action: 'sns:Publish',
            Principal: { Service: service },
            Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
          }),
        ),
      ]),
    );
  });

  it('has no subscriber without alarmEmail, and the synth says so; its ARN is an output', () => {
    portal.template.resourceCountIs('AWS::SNS::Subscription', 0);
    Annotations.fromStack(portal.stack).hasWarning('/LearningPortal/Alarms', Match.stringLikeRegexp('No alarmEmail context'));
    portal.template.hasOutput('AlarmTopicArn', { Value: topicRef(), Description: Match.stringLikeRegexp('NOBODY IS SUBSCRIBED') });
  });
});

describe('alarms', () => {
  it('are exactly these, each telling the topic on alarm and on recovery', () => {
    const names = ofType('AWS::CloudWatch::Alarm').map(([, r]) => String(r.Properties.AlarmName).replace(`${STACK}-`, ''));
    const functions = [...ROUTE_GROUPS, ...JOB_SCHEDULES.map((j) => j.job)];
    const expected = [
      'api-5xx-rate',
      ...functions.flatMap((f) => [`fn-${f}-errors`, `fn-${f}-duration`]),
      'dynamodb-throttles',
      'dynamodb-system-errors',
      ...JOB_SCHEDULES.flatMap((j) => [`job-${j.job}-failed`, `job-${j.job}-overdue`]),
      'scheduler-dead-letters',
      'ses-bounce-rate',
      'ses-complaint-rate',
      'cloudfront-5xx-rate',
      'waf-blocked-spike',
    ];
    expect(names.sort()).toEqual(expected.sort());
    expect(names).toHaveLength(1 + 2 * 27 + 2 + 2 * 4 + 1 + 2 + 1 + 1);
    for (const name of expected) {
      const props = alarm(name);
      expectNotifies(props);
      expect(props.AlarmDescription, name).toContain('docs/operations.md');
    }
  });

  it('API: over 1 % of requests answered 5xx in 5 minutes (API Gateway 5xx / Count); no traffic is not a failure', () => {
    const props = alarm('api-5xx-rate');
    expect(props).toMatchObject({
      Threshold: 1,
      ComparisonOperator: 'GreaterThanThreshold',
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
    expect(THRESHOLDS.api5xxPercent).toBe(1);
    const api = ref(portal.stack.api.httpApi);
    expect(statsOf(props)).toEqual([
      { namespace: 'AWS/ApiGateway', name: '5xx', dimensions: { ApiId: api }, period: 300, stat: 'Sum' },
      { namespace: 'AWS/ApiGateway', name: 'Count', dimensions: { ApiId: api }, period: 300, stat: 'Sum' },
    ]);
    expect(props.Metrics.find((m: MetricStatQuery) => m.Expression).Expression).toBe('IF(requests > 0, 100 * errors / requests, 0)');
  });

  it('every function: errors + throttles ≥ 1 in 5 minutes, and p99 duration over 80 % of its timeout', () => {
    const functions = [
      ...[...portal.stack.routeFunctions.functions].map(([name, fn]) => ({ name, fn, timeoutMs: 29_000 })),
      ...[...portal.stack.jobs.functions].map(([name, fn]) => ({ name, fn, timeoutMs: 900_000 })),
    ];
    expect(functions).toHaveLength(27);
    for (const { name, fn, timeoutMs } of functions) {
      const fnRef = ref(fn.function);
      expect(resources[logicalId(fn.function)]!.Properties.Timeout * 1000).toBe(timeoutMs);
      const errors = alarm(`fn-${name}-errors`);
      expect(errors).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching' });
      expect(statsOf(errors)).toEqual([
        { namespace: 'AWS/Lambda', name: 'Errors', dimensions: { FunctionName: fnRef }, period: 300, stat: 'Sum' },
        { namespace: 'AWS/Lambda', name: 'Throttles', dimensions: { FunctionName: fnRef }, period: 300, stat: 'Sum' },
      ]);
      const duration = alarm(`fn-${name}-duration`);
      expect(duration).toMatchObject({
        Namespace: 'AWS/Lambda',
        MetricName: 'Duration',
        ExtendedStatistic: 'p99',
        Period: 300,
        Threshold: timeoutMs * 0.8,
        ComparisonOperator: 'GreaterThanThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(dimensionsOf(duration)).toEqual({ FunctionName: fnRef });
    }
  });

  it('DynamoDB: throttled requests and system errors of every operation the data layer uses', () => {
    const table = ref(portal.stack.table.table);
    for (const [name, metric] of [
      ['dynamodb-throttles', 'ThrottledRequests'],
      ['dynamodb-system-errors', 'SystemErrors'],
    ] as const) {
      const props = alarm(name);
      expect(props).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching' });
      expect(statsOf(props)).toEqual(
        TABLE_OPERATIONS.map((operation) => ({
          namespace: 'AWS/DynamoDB',
          name: metric,
          dimensions: { Operation: operation, TableName: table },
          period: 300,
          stat: 'Sum',
        })),
      );
    }
    expect(TABLE_OPERATIONS).toEqual(expect.arrayContaining(['GetItem', 'Query', 'PutItem', 'UpdateItem', 'TransactWriteItems', 'Scan']));
  });

  it('jobs: a failed run alarms at once; no success within the window (missing data breaches) alarms too', () => {
    // Windows: the longest gap between a job's New York firings, rounded up, plus 3 hours.
    expect(Object.fromEntries(JOB_SCHEDULES.map((j) => [j.job, jobWindowHours(j)]))).toEqual({
      'nightly-reports': 27,
      'master-schedule': 16,
      'survey-refresh': 13,
      'directory-snapshot': 19,
    });
    for (const job of JOB_SCHEDULES) {
      const failed = alarm(`job-${job.job}-failed`);
      expect(failed).toMatchObject({
        Namespace: NAMESPACE,
        MetricName: JOB_METRICS.failed,
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(dimensionsOf(failed)).toEqual({ Job: job.job });
      const overdue = alarm(`job-${job.job}-overdue`);
      const hours = jobWindowHours(job);
      expect(hours).toBeGreaterThan(24 / job.crons.length);
      expect(overdue).toMatchObject({
        Namespace: NAMESPACE,
        MetricName: JOB_METRICS.succeeded,
        Statistic: 'Sum',
        Period: 3600,
        EvaluationPeriods: hours,
        DatapointsToAlarm: hours,
        Threshold: 1,
        ComparisonOperator: 'LessThanThreshold',
        TreatMissingData: 'breaching',
      });
      expect(dimensionsOf(overdue)).toEqual({ Job: job.job });
      // CloudWatch: period × evaluation periods at most 7 days for periods of an hour or more.
      expect(3600 * hours).toBeLessThanOrEqual(7 * 86_400);
    }
  });

  it('scheduler: any message in the dead-letter queue or its overflow', () => {
    const props = alarm('scheduler-dead-letters');
    expect(props).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold', TreatMissingData: 'notBreaching' });
    const { queue, overflow } = portal.stack.jobs.deadLetters;
    expect(statsOf(props)).toEqual(
      [queue, overflow].map((q) => ({
        namespace: 'AWS/SQS',
        name: 'ApproximateNumberOfMessagesVisible',
        dimensions: { QueueName: { 'Fn::GetAtt': [logicalId(q), 'QueueName'] } },
        period: 300,
        stat: 'Maximum',
      })),
    );
  });

  it('SES: bounce rate ≥ 4 % and complaint rate ≥ 0.08 % (before SES reviews the account)', () => {
    for (const [name, metric, threshold] of [
      ['ses-bounce-rate', 'Reputation.BounceRate', 0.04],
      ['ses-complaint-rate', 'Reputation.ComplaintRate', 0.0008],
    ] as const) {
      const props = alarm(name);
      expect(props).toMatchObject({
        Namespace: 'AWS/SES',
        MetricName: metric,
        Statistic: 'Maximum',
        Period: 3600,
        Threshold: threshold,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
      expect(props.Dimensions).toBeUndefined();
    }
  });

  it('CloudFront: 5xx error rate over 1 % in 5 minutes', () => {
    const props = alarm('cloudfront-5xx-rate');
    expect(props).toMatchObject({
      Namespace: 'AWS/CloudFront',
      MetricName: '5xxErrorRate',
      Statistic: 'Average',
      Period: 300,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(dimensionsOf(props)).toEqual({ DistributionId: ref(portal.stack.web.distribution), Region: 'Global' });
  });

  it('WAF: 100 or more blocked requests in 5 minutes, on the web ACL across all rules', () => {
    const props = alarm('waf-blocked-spike');
    expect(props).toMatchObject({
      Namespace: 'AWS/WAFV2',
      MetricName: 'BlockedRequests',
      Statistic: 'Sum',
      Period: 300,
      Threshold: 100,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    const [[, acl]] = ofType('AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(dimensionsOf(props)).toEqual({ WebACL: acl.Properties.VisibilityConfig.MetricName, Rule: 'ALL' });
    expect(acl.Properties.Name).toBe(acl.Properties.VisibilityConfig.MetricName);
  });
});

describe('monthly budget', () => {
  it('is the account cost per month, default amount, telling the topic at 80 % spent and at a 100 % forecast', () => {
    const [[, budget]] = ofType('AWS::Budgets::Budget') as [[string, Resource]];
    expect(budget.Properties.Budget).toEqual({
      BudgetName: `${STACK}-monthly`,
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: DEFAULT_MONTHLY_BUDGET_USD, Unit: 'USD' },
    });
    const subscribers = [{ SubscriptionType: 'SNS', Address: topicRef() }];
    expect(budget.Properties.NotificationsWithSubscribers).toEqual([
      {
        Notification: { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 80, ThresholdType: 'PERCENTAGE' },
        Subscribers: subscribers,
      },
      {
        Notification: { NotificationType: 'FORECASTED', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
        Subscribers: subscribers,
      },
    ]);
  });

  it('refuses an amount that is not a positive number, and an alarm address that is not one', () => {
    for (const bad of ['-5', '0', 'lots']) expect(() => buildPortalApp({ context: { monthlyBudgetUsd: bad } })).toThrow(/monthlyBudgetUsd/);
    for (const bad of ['ops', 'a@b', 'a@b.org,c@d.org'])
      expect(() => buildPortalApp({ context: { alarmEmail: bad } })).toThrow(/alarmEmail/);
  });
});

describe('schedules dead-letter queue', () => {
  it("receives every schedule's undelivered firings; each scheduler role may send to it and nothing else", () => {
    const queueArn = { 'Fn::GetAtt': [logicalId(portal.stack.jobs.deadLetters.queue), 'Arn'] };
    const schedules = ofType('AWS::Scheduler::Schedule');
    expect(schedules).toHaveLength(19);
    const roles = new Set<string>();
    for (const [, schedule] of schedules) {
      expect(schedule.Properties.Target.DeadLetterConfig).toEqual({ Arn: queueArn });
      expect(schedule.Properties.Target.RetryPolicy).toEqual({ MaximumEventAgeInSeconds: 3600, MaximumRetryAttempts: 2 });
      roles.add(schedule.Properties.Target.RoleArn['Fn::GetAtt'][0]);
    }
    expect(roles.size).toBe(JOB_SCHEDULES.length);
    for (const role of roles) {
      const [, policy] = ofType('AWS::IAM::Policy').find(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))!;
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([{ Action: 'sqs:SendMessage', Effect: 'Allow', Resource: queueArn }]),
      );
    }
  });

  it('is encrypted, TLS-only, kept 14 days, with its own dead-letter queue', () => {
    const { queue, overflow } = portal.stack.jobs.deadLetters;
    const q = resources[logicalId(queue)]!.Properties;
    const o = resources[logicalId(overflow)]!.Properties;
    for (const props of [q, o]) {
      expect(props.SqsManagedSseEnabled).toBe(true);
      expect(props.MessageRetentionPeriod).toBe(14 * 86_400);
    }
    expect(q.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [logicalId(overflow), 'Arn'] }, maxReceiveCount: 5 });
    portal.template.resourceCountIs('AWS::SQS::Queue', 2);
    for (const target of [queue, overflow]) {
      const [, policy] = ofType('AWS::SQS::QueuePolicy').find(([, p]) => p.Properties.Queues[0].Ref === logicalId(target))!;
      expect(policy.Properties.PolicyDocument.Statement).toEqual([
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      ]);
    }
  });
});

describe('WAF web ACL', () => {
  it('is a CLOUDFRONT web ACL attached to the distribution', () => {
    const [[aclId, acl]] = ofType('AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties.Scope).toBe('CLOUDFRONT');
    expect(acl.Properties.DefaultAction).toEqual({ Allow: {} });
    const [[, dist]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    expect(dist.Properties.DistributionConfig.WebACLId).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
  });

  it('limits each address to 300 requests per 5 minutes on sign-in, forgot password, certificate verification and credentials', () => {
    const [[, acl]] = ofType('AWS::WAFv2::WebACL') as [[string, Resource]];
    const rule = acl.Properties.Rules.find((r: any) => r.Name === RATE_RULE);
    expect(rule.Priority).toBe(0);
    expect(rule.Action).toEqual({ Block: { CustomResponse: { ResponseCode: 429 } } });
    expect(RATE_LIMIT_PER_5_MINUTES).toBe(300);
    const statement = rule.Statement.RateBasedStatement;
    expect(statement).toMatchObject({ Limit: 300, EvaluationWindowSec: 300, AggregateKeyType: 'IP' });
    const paths = statement.ScopeDownStatement.OrStatement.Statements.map((s: any) => {
      expect(s.ByteMatchStatement).toMatchObject({ FieldToMatch: { UriPath: {} }, PositionalConstraint: 'STARTS_WITH' });
      return s.ByteMatchStatement.SearchString;
    });
    expect(paths).toEqual([
      '/api/login',
      '/api/forgot-password',
      '/api/certificate/verify/',
      '/api/certificate/credential/',
      '/api/certificate/status-list',
    ]);
    expect(rule.VisibilityConfig).toEqual({ CloudWatchMetricsEnabled: true, MetricName: RATE_RULE, SampledRequestsEnabled: true });
  });

  it("applies AWS's common rule set, counting only the rules the portal's bodies would trip", () => {
    const [[, acl]] = ofType('AWS::WAFv2::WebACL') as [[string, Resource]];
    expect(acl.Properties.Rules).toHaveLength(2);
    const rule = acl.Properties.Rules.find((r: any) => r.Name === COMMON_RULE_SET);
    expect(rule.OverrideAction).toEqual({ None: {} });
    expect(rule.Statement.ManagedRuleGroupStatement).toMatchObject({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' });
    expect(rule.Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual(
      COUNTED_COMMON_RULES.map((name) => ({ Name: name, ActionToUse: { Count: {} } })),
    );
    expect([...COUNTED_COMMON_RULES]).toEqual(['SizeRestrictions_BODY', 'CrossSiteScripting_BODY']);
  });
});

describe('functions: tracing and the Powertools environment', () => {
  it("every function is traced by X-Ray and names its service and the stack's metric namespace", () => {
    const named = [
      ...[...portal.stack.routeFunctions.functions].map(([name, fn]) => [name, fn] as const),
      ...[...portal.stack.jobs.functions].map(([name, fn]) => [name, fn] as const),
    ];
    const portalFunctions = ofType('AWS::Lambda::Function').filter(([, r]) =>
      String(r.Properties.Description ?? '').startsWith('Learning portal'),
    );
    expect(portalFunctions).toHaveLength(named.length);
    for (const [name, fn] of named) {
      const props = resources[logicalId(fn.function)]!.Properties;
      expect(props.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(props.Environment.Variables).toMatchObject({ POWERTOOLS_SERVICE_NAME: name, POWERTOOLS_METRICS_NAMESPACE: NAMESPACE });
      const policy = resources[portal.stack.getLogicalId(fn.role.node.tryFindChild('DefaultPolicy')!.node.defaultChild as never)]!;
      expect(policy.Properties.PolicyDocument.Statement).toEqual(
        expect.arrayContaining([expect.objectContaining({ Action: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'], Resource: '*' })]),
      );
    }
  });

  it('every function loads Powertools from the SSM-published layer of the installed version, which its bundle leaves out', () => {
    expect(POWERTOOLS_VERSION).toMatch(/^2\.\d+\.\d+$/);
    const parameters = Object.entries(portal.template.toJSON().Parameters ?? {}) as Array<[string, { Type: string; Default: string }]>;
    const layer = parameters.filter(([, p]) => p.Default === powertoolsLayerParameter());
    expect(layer).toHaveLength(1);
    expect(layer[0][1].Type).toBe('AWS::SSM::Parameter::Value<String>');
    for (const fn of [...portal.stack.routeFunctions.functions.values(), ...portal.stack.jobs.functions.values()])
      expect(resources[logicalId(fn.function)]!.Properties.Layers).toEqual([{ Ref: layer[0][0] }]);
    expect(EXTERNAL_MODULES).toContain('@aws-lambda-powertools/*');
  });
});

describe('dashboard', () => {
  let body: string;
  beforeAll(() => {
    const dashboards = ofType('AWS::CloudWatch::Dashboard');
    expect(dashboards).toHaveLength(1);
    body = JSON.stringify(dashboards[0]![1].Properties.DashboardBody);
  });

  it('has each widget docs/operations.md names', () => {
    for (const title of Object.values(WIDGETS)) expect(body, title).toContain(`\\"title\\":\\"${title}\\"`);
  });

  it("shows requests, errors and p50/p95/p99 for every route group, from the functions' own metrics", () => {
    for (const metric of Object.values(REQUEST_METRICS)) expect(body).toContain(`[\\"${NAMESPACE}\\",\\"${metric}\\",\\"RouteGroup\\"`);
    for (const group of ROUTE_GROUPS) expect(body).toContain(`\\"RouteGroup\\",\\"${group}\\"`);
    for (const p of ['p50', 'p95', 'p99']) expect(body).toContain(`\\"stat\\":\\"${p}\\"`);
  });

  it('shows CloudFront with the dimensions it publishes under (DistributionId and Region=Global)', () => {
    expect(body).toMatch(/5xxErrorRate[^\]]*DistributionId[^\]]*Region[^\]]*Global/);
    expect(body).toMatch(/"Requests[^\]]*DistributionId[^\]]*Region[^\]]*Global/);
  });

  it('shows the table, the jobs, sign-ins and certificates', () => {
    for (const metric of ['ConsumedReadCapacityUnits', 'ConsumedWriteCapacityUnits', 'ThrottledRequests', 'SystemErrors'])
      expect(body).toContain(metric);
    for (const { job } of JOB_SCHEDULES) expect(body).toContain(`\\"Job\\",\\"${job}\\"`);
    for (const metric of [JOB_METRICS.succeeded, JOB_METRICS.failed, JOB_METRICS.seconds]) expect(body).toContain(`\\"${metric}\\"`);
    for (const metric of [BUSINESS_METRICS.signIns, BUSINESS_METRICS.failedSignIns, BUSINESS_METRICS.certificatesIssued])
      expect(body).toContain(`[\\"${NAMESPACE}\\",\\"${metric}\\",{`);
  });
});

describe('with alarmEmail and monthlyBudgetUsd', () => {
  let other: SynthesizedPortal;
  beforeAll(() => {
    other = synthPortal({ context: { alarmEmail: 'ops@example.org', monthlyBudgetUsd: '350' } });
  });
  afterAll(() => other?.cleanup());

  it('subscribes the address to the topic and does not warn', () => {
    const topic = { Ref: other.stack.getLogicalId(other.stack.alarms.topic.node.defaultChild as never) };
    other.template.resourceCountIs('AWS::SNS::Subscription', 1);
    other.template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.org', TopicArn: topic });
    Annotations.fromStack(other.stack).hasNoWarning('/LearningPortal/Alarms', Match.stringLikeRegexp('No alarmEmail context'));
  });

  it('sets the budget to the given amount', () => {
    other.template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: Match.objectLike({ BudgetLimit: { Amount: 350, Unit: 'USD' } }),
    });
  });
});

/**
 * Assertions on the synthesized template: the table, the API and its routes, the functions,
 * the schedules, the buckets, CloudFront, the secret and the SES permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { ROUTE_GROUPS, ROUTES } from '../../shared/api/routes.ts';
import { cronExpression, JOB_SCHEDULES } from '../../shared/schedules.ts';
import { DATA_SET_NAMES, DATA_SETS } from '../../shared/reports/texts.ts';
import { tableDefinition } from '../../functions/data/table/table.ts';
import { INDEX, TTL_ATTRIBUTE } from '../../shared/table.ts';
import { Template } from 'aws-cdk-lib/assertions';
import { EDGE_HEADERS } from '../../shared/constants.ts';
import { buildPortalApp } from './portal-app.ts';
import { VIEWER_ADDRESS_CODE } from './web-hosting.ts';
import { synthPortal, type SynthesizedPortal } from './testing.ts';

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string; UpdateReplacePolicy?: string };

const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

let portal: SynthesizedPortal;
let resources: Record<string, Resource>;

function ofType(type: string): [string, Resource][] {
  return Object.entries(resources).filter(([, r]) => r.Type === type);
}

function logicalId(construct: { node: { defaultChild?: unknown } }): string {
  return portal.stack.getLogicalId(construct.node.defaultChild as never);
}

/** Portal functions by their description (`Learning portal API: <group> routes` / `… job: …`). */
function portalFunctions(): [string, Resource][] {
  return ofType('AWS::Lambda::Function').filter(([, r]) => String(r.Properties.Description ?? '').startsWith('Learning portal'));
}

beforeAll(() => {
  portal = synthPortal({ withWebBuild: true });
  resources = portal.template.toJSON().Resources;
});

afterAll(() => portal?.cleanup());

describe('table', () => {
  it('is one on-demand TableV2 with PITR, TTL, deletion protection and retention', () => {
    portal.template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    portal.template.resourceCountIs('AWS::DynamoDB::Table', 0);
    const [[, table]] = ofType('AWS::DynamoDB::GlobalTable') as [[string, Resource]];
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties.BillingMode).toBe('PAY_PER_REQUEST');
    expect(table.Properties.TimeToLiveSpecification).toEqual({ AttributeName: TTL_ATTRIBUTE, Enabled: true });
    expect(table.Properties.Replicas).toHaveLength(1);
    expect(table.Properties.Replicas[0].PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    expect(table.Properties.Replicas[0].DeletionProtectionEnabled).toBe(true);
  });

  it('has exactly the keys and indexes of functions/data/table/table.ts', () => {
    const [[, table]] = ofType('AWS::DynamoDB::GlobalTable') as [[string, Resource]];
    const local = tableDefinition('x');
    expect(table.Properties.KeySchema).toEqual(local.KeySchema);
    const byName = (a: { AttributeName?: string }, b: { AttributeName?: string }) =>
      String(a.AttributeName).localeCompare(String(b.AttributeName));
    expect([...table.Properties.AttributeDefinitions].sort(byName)).toEqual([...local.AttributeDefinitions!].sort(byName));
    const indexes = table.Properties.GlobalSecondaryIndexes.map((g: any) => ({
      IndexName: g.IndexName,
      KeySchema: g.KeySchema,
      Projection: g.Projection,
    }));
    expect(indexes).toEqual(local.GlobalSecondaryIndexes);
    expect(indexes.map((g: any) => g.IndexName)).toEqual(Object.values(INDEX));
  });
});

describe('HTTP API', () => {
  it('is one API with a throttled, access-logged $default stage', () => {
    portal.template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
    portal.template.resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
    portal.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('has exactly the routes of the route table: the 153 documented and those not in the spec', () => {
    const keys = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey as string);
    expect(ROUTES.filter((r) => !r.notInSpec)).toHaveLength(153);
    expect(keys).toHaveLength(ROUTES.length);
    expect(new Set(keys)).toEqual(new Set(ROUTES.map((r) => r.key)));
  });

  it('sends every route to the function of its group, through one integration per group', () => {
    const integrations = ofType('AWS::ApiGatewayV2::Integration');
    expect(integrations).toHaveLength(ROUTE_GROUPS.length);
    const groupOfFunction = new Map(portalFunctions().map(([id, r]) => [id, /API: (.+) routes$/.exec(r.Properties.Description)?.[1]]));
    const groupOfIntegration = new Map(
      integrations.map(([id, r]) => [id, groupOfFunction.get(r.Properties.IntegrationUri['Fn::GetAtt'][0])]),
    );
    for (const [, route] of ofType('AWS::ApiGatewayV2::Route')) {
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      const expected = ROUTES.find((r) => r.key === route.Properties.RouteKey)!.group;
      expect(groupOfIntegration.get(integrationId), route.Properties.RouteKey).toBe(expected);
    }
  });

  it('lets API Gateway invoke each group function once (API-wide permission, not one per route)', () => {
    expect(ofType('AWS::Lambda::Permission').filter(([, r]) => r.Properties.Principal === 'apigateway.amazonaws.com')).toHaveLength(
      ROUTE_GROUPS.length,
    );
  });
});

describe('functions', () => {
  it('are one per route group plus one per job, Node 22 on arm64', () => {
    const fns = portalFunctions();
    expect(fns).toHaveLength(ROUTE_GROUPS.length + JOB_SCHEDULES.length);
    expect(ROUTE_GROUPS).toHaveLength(23);
    for (const [, fn] of fns) {
      expect(fn.Properties.Runtime).toBe('nodejs22.x');
      expect(fn.Properties.Architectures).toEqual(['arm64']);
      expect(fn.Properties.LoggingConfig.LogGroup).toBeDefined();
    }
    const groups = fns.map(([, r]) => /API: (.+) routes$/.exec(r.Properties.Description)?.[1]).filter(Boolean);
    expect(new Set(groups)).toEqual(new Set(ROUTE_GROUPS));
  });

  it('API functions stop at 29 s; auth has 512 MB for scrypt, the users list and the CSV import a whole vCPU', () => {
    const memory = (group: (typeof ROUTE_GROUPS)[number]) =>
      resources[logicalId(portal.stack.routeFunctions.functions.get(group)!.function)]!.Properties.MemorySize;
    for (const group of ROUTE_GROUPS) {
      const fn = portal.stack.routeFunctions.functions.get(group)!;
      const props = resources[logicalId(fn.function)]!.Properties;
      expect(props.Timeout).toBe(29);
      if (group === 'user-import' || group === 'users' || group === 'certificates') continue;
      expect(props.MemorySize).toBeGreaterThanOrEqual(256);
      expect(props.MemorySize).toBeLessThanOrEqual(512);
    }
    expect(memory('auth')).toBe(512);
    expect(memory('user-import')).toBe(1769);
    expect(memory('certificates')).toBe(1769);
    expect(memory('users')).toBe(1769);
  });

  it('jobs run up to 15 minutes with 2048 MB', () => {
    for (const { job } of JOB_SCHEDULES) {
      const props = resources[logicalId(portal.stack.jobs.functions.get(job)!.function)]!.Properties;
      expect(props.Timeout).toBe(900);
      expect(props.MemorySize).toBe(2048);
    }
  });

  it('all get the environment functions/services/config.ts reads', () => {
    const distribution = ofType('AWS::CloudFront::Distribution')[0]![0];
    for (const [, fn] of portalFunctions()) {
      const env = fn.Properties.Environment.Variables;
      expect(env.TABLE_NAME).toEqual({ Ref: logicalId(portal.stack.table.table) });
      expect(env.FILES_BUCKET).toEqual({ Ref: logicalId(portal.stack.filesBucket.bucket) });
      expect(env.JWT_SECRET_ARN).toEqual({ Ref: logicalId(portal.stack.jwtSecret) });
      expect(env.WEB_ORIGIN).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] });
      expect(env).toMatchObject({
        MAIL_TRANSPORT: 'ses',
        MAIL_FROM: 'no-reply@portal.example.org',
        LOG_LEVEL: 'info',
        NODE_OPTIONS: '--enable-source-maps',
      });
    }
  });

  it('API functions verify the origin (ORIGIN_VERIFY_SECRET_ARN, read grant); jobs, which serve no HTTP, do not', () => {
    const secret = logicalId(portal.stack.originVerifySecret);
    const grants = (fn: { role: { node: { tryFindChild(id: string): any } } }) =>
      JSON.stringify(
        resources[portal.stack.getLogicalId(fn.role.node.tryFindChild('DefaultPolicy').node.defaultChild)]!.Properties.PolicyDocument,
      );
    for (const fn of portal.stack.routeFunctions.functions.values()) {
      expect(resources[logicalId(fn.function)]!.Properties.Environment.Variables.ORIGIN_VERIFY_SECRET_ARN).toEqual({ Ref: secret });
      expect(grants(fn)).toContain(`"Ref":"${secret}"`);
    }
    for (const fn of portal.stack.jobs.functions.values()) {
      expect(resources[logicalId(fn.function)]!.Properties.Environment.Variables).not.toHaveProperty('ORIGIN_VERIFY_SECRET_ARN');
      expect(grants(fn)).not.toContain(`"Ref":"${secret}"`);
    }
  });

  it('may use the table (Scan only for jobs), the files bucket, the secret and SES', () => {
    const statementsOf = (fn: { role: { node: { tryFindChild(id: string): any } } }) =>
      resources[portal.stack.getLogicalId(fn.role.node.tryFindChild('DefaultPolicy').node.defaultChild)]!.Properties.PolicyDocument
        .Statement as { Action: string | string[]; Resource: unknown }[];
    const actions = (fn: Parameters<typeof statementsOf>[0]) => statementsOf(fn).flatMap((s) => [s.Action].flat());
    for (const fn of [...portal.stack.routeFunctions.functions.values(), ...portal.stack.jobs.functions.values()]) {
      expect(actions(fn)).toEqual(
        expect.arrayContaining([
          'dynamodb:GetItem',
          'dynamodb:Query',
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:ConditionCheckItem',
          's3:GetObject',
          's3:PutObject',
          'secretsmanager:GetSecretValue',
          'ses:SendEmail',
          'ses:SendRawEmail',
          'logs:PutLogEvents',
        ]),
      );
      const ses = statementsOf(fn).find((s) => [s.Action].flat().includes('ses:SendEmail'))!;
      expect(JSON.stringify(ses.Resource)).toContain(':identity/*');
    }
    for (const fn of portal.stack.routeFunctions.functions.values()) expect(actions(fn)).not.toContain('dynamodb:Scan');
    for (const fn of portal.stack.jobs.functions.values()) expect(actions(fn)).toContain('dynamodb:Scan');
  });
});

describe('schedules', () => {
  it('fire each job at each New York time of shared/schedules.ts, a data-set job once per data set', () => {
    const schedules = ofType('AWS::Scheduler::Schedule');
    const dataSetsOf = (job: string) => DATA_SET_NAMES.filter((name) => DATA_SETS[name].job === job);
    const expected = JOB_SCHEDULES.flatMap((j) => {
      const parts: Array<string | undefined> = dataSetsOf(j.job).length ? dataSetsOf(j.job) : [undefined];
      return parts.flatMap((dataSet) => j.crons.map((c) => ({ job: j.job, dataSet, expression: cronExpression(c) })));
    });
    // survey-refresh 5 + directory-snapshot 2 + nightly-reports 9 data sets at midnight + master-schedule 3 times.
    expect(expected).toHaveLength(19);
    expect(schedules).toHaveLength(19);
    const jobOfFunction = new Map(JOB_SCHEDULES.map(({ job }) => [logicalId(portal.stack.jobs.functions.get(job)!.function), job]));
    const actual = schedules.map(([, s]) => {
      expect(s.Properties.ScheduleExpressionTimezone).toBe('America/New_York');
      expect(s.Properties.State).toBe('ENABLED');
      const input = JSON.parse(s.Properties.Target.Input) as { job: string; dataSet?: string };
      const job = jobOfFunction.get(s.Properties.Target.Arn['Fn::GetAtt'][0]);
      expect(input.job).toBe(job);
      return { job, dataSet: input.dataSet, expression: s.Properties.ScheduleExpression };
    });
    const key = (a: { job?: string; dataSet?: string; expression: string }) => `${a.job} ${a.dataSet ?? ''} ${a.expression}`;
    expect(actual.map(key).sort()).toEqual(expected.map(key).sort());
  });
});

describe('data-set jobs', () => {
  it('nightly-reports and master-schedule may stream their files to the bucket, delete the replaced one and move the pointer', () => {
    for (const job of ['nightly-reports', 'master-schedule'] as const) {
      const fn = portal.stack.jobs.functions.get(job)!;
      const props = resources[logicalId(fn.function)]!.Properties;
      expect(props.Timeout).toBe(900);
      const statements = resources[portal.stack.getLogicalId(fn.role.node.tryFindChild('DefaultPolicy')!.node.defaultChild as never)]!
        .Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
      const allowed = (action: string) => statements.filter((s) => [s.Action].flat().includes(action));
      // Multipart upload (create, parts, complete) is authorised by s3:PutObject; a failed run aborts it.
      for (const action of ['s3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload', 's3:GetObject']) {
        expect(JSON.stringify(allowed(action).map((s) => s.Resource)), `${job} ${action}`).toContain(
          logicalId(portal.stack.filesBucket.bucket),
        );
      }
      for (const action of ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:PutItem'])
        expect(allowed(action).length, `${job} ${action}`).toBeGreaterThan(0);
    }
    // The served files live under reports/: no lifecycle rule expires them.
    const bucket = resources[logicalId(portal.stack.filesBucket.bucket)]!;
    const prefixes = (bucket.Properties.LifecycleConfiguration.Rules as { Prefix?: string }[]).map((r) => r.Prefix ?? '');
    for (const prefix of prefixes.filter(Boolean)) expect('reports/'.startsWith(prefix)).toBe(false);
  });
});

describe('files bucket', () => {
  it('is private, SSL-only, encrypted, logged, with CORS for the portal and tmp/ expiring after a day', () => {
    const id = logicalId(portal.stack.filesBucket.bucket);
    const bucket = resources[id]!;
    expect(bucket.DeletionPolicy).toBe('Retain');
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration[0].ServerSideEncryptionByDefault.SSEAlgorithm).toBe(
      'AES256',
    );
    expect(bucket.Properties.LoggingConfiguration.DestinationBucketName).toBeDefined();
    expect(bucket.Properties.LifecycleConfiguration.Rules).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Prefix: 'tmp/', ExpirationInDays: 1, Status: 'Enabled' }),
        // Browser uploads the API never recorded (cancelled, failed, refused) go after a day.
        expect.objectContaining({ Prefix: 'uploads/', ExpirationInDays: 1, Status: 'Enabled' }),
      ]),
    );
    const distribution = ofType('AWS::CloudFront::Distribution')[0]![0];
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] }],
        AllowedMethods: expect.arrayContaining(['GET', 'PUT', 'POST', 'HEAD']),
      }),
    ]);
  });

  it('denies requests without TLS', () => {
    const policy = ofType('AWS::S3::BucketPolicy').find(([, p]) => p.Properties.Bucket.Ref === logicalId(portal.stack.filesBucket.bucket))!;
    expect(policy[1].Properties.PolicyDocument.Statement).toEqual(
      expect.arrayContaining([expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
    );
  });
});

describe('CloudFront', () => {
  it('serves the web bucket through OAC with the SPA rewrite and no error-page fallback', () => {
    const [[, dist]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = dist.Properties.DistributionConfig;
    expect(config.DefaultRootObject).toBe('index.html');
    expect(config.CustomErrorResponses).toBeUndefined();
    expect(config.DefaultCacheBehavior.FunctionAssociations).toHaveLength(1);
    expect(config.DefaultCacheBehavior.FunctionAssociations[0].EventType).toBe('viewer-request');
    expect(config.DefaultCacheBehavior.FunctionAssociations[0].FunctionARN['Fn::GetAtt'][1]).toBe('FunctionARN');
    const s3Origin = config.Origins.find((o: any) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.OriginAccessControlId).toBeDefined();
    portal.template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    // The SPA rewrite and the viewer address of /api/*.
    portal.template.resourceCountIs('AWS::CloudFront::Function', 2);
  });

  it('forwards /api/* to the HTTP API, uncached, with all viewer headers but Host and all methods', () => {
    const [[, dist]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = dist.Properties.DistributionConfig;
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api).toMatchObject({ CachePolicyId: CACHING_DISABLED, OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER });
    expect(api.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE']));
    const origin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain(`"Ref":"${logicalId(portal.stack.api.httpApi)}"`);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
  });

  it('proves itself to the API with the origin-verify secret, resolved by CloudFormation from Secrets Manager', () => {
    const [[, dist]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = dist.Properties.DistributionConfig;
    const api = config.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    const origin = config.Origins.find((o: any) => o.Id === api.TargetOriginId);
    expect(origin.OriginCustomHeaders).toEqual([
      {
        HeaderName: EDGE_HEADERS.originVerify,
        HeaderValue: {
          'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: logicalId(portal.stack.originVerifySecret) }, ':SecretString:::}}']],
        },
      },
    ]);
    // The S3 origin gets no such header.
    const s3Origin = config.Origins.find((o: any) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(s3Origin.OriginCustomHeaders).toBeUndefined();
  });

  it('tells the API the viewer address: a viewer-request function on /api/*, forwarded with all viewer headers but Host', () => {
    const [[, dist]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const api = dist.Properties.DistributionConfig.CacheBehaviors.find((b: any) => b.PathPattern === '/api/*');
    expect(api.OriginRequestPolicyId).toBe(ALL_VIEWER_EXCEPT_HOST_HEADER);
    expect(api.FunctionAssociations).toHaveLength(1);
    expect(api.FunctionAssociations[0].EventType).toBe('viewer-request');
    const [functionId] = api.FunctionAssociations[0].FunctionARN['Fn::GetAtt'];
    expect(resources[functionId]!.Properties.FunctionCode).toBe(VIEWER_ADDRESS_CODE);
  });

  it('sends a strict Content-Security-Policy and the security headers', () => {
    const [, policy] = ofType('AWS::CloudFront::ResponseHeadersPolicy').find(
      ([id]) => id === logicalId(portal.stack.web.node.findChild('SecurityHeaders')),
    )!;
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data: blob: https:",
      "style-src 'self' 'unsafe-inline'",
      "connect-src 'self' https://learningportal-files-",
      'frame-src https:',
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ])
      expect(csp).toContain(directive);
    expect(headers.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions.FrameOption).toBe('DENY');
    expect(headers.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const [[, dist]] = ofType('AWS::CloudFront::Distribution') as [[string, Resource]];
    const config = dist.Properties.DistributionConfig;
    for (const behavior of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) expect(behavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('deploys the web build when it exists', () => {
    portal.template.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });
});

describe('stack', () => {
  it('has the JWT signing secret (64 characters, generated)', () => {
    portal.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64, ExcludePunctuation: true }),
    });
  });

  it('gives only the certificates function the certificate signing secret', () => {
    portal.template.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('certificate credentials'),
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
    const functions = Object.values(portal.template.findResources('AWS::Lambda::Function')) as Array<{
      Properties: { Environment?: { Variables?: Record<string, unknown> }; Description?: string };
    }>;
    const holders = functions.filter((f) => f.Properties.Environment?.Variables?.CERTIFICATE_SIGNING_KEY_ARN !== undefined);
    expect(holders.map((f) => f.Properties.Description)).toEqual(['Learning portal API: certificates routes']);
  });

  it('has the outputs', () => {
    for (const name of ['PortalUrl', 'ApiUrl', 'TableName', 'FilesBucketName', 'WebBucketName', 'JwtSecretArn', 'OriginVerifySecretArn']) {
      portal.template.hasOutput(name, Match.anyValue());
    }
  });

  it('stays under the 500-resource limit of a stack', () => {
    // 453 with the operations pieces of issue 29 (70 alarms, WAF, DLQ, topic, budget, dashboard):
    // a new per-function resource (27 functions) would need a look at this budget first.
    expect(Object.keys(resources).length).toBeLessThan(470);
  });

  // WEB_ORIGIN (functions -> CloudFront) and the /api/* origin (CloudFront -> API) could form a
  // cycle; Template.fromStack in beforeAll would have thrown on it, as it does here.
  it('has no dependency cycle (Template refuses cyclic templates)', () => {
    const cyclic = () =>
      Template.fromJSON({
        Resources: {
          A: { Type: 'AWS::S3::Bucket', Properties: { BucketName: { Ref: 'B' } } },
          B: { Type: 'AWS::S3::Bucket', Properties: { Tags: [{ Key: 'k', Value: { 'Fn::GetAtt': ['C', 'Arn'] } }] } },
          C: { Type: 'AWS::S3::Bucket', Properties: { BucketName: { 'Fn::Sub': '${A}-x' } } },
        },
      });
    expect(cyclic).toThrow(/dependency cycle: A -> B -> C -> A/);
  });

  it('warns when no sender address is given', () => {
    Annotations.fromStack(portal.stack).hasWarning('/LearningPortal', Match.stringLikeRegexp('No mailFrom context'));
  });

  it('warns that no survey source is given and gives the survey-refresh job none', () => {
    Annotations.fromStack(portal.stack).hasWarning('/LearningPortal', Match.stringLikeRegexp('No surveySourceUrl context'));
    for (const [, fn] of portalFunctions()) expect(fn.Properties.Environment.Variables.SURVEY_SOURCE).toBeUndefined();
  });

  it('needs no account or region at synth', () => {
    expect(portal.stack.account).toMatch(/^\$\{Token/);
    expect(JSON.stringify(portal.template.toJSON())).not.toMatch(/\b\d{12}\b/);
  });
});

describe('with context and without a web build', () => {
  let other: SynthesizedPortal;
  beforeAll(() => {
    other = synthPortal({
      context: {
        sesIdentity: 'example.org',
        mailFrom: 'portal@example.org',
        surveySourceUrl: 'https://surveys.example.org/api/answers',
        originVerifySecretVersion: 'rotated-2',
      },
    });
  });
  afterAll(() => other?.cleanup());

  it('names the origin-verify version it is given, so that CloudFormation reads the rotated value', () => {
    const resourcesOf = other.template.toJSON().Resources as Record<string, Resource>;
    const [dist] = Object.values(resourcesOf).filter((r) => r.Type === 'AWS::CloudFront::Distribution');
    const headers = dist!.Properties.DistributionConfig.Origins.flatMap((o: any) => o.OriginCustomHeaders ?? []);
    const secret = other.stack.getLogicalId(other.stack.originVerifySecret.node.defaultChild as never);
    expect(headers).toEqual([
      {
        HeaderName: EDGE_HEADERS.originVerify,
        HeaderValue: { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secret }, ':SecretString:::rotated-2}}']] },
      },
    ]);
  });

  it('does not warn about the sender address once it is given', () => {
    Annotations.fromStack(other.stack).hasNoWarning('/LearningPortal', Match.stringLikeRegexp('No mailFrom context'));
  });

  it('gives the survey system address to the survey-refresh job only, and refuses one that is not https', () => {
    const resources = other.template.toJSON().Resources as Record<string, Resource>;
    const envOf = (fn: { function: { node: { defaultChild?: unknown } } }) =>
      resources[other.stack.getLogicalId(fn.function.node.defaultChild as never)]!.Properties.Environment.Variables as Record<
        string,
        unknown
      >;
    expect(envOf(other.stack.jobs.functions.get('survey-refresh')!).SURVEY_SOURCE).toBe('https://surveys.example.org/api/answers');
    for (const [job, fn] of other.stack.jobs.functions) if (job !== 'survey-refresh') expect(envOf(fn).SURVEY_SOURCE).toBeUndefined();
    for (const fn of other.stack.routeFunctions.functions.values()) expect(envOf(fn).SURVEY_SOURCE).toBeUndefined();
    Annotations.fromStack(other.stack).hasNoWarning('/LearningPortal', Match.stringLikeRegexp('No surveySourceUrl context'));
    for (const bad of ['demo', 'http://surveys.example.org/api', 'surveys.example.org']) {
      expect(() => buildPortalApp({ context: { surveySourceUrl: bad } })).toThrow(/surveySourceUrl/);
    }
  });

  it('skips the web deployment with a warning', () => {
    other.template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    Annotations.fromStack(other.stack).hasWarning('/LearningPortal/Web', Match.stringLikeRegexp('web build is not deployed'));
  });

  it('sends mail only as the given identity, from the given address', () => {
    const fn =
      other.template.toJSON().Resources[
        other.stack.getLogicalId(other.stack.routeFunctions.functions.get('auth')!.function.node.defaultChild as never)
      ];
    expect(fn.Properties.Environment.Variables.MAIL_FROM).toBe('portal@example.org');
    other.template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['ses:SendEmail', 'ses:SendRawEmail'],
            Resource: { 'Fn::Join': ['', Match.arrayWith([':identity/example.org'])] },
          }),
        ]),
      },
    });
    expect(JSON.stringify(other.template.toJSON())).not.toContain(':identity/*');
  });
});

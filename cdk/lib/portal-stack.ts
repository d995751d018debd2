/**
 * The one stack of the portal (ARCHITECTURE §1): web bucket + CloudFront, files bucket, table,
 * HTTP API with one function per route group, scheduled jobs, JWT signing secret, the secret
 * CloudFront proves itself to the API with, SES permissions.
 *
 * Dependency order, chosen so that CloudFormation sees no cycle:
 *   HTTP API resource ─► CloudFront (origin = API domain, which needs only the API id)
 *   CloudFront ─► functions (WEB_ORIGIN) and files bucket CORS (portal origin)
 *   functions ─► routes/integrations (on the API created first)
 * The CSP names the files bucket by its synth-time name (see FilesBucket), not by reference.
 *
 * Operations (issue 29): a WAF web ACL on the distribution, the alarms and their SNS topic, the
 * monthly budget and one dashboard (waf.ts, alarms.ts, dashboard.ts). A CLOUDFRONT web ACL and
 * CloudFront's metrics exist only in us-east-1, so the stack is deployed there: a template rule
 * refuses any other region before anything is created (docs/decisions/operations.md).
 */
import { Annotations, Aws, CfnOutput, CfnRule, Fn, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { PortalRuntimeConfig } from '../../shared/frames.ts';
import { AccessLogsBucket } from './access-logs-bucket.ts';
import { type AlarmedFunction, DEFAULT_MONTHLY_BUDGET_USD, PortalAlarms } from './alarms.ts';
import { PortalDashboard } from './dashboard.ts';
import { DataTable } from './data-table.ts';
import { FilesBucket } from './files-bucket.ts';
import { PortalHttpApi } from './http-api.ts';
import { acknowledge } from './nag.ts';
import { RouteFunctions } from './route-functions.ts';
import type { RuntimeResources } from './runtime-access.ts';
import { API_FUNCTION_TIMEOUT } from './route-functions.ts';
import { JOB_TIMEOUT, ScheduledJobs } from './scheduled-jobs.ts';
import { PortalWebAcl } from './waf.ts';
import { WebHosting } from './web-hosting.ts';

export const DEFAULT_MAIL_FROM = 'no-reply@portal.example.org';

/** The one region the stack deploys to: CloudFront's web ACL and metrics live there. */
export const DEPLOY_REGION = 'us-east-1';

export interface PortalStackProps extends StackProps {
  /** Sender address of the portal's e-mails (must be an SES-verified identity or at a verified domain). */
  mailFrom?: string;
  /** SES identity ARN the functions may send as; wins over sesIdentity. */
  sesIdentityArn?: string;
  /** SES identity (a domain such as `example.org` or an address) in this account and region. */
  sesIdentity?: string;
  /** Absolute path of the web build (web/dist). */
  webDistPath: string;
  /** Replaces the build's portal-config.json (the framed pages' addresses). */
  portalConfig?: PortalRuntimeConfig;
  /** SABA_SSO_URL and VEO_URL of the functions. */
  sabaSsoUrl?: string;
  veoUrl?: string;
  /** SURVEY_SOURCE of the survey-refresh job: the survey system's https address. */
  surveySourceUrl?: string;
  /**
   * Version id of the origin-verify secret that CloudFront sends. CloudFormation reads a dynamic
   * reference again only when its text changes: naming the new version after a rotation does that.
   */
  originVerifySecretVersion?: string;
  /** Subscribed by e-mail to the alarms' SNS topic; unset: nobody is, and the synth warns. */
  alarmEmail?: string;
  /** The monthly AWS Budgets amount in USD (DEFAULT_MONTHLY_BUDGET_USD when unset). */
  monthlyBudgetUsd?: number;
}

export class PortalStack extends Stack {
  readonly table: DataTable;
  readonly filesBucket: FilesBucket;
  readonly web: WebHosting;
  readonly api: PortalHttpApi;
  readonly routeFunctions: RouteFunctions;
  readonly jobs: ScheduledJobs;
  readonly jwtSecret: Secret;
  readonly originVerifySecret: Secret;
  readonly certificateSigningSecret: Secret;
  readonly webAcl: PortalWebAcl;
  readonly alarms: PortalAlarms;
  readonly dashboard: PortalDashboard;

  constructor(scope: Construct, id: string, props: PortalStackProps) {
    super(scope, id, props);

    new CfnRule(this, 'DeployRegion', {
      assertions: [
        {
          assert: Fn.conditionEquals(Aws.REGION, DEPLOY_REGION),
          assertDescription:
            `The learning portal deploys to ${DEPLOY_REGION} only: its CloudFront web ACL (WAF) and CloudFront's ` +
            `metrics exist there alone (docs/decisions/operations.md). Set AWS_REGION=${DEPLOY_REGION}.`,
        },
      ],
    });

    const accessLogs = new AccessLogsBucket(this, 'AccessLogs');
    this.table = new DataTable(this, 'Data');
    this.filesBucket = new FilesBucket(this, 'Files', { namePrefix: this.stackName, accessLogs: accessLogs.bucket });

    this.jwtSecret = new Secret(this, 'JwtSigningSecret', {
      description: 'Learning portal: HMAC key that signs session tokens (JWT)',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      this.jwtSecret,
      'AwsSolutions-SMG4',
      'Not rotated automatically: rotating the signing key signs every user out, and functions cache it ' +
        'for their lifetime; rotate it deliberately (docs/deploy.md) rather than on a timer.',
    );

    this.originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Learning portal: the value CloudFront sends the API in x-origin-verify; the functions refuse requests without it',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(
      this.originVerifySecret,
      'AwsSolutions-SMG4',
      'Not rotated automatically: CloudFront holds a copy that only a deploy changes. Rotated by the ' +
        'procedure of docs/deploy.md (new value, then a deploy naming its version); the functions accept ' +
        'the current and the previous value meanwhile.',
    );

    this.certificateSigningSecret = new Secret(this, 'CertificateSigningSecret', {
      description: 'Learning portal: the secret the Ed25519 key that signs certificate credentials is derived from',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      this.certificateSigningSecret,
      'AwsSolutions-SMG4',
      'Not rotated automatically: the key it gives is the one published at /api/.well-known/jwks.json, and ' +
        'credentials already handed out are checked against it; rotate it deliberately (docs/deploy.md).',
    );

    this.api = new PortalHttpApi(this, 'Http');
    this.web = new WebHosting(this, 'Web', {
      apiDomainName: this.api.domainName,
      originVerifyValue: SecretValue.secretsManager(this.originVerifySecret.secretArn, {
        versionId: props.originVerifySecretVersion,
      }).unsafeUnwrap(),
      fileOrigins: FilesBucket.browserOrigins(this.filesBucket.bucketName),
      accessLogs: accessLogs.bucket,
      webDistPath: props.webDistPath,
      portalConfig: props.portalConfig,
    });
    this.filesBucket.allowBrowserOrigin(this.web.origin);
    this.webAcl = new PortalWebAcl(this, 'Edge');
    this.web.distribution.attachWebAclId(this.webAcl.webAcl.attrArn);

    if (!props.mailFrom) {
      Annotations.of(this).addWarningV2(
        'portal:mail-from-default',
        `No mailFrom context: e-mails will be sent from ${DEFAULT_MAIL_FROM}, which SES will refuse. ` +
          'Deploy with -c mailFrom=<address at an SES-verified identity> (docs/deploy.md).',
      );
    }
    const sesIdentityArn =
      props.sesIdentityArn ??
      (props.sesIdentity ? `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/${props.sesIdentity}` : undefined);
    const runtime: RuntimeResources = {
      table: this.table.table,
      filesBucket: this.filesBucket.bucket,
      jwtSecret: this.jwtSecret,
      webOrigin: this.web.origin,
      mailFrom: props.mailFrom ?? DEFAULT_MAIL_FROM,
      sesIdentityArns: [sesIdentityArn ?? `arn:${Aws.PARTITION}:ses:${Aws.REGION}:${Aws.ACCOUNT_ID}:identity/*`],
      sesIdentityIsWildcard: !sesIdentityArn,
      sabaSsoUrl: props.sabaSsoUrl,
      veoUrl: props.veoUrl,
    };
    this.routeFunctions = new RouteFunctions(this, 'Routes', {
      httpApi: this.api.httpApi,
      runtime,
      originVerifySecret: this.originVerifySecret,
      certificateSigningSecret: this.certificateSigningSecret,
    });
    if (!props.surveySourceUrl) {
      Annotations.of(this).addWarningV2(
        'portal:survey-source-missing',
        'No surveySourceUrl context: the survey-refresh job reads no unit evaluation answers and the ' +
          'Unit Evaluation Reports stay empty. Deploy with -c surveySourceUrl=https://<survey system> (docs/deploy.md).',
      );
    }
    this.jobs = new ScheduledJobs(this, 'Jobs', { runtime, surveySourceUrl: props.surveySourceUrl });

    const alarmed: AlarmedFunction[] = [
      ...[...this.routeFunctions.functions].map(([name, fn]) => ({ name, fn, timeout: API_FUNCTION_TIMEOUT })),
      ...[...this.jobs.functions].map(([name, fn]) => ({ name, fn, timeout: JOB_TIMEOUT })),
    ];
    this.alarms = new PortalAlarms(this, 'Alarms', {
      alarmEmail: props.alarmEmail,
      monthlyBudgetUsd: props.monthlyBudgetUsd ?? DEFAULT_MONTHLY_BUDGET_USD,
      httpApi: this.api.httpApi,
      functions: alarmed,
      table: this.table.table,
      deadLetters: this.jobs.deadLetters,
      distribution: this.web.distribution,
      webAclName: this.webAcl.name,
    });
    this.dashboard = new PortalDashboard(this, 'Operations', {
      alarms: this.alarms,
      httpApi: this.api.httpApi,
      table: this.table.table,
      distribution: this.web.distribution,
      webAclName: this.webAcl.name,
      deadLetters: this.jobs.deadLetters,
    });

    new CfnOutput(this, 'PortalUrl', { value: this.web.origin, description: 'The portal (CloudFront)' });
    new CfnOutput(this, 'ApiUrl', {
      value: this.api.stage.url,
      description:
        'The HTTP API endpoint behind CloudFront (browsers use <PortalUrl>/api/...); it answers 403 to requests that did not come through CloudFront',
    });
    new CfnOutput(this, 'TableName', { value: this.table.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucket.bucketName });
    new CfnOutput(this, 'WebBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'JwtSecretArn', { value: this.jwtSecret.secretArn });
    new CfnOutput(this, 'OriginVerifySecretArn', { value: this.originVerifySecret.secretArn });
    new CfnOutput(this, 'DashboardName', {
      value: this.dashboard.dashboard.dashboardName,
      description: 'The CloudWatch dashboard (docs/operations.md, "When an alarm fires")',
    });
  }
}

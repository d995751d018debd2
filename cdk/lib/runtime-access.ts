/**
 * What every portal function (API group or job) receives: the environment read by
 * functions/services/config.ts and least-privilege grants on the table, the files bucket, the JWT
 * signing secret and SES. One place, so API and job functions cannot drift apart.
 */
import { Stack } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Effect, PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { INDEX } from '../../shared/table.ts';
import { acknowledge } from './nag.ts';
import type { PortalFunction } from './portal-function.ts';

export interface RuntimeResources {
  table: ITableV2;
  filesBucket: IBucket;
  jwtSecret: ISecret;
  /** `https://<distribution domain>`. */
  webOrigin: string;
  mailFrom: string;
  /** SES identity ARN(s) the functions may send as. */
  sesIdentityArns: string[];
  /** True when sesIdentityArns is the account-wide default `identity/*`. */
  sesIdentityIsWildcard: boolean;
  /** External base addresses the server signs tokens for (docs/frames.md); unset: the placeholder. */
  sabaSsoUrl?: string;
  veoUrl?: string;
}

/** The environment of functions/services/config.ts (NODE_OPTIONS is added by PortalFunction). */
export function runtimeEnvironment(r: RuntimeResources): Record<string, string> {
  return {
    TABLE_NAME: r.table.tableName,
    FILES_BUCKET: r.filesBucket.bucketName,
    WEB_ORIGIN: r.webOrigin,
    JWT_SECRET_ARN: r.jwtSecret.secretArn,
    MAIL_TRANSPORT: 'ses',
    MAIL_FROM: r.mailFrom,
    LOG_LEVEL: 'info',
    ...(r.sabaSsoUrl ? { SABA_SSO_URL: r.sabaSsoUrl } : {}),
    ...(r.veoUrl ? { VEO_URL: r.veoUrl } : {}),
  };
}

/** Item-level operations the data layer uses (transactions are authorised per contained action). */
const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

export interface GrantOptions {
  /** ARCHITECTURE §5: "Scan only in jobs" — API functions are not allowed to Scan. */
  allowScan: boolean;
}

export function grantRuntimeAccess(fn: PortalFunction, r: RuntimeResources, options: GrantOptions): void {
  const role: IRole = fn.role;
  const stack = Stack.of(fn);
  const indexArns = Object.values(INDEX).map((name) => `${r.table.tableArn}/index/${name}`);

  role.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'PortalTable',
      actions: options.allowScan ? [...TABLE_ACTIONS, 'dynamodb:Scan'] : TABLE_ACTIONS,
      resources: [r.table.tableArn, ...indexArns],
    }),
  );
  role.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'FilesObjects',
      // Get/Put also back the presigned GET, PUT and POST URLs the functions sign.
      actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
      resources: [r.filesBucket.arnForObjects('*')],
    }),
  );
  role.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'FilesList',
      // Lets HeadObject on a missing key answer 404 rather than 403.
      actions: ['s3:ListBucket'],
      resources: [r.filesBucket.bucketArn],
    }),
  );
  r.jwtSecret.grantRead(role);
  role.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'SendMail',
      effect: Effect.ALLOW,
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: r.sesIdentityArns,
    }),
  );

  const policy = fn.role.node.tryFindChild('DefaultPolicy');
  if (!policy) throw new Error('expected the role default policy');
  acknowledge(
    policy,
    `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(r.filesBucket.node.defaultChild as never)}.Arn>/*]`,
    'Object-level S3 actions need an object ARN; the functions read and write keys under several ' +
      'prefixes (tmp/ exports, uploads, data sets) of this one private files bucket, so the grant is ' +
      'every object of that bucket and nothing else.',
  );
  if (r.sesIdentityIsWildcard) {
    acknowledge(
      policy,
      'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]',
      'No SES identity was given at synth (context sesIdentityArn or sesIdentity), so sending is ' +
        'allowed as any SES identity verified in this account and region; docs/deploy.md shows how ' +
        'to narrow it to the portal sender identity.',
    );
  }
}

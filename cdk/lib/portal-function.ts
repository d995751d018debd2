/**
 * One Lambda function of the portal: a NodejsFunction bundled locally by esbuild (never Docker),
 * Node 22 on arm64, minified ESM with source maps, its own log group with a retention, and its
 * own role that may write only to that log group (no AWS-managed policy). Callers grant the rest.
 * Every function is traced by X-Ray (active tracing) and gets the Powertools environment: its
 * service name (the route group or job) and the stack's metric namespace (shared/observability.ts),
 * which the alarms and the dashboard read (cdk/lib/alarms.ts, dashboard.ts).
 */
import { type Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { METRICS_NAMESPACE_ENV, metricNamespace } from '../../shared/observability.ts';
import { acknowledge } from './nag.ts';
import { BUNDLE_AWS_SDK, ESM_REQUIRE_BANNER, EXTERNAL_MODULES } from './bundling.ts';
import { powertoolsLayer } from './powertools-layer.ts';
import { fromRoot, REPO_ROOT } from './paths.ts';

export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;
export const FUNCTION_ARCHITECTURE = Architecture.ARM_64;

export interface PortalFunctionProps {
  /** Entry file relative to the repository root, e.g. `functions/auth/handler.ts`. */
  entry: string;
  description: string;
  memorySize: number;
  timeout: Duration;
  environment: Record<string, string>;
  /** POWERTOOLS_SERVICE_NAME: the route group (`auth`) or the job (`nightly-reports`). */
  serviceName: string;
}

export class PortalFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: PortalFunctionProps) {
    super(scope, id);
    this.logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runtime role of ${props.description}`,
    });
    // Replaces AWSLambdaBasicExecutionRole: CreateLogStream/PutLogEvents on this log group only.
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: fromRoot(props.entry),
      handler: 'handler',
      description: props.description,
      runtime: FUNCTION_RUNTIME,
      architecture: FUNCTION_ARCHITECTURE,
      memorySize: props.memorySize,
      timeout: props.timeout,
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        NODE_OPTIONS: '--enable-source-maps',
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        [METRICS_NAMESPACE_ENV]: metricNamespace(Stack.of(this).stackName),
      },
      tracing: Tracing.ACTIVE,
      layers: [powertoolsLayer(this)],
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRoot('package-lock.json'),
      bundling: {
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.EXTERNAL,
        sourcesContent: false,
        format: OutputFormat.ESM,
        target: 'node22',
        mainFields: ['module', 'main'],
        banner: ESM_REQUIRE_BANNER,
        // See bundling.ts: the SDK is bundled, except the clients the runtime provides.
        bundleAwsSDK: BUNDLE_AWS_SDK,
        externalModules: [...EXTERNAL_MODULES],
      },
    });
    // Active tracing grants xray:PutTraceSegments and xray:PutTelemetryRecords on '*' to the role.
    const policy = this.role.node.tryFindChild('DefaultPolicy');
    if (!policy) throw new Error('expected the role default policy');
    acknowledge(
      policy,
      'AwsSolutions-IAM5[Resource::*]',
      'X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level ' +
        'permissions (AWS documents * as their only resource); CDK adds exactly these two actions for Tracing.ACTIVE.',
    );
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the architecture fixes for every portal function (bundles target node22 and ' +
        'the local runtime and tests run the same code on Node 20/22); it is a supported LTS Lambda runtime. ' +
        'Moving to a newer runtime is a deliberate, tested change, not a side effect of a lint rule.',
    );
  }
}

/**
 * One Lambda function of the portal: a NodejsFunction bundled locally by esbuild (never Docker),
 * Node 22 on arm64, minified ESM with source maps, its own log group with a retention, and its
 * own role that may write only to that log group (no AWS-managed policy). Callers grant the rest.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';
import { fromRoot, REPO_ROOT } from './paths.ts';

export const FUNCTION_RUNTIME = Runtime.NODEJS_22_X;
export const FUNCTION_ARCHITECTURE = Architecture.ARM_64;

/** Lets CommonJS dependencies that call `require` work inside the ESM bundle. */
const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

export interface PortalFunctionProps {
  /** Entry file relative to the repository root, e.g. `functions/auth/handler.ts`. */
  entry: string;
  description: string;
  memorySize: number;
  timeout: Duration;
  environment: Record<string, string>;
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
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
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
        // The AWS SDK v3 is bundled rather than taken from the Lambda runtime: the version that
        // runs in the cloud is then the one package-lock.json pins and the tests ran against
        // (the runtime's copy lags and changes on AWS's schedule; options such as
        // requestChecksumCalculation and helpers like the S3 presigner are version-sensitive),
        // and esbuild tree-shakes it into the one ESM file. It costs ~350 KB per bundle;
        // set bundleAwsSDK: false to trade that for the runtime's copy.
        bundleAwsSDK: true,
      },
    });
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the architecture fixes for every portal function (bundles target node22 and ' +
        'the local runtime and tests run the same code on Node 20/22); it is a supported LTS Lambda runtime. ' +
        'Moving to a newer runtime is a deliberate, tested change, not a side effect of a lint rule.',
    );
  }
}

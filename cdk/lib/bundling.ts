/**
 * How every Lambda is bundled, in one place that CDK (portal-function.ts) and the benchmark
 * (scripts/bench/bundles.ts) both import, so the measured bundle is the deployed one.
 */
export const ESM_REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/**
 * The AWS SDK v3 is bundled rather than taken from the Lambda runtime: the version that runs in
 * the cloud is then the one package-lock.json pins and the tests ran against, and esbuild
 * tree-shakes it into the one ESM file.
 */
export const BUNDLE_AWS_SDK = true;

/**
 * Except these clients, taken from the Node 22 runtime's own copy of the SDK: the SESv2 client
 * alone is ~60 KB minified (its schemas do not tree-shake) and would push the `auth` group past
 * the 500 KB budget, for one SendEmail call; the S3 client (~90 KB, with its presigner and
 * multipart upload helpers) would do the same to every group that reads the cohort directory's
 * snapshot or hands out files; the Secrets Manager client (13 KB) serves one GetSecretValue per
 * secret in a cold start.
 */
export const RUNTIME_PROVIDED_MODULES: readonly string[] = [
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-s3',
  '@aws-sdk/client-secrets-manager',
];

/** Powertools for AWS Lambda, from AWS's layer of the installed version (powertools-layer.ts). */
export const LAYER_PROVIDED_MODULES: readonly string[] = ['@aws-lambda-powertools/*'];

/** What esbuild leaves out of every bundle: the Lambda environment provides it. */
export const EXTERNAL_MODULES: readonly string[] = [...RUNTIME_PROVIDED_MODULES, ...LAYER_PROVIDED_MODULES];

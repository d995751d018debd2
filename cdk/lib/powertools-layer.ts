/**
 * Powertools for AWS Lambda (TypeScript) comes from AWS's own layer, not the bundles
 * (docs/decisions/observability.md): its logger, metrics and tracer (with the X-Ray SDK) are
 * ~160 KB minified, which would put every route group past the 500 KB bundle budget. The layer of
 * exactly the version package-lock.json installs (and the tests ran) is looked up through the
 * public SSM parameter AWS publishes per version, resolved when the stack deploys.
 */
import { readFileSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { type ILayerVersion, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { fromRoot } from './paths.ts';

/** The installed Powertools version (every @aws-lambda-powertools package shares it). */
export const POWERTOOLS_VERSION = (
  JSON.parse(readFileSync(fromRoot('node_modules/@aws-lambda-powertools/logger/package.json'), 'utf8')) as { version: string }
).version;

export const powertoolsLayerParameter = (version = POWERTOOLS_VERSION) => `/aws/service/powertools/typescript/generic/all/${version}`;

/** The stack's one reference to the layer, shared by every function. */
export function powertoolsLayer(scope: Construct): ILayerVersion {
  const stack = Stack.of(scope);
  const id = 'PowertoolsLayer';
  const existing = stack.node.tryFindChild(id) as ILayerVersion | undefined;
  return (
    existing ?? LayerVersion.fromLayerVersionArn(stack, id, StringParameter.valueForStringParameter(stack, powertoolsLayerParameter()))
  );
}

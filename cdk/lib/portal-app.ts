/**
 * Builds the CDK app: reads context, creates the stack and registers cdk-nag. Used by
 * cdk/bin/app.ts (`cdk synth` / `cdk deploy`) and by the tests.
 *
 * Context values (`-c key=value` or cdk.json):
 *   stackName       CloudFormation stack name (default LearningPortal)
 *   mailFrom        sender address of the portal's e-mails
 *   sesIdentityArn  SES identity ARN the functions may send as, or
 *   sesIdentity     SES identity (domain or address) in the deploy account/region
 *   webDist         path of the web build (default web/dist)
 *   nag             "false" skips cdk-nag (never for a deploy)
 */
import path from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';
import { applyNag } from './nag.ts';
import { REPO_ROOT } from './paths.ts';
import { PortalStack } from './portal-stack.ts';

export const DEFAULT_STACK_NAME = 'LearningPortal';

export interface PortalApp {
  app: App;
  stack: PortalStack;
}

function stringContext(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function buildPortalApp(props: AppProps = {}): PortalApp {
  const app = new App(props);
  const stackName = stringContext(app, 'stackName') ?? DEFAULT_STACK_NAME;
  const stack = new PortalStack(app, stackName, {
    stackName,
    description: 'Learning portal: CloudFront + S3 web, HTTP API + Lambda, DynamoDB, S3 files, Scheduler jobs, SES',
    // Environment-agnostic: the template uses AWS::AccountId / AWS::Region, so synth needs no
    // account or credentials and `cdk deploy` targets the account and region of the credentials.
    mailFrom: stringContext(app, 'mailFrom'),
    sesIdentityArn: stringContext(app, 'sesIdentityArn'),
    sesIdentity: stringContext(app, 'sesIdentity'),
    webDistPath: path.resolve(REPO_ROOT, stringContext(app, 'webDist') ?? 'web/dist'),
  });
  if (stringContext(app, 'nag') !== 'false') applyNag(app);
  return { app, stack };
}

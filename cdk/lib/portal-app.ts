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
 *   portalConfig    the framed pages' addresses: a JSON file path or an object, written into the
 *                   web bucket as portal-config.json (docs/frames.md)
 *   sabaSsoUrl      base address of Saba single sign-on (SABA_SSO_URL of the functions)
 *   veoUrl          base address of the VEO video-annotation frame (VEO_URL)
 *   surveySourceUrl https address of the survey system the survey-refresh job reads unit
 *                   evaluation answers from (SURVEY_SOURCE of that job); unset: it reads none
 *   originVerifySecretVersion  version id of the origin-verify secret CloudFront sends; given
 *                   after a rotation so that CloudFormation reads the new value (docs/deploy.md)
 *   alarmEmail      address subscribed to the alarms' SNS topic (unset: nobody is; the synth warns)
 *   monthlyBudgetUsd  the monthly AWS Budgets amount in USD (default DEFAULT_MONTHLY_BUDGET_USD)
 *   nag             "false" skips cdk-nag (never for a deploy)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';
import { isFrameAddress, parsePortalConfig, type PortalRuntimeConfig } from '../../shared/frames.ts';
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

/**
 * Context `portalConfig`: an object (cdk.json), a JSON text, or the path of a JSON file (relative
 * to the repository). Checked like the local PORTAL_CONFIG_FILE; a bad value stops the synth.
 */
export function portalConfigContext(app: App): PortalRuntimeConfig | undefined {
  const value: unknown = app.node.tryGetContext('portalConfig');
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object') return parsePortalConfig(value);
  if (typeof value !== 'string') throw new Error('Context portalConfig must be a JSON object or the path of a JSON file.');
  const text = value.trim().startsWith('{') ? value : readFileSync(path.resolve(REPO_ROOT, value), 'utf8');
  return parsePortalConfig(JSON.parse(text) as unknown);
}

function addressContext(app: App, key: string): string | undefined {
  const value = stringContext(app, key);
  if (value !== undefined && !isFrameAddress(value)) throw new Error(`Context ${key} must be an http(s) URL or a path starting with /.`);
  return value;
}

/** The cloud reads real people's answers: over https only, and never from the local 'demo' source. */
function surveySourceContext(app: App): string | undefined {
  const value = stringContext(app, 'surveySourceUrl');
  if (value === undefined) return undefined;
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'https:') throw new Error('Context surveySourceUrl must be the https address of the survey system.');
  return value;
}

/** Context alarmEmail: one address, checked loosely (SNS sends it a confirmation). */
function alarmEmailContext(app: App): string | undefined {
  const value = stringContext(app, 'alarmEmail');
  if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new Error('Context alarmEmail must be one e-mail address.');
  return value;
}

/** Context monthlyBudgetUsd: a positive amount of US dollars (`-c monthlyBudgetUsd=350`). */
function budgetContext(app: App): number | undefined {
  const value: unknown = app.node.tryGetContext('monthlyBudgetUsd');
  if (value === undefined || value === null || value === '') return undefined;
  const amount = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(amount) || amount <= 0) throw new Error('Context monthlyBudgetUsd must be a positive amount in USD.');
  return amount;
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
    portalConfig: portalConfigContext(app),
    sabaSsoUrl: addressContext(app, 'sabaSsoUrl'),
    veoUrl: addressContext(app, 'veoUrl'),
    surveySourceUrl: surveySourceContext(app),
    originVerifySecretVersion: stringContext(app, 'originVerifySecretVersion'),
    alarmEmail: alarmEmailContext(app),
    monthlyBudgetUsd: budgetContext(app),
  });
  if (stringContext(app, 'nag') !== 'false') applyNag(app);
  return { app, stack };
}

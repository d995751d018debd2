/**
 * cdk-nag (AwsSolutions) wiring. cdk-nag 3 is a CDK policy-validation plugin: findings are
 * reported when the app synthesizes and fail the synth. Findings we do not fix are acknowledged
 * on the narrowest construct, always with a specific reason, through `acknowledge()` below so
 * that tests can list them.
 */
import { type Stage, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

export function applyNag(stage: Stage): void {
  Validations.of(stage).addPlugins(new AwsSolutionsChecks(stage));
}

/** Acknowledge one cdk-nag finding id (e.g. `AwsSolutions-IAM5[Resource::...]`) on a construct. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (!reason.trim()) throw new Error(`acknowledgement of ${id} needs a reason`);
  Validations.of(scope).acknowledge({ id, reason });
}

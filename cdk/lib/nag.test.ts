/**
 * cdk-nag (AwsSolutions) on the whole stack: no finding may be left unexplained, and every
 * acknowledgement carries a specific reason on a narrow construct.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyNag } from './nag.ts';
import { acknowledgementsUnder, synthPortal, type SynthesizedPortal, type ValidationReport } from './testing.ts';

function nagFindings(report: ValidationReport): string[] {
  return report.pluginReports
    .filter((p) => p.pluginName === 'AwsSolutions')
    .flatMap((p) => p.violations.flatMap((v) => v.violatingConstructs.map((c) => `${v.ruleName} (${v.severity}) at ${c.constructPath}`)));
}

function errors(report: ValidationReport): string[] {
  return report.pluginReports.flatMap((p) =>
    p.violations.filter((v) => v.severity === 'error' || v.severity === 'fatal').map((v) => `${p.pluginName}: ${v.ruleName}`),
  );
}

describe('the harness', () => {
  it('sees AwsSolutions findings when there are some', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'portal-nag-'));
    try {
      const app = new App({ outdir, context: { '@aws-cdk/core:failSynthOnValidationErrors': false } });
      new Bucket(new Stack(app, 'Plain'), 'Bucket');
      applyNag(app);
      app.synth();
      const report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
      expect(nagFindings(report).join('\n')).toMatch(/AwsSolutions-S1 .*Plain\/Bucket/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});

describe.each([
  ['with a web build (BucketDeployment)', { withWebBuild: true }],
  ['without a web build, SES identity given', { context: { sesIdentity: 'example.org' } }],
])('AwsSolutions on the portal stack %s', (_name, options) => {
  let portal: SynthesizedPortal;
  beforeAll(() => {
    portal = synthPortal(options);
  });
  afterAll(() => portal?.cleanup());

  it('leaves no unacknowledged finding and no validation error', () => {
    expect(nagFindings(portal.report)).toEqual([]);
    expect(errors(portal.report)).toEqual([]);
  });

  it('explains every acknowledgement, on a construct narrower than the stack', () => {
    const acks = acknowledgementsUnder(portal.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.reason.trim().length, `${ack.id} at ${ack.path}`).toBeGreaterThan(30);
      if (/AwsSolutions/.test(ack.id)) expect(ack.path, ack.id).not.toMatch(/^(LearningPortal)?$/);
    }
  });
});

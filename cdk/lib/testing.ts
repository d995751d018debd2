/**
 * Test support for the CDK tests: synthesize the portal app quickly (no bundling) into a
 * temporary folder, read the template and the validation (cdk-nag) report, then clean up.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { buildPortalApp, type PortalApp } from './portal-app.ts';

export interface ValidationViolation {
  ruleName: string;
  severity: string;
  description: string;
  violatingConstructs: { constructPath: string }[];
}

export interface ValidationReport {
  pluginReports: { pluginName: string; conclusion: string; violations: ValidationViolation[] }[];
}

export interface SynthesizedPortal extends PortalApp {
  template: Template;
  report: ValidationReport;
  /** A temporary web build (index.html + assets/app.js) when `withWebBuild` was asked for. */
  webDist?: string;
  cleanup(): void;
}

export interface SynthOptions {
  context?: Record<string, unknown>;
  /** Create a small web build so the BucketDeployment path is synthesized too. */
  withWebBuild?: boolean;
}

export function synthPortal(options: SynthOptions = {}): SynthesizedPortal {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-cdk-test-'));
  const outdir = path.join(root, 'cdk.out');
  let webDist = path.join(root, 'no-web-build');
  if (options.withWebBuild) {
    webDist = path.join(root, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
  }
  const portal = buildPortalApp({
    outdir,
    context: {
      'aws:cdk:bundling-stacks': [],
      // Keep the report in the assembly instead of throwing, so tests can inspect it.
      '@aws-cdk/core:failSynthOnValidationErrors': false,
      webDist,
      ...options.context,
    },
  });
  const template = Template.fromStack(portal.stack);
  const report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
  return {
    ...portal,
    template,
    report,
    webDist: options.withWebBuild ? webDist : undefined,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

/** Every `Validations.of(x).acknowledge()` recorded under `scope`. */
export function acknowledgementsUnder(scope: IConstruct): Acknowledgement[] {
  const found: Acknowledgement[] = [];
  for (const construct of scope.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        found.push({ path: construct.node.path, id, reason });
      }
    }
  }
  return found;
}

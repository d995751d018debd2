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

type Json = unknown;

/** Logical ids a resource refers to (Ref, Fn::GetAtt, ${X} in Fn::Sub, DependsOn). */
function referencesOf(resource: { DependsOn?: string | string[] } & Record<string, Json>, ids: Set<string>): Set<string> {
  const refs = new Set<string>();
  const visit = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'Ref' && typeof value === 'string' && ids.has(value)) refs.add(value);
      else if (key === 'Fn::GetAtt' && Array.isArray(value) && ids.has(String(value[0]))) refs.add(String(value[0]));
      else if (key === 'Fn::Sub') {
        const text = Array.isArray(value) ? value[0] : value;
        for (const m of String(text).matchAll(/\$\{([^}.!]+)[^}]*\}/g)) if (ids.has(m[1]!)) refs.add(m[1]!);
        if (Array.isArray(value)) visit(value[1]);
      } else visit(value);
    }
  };
  visit(resource.Properties);
  for (const dep of [resource.DependsOn ?? []].flat()) refs.add(dep);
  return refs;
}

/** A dependency cycle among the template's resources (CloudFormation would refuse it), or undefined. */
export function findDependencyCycle(template: Template): string[] | undefined {
  const resources = template.toJSON().Resources as Record<string, Record<string, Json>>;
  const ids = new Set(Object.keys(resources));
  const edges = new Map([...ids].map((id) => [id, referencesOf(resources[id] as never, ids)]));
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const walk = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'visiting') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'visiting');
    stack.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = walk(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of ids) {
    const cycle = walk(id);
    if (cycle) return cycle;
  }
  return undefined;
}

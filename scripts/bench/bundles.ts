/**
 * Lambda bundle sizes: every route group (functions/<group>/handler.ts) and every scheduled job
 * (functions/jobs/<job>.ts) bundled with the esbuild JS API as CDK's NodejsFunction bundles it
 * (cdk/lib/portal-function.ts): minified ESM for node22 with the createRequire banner, main
 * fields module,main, external source map, and the SDK choices of cdk/lib/bundling.ts.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import {
  BUNDLE_AWS_SDK,
  ESM_REQUIRE_BANNER,
  EXTERNAL_MODULES,
  LAYER_PROVIDED_MODULES,
  RUNTIME_PROVIDED_MODULES,
} from '../../cdk/lib/bundling.ts';
import { ROUTE_GROUPS } from '../../shared/api/routes.ts';
import { JOB_SCHEDULES } from '../../shared/schedules.ts';
import { bundleVerdict, packageOf, writesFiles, type Verdict } from './budgets.ts';

export interface BundleInput {
  path: string;
  bytes: number;
}

export interface BundleResult {
  name: string;
  entry: string;
  bytes: number;
  fileWriter: boolean;
  verdict: Verdict;
  /** Inputs by bytes in output, largest first. */
  inputs: BundleInput[];
  /** The same, summed per npm package (`(project)` for the repository's own files). */
  packages: BundleInput[];
  /** Bytes from the AWS SDK and its own dependencies (@aws-sdk, @smithy, @aws-crypto, …). */
  awsSdkBytes: number;
}

const SDK_PACKAGE = /^(@aws-sdk\/|@smithy\/|@aws-crypto\/|@aws\/|fast-xml-parser$|strnum$|bowser$|tslib$|uuid$|@aws-sdk$)/;

export function sdkBytes(packages: readonly BundleInput[]): number {
  return packages.filter((p) => SDK_PACKAGE.test(p.path)).reduce((sum, p) => sum + p.bytes, 0);
}

export interface BundleResults {
  bundles: BundleResult[];
  /** How the AWS SDK was treated and why. */
  awsSdk: { bundled: boolean; source: string };
  errors: Array<{ name: string; error: string }>;
}

/** What the bench bundles like CDK does (cdk/lib/bundling.ts). */
export function awsSdkChoice(): { bundled: boolean; source: string; external: string[] } {
  if (BUNDLE_AWS_SDK) {
    return {
      bundled: true,
      source: `cdk/lib/bundling.ts: SDK bundled, runtime-provided ${RUNTIME_PROVIDED_MODULES.join(', ') || 'none'}, from a layer ${LAYER_PROVIDED_MODULES.join(', ')}`,
      external: [...EXTERNAL_MODULES],
    };
  }
  return {
    bundled: false,
    source: 'cdk/lib/bundling.ts: @aws-sdk/* from the runtime',
    external: ['@aws-sdk/*', ...LAYER_PROVIDED_MODULES],
  };
}

export function entries(root: string): Array<{ name: string; entry: string }> {
  const list = [
    ...ROUTE_GROUPS.map((group) => ({ name: group, entry: `functions/${group}/handler.ts` })),
    ...JOB_SCHEDULES.map((job) => ({ name: `jobs/${job.job}`, entry: `functions/jobs/${job.job}.ts` })),
  ];
  return list.filter((e) => existsSync(join(root, e.entry)));
}

export function rankInputs(output: Metafile['outputs'][string]): { inputs: BundleInput[]; packages: BundleInput[] } {
  const inputs = Object.entries(output.inputs)
    .map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }))
    .filter((i) => i.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
  const byPackage = new Map<string, number>();
  for (const input of inputs) {
    const pkg = packageOf(input.path) ?? '(project)';
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + input.bytes);
  }
  const packages = [...byPackage].map(([path, bytes]) => ({ path, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { inputs, packages };
}

export async function bundleLambdas(opts: { root: string; outDir: string; log: (line: string) => void }): Promise<BundleResults> {
  const awsSdk = awsSdkChoice();
  const results: BundleResults = { bundles: [], awsSdk, errors: [] };
  for (const { name, entry } of entries(opts.root)) {
    const outfile = join(opts.outDir, name, 'index.mjs');
    try {
      const out = await build({
        absWorkingDir: opts.root,
        entryPoints: [join(opts.root, entry)],
        outfile,
        bundle: true,
        minify: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        mainFields: ['module', 'main'],
        banner: { js: ESM_REQUIRE_BANNER },
        sourcemap: 'external',
        sourcesContent: false,
        external: awsSdk.external,
        metafile: true,
        logLevel: 'silent',
      });
      const key = Object.keys(out.metafile.outputs).find((k) => k.endsWith('index.mjs'))!;
      const bytes = statSync(outfile).size;
      const ranked = rankInputs(out.metafile.outputs[key]);
      const fileWriter = writesFiles(Object.keys(out.metafile.inputs));
      results.bundles.push({
        name,
        entry,
        bytes,
        fileWriter,
        verdict: bundleVerdict(bytes, fileWriter),
        ...ranked,
        awsSdkBytes: sdkBytes(ranked.packages),
      });
    } catch (error) {
      results.errors.push({ name, error: error instanceof Error ? error.message.split('\n').slice(0, 3).join(' ') : String(error) });
    }
  }
  opts.log(
    `  ${results.bundles.length} Lambda bundles${results.errors.length ? `, ${results.errors.length} failed` : ''}; largest ${(Math.max(0, ...results.bundles.map((b) => b.bytes)) / 1024) | 0} KB`,
  );
  return results;
}

/**
 * Runs dependency-cruiser for lint.ts in a plain Node process: under tsx's loader, its swc
 * visitor class loses its methods. Reads `{ root, folders, cruiseOptions, resolveOptions }` as
 * JSON on standard input and writes `{ violations, modules }` as JSON on standard output.
 *
 * dependency-cruiser 17 (the last release that runs on Node 20) parses TypeScript with the
 * `typescript` package's JS API, which TypeScript 7 no longer ships, or with swc, whose options it
 * fixes without `tsx: true`, so every JSX element is a syntax error. Until Node 22 lets us take
 * dependency-cruiser 18 (which sets `tsx` itself), swc's `parseFileSync` is wrapped here to turn
 * `tsx` on for `.tsx` files. This must happen before dependency-cruiser is imported: it reads
 * `@swc/core`'s exports once, from the CommonJS module patched here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: file.endsWith('.tsx') });

const { cruise } = await import('dependency-cruiser');
const { root, folders, cruiseOptions, resolveOptions } = JSON.parse(readFileSync(0, 'utf8'));
// dependency-cruiser names files relative to the working directory.
process.chdir(root);
const { output } = await cruise(folders, { ...cruiseOptions, baseDir: root }, resolveOptions);
process.stdout.write(
  JSON.stringify({
    violations: output.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to })),
    modules: output.modules.map((m) => ({ source: m.source, dependencies: m.dependencies.map((d) => d.resolved) })),
  }),
);

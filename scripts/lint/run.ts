/**
 * `npm run lint`: the layer rules, the cast rule and the raw-key rule over the repository (see lint.ts), the
 * format (format-check.ts) and Biome's linter (biome.json; errors fail, warnings are printed). Prints each violation with the rule's reason, the allow-list entries
 * that can be deleted, and the time; exits 1 on any violation.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { lint } from './lint.ts';
import { unformattedFiles } from './format-check.ts';
import { FORBIDDEN } from './rules.ts';

const started = Date.now();
const root = resolve(import.meta.dirname, '../..');
const { violations, stale, files } = await lint(root);
for (const file of unformattedFiles(root)) violations.push({ rule: 'format', from: file, to: 'npm run format' });
/** Biome's linter (recommended rules, biome.json): its own report; an error fails the lint. */
const biome = spawnSync(resolve(root, 'node_modules/.bin/biome'), ['lint', '--max-diagnostics=200'], { cwd: root, stdio: 'inherit' });
if (biome.status !== 0)
  violations.push({ rule: 'biome-lint', from: 'biome lint', to: 'fix the errors above (docs/decisions/code.md, "Lint and format")' });

const reasons = new Map(FORBIDDEN.map((rule) => [rule.name, rule.comment]));
reasons.set('biome-lint', "Biome's linter reported errors (biome.json, recommended rules).");
reasons.set('format', 'Biome would reformat these files (biome.json): run `npm run format`.');
reasons.set(
  'no-double-cast',
  "No `as unknown as` outside tests and scripts: convert through a typed function (the aggregate's from-item conversion).",
);
reasons.set(
  'no-raw-keys-outside-data',
  'No table key attribute (PK, SK, GSI<n>PK/SK) outside functions/data/, tests aside: an aggregate builds and reads the keys; call it by name.',
);
for (const rule of new Set(violations.map((v) => v.rule))) {
  process.stdout.write(`\n${rule}: ${reasons.get(rule) ?? ''}\n`);
  for (const v of violations.filter((x) => x.rule === rule)) process.stdout.write(`  ${v.from} → ${v.to}\n`);
}
if (stale.length > 0) {
  process.stdout.write('\nThese files no longer break their rule: delete them from scripts/lint/allow-list.ts\n');
  for (const s of stale) process.stdout.write(`  ${s.list}: '${s.file}'\n`);
}
const seconds = ((Date.now() - started) / 1000).toFixed(1);
process.stdout.write(`\nLint: ${files} files, ${violations.length} violation${violations.length === 1 ? '' : 's'} in ${seconds} s\n`);
process.exit(violations.length > 0 ? 1 : 0);

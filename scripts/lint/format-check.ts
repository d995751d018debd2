/**
 * The format rule of `npm run lint`: Biome (biome.json) must find nothing to change, so the tree
 * stays as `npm run format` leaves it and a diff never mixes formatting with a change.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const BIOME = resolve(import.meta.dirname, '../../node_modules/.bin/biome');

interface BiomeReport {
  diagnostics: { category?: string; location?: { path?: string } }[];
}

/** The files Biome would reformat, relative to `root`. */
export function unformattedFiles(root: string): string[] {
  const result = spawnSync(BIOME, ['format', '--reporter=json', '--max-diagnostics=none'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  const report = JSON.parse(result.stdout) as BiomeReport;
  const files = report.diagnostics.filter((d) => d.category === 'format').map((d) => d.location?.path ?? '?');
  if (result.status !== 0 && files.length === 0) throw new Error(`biome format failed: ${result.stderr.trim()}`);
  return files;
}

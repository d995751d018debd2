import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unformattedFiles } from './format-check.ts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'format-check-'));
  // The repository's settings, without the git ignore file (the temporary folder is no repository).
  const settings = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../biome.json'), 'utf8'));
  writeFileSync(join(root, 'biome.json'), JSON.stringify({ ...settings, $schema: undefined, vcs: { enabled: false } }));
  // The settings file as `npm run format` would leave it, so that only the files below are in question.
  spawnSync(resolve(import.meta.dirname, '../../node_modules/.bin/biome'), ['format', '--write', 'biome.json'], { cwd: root });
  writeFileSync(join(root, 'tidy.ts'), "export const tidy = { a: 1, b: 'two' };\n");
  writeFileSync(join(root, 'untidy.ts'), 'export const untidy = {a:1,b:"two"}\n');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the format rule', () => {
  it('names the files Biome would change, and only those', () => {
    expect(unformattedFiles(root)).toEqual(['untidy.ts']);
  });
});

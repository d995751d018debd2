import { describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_LIMITS } from '../../shared/user-import/types.ts';
import { FIRST } from '../seed/organisation.ts';
import { renderReport, summaryLines, type BenchReport } from './report.ts';
import { csvImportSection, csvImportSummary, importForm, importLines, importParts, type CsvImportResult } from './csv-import.ts';

const result: CsvImportResult = {
  as: 'admin',
  rows: 600,
  partRows: 250,
  saved: 600,
  totalMs: 12_000,
  parts: [
    { firstRow: 2, rows: 250, saved: 250, ms: 4_000, dynamo: { calls: 1000, roundTrips: 1000, rcu: 0, wcu: 0, ops: {} } },
    { firstRow: 252, rows: 250, saved: 250, ms: 6_000, dynamo: { calls: 1100, roundTrips: 1100, rcu: 0, wcu: 0, ops: {} } },
    { firstRow: 502, rows: 100, saved: 100, ms: 2_000, dynamo: { calls: 450, roundTrips: 450, rcu: 0, wcu: 0, ops: {} } },
  ],
  whole: { rows: 250, saved: 250, ms: 5_000 },
  courseId: 11,
};

describe('the CSV import of the bench', () => {
  it('sends the file in parts of 250 numbered from file row 2, the last part holding the rest', () => {
    expect(importParts(600, IMPORT_LIMITS.partCost)).toEqual([
      { from: 0, count: 250, firstRow: 2 },
      { from: 250, count: 250, firstRow: 252 },
      { from: 500, count: 100, firstRow: 502 },
    ]);
    expect(importParts(5000, 250)).toHaveLength(20);
    expect(importLines('imp1.', 250, 2)).toEqual([
      `imp1.250,imp1.250@example.org,${FIRST[250 % FIRST.length]},Person250,OH`,
      `imp1.251,imp1.251@example.org,${FIRST[251 % FIRST.length]},Person251,OH`,
    ]);
  });

  it("posts the tab's form: a participant with the course, credentials mailed, the run id and first row of a part", async () => {
    const form = importForm(['a.b,a.b@example.org,A,B,OH'], { courseId: 11, part: { runId: 'run-id-1234', firstRow: 252 } });
    expect(form.getAll(IMPORT_FIELDS.roles)).toEqual(['10']);
    expect(form.getAll(IMPORT_FIELDS.privileges)).toEqual(['11']);
    expect([form.get(IMPORT_FIELDS.sendCredentials), form.get(IMPORT_FIELDS.runId), form.get(IMPORT_FIELDS.firstRow)]).toEqual([
      'true',
      'run-id-1234',
      '252',
    ]);
    expect(await (form.get(IMPORT_FIELDS.file) as File).text()).toBe(
      'username,email,first_name,last_name,state\na.b,a.b@example.org,A,B,OH\n',
    );
    const whole = importForm([], { courseId: 11 });
    expect([whole.get(IMPORT_FIELDS.runId), whole.get(IMPORT_FIELDS.firstRow)]).toEqual([null, null]);
  });

  it('reports total seconds, rows/s, the mean and max part, calls per part and the whole request', () => {
    const text = csvImportSection(result, undefined).join('\n');
    expect(text).toContain('## CSV import');
    expect(text).toContain('| 600 rows in 3 parts of 250 | 12.0 s, 50 rows/s |');
    expect(text).toContain('| per part | mean 4.00 s, max 6.00 s |');
    expect(text).toContain('| DynamoDB calls per part | 850 (3.4 per row) |');
    expect(text).toContain('| 250 rows in one request, with credentials | 5.00 s, 50 rows/s (1,450 rows would fill 29 s) |');
    expect(csvImportSummary(result, undefined)).toEqual([
      'csv import: 600 rows in 3 parts of 250 12.0 s (50 rows/s), per part mean 4.00 s max 6.00 s; 250 rows in one request 5.00 s',
    ]);
  });

  it('says why it was not measured, and nothing when the part did not run', () => {
    expect(csvImportSection(undefined, 'the import answered 403')).toEqual([
      '## CSV import',
      '',
      'Not measured: the import answered 403',
      '',
    ]);
    expect(csvImportSummary(undefined, 'boom')).toEqual(['csv import: not measured (boom)']);
    expect([csvImportSection(undefined, undefined), csvImportSummary(undefined, undefined)]).toEqual([[], []]);
  });

  it('has its section in the report and its line in the summary', () => {
    const report: BenchReport = {
      startedAt: '2026-11-30T10:00:00.000Z',
      durationSeconds: 120,
      machine: { cpus: 2, cpuModel: 'cpu', memoryGiB: 8, node: 'v22', platform: 'linux-x64' },
      settings: { iterations: 50, slowIterations: 10, warmup: 3, seedMinutes: 10, only: ['import'], importRows: 600 },
      csvImport: result,
      memory: {},
    };
    expect(renderReport(report)).toContain('## CSV import');
    expect(summaryLines(report).some((line) => line.startsWith('csv import: 600 rows'))).toBe(true);
  });
});

/**
 * The budgets of ARCHITECTURE §7 that the benchmark checks, and the verdict on each measurement.
 */
import type { RouteMeasurement } from './api.ts';

export const BUDGETS = {
  /** DynamoDB round trips per API request on page loads (reads). */
  maxCallsPerPageLoad: 3,
  /** p95 latency of reads on the local stack, ms. */
  readP95Ms: 150,
  /** Lambda bundle per group, bytes minified. */
  lambdaBytes: 500 * 1024,
  /** Groups that write xlsx/PDF/zip. */
  lambdaFileWriterBytes: 1.5 * 1024 * 1024,
  /** JS before the login page is usable, bytes gzip: issue 32's goal, under §7's 200 KB. */
  loginGzipBytes: 150 * 1024,
  /** Sign-in sheet PDF for 60 participants, ms (the bench compares its p95: roster-files.ts). */
  signInSheetMs: 300,
  /**
   * xlsx export of 100,000 rows, streamed: peak memory, MiB (Lambda's "MB"). The bench compares
   * the heap peak of the users export of every account with it (users-export.ts).
   */
  xlsxExportPeakMiB: 256,
  /** Issue 32: a dashboard or calendar Lambda's first request, directory work (load + first view), ms. */
  directoryColdStartMs: 300,
  /** Issue 32: that work at 5× the cohorts over the same at 1×. */
  directoryGrowthRatio: 1.3,
} as const;

/** Packages whose presence marks a bundle as an xlsx/PDF/zip writer (the 1.5 MB budget). */
export const FILE_WRITER_PACKAGES = [
  'exceljs',
  'pdf-lib',
  '@pdf-lib',
  'jszip',
  'archiver',
  'yazl',
  'fflate',
  'pdfkit',
  'xlsx',
  'zip-stream',
];

/** Whether a bundle's inputs (esbuild metafile paths) include a file writer. */
export function writesFiles(inputs: readonly string[]): boolean {
  return inputs.some((path) => {
    if (/(^|\/)functions\/files\//.test(path)) return true;
    const pkg = packageOf(path);
    return pkg !== undefined && FILE_WRITER_PACKAGES.includes(pkg);
  });
}

/** The npm package an input path belongs to (`node_modules/@aws-sdk/client-s3/dist/x.js` → `@aws-sdk/client-s3`). */
export function packageOf(path: string): string | undefined {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0 || (at > 0 && path[at - 1] !== '/')) return undefined;
  const [first, second] = path.slice(at + 'node_modules/'.length).split('/');
  if (!first || second === undefined) return undefined;
  return first.startsWith('@') ? `${first}/${second}` : first;
}

export interface Verdict {
  ok: boolean;
  text: string;
}

const fmt = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

/**
 * Reads (GET) are page loads: ≤ 3 DynamoDB round trips, p95 ≤ 150 ms. Every route: never a Scan.
 * A route whose sample did not answer 2xx/3xx is flagged (its figures are those of an error path),
 * unless the sample measures that refusal on purpose (Sample.expect).
 */
export function routeVerdict(
  m: Pick<
    RouteMeasurement,
    'method' | 'latency' | 'roundTrips' | 'ops' | 'statuses' | 'missingMetrics' | 'iterations' | 'expected' | 'refusal'
  >,
): Verdict {
  const problems: string[] = [];
  if ((m.ops.Scan ?? 0) > 0) problems.push(`Scan (${m.ops.Scan})`);
  const isRead = m.method === 'GET';
  if (isRead && m.roundTrips.max > BUDGETS.maxCallsPerPageLoad)
    problems.push(`${fmt(m.roundTrips.max)} round trips > ${BUDGETS.maxCallsPerPageLoad}`);
  if (isRead && m.latency.p95 > BUDGETS.readP95Ms) problems.push(`p95 ${m.latency.p95.toFixed(0)} ms > ${BUDGETS.readP95Ms}`);
  const bad = Object.keys(m.statuses)
    .map(Number)
    .filter((s) => s >= 400 && s !== m.expected);
  const notes: string[] = [];
  if (bad.length) notes.push(`sample answered ${m.refusal ?? bad.join('/')}: fix it in samples.ts`);
  if (m.missingMetrics === m.iterations && m.iterations > 0) notes.push('no metrics header');
  if (problems.length) return { ok: false, text: `**over**: ${[...problems, ...notes].join('; ')}` };
  if (notes.length) return { ok: false, text: `check: ${notes.join('; ')}` };
  const refused = m.expected && m.statuses[m.expected] ? ` (the ${m.expected} it measures)` : '';
  return { ok: true, text: isRead ? `ok${refused}` : `ok (write: no Scan; latency and calls informative)${refused}` };
}

export function bundleVerdict(bytes: number, fileWriter: boolean): Verdict {
  const budget = fileWriter ? BUDGETS.lambdaFileWriterBytes : BUDGETS.lambdaBytes;
  return bytes <= budget ? { ok: true, text: 'ok' } : { ok: false, text: `**over** by ${((bytes - budget) / 1024).toFixed(0)} KB` };
}

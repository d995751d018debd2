/**
 * Child process of file-measure.ts: one file route, measured in a process that holds nothing
 * else (its RSS high-water mark is that file's). Started with `--import tsx --expose-gc` and the
 * parent's environment (the emulators' endpoints, the JWT secret, PORTAL_EXPOSE_METRICS); gets a
 * `ChildJob` over IPC and answers a `ChildResult`.
 *
 * Like a Lambda: the handler of the job's route group is imported, then called with the API Gateway
 * v2 event the local gateway builds (toEvent) for a GET with the token. Timed: the handler call
 * alone (the event is built before). Memory runs: a forced GC, the RSS high-water mark reset to
 * the current RSS, then one call under v8's GCProfiler, which reports the heap in use before every
 * GC of the call: with the heap in use at its end, the call's peak. Last, untimed: the file behind
 * the last 303 is downloaded, its magic bytes checked and (when asked) the rows of its first sheet
 * counted.
 */
import './env.ts';
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { GCProfiler } from 'node:v8';
import { unzipSync } from 'fflate';
import { METRICS_HEADER } from '../../functions/core/middlewares/request-logging.ts';
import { matchRoute } from '../../shared/api/match.ts';
import { toEvent } from '../local/gateway.ts';
import { parseMetrics } from './api.ts';
import { answerJob } from './child-process.ts';
import { ownRss, resetPeakRss } from './memory.ts';
import { externalPeak, heapPeak, type ChildJob, type ChildResult, type MemoryRun } from './file-measure.ts';

const MiB = 2 ** 20;
const MAGIC = { pdf: '%PDF-', xlsx: 'PK\u0003\u0004' } as const;

async function measure(job: ChildJob): Promise<ChildResult> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('start the child with --expose-gc');
  const url = new URL(job.path, 'http://127.0.0.1');
  const match = matchRoute('GET', url.pathname);
  if (!match) throw new Error(`no route matches ${job.path}`);
  if (match.route.group !== job.group) throw new Error(`${match.route.key} belongs to ${match.route.group}, not ${job.group}`);
  // Every group's handler.ts exports the same createGroupHandler shape.
  const { handler } = (await import(
    `../../functions/${job.group}/handler.ts`
  )) as typeof import('../../functions/roster-reports/handler.ts');
  gc();
  const rssLoaded = ownRss().rss;

  const request = {
    method: 'GET',
    httpVersion: '1.1',
    headers: { host: '127.0.0.1', accept: 'application/json', 'user-agent': 'portal-bench', authorization: `Bearer ${job.token}` },
    socket: { remoteAddress: '127.0.0.1' },
  } as unknown as IncomingMessage;
  const call = async () => {
    const event = toEvent(request, url, Buffer.alloc(0), match.route.key, match.pathParameters);
    const started = performance.now();
    const result = await handler(event);
    const ms = performance.now() - started;
    const headers = (result.headers ?? {}) as Record<string, string | undefined>;
    return { ms, status: result.statusCode ?? 0, location: headers.location, dynamo: parseMetrics(headers[METRICS_HEADER] ?? null) };
  };

  const first = await call();
  for (let i = 1; i < job.warmup; i += 1) await call();
  const out: ChildResult = {
    firstMs: first.ms,
    ms: [],
    statuses: {},
    calls: [],
    ops: {},
    memory: [],
    rssLoadedMiB: rssLoaded,
    fileOk: false,
  };
  let location = first.location;
  for (let i = 0; i < job.runs; i += 1) {
    const r = await call();
    out.ms.push(r.ms);
    out.statuses[r.status] = (out.statuses[r.status] ?? 0) + 1;
    if (r.dynamo) {
      out.calls.push(r.dynamo.calls);
      for (const [op, n] of Object.entries(r.dynamo.ops)) out.ops[op] = (out.ops[op] ?? 0) + n;
    }
    location = r.location ?? location;
  }
  // Before any reset: the high-water mark of loading, the first call and the timed ones.
  let lifetimePeak = ownRss().peak;

  for (let i = 0; i < job.memoryRuns; i += 1) {
    gc();
    gc();
    const heapBefore = process.memoryUsage().heapUsed;
    const reset = resetPeakRss();
    const rssStart = reset ? ownRss().rss : undefined;
    const profiler = new GCProfiler();
    profiler.start();
    const r = await call();
    const { heapUsed: heapEnd, external: externalEnd } = process.memoryUsage();
    const gcs = profiler.stop()?.statistics ?? [];
    const rssPeak = reset ? ownRss().peak : undefined;
    gc();
    gc();
    const run: MemoryRun = {
      heapBeforeMiB: heapBefore / MiB,
      heapPeakMiB: heapPeak(heapEnd, gcs) / MiB,
      heapAfterMiB: process.memoryUsage().heapUsed / MiB,
      externalPeakMiB: externalPeak(externalEnd, gcs) / MiB,
      ...(rssStart !== undefined && rssPeak !== undefined ? { rssStartMiB: rssStart, rssPeakMiB: rssPeak } : {}),
    };
    out.memory.push(run);
    if (rssPeak !== undefined) lifetimePeak = Math.max(lifetimePeak ?? 0, rssPeak);
    location = r.location ?? location;
  }
  out.rssLifetimePeakMiB = lifetimePeak;

  // The file behind the last 303, once, untimed: it must be a real PDF or xlsx.
  if (location) {
    const response = await fetch(location);
    const bytes = Buffer.from(await response.arrayBuffer());
    out.fileBytes = bytes.byteLength;
    out.fileOk = response.ok && bytes.subarray(0, MAGIC[job.format].length).toString('latin1') === MAGIC[job.format];
    if (out.fileOk && job.countRows) out.fileRows = firstSheetRows(bytes);
  }
  return out;
}

/** Rows (`<row` elements) of the first worksheet of an xlsx; undefined when it has none. */
function firstSheetRows(xlsx: Uint8Array): number | undefined {
  const sheet = unzipSync(xlsx, { filter: (file) => file.name === 'xl/worksheets/sheet1.xml' })['xl/worksheets/sheet1.xml'];
  if (!sheet) return undefined;
  const text = Buffer.from(sheet.buffer, sheet.byteOffset, sheet.byteLength);
  let rows = 0;
  for (let at = text.indexOf('<row '); at >= 0; at = text.indexOf('<row ', at + 5)) rows += 1;
  return rows;
}

answerJob(measure);

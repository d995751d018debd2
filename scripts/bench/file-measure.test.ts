import { describe, expect, it } from 'vitest';
import { externalPeak, fileVerdict, groupOfPath, heapPeak, measurementOfChild, type ChildResult } from './file-measure.ts';
import { rosterFileJobs } from './roster-files.ts';
import { summarize } from './stats.ts';
import { usersExportJob } from './users-export.ts';

const gc = (used: number, external?: number) => ({
  beforeGC: { heapStatistics: { usedHeapSize: used, ...(external !== undefined ? { externalMemory: external } : {}) } },
});

describe('file measurements', () => {
  it('takes the heap peak before the GCs of a call or at its end', () => {
    expect(heapPeak(30, [gc(50), gc(40)])).toBe(50);
    expect(heapPeak(60, [gc(50)])).toBe(60);
    expect(heapPeak(25, [])).toBe(25);
  });

  it('takes the external memory peak at the same moments', () => {
    expect(externalPeak(3, [gc(50, 9), gc(40, 4)])).toBe(9);
    expect(externalPeak(3, [gc(50)])).toBe(3);
  });

  it('knows the group whose handler answers a path, query string or not', () => {
    expect(groupOfPath('/api/rosterReport/1/2')).toBe('roster-reports');
    expect(groupOfPath('/api/export-csv?filter=%7B%7D&filterDiagnosticsUsers=3')).toBe('users');
    expect(() => groupOfPath('/api/no-such-route')).toThrow(/no route matches/);
  });

  const child: ChildResult = {
    firstMs: 210,
    ms: [40, 50, 60, 70, 80],
    statuses: { 303: 5 },
    calls: [2, 2, 2, 2, 2],
    ops: { GetItem: 5, Query: 5 },
    memory: [
      { heapBeforeMiB: 26, heapPeakMiB: 37, heapAfterMiB: 26.5, externalPeakMiB: 4, rssStartMiB: 150, rssPeakMiB: 151 },
      { heapBeforeMiB: 27, heapPeakMiB: 39, heapAfterMiB: 27.5, externalPeakMiB: 6, rssStartMiB: 152, rssPeakMiB: 155 },
      { heapBeforeMiB: 28, heapPeakMiB: 38, heapAfterMiB: 28.5, externalPeakMiB: 5, rssStartMiB: 153, rssPeakMiB: 153.5 },
    ],
    rssLoadedMiB: 140,
    rssLifetimePeakMiB: 162,
    fileBytes: 6900,
    fileOk: true,
  };

  it('summarises a child: latency, median heap before/after, largest peaks and RSS growth', () => {
    const [job] = rosterFileJobs(1, 2);
    const m = measurementOfChild(job, child);
    expect(m).toMatchObject({
      name: job.name,
      group: 'roster-reports',
      budgetMs: 300,
      iterations: 5,
      firstMs: 210,
      memoryRuns: 3,
      heapBeforeMiB: 27,
      heapPeakMiB: 39,
      heapAfterMiB: 27.5,
      externalPeakMiB: 6,
      rssLoadedMiB: 140,
      rssPeakMiB: 162,
      rssRunGrowthMiB: 3,
      fileBytes: 6900,
    });
    expect(m).not.toHaveProperty('peakBudgetMiB');
    expect(m).not.toHaveProperty('expectedRows');
    expect(m.latency).toEqual(summarize([40, 50, 60, 70, 80]));
    expect(m.calls.mean).toBe(2);
    const noProc = measurementOfChild(job, {
      ...child,
      rssLifetimePeakMiB: undefined,
      memory: child.memory.map(({ rssStartMiB: _s, rssPeakMiB: _p, externalPeakMiB: _e, ...rest }) => rest),
    });
    expect(noProc.rssPeakMiB).toBeUndefined();
    expect(noProc.rssRunGrowthMiB).toBeUndefined();
    expect(noProc.externalPeakMiB).toBeUndefined();
  });

  it('carries the users export job’s memory budget and the rows it expects against the rows counted', () => {
    const m = measurementOfChild(usersExportJob(1200), { ...child, fileRows: 1201 });
    expect(m).toMatchObject({ group: 'users', peakBudgetMiB: 256, expectedRows: 1201, fileRows: 1201 });
    expect(m).not.toHaveProperty('budgetMs');
  });
});

describe('file verdict', () => {
  const latency = (p95: number) => ({ ...summarize([10]), p95 });
  const base = { latency: latency(9), heapPeakMiB: 40, statuses: { 303: 20 }, fileOk: true };

  it('judges the sign-in sheet by its p95 against 300 ms, and any file by 303 and a real download', () => {
    expect(fileVerdict({ ...base, budgetMs: 300, latency: latency(299) })).toEqual({ ok: true, text: 'ok (≤ 300 ms)' });
    expect(fileVerdict({ ...base, budgetMs: 300, latency: latency(301) })).toEqual({ ok: false, text: '**over**: p95 301 ms > 300' });
    expect(fileVerdict({ ...base, latency: latency(900) })).toEqual({ ok: true, text: 'ok (no §7 budget)' });
    expect(fileVerdict({ ...base, statuses: { 303: 19, 500: 1 }, fileOk: false }).text).toBe(
      '**over**: answered 500; the file did not download as expected',
    );
  });

  it('judges the export by its heap peak against 256 MiB and its rows against the accounts', () => {
    const exportRun = { ...base, peakBudgetMiB: 256, expectedRows: 1201, fileRows: 1201 };
    expect(fileVerdict({ ...exportRun, heapPeakMiB: 256 })).toEqual({ ok: true, text: 'ok (heap peak ≤ 256 MiB)' });
    expect(fileVerdict({ ...exportRun, heapPeakMiB: 300.4 })).toEqual({ ok: false, text: '**over**: heap peak 300 MiB > 256' });
    expect(fileVerdict({ ...exportRun, heapPeakMiB: Number.NaN }).ok).toBe(false);
    expect(fileVerdict({ ...exportRun, fileRows: 1000 })).toEqual({ ok: false, text: '**over**: 1000 rows in the file, 1201 expected' });
    expect(fileVerdict({ ...exportRun, fileRows: undefined, fileOk: false }).text).toBe(
      '**over**: the file did not download as expected; no rows in the file, 1201 expected',
    );
    expect(fileVerdict({ ...exportRun, budgetMs: 5000, latency: latency(100) }).text).toBe('ok (≤ 5000 ms, heap peak ≤ 256 MiB)');
  });
});

import { describe, expect, it } from 'vitest';
import { ownRss, parsePeakRss, peakRssOf, procStatusMiB, resetPeakRss } from './memory.ts';

const STATUS = 'Name:\tjava\nVmPeak:\t 999 kB\nVmHWM:\t  204800 kB\nVmRSS:\t 1024 kB\n';

describe('peak RSS', () => {
  it('reads VmHWM in MiB', () => {
    expect(parsePeakRss(STATUS)).toBe(200);
    expect(parsePeakRss('Name:\tx\n')).toBeUndefined();
  });

  it('reads VmRSS in MiB', () => {
    expect(procStatusMiB(STATUS, 'VmRSS')).toBe(1);
    expect(procStatusMiB('Name:\tx\n', 'VmRSS')).toBeUndefined();
  });

  it('is undefined for a process that does not exist', () => {
    expect(peakRssOf(undefined)).toBeUndefined();
    expect(peakRssOf(2 ** 30)).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('resets its own high-water mark to the current RSS', () => {
    const big = Buffer.alloc(64 * 2 ** 20, 1);
    expect(big[0]).toBe(1);
    expect(resetPeakRss()).toBe(true);
    const { rss, peak } = ownRss();
    expect(rss).toBeGreaterThan(0);
    // Right after the reset the mark is the RSS (give or take what the read itself touched).
    expect(Math.abs(peak! - rss!)).toBeLessThan(8);
  });
});

import { describe, expect, it } from 'vitest';
import { parsePeakRss, peakRssOf } from './memory.ts';

describe('peak RSS', () => {
  it('reads VmHWM in MiB', () => {
    expect(parsePeakRss('Name:\tjava\nVmPeak:\t 999 kB\nVmHWM:\t  204800 kB\nVmRSS:\t 1000 kB\n')).toBe(200);
    expect(parsePeakRss('Name:\tx\n')).toBeUndefined();
  });

  it('is undefined for a process that does not exist', () => {
    expect(peakRssOf(undefined)).toBeUndefined();
    expect(peakRssOf(2 ** 30)).toBeUndefined();
  });
});

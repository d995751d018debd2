import { describe, expect, it } from 'vitest';
import { downloadFileName, safeFileName, timestampForFile } from './file-names.ts';

describe('timestampForFile', () => {
  it('gives New York wall-clock time as YYYY-MM-DD hh_mm a', () => {
    // 20:05 UTC on 21 November is 15:05 EST.
    expect(timestampForFile(new Date('2026-11-21T20:05:00Z'))).toBe('2026-11-21 03_05 pm');
    // 03:30 UTC on 15 March is still 14 March in New York (EDT, UTC-4).
    expect(timestampForFile(new Date('2026-03-15T03:30:00Z'))).toBe('2026-03-14 11_30 pm');
  });

  it('writes midnight and noon as 12 with the right meridiem', () => {
    expect(timestampForFile(new Date('2026-11-21T05:00:00Z'))).toBe('2026-11-21 12_00 am');
    expect(timestampForFile(new Date('2026-07-04T16:09:00Z'))).toBe('2026-07-04 12_09 pm');
  });
});

describe('downloadFileName', () => {
  const now = new Date('2026-11-21T20:05:00Z');

  it('joins report, subject and timestamp', () => {
    expect(downloadFileName({ report: 'Attendance Report', subject: 'Pittsburgh Cohort 12', extension: 'xlsx', now })).toBe(
      'Attendance Report - Pittsburgh Cohort 12 2026-11-21 03_05 pm.xlsx',
    );
    expect(downloadFileName({ report: 'Sign-In Sheet', extension: 'pdf', now })).toBe('Sign-In Sheet 2026-11-21 03_05 pm.pdf');
  });

  it('removes characters file systems refuse', () => {
    expect(downloadFileName({ report: 'Attendance Report', subject: 'A/B: "East" <*?|\\> Zoë', extension: 'xlsx', now })).toBe(
      'Attendance Report - AB East Zoë 2026-11-21 03_05 pm.xlsx',
    );
  });

  it('cuts a long subject but keeps the timestamp and extension', () => {
    const name = downloadFileName({ report: 'Attendance Report', subject: 'é'.repeat(300), extension: 'xlsx', now });
    expect(name.endsWith(' 2026-11-21 03_05 pm.xlsx')).toBe(true);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
  });
});

describe('safeFileName', () => {
  it('keeps the extension and drops path separators, control characters and edge dots', () => {
    expect(safeFileName('../../etc/pass\u0000wd.txt')).toBe('etcpasswd.txt');
    expect(safeFileName('  report .pdf ')).toBe('report.pdf');
    expect(safeFileName('...')).toBe('download');
    const long = safeFileName(`${'x'.repeat(400)}.docx`);
    expect(long.endsWith('.docx')).toBe(true);
    expect(long.length).toBe(200);
  });
});

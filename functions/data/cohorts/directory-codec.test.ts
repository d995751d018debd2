import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { DirectoryCohort } from './cohort-directory.ts';
import type { SummaryEvent, SummaryMember, SummaryStaff } from './cohort-summary.ts';
import { decodeDirectory, encodeDirectory } from './directory-codec.ts';

const day = (id: number, unit: string, extra: Partial<SummaryEvent> = {}): SummaryEvent => ({
  id,
  unit_id: unit,
  day: 1,
  type_event: 'two_day',
  start_date: '2026-03-02',
  end_date: '2026-03-02',
  start_time: '08:30',
  end_time: '15:30',
  meeting_type: null,
  has_evaluation: false,
  ...extra,
});

const member = (user_id: number, first_name: string): SummaryMember => ({
  user_id,
  first_name,
  last_name: 'Núñez',
  email: `${user_id}@example.org`,
  last_login: null,
  alp_status: null,
  alp_replies_count: 0,
  alp_comments_count: 0,
});

const lead: SummaryStaff = {
  user_id: 7,
  first_name: 'Felix',
  last_name: 'Ålund',
  email: 'felix@example.org',
  staff_type: 'facilitator',
  units: ['all'],
  username: 'felix',
};

const cohort = (id: number, members: SummaryMember[], events: SummaryEvent[], staff: SummaryStaff[] = []) =>
  ({
    id,
    name: `Cohort ${id}`,
    updated_at: '2026-01-01T00:00:00.000Z',
    recorded_events: [],
    summary: { events, staff, makeups: [], members },
  }) as unknown as DirectoryCohort;

const cohorts = [
  // Names outside ASCII: members are found by byte offsets, which differ from UTF-16 ones.
  cohort(
    1,
    [member(10, 'Zoë'), member(11, 'Łukasz 山田')],
    [day(100, 'orientation'), day(101, '1', { sequence: 2, has_evaluation: true })],
    // The same person on two cohorts; a summary written before usernames were carried has none.
    [lead, { user_id: 8, first_name: 'Ana', last_name: 'Co', email: 'ana@example.org', staff_type: 'cofacilitator', units: ['2', '3A'] }],
  ),
  cohort(
    2,
    [],
    [day(200, '1', { start_date: null, end_date: null, start_time: null, meeting_type: 'virtual' })],
    [{ ...lead, units: ['1'] }],
  ),
  cohort(3, [member(30, 'Ana')], []),
];

describe('directory codec', () => {
  it('reads back what it wrote: header, days (a moved one keeps its sequence) and members', () => {
    const decoded = decodeDirectory<{ watermark: string }>(encodeDirectory({ watermark: 'w' }, cohorts));
    expect(decoded.watermark).toBe('w');
    expect(JSON.parse(JSON.stringify(decoded.cohorts))).toEqual(JSON.parse(JSON.stringify(cohorts)));
    expect(decoded.cohorts[0].summary.events[1]).toEqual(day(101, '1', { sequence: 2, has_evaluation: true }));
    expect('sequence' in decoded.cohorts[0].summary.events[0]).toBe(false);
    expect('username' in decoded.cohorts[0].summary.staff[1]).toBe(false);
    // A person is written once however many cohorts they staff.
    expect(gunzipSync(encodeDirectory({}, cohorts)).toString('utf8').split('Ålund')).toHaveLength(2);
  });

  it('keeps members as bytes until read, and writes unread ones back unchanged', () => {
    const bytes = encodeDirectory({}, cohorts);
    const line = gunzipSync(bytes).toString('utf8').split('\n')[0];
    expect(line).not.toContain('Zoë');
    const once = decodeDirectory(bytes);
    expect(once.cohorts[1].summary.members).toEqual([]);
    // Cohort 1's members were never read: re-encoding copies their text.
    const twice = decodeDirectory(encodeDirectory({}, once.cohorts));
    expect(twice.cohorts[0].summary.members.map((m) => m.first_name)).toEqual(['Zoë', 'Łukasz 山田']);
    expect(twice.cohorts[2].summary.members.map((m) => m.user_id)).toEqual([30]);
  });

  it('still reads a snapshot of the second format (days as objects, members at UTF-16 offsets)', () => {
    let text = '';
    const packed = cohorts.map(({ summary: { members, ...summary }, ...rest }) => {
      const json = JSON.stringify(members);
      const at = [text.length, text.length + json.length];
      text += json;
      return { ...rest, summary, members_at: at };
    });
    const bytes = gzipSync(`${JSON.stringify({ format: 2, watermark: 'old', cohorts: packed })}\n${text}`);
    const decoded = decodeDirectory<{ watermark: string }>(bytes);
    expect(decoded.watermark).toBe('old');
    expect(JSON.parse(JSON.stringify(decoded.cohorts))).toEqual(JSON.parse(JSON.stringify(cohorts)));
  });
});

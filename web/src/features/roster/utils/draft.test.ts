import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/lib/api-client';
import { rosterResponse } from '../test-data';
import { conflictsOf, draftKey, editsSince, isTransientFailure, markText, readDraft, writeDraft } from './draft';

const present = { attendance: true, independentAttendance: false };
const absent = { attendance: false, independentAttendance: false };

describe('roster drafts', () => {
  it('keeps a draft per user, cohort and unit, and drops one without ticks or that does not parse', () => {
    const key = draftKey(7, 11, 301);
    expect(key).toBe('roster-draft:7:11:301');
    writeDraft(key, { base: 4, marks: { '1002:1': present }, queued: true, at: '2026-02-12T20:00:00Z' });
    expect(readDraft(key)).toMatchObject({ base: 4, queued: true, marks: { '1002:1': present } });
    expect(readDraft(draftKey(8, 11, 301))).toBeNull();
    writeDraft(key, { base: 4, marks: {}, queued: false, at: '2026-02-12T20:00:00Z' });
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
  });

  it('queues only failures of the connection', () => {
    expect(isTransientFailure(new NetworkError(new TypeError('Failed to fetch')))).toBe(true);
    for (const status of [502, 503, 504]) expect(isTransientFailure(new ApiError(status, null))).toBe(true);
    for (const status of [400, 409, 422, 500]) expect(isTransientFailure(new ApiError(status, null))).toBe(false);
  });

  it('lists the marks the device and the server disagree on, and the ticks made since a save was sent', () => {
    const roster = rosterResponse();
    // 1001 attended day 1 on the server; the device says absent. 1002's day 2 matches.
    const conflicts = conflictsOf(roster, { '1001:1': absent, '1002:2': absent });
    expect(conflicts.map((c) => [c.participant.generalInformation.id, c.day, markText(c.theirs), markText(c.yours)])).toEqual([
      [1001, 1, 'Present', 'Absent'],
    ]);
    expect(editsSince({ '1:1': present, '1:2': present }, { '1:1': present, '1:2': absent })).toEqual({ '1:2': present });
  });
});

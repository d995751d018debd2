/**
 * The roster's ticks kept on the device until the server has them (issue 17): a draft per user,
 * cohort and unit in localStorage, what a failed save means for it, and how a draft compares
 * with the sheet the server holds now.
 */
import type { RosterParticipant, RosterResponse } from '@shared/roster/types';
import { ApiError, NetworkError } from '@/lib/api-client';
import { type Edits, type Mark, markKey, markOf } from './roster';

/** What is kept on the device for one unit's sheet. */
export interface RosterDraft {
  /** The sheet version the ticks were made over (the save carries it: the server refuses it once the sheet moved on). */
  base: number;
  marks: Edits;
  /** A save failed for the network and waits for the connection. */
  queued: boolean;
  /** Saves sent over `base` without an answer: one may have reached the server (then the newer sheet holds exactly its marks). */
  sent?: { base: number; attempts: Edits[] };
  /** When the draft was last written (ISO). */
  at: string;
}

const PREFIX = 'roster-draft';

/** The unit is the URL's event id (the roster's unit event): known before the sheet loads. */
export const draftKey = (userId: number | string, cohortId: number, eventId: number) => `${PREFIX}:${userId}:${cohortId}:${eventId}`;

function isDraft(value: unknown): value is RosterDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<RosterDraft>;
  return typeof draft.base === 'number' && typeof draft.marks === 'object' && draft.marks !== null && typeof draft.queued === 'boolean';
}

export function readDraft(key: string): RosterDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    return isDraft(parsed) && Object.keys(parsed.marks).length > 0 ? parsed : null;
  } catch {
    return null;
  }
}

/** Writes the draft, or removes it (null, or no ticks). Storage that refuses (full, private mode) keeps the ticks in memory only. */
export function writeDraft(key: string, draft: RosterDraft | null): void {
  try {
    if (draft === null || Object.keys(draft.marks).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage unavailable: the page's guard still warns before the tab closes
  }
}

/** Statuses a gateway or proxy answers while the service cannot be reached. */
const UNREACHABLE = new Set([502, 503, 504]);

/**
 * A save that failed for the connection (no answer, or the gateway could not reach the service):
 * it is queued and sent again. Anything the server answered itself (4xx, 500) is not.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && UNREACHABLE.has(error.status);
}

/** One mark the device and the server disagree on. */
export interface MarkConflict {
  participant: RosterParticipant;
  day: number;
  theirs: Mark;
  yours: Mark;
}

/** The device's ticks that differ from the sheet the server holds now (none: the server already has them). */
export function conflictsOf(roster: RosterResponse, marks: Edits): MarkConflict[] {
  const conflicts: MarkConflict[] = [];
  for (const participant of roster.participants) {
    for (const day of roster.days) {
      const yours = marks[markKey(participant.generalInformation.id, day.day)];
      if (!yours) continue;
      const theirs = markOf(participant, day.day, {});
      if (theirs.attendance !== yours.attendance || theirs.independentAttendance !== yours.independentAttendance)
        conflicts.push({ participant, day: day.day, theirs, yours });
    }
  }
  return conflicts;
}

/** The ticks of `current` that are not those `sent` (made while a save was on its way). */
export function editsSince(current: Edits, sent: Edits): Edits {
  const left: Edits = {};
  for (const [key, mark] of Object.entries(current)) {
    const was = sent[key];
    if (!was || was.attendance !== mark.attendance || was.independentAttendance !== mark.independentAttendance) left[key] = mark;
  }
  return left;
}

/** How a mark reads in the conflict table. */
export function markText(mark: Mark): string {
  if (mark.independentAttendance) return mark.attendance ? 'Present, I/S' : 'I/S';
  return mark.attendance ? 'Present' : 'Absent';
}

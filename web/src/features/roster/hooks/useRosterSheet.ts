import type { RosterParticipant, RosterResponse } from '@shared/roster/types';
import * as MESSAGES from '@shared/texts/general';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { saveAttendance, useRosterCache, useRosterData } from '../api/roster';
import type { Notice } from '../components/RosterNotice';
import { type RosterDraft, conflictsOf, draftKey, editsSince, isTransientFailure, readDraft, writeDraft } from '../utils/draft';
import { type Edits, type Mark, buildSaveBody, hasChanges, independentStudyOffenders, markKey, markOf } from '../utils/roster';

/** The roster with the loaded marks written in (after a save, before the refetch lands). */
function withEdits(roster: RosterResponse, edits: Edits, version: number): RosterResponse {
  return {
    ...roster,
    version,
    participants: roster.participants.map((participant) => ({
      ...participant,
      infoAttendance: participant.infoAttendance.map((entry) => ({
        ...entry,
        ...(edits[markKey(participant.generalInformation.id, entry.day)] ?? {}),
      })),
    })),
  };
}

/** The marks edited over the sheet of version `base`, as the device keeps them. */
interface SheetState {
  /** The draft's key: user, cohort and unit. */
  key: string;
  base: number | null;
  marks: Edits;
  /** A save failed for the network: it is sent again when the connection returns. */
  queued: boolean;
  /** The marks came from the device's draft (a closed tab, a reload): said once the sheet is there. */
  restored: boolean;
  /** The saves sent over `base` without an answer (a network failure): one of them may have reached the server. */
  sent?: Unanswered;
}

function fromDevice(key: string): SheetState {
  const draft = readDraft(key);
  return draft
    ? { key, base: draft.base, marks: draft.marks, queued: draft.queued, restored: true, sent: draft.sent }
    : { key, base: null, marks: {}, queued: false, restored: false };
}

/** At most this many unanswered saves are remembered (only one of them can have been stored: they carry the same version). */
const UNANSWERED_KEPT = 5;

/** The saves sent over `base` without an answer, each one's marks (only one can have been stored). */
type Unanswered = RosterDraft['sent'];

function withAttempt(sent: Unanswered, base: number, marks: Edits): Unanswered {
  const earlier = sent?.base === base ? sent.attempts : [];
  return { base, attempts: [...earlier, marks].slice(-UNANSWERED_KEPT) };
}

/** Where the sheet's changes are: the Save bar says it. */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'queued' | 'conflict';

/** Waits before the next try of a queued save: 5 s, doubling, at most a minute (and at once when the browser says it is online again). */
const retryDelay = (attempt: number) => Math.min(60_000, 5_000 * 2 ** Math.min(attempt, 4));

/**
 * The unit's attendance sheet: what the screen loads (cohort, meeting, units, roster), the marks
 * edited over the loaded roster, and their save (the whole roster with the version the marks were
 * made over; a concurrent save is refused with 409 and both are shown).
 *
 * On a flaky connection (issue 17): the marks are kept on the device (utils/draft.ts) until the
 * server has them; a save that fails for the network is queued and sent again when the browser
 * is online again or after a growing delay; a draft left by a closed tab comes back on return.
 * A queued save that meets a newer sheet never overwrites it: when the server already holds
 * exactly these marks (our own save whose answer was lost) they are done, otherwise both are shown.
 */
export function useRosterSheet(cohortId: number, eventId: number, notify: (notice: Notice) => void) {
  const data = useRosterData(cohortId, eventId);
  const roster = data.roster.data;
  const cohort = data.cohort.data;
  const cache = useRosterCache(cohortId, eventId);
  const refetch = cache.refetch;

  const userId = useSession().nislData?.userID ?? 'anonymous';
  const key = draftKey(userId, cohortId, eventId);
  const [stored, setState] = useState<SheetState>(() => fromDevice(key));
  // Another unit (or user) starts from its own draft.
  const state = stored.key === key ? stored : fromDevice(key);
  if (stored.key !== key) setState(state);
  const update = (change: (current: SheetState) => SheetState) =>
    setState((current) => (current.key === key ? change(current) : change(fromDevice(key))));

  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);

  const marks = state.marks;
  const hasMarks = Object.keys(marks).length > 0;
  const base = state.base ?? roster?.version ?? 0;
  // The server's sheet moved on since the marks were made: someone saved, or our own save whose answer was lost.
  const stale = roster !== undefined && hasMarks && base !== roster.version;
  // Our own save whose answer was lost: the newer sheet holds exactly what it sent.
  const landed =
    stale && roster !== undefined && state.sent?.base === base
      ? state.sent.attempts.find((attempt) => conflictsOf(roster, attempt).length === 0)
      : undefined;
  const conflicts = stale && roster && !landed ? conflictsOf(roster, marks) : [];
  const conflict = conflicts.length > 0;
  const dirty = roster ? hasMarks && (stale ? conflict : hasChanges(roster, marks)) : false;
  const queued = state.queued && !conflict;
  const status: SaveStatus = conflict ? 'conflict' : saving ? 'saving' : queued ? 'queued' : dirty ? 'unsaved' : 'saved';

  const send = async (sent: Edits, version: number) => {
    if (!cohort || !roster || inFlight.current) return;
    const body = { ...buildSaveBody(cohort, roster, sent), version };
    inFlight.current = true;
    setSaving(true);
    update((current) => ({ ...current, sent: withAttempt(current.sent, version, sent) }));
    try {
      const answer = await saveAttendance(body);
      cache.write(withEdits(roster, sent, answer.version));
      update((current) => ({ ...current, base: answer.version, marks: editsSince(current.marks, sent), queued: false, sent: undefined }));
      setAttempt(0);
      notify({ severity: 'success', text: MESSAGES.attendanceSaved });
      await refetch();
    } catch (error) {
      if (isTransientFailure(error)) {
        update((current) => ({ ...current, queued: true }));
        setAttempt((n) => n + 1);
        return;
      }
      const refused = error instanceof ApiError && error.status === 409;
      // A refusal for a newer sheet keeps the unanswered saves: that sheet may be one of them.
      update((current) => (refused && current.sent ? current : { ...current, queued: false, sent: undefined }));
      notify({ severity: 'error', text: errorText(error, MESSAGES.attendanceSaveError(MESSAGES.internalError)), reload: refused });
      // The newer sheet, to show beside the device's marks.
      if (refused) await refetch();
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  };

  // The latest sheet for the retries below, which outlive a render.
  const retry = useRef(() => {});
  useEffect(() => {
    retry.current = () => void send(marks, base);
  });

  // A queued save: again when the browser is back online, or after a growing delay.
  useEffect(() => {
    if (!queued || saving || !roster) return undefined;
    const again = () => retry.current();
    window.addEventListener('online', again);
    // Attempt 0 is a draft queued before the page was left: sent again at once.
    const timer = window.setTimeout(again, attempt === 0 ? 0 : retryDelay(attempt - 1));
    return () => {
      window.removeEventListener('online', again);
      window.clearTimeout(timer);
    };
  }, [queued, saving, roster, attempt]);

  // The marks stay on the device until the server has them.
  const keep = dirty || (queued && hasMarks);
  useEffect(() => {
    writeDraft(key, keep ? { base, marks, queued, sent: state.sent, at: new Date().toISOString() } : null);
  }, [key, keep, base, marks, queued, state.sent]);

  // Once the sheet is there: a restored draft is said; a sheet that moved on to our lost save keeps
  // only the ticks made since (still queued if they were); one that holds exactly these marks has them.
  const alreadySaved = stale && !conflict;
  const wasQueued = state.queued;
  const restored = state.restored && roster !== undefined;
  const newest = roster?.version ?? 0;
  useEffect(() => {
    if (alreadySaved) {
      const left = landed ? editsSince(marks, landed) : {};
      const more = Object.keys(left).length > 0;
      update((current) => ({ ...current, base: newest, marks: left, queued: more && current.queued, restored: false, sent: undefined }));
      // The ticks made since go at once.
      if (more) setAttempt(0);
      if ((wasQueued || landed) && !more) notify({ severity: 'success', text: MESSAGES.attendanceSaved });
    } else if (restored) {
      update((current) => ({ ...current, restored: false }));
      notify({ severity: 'info', text: MESSAGES.attendanceDraftRestored });
    }
    // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the sheet's state turns, not on each new callback
  }, [alreadySaved, restored]);

  return {
    cohort,
    roster,
    meeting: data.meeting.data,
    units: data.units.data,
    /** A failed load of the roster or the cohort. */
    error: data.roster.error ?? data.cohort.error,
    dirty,
    saving,
    status,
    /** The device's marks beside the newer sheet's, when a save met someone else's. */
    conflicts,
    refetch,
    /** The mark shown for a participant's day: the edit if any, else the loaded one. */
    markOf: (participant: RosterParticipant, day: number) => markOf(participant, day, marks),
    /** Sets `field` of the day's mark for each of `participants`. */
    setMarks: (participants: readonly RosterParticipant[], day: number, field: keyof Mark, value: boolean) =>
      update((current) => {
        const next = { ...current.marks };
        for (const participant of participants)
          next[markKey(participant.generalInformation.id, day)] = { ...markOf(participant, day, current.marks), [field]: value };
        // The first mark of a sheet is made over the version on screen.
        const over = Object.keys(current.marks).length > 0 ? (current.base ?? roster?.version ?? 0) : (roster?.version ?? 0);
        return { ...current, base: over, marks: next };
      }),
    /** Saves the sheet, unless someone has Independent Study on more than one day. */
    save: () => {
      if (!cohort || !roster) return;
      if (independentStudyOffenders(buildSaveBody(cohort, roster, marks)).length > 0) {
        notify({ severity: 'warning', text: MESSAGES.independentStudyOneDay });
        return;
      }
      void send(marks, base);
    },
    /** Sends a queued save now. */
    retry: () => void send(marks, base),
    /** After a conflict: the device's marks saved over the newer sheet, by the person's choice. */
    keepMine: () => {
      if (!roster) return;
      update((current) => ({ ...current, base: roster.version }));
      void send(marks, roster.version);
    },
    /** Drops the edits and loads the sheet again (after a concurrent save). */
    reload: async () => {
      update((current) => ({ ...current, base: null, marks: {}, queued: false, restored: false }));
      await refetch();
    },
  };
}

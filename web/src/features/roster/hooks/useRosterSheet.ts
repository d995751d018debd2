import type { RosterParticipant, RosterResponse } from '@shared/api/types/roster';
import { MESSAGES } from '@shared/messages';
import { useState } from 'react';
import { ApiError, errorText } from '@/lib/api-client';
import { useRosterCache, useRosterData, useSaveAttendance } from '../api/roster';
import type { Notice } from '../components/RosterNotice';
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

/**
 * The unit's attendance sheet: what the screen loads (cohort, meeting, units, roster), the marks
 * edited over the loaded roster, and their save (the whole roster with the loaded version; a
 * concurrent save is refused with 409 and offers a reload).
 */
export function useRosterSheet(cohortId: number, eventId: number, notify: (notice: Notice) => void) {
  const data = useRosterData(cohortId, eventId);
  const roster = data.roster.data;
  const cohort = data.cohort.data;

  // Edits belong to one loaded sheet: another unit or a new version starts clean.
  const sheetKey = `${eventId}:${roster?.version ?? ''}`;
  const [editState, setEditState] = useState<{ key: string; marks: Edits }>({ key: sheetKey, marks: {} });
  const edits = editState.key === sheetKey ? editState.marks : {};
  const setEdits = (update: (marks: Edits) => Edits) => setEditState({ key: sheetKey, marks: update(edits) });

  const dirty = roster ? hasChanges(roster, edits) : false;
  const cache = useRosterCache(cohortId, eventId);
  const refetch = cache.refetch;

  const save = useSaveAttendance({
    onSuccess: async (answer) => {
      if (roster) cache.write(withEdits(roster, edits, answer.version));
      notify({ severity: 'success', text: MESSAGES.attendanceSaved });
      await refetch();
    },
    onError: (error) => {
      notify({
        severity: 'error',
        text: errorText(error, MESSAGES.attendanceSaveError(MESSAGES.internalError)),
        reload: error instanceof ApiError && error.status === 409,
      });
    },
  });

  return {
    cohort,
    roster,
    meeting: data.meeting.data,
    units: data.units.data,
    /** A failed load of the roster or the cohort. */
    error: data.roster.error ?? data.cohort.error,
    dirty,
    saving: save.isPending,
    refetch,
    /** The mark shown for a participant's day: the edit if any, else the loaded one. */
    markOf: (participant: RosterParticipant, day: number) => markOf(participant, day, edits),
    /** Sets `field` of the day's mark for each of `participants`. */
    setMarks: (participants: readonly RosterParticipant[], day: number, field: keyof Mark, value: boolean) =>
      setEdits((marks) => {
        const next = { ...marks };
        for (const participant of participants)
          next[markKey(participant.generalInformation.id, day)] = { ...markOf(participant, day, marks), [field]: value };
        return next;
      }),
    /** Saves the sheet, unless someone has Independent Study on more than one day. */
    save: () => {
      if (!cohort || !roster) return;
      const body = buildSaveBody(cohort, roster, edits);
      if (independentStudyOffenders(body).length > 0) {
        notify({ severity: 'warning', text: MESSAGES.independentStudyOneDay });
        return;
      }
      save.mutate(body);
    },
    /** Drops the edits and loads the sheet again (after a concurrent save). */
    reload: async () => {
      setEditState({ key: sheetKey, marks: {} });
      await refetch();
    },
  };
}

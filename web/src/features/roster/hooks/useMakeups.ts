import type { RosterParticipant } from '@shared/roster/types';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { errorText } from '@/lib/api-client';
import type { GuestOption } from '@shared/roster/types';
import { useRemoveMakeup, useSaveMakeup } from '../api/makeups';
import type { Notice } from '../components/RosterNotice';

/** Adding a make-up guest to the unit, and removing one after the question is confirmed. */
export function useMakeups(cohortId: number, notify: (notice: Notice) => void, refetchRoster: () => Promise<void>) {
  const [toDelete, setToDelete] = useState<RosterParticipant | null>(null);
  const addMakeup = useSaveMakeup();
  const deleteMakeup = useRemoveMakeup({
    onSuccess: async (answer) => {
      notify({ severity: 'success', text: answer.message || MESSAGES.makeupRemoved });
      await refetchRoster();
    },
    onError: (error) => notify({ severity: 'error', text: errorText(error, MESSAGES.internalError) }),
  });

  return {
    adding: addMakeup.isPending,
    /** Adds the chosen guest to `eventUnit`; true when they were added. */
    add: async (guest: GuestOption | null, eventUnit: string): Promise<boolean> => {
      if (!guest) {
        notify({ severity: 'warning', text: MESSAGES.selectParticipant });
        return false;
      }
      try {
        const answer = await addMakeup.mutateAsync({ cohortId, eventUnit, participantId: guest.id });
        if (!answer.isSaved) {
          notify({ severity: 'error', text: answer.message });
          return false;
        }
        notify({ severity: 'success', text: answer.message || MESSAGES.makeupSaved });
        await refetchRoster();
        return true;
      } catch (error) {
        notify({ severity: 'error', text: errorText(error, MESSAGES.internalError) });
        return false;
      }
    },
    /** The make-up whose removal is being asked about. */
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete: (eventUnit: string) => {
      if (toDelete) deleteMakeup.mutate({ cohortId, participantId: toDelete.generalInformation.id, eventUnit });
      setToDelete(null);
    },
  };
}

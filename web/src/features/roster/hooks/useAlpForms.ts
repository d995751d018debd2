import type { RosterParticipant } from '@shared/roster/types';
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { errorText } from '@/lib/api-client';
import { useSaveAlpForm } from '../api/roster';
import type { Notice } from '../components/RosterNotice';

/** The participants' ALp/PI Form switches: saved at once; a refused save turns the switch back. */
export function useAlpForms(cohortId: number, notify: (notice: Notice) => void) {
  const [formEdits, setFormEdits] = useState<Record<number, boolean>>({});
  const save = useSaveAlpForm({
    onSuccess: (answer) => notify({ severity: 'success', text: answer.message || MESSAGES.alpFormSaved }),
    onError: (error, variables) => {
      setFormEdits((current) => ({ ...current, [variables.participantId]: !variables.status }));
      notify({ severity: 'error', text: errorText(error, MESSAGES.alpFormSaveError(MESSAGES.internalError)) });
    },
  });
  return {
    formOf: (participant: RosterParticipant) => formEdits[participant.generalInformation.id] ?? participant.generalInformation.alpForm,
    setForm: (participant: RosterParticipant, value: boolean) => {
      setFormEdits((current) => ({ ...current, [participant.generalInformation.id]: value }));
      save.mutate({
        cohortId,
        participantId: participant.generalInformation.id,
        status: value,
        isMakeup: participant.generalInformation.isMakeup,
      });
    },
  };
}

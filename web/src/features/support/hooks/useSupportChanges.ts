/**
 * The support page's two ways of saving (spec 03 §2.11): a form (a tab's, Add/Edit Topic) shows a
 * refusal inside itself and hands its success on; the page and Tab settings show the outcome of
 * their one-click changes (switch, move, delete, and the forms' successes) in a notice.
 */
import * as MESSAGES from '@shared/texts/general';
import { useState } from 'react';
import { useNotice } from '@/components/NoticeSnackbar';
import { errorText } from '@/lib/api-client';
import { useSupportChange, type SupportChange } from '../api/support';

const refusalOf = (error: Error) => errorText(error, MESSAGES.internalError);

/**
 * A form's save: `submit` clears the last refusal and sends the change, or nothing when the form's
 * own checks failed (null); a refusal is `failure`, a success goes to `onSaved` with its message.
 */
export function useFormSave(onSaved: (message: string) => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useSupportChange({
    onSuccess: (answer) => onSaved(answer.message),
    onError: (error) => setFailure(refusalOf(error)),
  });
  const submit = (change: SupportChange | null) => {
    setFailure(null);
    if (change) mutation.mutate(change);
  };
  return { submit, failure, pending: mutation.isPending };
}

/**
 * One-click changes with their outcome in a notice (`notice`/`closeNotice` for NoticeSnackbar);
 * `saved` shows a form's success the same way. `deleting` is the item whose delete is being
 * confirmed, cleared once its delete is settled.
 */
export function useNoticedChanges<T>() {
  const { notice, setNotice, close } = useNotice();
  const [deleting, setDeleting] = useState<T | null>(null);
  const change = useSupportChange({
    onSuccess: (answer) => setNotice({ severity: 'success', text: answer.message }),
    onError: (error) => setNotice({ severity: 'error', text: refusalOf(error) }),
    onSettled: () => setDeleting(null),
  });
  return {
    run: (c: SupportChange) => change.mutate(c),
    busy: change.isPending,
    saved: (text: string) => setNotice({ severity: 'success', text }),
    notice,
    closeNotice: close,
    deleting,
    setDeleting,
  };
}

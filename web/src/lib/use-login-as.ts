import { useMutation } from '@tanstack/react-query';
import * as MESSAGES from '@shared/texts/general';
import { NetworkError, errorText } from '@/lib/api-client';
import { closeLoginAs, startLoginAs } from './impersonation';

/**
 * Login As for a button: `mutate(userId)`; `errorMessage` is the server's refusal
 * ('LoginAs is blocked on Administrator and Senior Admin accounts.', …) to show beside it.
 */
export function useLoginAs() {
  const mutation = useMutation({ mutationFn: (targetUserId: number) => startLoginAs(targetUserId) });
  const errorMessage = mutation.error
    ? mutation.error instanceof NetworkError
      ? MESSAGES.internalError
      : errorText(mutation.error, MESSAGES.loginAsUnavailable)
    : null;
  return { ...mutation, errorMessage };
}

/** CLOSE on the impersonation bar (lib/impersonation.ts closeLoginAs). */
export function useCloseLoginAs() {
  return useMutation({ mutationFn: closeLoginAs });
}

import { useEffect, useRef, useState } from 'react';
import { LOCK_HEARTBEAT_MS } from '@shared/constants';
import * as MESSAGES from '@shared/texts/general';
import type { UserFormRecord } from '@shared/users/form.types';
import type { UserRecordFacts } from '@shared/locks/types';
import { ApiError, errorText } from '@/lib/api-client';
import type { PageLockHolder } from '@shared/locks/types';
import { releasePage, renewPage, takeOverPage, takePage, validatePage } from '../api/user-modal';

export type PageLockState =
  | { status: 'checking' }
  | { status: 'held'; record: UserFormRecord | undefined; facts?: UserRecordFacts }
  /** `holder`: who has the page, when someone does (an administrator may take it over: takeOver). */
  | { status: 'refused'; message: string; holder?: PageLockHolder }
  /** The form stays open with what was loaded (its owner may copy their work); a save is refused. */
  | { status: 'lost'; message: string; record: UserFormRecord | undefined; facts?: UserRecordFacts };

/**
 * The edit screen's page lock (spec 02 §4): validate the page (which also brings the account),
 * take the lock, renew it every 5 minutes, and release it (a keepalive request) when the screen
 * closes or the browser leaves the page. Someone else's lock refuses with the server's message. `page` null
 * (the create form) locks nothing.
 */
export function usePageLock(page: string | null, userId: number | null): PageLock {
  const [state, setState] = useState<PageLockState>(page ? { status: 'checking' } : { status: 'held', record: undefined });
  const held = useRef(false);
  // Bumped after a take-over: the page is validated and taken again, now as its holder.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!page || userId === null) return;
    const controller = new AbortController();
    const refusal = (error: unknown) => errorText(error, MESSAGES.internalError);
    const release = () => {
      if (!held.current) return;
      held.current = false;
      releasePage(page);
    };
    void (async () => {
      try {
        const answer = await validatePage(page, controller.signal);
        await takePage(page, userId);
        held.current = true;
        if (controller.signal.aborted) return release();
        setState({ status: 'held', record: answer.user, facts: answer.facts });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'refused', message: refusal(error), holder: holderOf(error) });
      }
    })();
    const heartbeat = window.setInterval(() => {
      if (!held.current) return;
      renewPage(page, userId).catch((error: unknown) => {
        // Someone took the page while our lock lapsed (a sleeping laptop): say so, keep the form.
        if (error instanceof ApiError && error.status === 423) {
          held.current = false;
          setState((previous) => ({
            ...(previous.status === 'held' ? previous : { record: undefined }),
            status: 'lost',
            message: refusal(error),
          }));
        }
      });
    }, LOCK_HEARTBEAT_MS);
    window.addEventListener('pagehide', release);
    return () => {
      controller.abort();
      window.clearInterval(heartbeat);
      window.removeEventListener('pagehide', release);
      release();
    };
  }, [page, userId, attempt]);

  const takeOver = async () => {
    if (!page) return;
    setState({ status: 'checking' });
    try {
      await takeOverPage(page);
      setAttempt((n) => n + 1);
    } catch (error) {
      setState({ status: 'refused', message: errorText(error, MESSAGES.internalError), holder: holderOf(error) });
    }
  };
  return { ...state, takeOver };
}

export type PageLock = PageLockState & { takeOver: () => Promise<void> };

/** The holder a 423 names (PageLockedAnswer.page.user). */
function holderOf(error: unknown): PageLockHolder | undefined {
  if (!(error instanceof ApiError) || error.status !== 423) return undefined;
  return (error.body as { page?: { user?: PageLockHolder } } | undefined)?.page?.user;
}

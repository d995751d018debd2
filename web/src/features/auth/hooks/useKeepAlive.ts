import { SESSION } from '@shared/constants';
import { useEffect } from 'react';
import { keepAlive } from '../api/session';

/** Calls the keep-alive every SESSION.keepAliveMinutes while the shell is mounted. */
export function useKeepAlive(): void {
  useEffect(() => {
    const id = window.setInterval(() => {
      keepAlive().catch(() => {
        // token errors are handled by the API client; other failures wait for the next beat
      });
    }, SESSION.keepAliveMinutes * 60_000);
    return () => window.clearInterval(id);
  }, []);
}

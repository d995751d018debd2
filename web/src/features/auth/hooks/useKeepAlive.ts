import { SESSION } from '@shared/constants';
import { useEffect } from 'react';
import { keepAlive } from '../api/session';

/**
 * Calls the keep-alive when the shell opens (so a dead token or maintenance mode is noticed at
 * once, not ten minutes later) and then every SESSION.keepAliveMinutes while it stays mounted.
 */
export function useKeepAlive(): void {
  useEffect(() => {
    const beat = () =>
      keepAlive().catch(() => {
        // token errors are handled by the API client; other failures wait for the next beat
      });
    void beat();
    const id = window.setInterval(beat, SESSION.keepAliveMinutes * 60_000);
    return () => window.clearInterval(id);
  }, []);
}

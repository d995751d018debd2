import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { reloadUserData } from '../api/session';

/** The query parameter that asks for the session's user data again (spec 01 §7). */
export const UPDATE_DATA_PARAM = 'updatedata';

/**
 * `?updatedata` in the address, which a page outside the portal adds after changing the person's
 * account (roles, courses, profile), reloads the session's user data through GET /api/getuserdata.
 * The parameter is taken out of the address at once, so a reload or a bookmark does not ask again.
 */
export function useUpdateDataParam(): void {
  const [search, setSearch] = useSearchParams();
  const asked = search.has(UPDATE_DATA_PARAM);
  // Once per address: React's development double effect must not send it twice.
  const sent = useRef(false);
  useEffect(() => {
    if (!asked || sent.current) return;
    sent.current = true;
    setSearch(
      (current) => {
        current.delete(UPDATE_DATA_PARAM);
        return current;
      },
      { replace: true },
    );
    reloadUserData()
      .catch(() => {
        // token errors are handled by the API client; otherwise the stored data stays as it was
      })
      .finally(() => {
        sent.current = false;
      });
  }, [asked, setSearch]);
}

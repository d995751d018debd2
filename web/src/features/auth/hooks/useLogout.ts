import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SessionExpiredError } from '@/lib/api-client';
import { endLoginAsForLogout } from '@/lib/impersonation';
import { clearSession } from '@/lib/session';
import { logoutRequest } from '../api/session';

/**
 * Logout (spec 01 §4): while acting as someone else, first back to the master user (the return
 * route ends the Login As session and answers the master's token), and POST /api/logout with the
 * master's token; then storage is cleared and the browser goes to /login.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // A refused token: the API client has cleared storage and is loading the session-expired page.
    const expired = (error: unknown) => error instanceof SessionExpiredError;
    // What the page is still loading would come back refused once the session ends.
    await queryClient.cancelQueries();
    let token: string | undefined;
    try {
      token = (await endLoginAsForLogout()) ?? undefined;
    } catch (error) {
      if (expired(error)) return void queryClient.clear();
    }
    try {
      await logoutRequest(token);
    } catch (error) {
      if (expired(error)) return void queryClient.clear();
    }
    clearSession();
    // Off the page first: queries still mounted would refetch a cleared cache without a token.
    await navigate('/login', { replace: true });
    queryClient.clear();
  }, [navigate, queryClient]);
}

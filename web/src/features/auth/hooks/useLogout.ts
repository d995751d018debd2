import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SessionExpiredError } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { logoutRequest } from '../api/session';

/** Logout: POST /api/logout, then clear storage and go to /login (spec 01 §4). */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      await logoutRequest();
    } catch (error) {
      if (error instanceof SessionExpiredError) {
        queryClient.clear();
        return;
      }
    }
    clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}

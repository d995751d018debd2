/**
 * The action-learning and diagnostics tokens of a person (GET /api/alp-jwt/{userId}/false, spec 01
 * §7), for every frame that needs them (framed pages, the unit launch, the coaching dashboard).
 * They live five minutes, so they are cached for four.
 */
import type { AlpJwtAnswer } from '@shared/integrations/types';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { routeQueryKey } from '@/lib/query-keys';
import { STORAGE_KEYS, getNislData, setStoredValue } from '@/lib/session';

export const TOKEN_STALE_MS = 4 * 60_000;

/** Keeps the action-learning token where the spec keeps it: nisl-data.alp.token. */
function rememberAlpToken(userId: number, token: string): void {
  const nislData = getNislData();
  if (!nislData || nislData.userID !== userId) return;
  setStoredValue(STORAGE_KEYS.nislData, JSON.stringify({ ...nislData, alp: { ...nislData.alp, token } }));
}

export async function fetchAlpTokens(userId: number): Promise<AlpJwtAnswer> {
  const answer = await api('GET /api/alp-jwt/{userId}/{second}', { params: { userId, second: 'false' } });
  rememberAlpToken(userId, answer.alp.token);
  return answer;
}

/** The action-learning and diagnostics tokens of a person (one's own, or a participant's for staff). */
export function useAlpTokens(userId: number | undefined) {
  return useQuery({
    queryKey: routeQueryKey('GET /api/alp-jwt/{userId}/{second}', userId),
    queryFn: () => fetchAlpTokens(userId!),
    enabled: userId !== undefined,
    staleTime: TOKEN_STALE_MS,
    gcTime: TOKEN_STALE_MS,
  });
}
